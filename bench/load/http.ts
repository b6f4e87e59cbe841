/**
 * One HTTP call as a browser on its own address would send it, for the load generator.
 *
 * Every virtual visitor comes from its own address (X-Forwarded-For, so the server must trust its proxy), as real
 * traffic does: the per-IP limits stay as in production and are not what this measures.
 */
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

export async function call(
  target: TrafficTarget,
  method: string,
  path: string,
  options: { ip: string; cookie?: string; body?: unknown },
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip };
  if (options.cookie) headers.Cookie = options.cookie;
  // Payload refuses a cookie-authenticated write without the Origin a browser sends.
  if (method !== 'GET') headers.Origin = target.origin;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, target.baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, text, setCookie: response.headers.getSetCookie() };
}
