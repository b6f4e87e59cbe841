/** A browser-like API client: keeps its session cookie and sends the Origin a browser would. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private origin: string | null = baseUrl,
  ) {}

  /** The same session seen from another origin (a cross-site request). */
  fromOrigin(origin: string | null): ApiClient {
    const other = new ApiClient(this.baseUrl, origin);
    other.cookies = new Map(this.cookies);
    return other;
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('marketplace-token');
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const sent: Record<string, string> = { ...headers };
    if (this.origin) sent.Origin = this.origin;
    if (this.cookies.size) sent.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | FormData | undefined;
    // fetch writes a multipart body and its boundary itself.
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      sent['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: sent,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()];
      const expired = attributes.some(
        (attribute) => /^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]) < Date.now(),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }
}
