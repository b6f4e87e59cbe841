/**
 * One HTTP call as a browser on its own address would send it, for the load generator.
 *
 * Every virtual visitor comes from its own address (X-Forwarded-For, so the server must trust its proxy), as real
 * traffic does: the per-IP limits stay as in production and are not what this measures.
 */
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 30_000;

export interface TrafficTarget {
  baseUrl: string;
  /** The public origin the server accepts cookie writes from (its PUBLIC_URL). */
  origin: string;
}

export interface Answer {
  status: number;
  text: string;
  setCookie: string[];
}

let addressCounter = 0;
/** A distinct documentation-range (2001:db8::/32) address per visitor: never routed anywhere. */
export function visitorAddress(): string {
  addressCounter++;
  return `2001:db8::${(addressCounter >>> 16).toString(16)}:${(addressCounter & 0xffff).toString(16)}`;
}

/** The Cookie header that carries the session a sign-in answer set. */
export function sessionCookie(answer: Answer): string {
  return answer.setCookie.map((value) => value.split(';')[0]).join('; ');
}

/**
 * Kept-alive connections, as a browser keeps them. Node's `http` rather than `fetch`: on this 2-core machine the
 * load generator shares the cores with the server it measures, and `fetch` costs it about twice the CPU per call
 * (0.29 against 0.14 ms, measured on a cached search).
 */
const agent = new http.Agent({ keepAlive: true });

export function call(
  target: TrafficTarget,
  method: string,
  path: string,
  options: { ip: string; cookie?: string; body?: unknown },
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip };
  if (options.cookie) headers.Cookie = options.cookie;
  // Payload refuses a cookie-authenticated write without the Origin a browser sends.
  if (method !== 'GET') headers.Origin = target.origin;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, target.baseUrl), { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          setCookie: response.headers['set-cookie'] ?? [],
        }),
      );
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
