/**
 * A count of listings by search features reads the index entries of the feature combinations that contain them
 * (vehicle_feature_sets, kept by a trigger). A combination no listing had before must be counted as soon as a
 * listing has it, whether it is new or edited to have it; checked against counts known by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let seller: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  seller = await createAccount(server.payload, 'user', 'seller');
});
afterAll(() => server?.close());

/** The ids a search finds, sorted, after checking that its total counts exactly those. */
async function found(query: string): Promise<number[]> {
  const response = await visitor.get(`/api/vehicles/search?${query}`);
  expect(response.status).toBe(200);
  const body = response.body as { vehicles: { id: number }[]; total: number; totalIsLowerBound: boolean };
  expect(body).toMatchObject({ total: body.vehicles.length, totalIsLowerBound: false });
  return body.vehicles.map((vehicle) => vehicle.id).sort((a, b) => a - b);
}

const approved = (overrides: Record<string, unknown>) =>
  createListing(server.payload, seller.id, { status: 'approved', ...overrides });

describe('counting by search features', () => {
  it('counts a listing whose combination of features is new, and one edited to have it, at once', async () => {
    const remoteStart = 'features=Remote%20Start&features=Android%20Auto';
    const first = await approved({ features: ['Remote Start', 'Android Auto', 'Lane Departure Warning'] });
    const other = await approved({ features: ['Air Conditioning'] });
    expect(await found(remoteStart)).toEqual([first.id]);

    await server.payload.update({
      collection: 'vehicles',
      id: other.id,
      overrideAccess: true,
      data: { features: ['Android Auto', 'Blind Spot Monitoring', 'Remote Start'] },
    });
    expect(await found(remoteStart)).toEqual([first.id, other.id].sort((a, b) => a - b));
    expect(await found(`${remoteStart}&features=Blind%20Spot%20Monitoring`)).toEqual([other.id]);
    expect(await found('features=Air%20Conditioning')).toEqual([]);
  });

  it("keeps every other filter beside the features: bounds, status, make, a seller's own feature", async () => {
    const features = ['Heated Seats', 'Cruise Control', 'Massage Seats'];
    const cheap = await approved({ make: 'Volvo', price: 21000, features });
    const dear = await approved({ make: 'Volvo', price: 64000, features });
    const audi = await approved({ make: 'Audi', price: 30000, features: features.slice(0, 2) });
    await createListing(server.payload, seller.id, { status: 'pending', features });
    const both = 'features=Heated%20Seats&features=Cruise%20Control';
    expect(await found(both)).toEqual([cheap.id, dear.id, audi.id].sort((a, b) => a - b));
    expect(await found(`${both}&maxPrice=40000`)).toEqual([cheap.id, audi.id].sort((a, b) => a - b));
    expect(await found(`${both}&make=Volvo`)).toEqual([cheap.id, dear.id].sort((a, b) => a - b));
    expect(await found(`${both}&features=Massage%20Seats`)).toEqual([cheap.id, dear.id].sort((a, b) => a - b));
  });

  it('counts the facets of a search by features exactly, each make under the other filters', async () => {
    const facets = async (query: string) => {
      const response = await visitor.get(`/api/vehicles/facets?${query}`);
      expect(response.status).toBe(200);
      return response.body as { total: number; facets: { make: { value: string; count: number }[] } };
    };
    const both = 'features=Heated%20Seats&features=Cruise%20Control';
    expect(await facets(both)).toMatchObject({
      total: 3,
      facets: {
        make: [
          { value: 'Volvo', count: 2 },
          { value: 'Audi', count: 1 },
        ],
      },
    });
    expect(await facets(`${both}&make=Volvo&maxPrice=40000`)).toMatchObject({
      total: 1,
      facets: {
        make: [
          { value: 'Audi', count: 1 },
          { value: 'Volvo', count: 1 },
        ],
      },
    });
  });
});
