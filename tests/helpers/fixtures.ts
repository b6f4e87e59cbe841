/** Accounts and listings for API tests, written through Payload's Local API (trusted), signed in through /api. */
import type { Payload } from 'payload';
import { ApiClient } from './client.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';

export type Role = 'user' | 'editor' | 'admin';

let counter = 0;

/** A verified account unless `verified: false` (as if its owner had not opened the welcome email's link). */
export async function createAccount(
  payload: Payload,
  role: Role = 'user',
  name: string = role,
  { verified = true }: { verified?: boolean } = {},
) {
  counter++;
  const email = `${name}-${counter}-${Date.now()}@test.example`;
  const password = `pw-${name}-${counter}`;
  const user = await payload.create({
    collection: 'users',
    data: { email, password, role, firstName: name, lastName: 'Tester', emailVerified: verified },
    overrideAccess: true,
  });
  return { id: user.id as number, email, password };
}

export async function signedInClient(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const response = await client.post('/api/login', { email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

export const privateVehicleFields = [
  'vin',
  'carfaxReportUrl',
  'recentServices',
  'contactEmail',
  'contactPhone',
  'contactFirstName',
  'contactLastName',
  'owner',
] as const;

export function listingData(overrides: Record<string, unknown> = {}) {
  return {
    make: 'BMW',
    model: 'M3',
    year: 2021,
    trim: 'Competition',
    mileage: 18500,
    price: 68900,
    condition: 'excellent',
    bodyType: 'sedan',
    fuelType: 'premium-gasoline',
    transmission: '8-speed-automatic',
    drivetrain: 'rwd',
    exteriorColor: 'Black',
    interiorColor: 'Red',
    description: 'One owner, garage kept.',
    features: ['Heated Seats', 'Navigation System'],
    images: [],
    location: 'Beverly Hills, CA',
    zipCode: '90210',
    contactPhone: '(310) 555-0142',
    contactEmail: 'owner@test.example',
    contactFirstName: 'Olive',
    contactLastName: 'Owner',
    vin: 'WBS43AY09MFK12345',
    carfaxReportUrl: 'https://www.carfax.com/vehiclehistory/ar20/abc',
    recentServices: ['Oil change at 15,000 miles'],
    ...overrides,
  };
}

export async function createListing(payload: Payload, ownerId: number, overrides: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'vehicles',
    data: { ...listingData(overrides), owner: ownerId } as never,
    overrideAccess: true,
  });
  return doc as unknown as { id: number; status: string } & Record<string, unknown>;
}

/** Copies of a listing written straight to the table (through the same triggers as any write), n at once. */
export async function copyListing(payload: Payload, id: number, n: number): Promise<void> {
  const pool = poolOf(payload);
  const { rows } = await pool.query<{ columns: string }>(
    `select string_agg(quote_ident(column_name), ', ') as columns from information_schema.columns
     where table_name = 'vehicles' and table_schema = current_schema() and column_name <> 'id'
       and is_generated = 'NEVER'`,
  );
  await pool.query(
    `insert into vehicles (${rows[0].columns})
     select ${rows[0].columns} from vehicles, generate_series(1, $2::int) where id = $1`,
    [id, n],
  );
}
