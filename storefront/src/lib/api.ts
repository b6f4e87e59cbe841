/**
 * The storefront's only door to the server: every call goes through apiRequest or getQueryFn.
 * Calls send cookies, bodies are JSON, and any non-ok answer becomes an ApiError.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '@contract/api';

/** A non-ok answer. `message` is "<status>: <body text>", or "<status>: <statusText>" when the body is empty. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, body);
}

/** Sends a request with the session cookie; resolves with the ok Response, rejects with ApiError otherwise. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** TanStack Query reader: GET on the first element of the query key, parsed as JSON. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first element of the query key must be the URL');
    const response = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** A reader for which these answers mean "there is none" (null), not an error: a 404 of a page not there, say. */
export function getQueryFnOrNull<T>(noneOn: readonly number[]): QueryFunction<T | null> {
  const read = getQueryFn<T>({ on401: 'throw' });
  return async (context) => {
    try {
      return await read(context);
    } catch (error) {
      if (error instanceof ApiError && noneOn.includes(error.status)) return null;
      throw error;
    }
  };
}

/** A query cache with the app's defaults: data is read once and kept (no retries, no refetch on focus, never stale). */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The browser's cache for the whole visit. */
export const queryClient = newQueryClient();

/** The server's short JSON error body (`{ message, errors? }`), when the error carries one. */
export function apiErrorBody(error: unknown): ErrorBody | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).message === 'string') {
      return parsed as ErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the caller falls back to the raw message.
  }
  return null;
}

/** A message fit for a toast: the server's `message` when it sent one, otherwise the raw error message. */
export function errorMessage(error: unknown): string {
  const body = apiErrorBody(error);
  if (body) return body.message;
  // fetch rejects with a TypeError when the server cannot be reached at all; its text means nothing to a user.
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Per-field messages of a 400 answer, keyed by the field's path (e.g. `email`). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const { path, message } of apiErrorBody(error)?.errors ?? []) {
    if (path && !(path in fieldErrors)) fieldErrors[path] = message;
  }
  return fieldErrors;
}
