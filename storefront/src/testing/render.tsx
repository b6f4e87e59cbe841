/**
 * Shared helpers of the storefront's component tests: the app's providers around a screen, a fetch stub that
 * answers by URL, and a listing and users to show. Imported by *.test.tsx files only, never by the app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { CurrentUser } from '@contract/api';
import type { Vehicle } from '@contract/listings';
import { Toaster } from '../features/toast/Toaster';
import { toast } from '../features/toast/toastStore';
import { newQueryClient } from '../lib/api';

/** A fresh cache with the app's own defaults (no retries, never stale), so tests share no answers. */
export function testQueryClient(): QueryClient {
  return newQueryClient();
}

/** Shows where the router is, as a user would read it in the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The address the router is at (path and query string). */
export function currentLocation(container: HTMLElement = document.body): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}

interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The signed-in user (null: signed out); left out, /api/user is read through fetch like any other call. */
  user?: CurrentUser | null;
  client?: QueryClient;
}

/** Renders `ui` inside the query client, a memory router and the toast region, as the app does. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', user, client = testQueryClient() }: RenderOptions = {},
) {
  if (user !== undefined) client.setQueryData(['/api/user'], user);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Empties the toast region, which keeps its toast between tests: a new toast replaces the old one (limit 1). */
export function clearToasts(): void {
  toast({ title: '' }).dismiss();
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch: each call goes to `handler` with its URL; a call the handler does not answer gets a 404, so a
 * test sees an unexpected call rather than hanging. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(handler: FetchHandler) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return (await handler(url, init)) ?? new Response('{"message":"Not found"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A promise that never settles: a call that is still on its way. */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}

/** Moves fake timers on by `ms`, letting the calls and renders they start settle (vi.useFakeTimers first). */
export function advanceTimers(ms: number) {
  return act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The text a screen reader reads after a field's name: its hint or its error (aria-describedby). */
export function descriptionOf(element: HTMLElement): string | null | undefined {
  return document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
}

/** The URLs fetch was called with. */
export function calledUrls(fetch: { mock: { calls: unknown[][] } }): string[] {
  return fetch.mock.calls.map(([input]) => String(input));
}

export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 42,
    make: 'BMW',
    model: 'X5',
    year: 2021,
    trim: 'xDrive40i',
    mileage: 38500,
    price: '44800.00',
    condition: 'excellent',
    bodyType: 'suv',
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'awd',
    exteriorColor: 'Black',
    interiorColor: 'Tan',
    description: null,
    features: [],
    images: [],
    location: 'Scottsdale, AZ',
    zipCode: '85251',
    city: 'Scottsdale',
    state: 'AZ',
    contactLocation: null,
    status: 'approved',
    views: 12,
    isFeatured: false,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export const seller: CurrentUser = {
  id: 5,
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Seller',
  role: 'user',
  profileImageUrl: null,
  phone: null,
  emailVerified: true,
  pendingEmail: null,
  savedCarAlerts: true,
  authenticated: true,
};

export const admin: CurrentUser = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  profileImageUrl: null,
  phone: null,
  emailVerified: true,
  pendingEmail: null,
  savedCarAlerts: true,
  authenticated: true,
};
