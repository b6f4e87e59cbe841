/** Accounts for specs, made apart from the browsers (which start signed out). */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { waitForDemoListings } from './demoSeed.ts';

export interface SpecAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers `account` through /api once the demo seed is in (its email unverified, as after the form). */
export async function registerOnceSeeded(request: APIRequestContext, account: SpecAccount): Promise<void> {
  await waitForDemoListings(request);
  const origin = test.info().project.use.baseURL!;
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  expect((await api.post('/api/register', { data: account })).status()).toBe(201);
  await api.dispose();
}
