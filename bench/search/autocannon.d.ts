/** The part of autocannon 9's API the benchmark uses (the package ships no types; @types/autocannon is for 7). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestOptions, context: Record<string, unknown>) => RequestOptions;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: RequestOptions[];
  }

  interface Result {
    requests: { total: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
