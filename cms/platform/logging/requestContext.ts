/** The request id of the request being served, for every log line written while serving it. */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  reqId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
