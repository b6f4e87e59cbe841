/**
 * One call of each kind, as the storefront and the admin console make it. Every enquiry has its own sender, as real
 * traffic has: the per-email limits stay as in production and are not what this measures.
 */
import type { Actors } from './actors.ts';
import { call, visitorAddress, type Answer, type TrafficTarget } from './http.ts';
import { listing } from './listings.ts';
import type { Kind } from './mix.ts';

export interface Checked extends Answer {
  expected: number;
}

// Result cards, as the storefront asks for them (`view=card`).
const SEARCHES = [
  '',
  'make=BMW',
  'sortBy=price_asc&maxPrice=60000',
  'minYear=2016&sortBy=mileage_asc',
  'query=camry',
  'bodyType=sedan&page=2&limit=12',
  'location=90210&radius=100&sortBy=distance',
].map((query) => `/api/vehicles/search?${query ? `${query}&` : ''}view=card`);

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

/** One call of the given kind, with the status it should answer. */
export async function send(target: TrafficTarget, actors: Actors, kind: Kind, sequence: number): Promise<Checked> {
  const seller = pick(actors.sellers);
  switch (kind) {
    case 'search':
      return { expected: 200, ...(await call(target, 'GET', pick(SEARCHES), { ip: visitorAddress() })) };
    case 'details':
      return {
        expected: 200,
        ...(await call(target, 'GET', `/api/vehicles/${pick(actors.publicIds)}`, { ip: visitorAddress() })),
      };
    case 'contact':
      return {
        expected: 201,
        ...(await call(target, 'POST', '/api/contact', {
          ip: visitorAddress(),
          body: {
            firstName: 'Load',
            lastName: 'Buyer',
            email: `buyer-${process.pid}-${sequence}@load.example`,
            phone: '(555) 010-0000',
            subject: 'Is it available?',
            message: 'Hello, is this car still available for a test drive?',
            vehicleId: pick(actors.publicIds),
          },
        })),
      };
    case 'create': {
      const created = await call(target, 'POST', '/api/vehicles', {
        ip: seller.ip,
        cookie: seller.cookie,
        body: listing(sequence),
      });
      if (created.status === 201) {
        const id = Number(JSON.parse(created.text).id);
        seller.listingIds.push(id);
        actors.pendingIds.push(id);
      }
      return { expected: 201, ...created };
    }
    case 'edit':
      return {
        expected: 200,
        ...(await call(target, 'PUT', `/api/vehicles/${pick(seller.listingIds)}`, {
          ip: seller.ip,
          cookie: seller.cookie,
          body: { ...listing(sequence), price: 20_000 + (sequence % 50_000) },
        })),
      };
    case 'approve': {
      // The console's Approve button: one PATCH per listing (admin-console/src/dataProvider.ts).
      if (!actors.admin) throw new Error('approvals need a signed-in admin');
      const id = actors.pendingIds.shift();
      if (id === undefined) throw new Error('no pending listing left to approve: prepare more');
      return {
        expected: 200,
        ...(await call(target, 'PATCH', `/api/admin/vehicles/${id}/status`, {
          ip: actors.admin.ip,
          cookie: actors.admin.cookie,
          body: { status: 'approved' },
        })),
      };
    }
  }
}
