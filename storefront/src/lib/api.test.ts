// @vitest-environment happy-dom
import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getQueryFnOrNull } from './api';

afterEach(() => vi.unstubAllGlobals());

const context = (url: string) =>
  ({ queryKey: [url], signal: new AbortController().signal, meta: undefined }) as unknown as QueryFunctionContext;

describe('getQueryFnOrNull', () => {
  it('answers the JSON, null for the statuses that mean there is none, and throws any other failure', async () => {
    const answers: Record<string, Response> = {
      '/ok': Response.json({ id: 7 }),
      '/gone': Response.json({ message: 'Vehicle not found' }, { status: 404 }),
      '/broken': Response.json({ message: 'Internal error' }, { status: 500 }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answers[url]!),
    );
    const read = getQueryFnOrNull<{ id: number }>([404]);
    expect(await read(context('/ok'))).toEqual({ id: 7 });
    expect(await read(context('/gone'))).toBeNull();
    const failure = await Promise.resolve(read(context('/broken'))).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });
});
