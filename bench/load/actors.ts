/**
 * Who the load acts as, made before the timed run: signed-up sellers with listings of their own, an optional
 * signed-in admin, and the queue of pending listings the admin approves.
 */
import { call, sessionCookie, visitorAddress, type TrafficTarget } from './http.ts';
import { listing } from './listings.ts';

export interface Session {
  cookie: string;
  ip: string;
}

export interface Seller extends Session {
  listingIds: number[];
}

export interface Actors {
  sellers: Seller[];
  /** Approved listings anyone may read. */
  publicIds: number[];
  /** Signed in when the run approves listings. */
  admin?: Session;
  /** Listings waiting for review, oldest first, as the console's queue shows them; creates add to it. */
  pendingIds: number[];
}

export interface ActorOptions {
  /** An admin account to sign in (approvals need one). */
  admin?: { email: string; password: string };
  /** Listings submitted on top of each seller's first, so that approvals never run out. */
  pendingListings?: number;
}

async function submitListing(target: TrafficTarget, seller: Seller, index: number): Promise<number> {
  const created = await call(target, 'POST', '/api/vehicles', {
    ip: seller.ip,
    cookie: seller.cookie,
    body: listing(index),
  });
  if (created.status !== 201) throw new Error(`create listing: ${created.status} ${created.text}`);
  const id = Number(JSON.parse(created.text).id);
  seller.listingIds.push(id);
  return id;
}

async function signUpSeller(target: TrafficTarget, run: string, index: number): Promise<Seller> {
  const ip = visitorAddress();
  const signUp = await call(target, 'POST', '/api/register', {
    ip,
    body: {
      email: `seller-${run}-${index}@load.example`,
      password: `load-pw-${index}-${run}`,
      firstName: 'Load',
      lastName: `Seller ${index}`,
    },
  });
  if (signUp.status !== 201) throw new Error(`register: ${signUp.status} ${signUp.text}`);
  return { cookie: sessionCookie(signUp), ip, listingIds: [] };
}

async function signIn(target: TrafficTarget, account: { email: string; password: string }): Promise<Session> {
  const ip = visitorAddress();
  const answer = await call(target, 'POST', '/api/login', { ip, body: account });
  if (answer.status !== 200) throw new Error(`admin sign-in: ${answer.status} ${answer.text}`);
  return { cookie: sessionCookie(answer), ip };
}

/** Signs up `sellers` accounts, each with one listing of its own to edit, then submits the extra pending ones. */
export async function prepareActors(
  target: TrafficTarget,
  sellers: number,
  publicIds: number[],
  options: ActorOptions = {},
): Promise<Actors> {
  if (publicIds.length === 0) throw new Error('the traffic needs approved listings to search and read');
  const run = `${Date.now().toString(36)}${process.pid}`;
  const prepared: Seller[] = [];
  const pendingIds: number[] = [];
  for (let index = 0; index < sellers; index++) {
    const seller = await signUpSeller(target, run, index);
    pendingIds.push(await submitListing(target, seller, index));
    prepared.push(seller);
  }
  for (let extra = 0; extra < (options.pendingListings ?? 0); extra++) {
    pendingIds.push(await submitListing(target, prepared[extra % sellers], sellers + extra));
  }
  const admin = options.admin ? await signIn(target, options.admin) : undefined;
  return { sellers: prepared, publicIds, admin, pendingIds };
}
