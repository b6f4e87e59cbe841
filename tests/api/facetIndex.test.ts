/**
 * The sidebar of a search by features alone, counted from the listings each server holds in memory
 * (facetIndex.ts): the first ask is counted by the database while the server reads the listings, later ones from
 * memory, with the same counts (known by hand), and they follow every kind of change at once.
 */
import { beforeAll, expect, it } from 'vitest';
import type { FacetsResponse } from '../../contract/facets.ts';
import { heldFacetIndex, holdListings } from '../../cms/domain/search/facetIndex.ts';
import { keptColumns } from '../../cms/domain/search/keptRows.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { copyListing, createAccount, createListing } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();
const pool = () => poolOf(api.server.payload);
const three = ['Bluetooth', 'Backup Camera', 'Heated Seats'];
const ids: Record<string, number> = {};

beforeAll(async () => {
  const seller = await createAccount(api.server.payload, 'user', 'seller');
  const listing = async (name: string, data: Record<string, unknown>) => {
    ids[name] = (await createListing(api.server.payload, seller.id, { trim: '', status: 'approved', ...data })).id;
  };
  await listing('bmwSedan', {
    make: 'BMW',
    bodyType: 'sedan',
    exteriorColor: 'Black',
    price: 68900,
    year: 2021,
    features: [...three, 'Sunroof'],
  });
  // The same make spelt in lower case, a preset feature's stored spelling, and a colour of two named words.
  await listing('bmwSuv', {
    make: 'bmw',
    model: 'X5',
    bodyType: 'suv',
    exteriorColor: 'Black and White',
    price: 41000,
    year: 2019,
    features: ['Bluetooth Connectivity', 'Backup Camera', 'Heated Seats'],
  });
  // A colour that names none: Other.
  await listing('audi', {
    make: 'Audi',
    model: 'Q5',
    bodyType: 'suv',
    exteriorColor: 'Mythos',
    price: 24000,
    year: 2015,
    features: three,
  });
  // Without the backup camera: never counted under the three.
  await listing('porsche', {
    make: 'Porsche',
    model: '911',
    bodyType: 'coupe',
    features: ['Bluetooth', 'Heated Seats'],
  });
  await listing('sold', { make: 'Audi', model: 'A4', status: 'sold', features: three });
  await listing('pending', { make: 'Porsche', model: 'Cayenne', bodyType: 'suv', status: 'pending', features: three });
  await listing('rejected', { make: 'Audi', status: 'rejected', features: three });
});

let asked = 0;
/** The facets of the three features; each ask differs (a ceiling above every price, no filter) so none is cached. */
async function facets(extra = '') {
  asked += 1;
  const query = new URLSearchParams([...three.map((feature) => ['features', feature]), ['maxPrice', `${9e7 - asked}`]]);
  const response = await api.visitor.get(`/api/vehicles/facets?${query}${extra}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as FacetsResponse;
}

/** The sidebar of a query without the three features; each ask differs, so none is cached. */
async function sidebar(query: string) {
  asked += 1;
  const response = await api.visitor.get(`/api/vehicles/facets?${query}&maxPrice=${9e7 - asked}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as FacetsResponse;
}

const counts = (list: { value?: string; label?: string; count: number }[]) =>
  Object.fromEntries(list.map((entry) => [entry.value ?? entry.label, entry.count]));

/** What `ask` answers with the listings counted by the database, as a server that holds none counts them. */
async function byDatabase<T>(ask: () => Promise<T>): Promise<T> {
  holdListings(pool(), false);
  try {
    return await ask();
  } finally {
    holdListings(pool(), true);
  }
}

/** Asks once more and expects the answer to have come from memory. */
async function heldFacets(extra = '') {
  await heldFacetIndex(pool())?.settled();
  const before = heldFacetIndex(pool())!.answered;
  const answer = await facets(extra);
  expect(heldFacetIndex(pool())!.answered, 'answered from memory').toBe(before + 1);
  return answer;
}

it('counts the first ask in the database and later ones from memory, the same counts', async () => {
  expect((await api.visitor.get('/api/ready')).body).toMatchObject({ heldListings: 'none' });
  const first = await facets();
  expect(heldFacetIndex(pool())?.answered).toBe(0);
  expect(first.total).toBe(3);
  expect(counts(first.facets.make)).toEqual({ BMW: 2, Audi: 1 });
  expect(counts(first.facets.bodyType)).toEqual({ Sedan: 1, SUV: 2 });
  expect(counts(first.facets.exteriorColor)).toEqual({ Black: 2, White: 1, Other: 1 });
  expect(counts(first.facets.price)).toEqual({
    '$20,000 - $40,000': 1,
    '$40,000 - $60,000': 1,
    '$60,000 - $80,000': 1,
  });

  const held = await heldFacets();
  expect(held).toEqual(first);
  expect((await api.visitor.get('/api/ready')).body).toMatchObject({ heldListings: 'held' });
  // Sold cars too, when asked for.
  const withSold = await heldFacets('&includeSold=true');
  expect(withSold.total).toBe(4);
  expect(counts(withSold.facets.make)).toEqual({ BMW: 2, Audi: 2 });
});

it('counts a sidebar under a make, a model, body types or a colour from memory, as the database does', async () => {
  // Each query, and the passes its sidebar takes: one for the facets under every filter, one per facet whose own
  // filter is chosen.
  const questions: [string, number][] = [
    ['', 1],
    ['make=bmw', 2],
    ['make=BMW&model=x5', 3],
    ['bodyType=SUV', 2],
    ['make=Audi&bodyType=SUV', 3],
    ['exteriorColor=Black', 2],
    // Grey is Gray.
    ['exteriorColor=grey&make=BMW', 3],
    ['fuelType=Gasoline&includeSold=true', 2],
    ['features=Bluetooth&bodyType=Sedan', 2],
    // Bounds: the price's and the year's own facets are counted without them.
    ['minPrice=40000&maxPrice=68900', 2],
    ['make=BMW&minYear=2019', 3],
    ['maxMileage=20000&bodyType=SUV', 2],
    ['minPrice=30000&includeSold=true', 2],
  ];
  for (const [query, passes] of questions) {
    await heldFacetIndex(pool())?.settled();
    const before = heldFacetIndex(pool())?.answered ?? 0;
    const held = await sidebar(query);
    expect(heldFacetIndex(pool())!.answered - before, query).toBe(passes);
    const counted = await byDatabase(() => sidebar(query));
    expect(heldFacetIndex(pool())!.answered - before, query).toBe(passes);
    expect(held, query).toEqual(counted);
  }
  // Known by hand: the two BMWs (one spelt in lower case), and the SUVs under each make.
  const bmw = await sidebar('make=BMW');
  expect(bmw.total).toBe(2);
  expect(counts(bmw.facets.model)).toEqual({ M3: 1, X5: 1 });
  expect(counts(bmw.facets.make)).toEqual({ BMW: 2, Audi: 1, Porsche: 1 });
  const suvs = await sidebar('bodyType=SUV');
  expect(suvs.total).toBe(2);
  expect(counts(suvs.facets.bodyType)).toEqual({ Sedan: 1, SUV: 2, Coupe: 1 });
  // Both ends of a bound kept: the BMW sedan and the Porsche are $68,900 each.
  const priced = await sidebar('minPrice=40000&maxPrice=68900');
  expect(priced.total).toBe(3);
  expect(counts(priced.facets.make)).toEqual({ BMW: 2, Porsche: 1 });

  // A make in letters lower() may fold otherwise is counted by the database.
  const before = heldFacetIndex(pool())!.answered;
  expect((await sidebar('make=%C5%A0koda')).total).toBe(0);
  expect(heldFacetIndex(pool())!.answered).toBe(before + 1);
});

/** A search's total; each ask differs, so none is cached. */
async function searchTotal(query: string) {
  asked += 1;
  const response = await api.visitor.get(`/api/vehicles/search?${query}&maxPrice=${9e7 - asked}&limit=1`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { total: number }).total;
}

/** A search's total, expected to have come from memory. */
async function heldSearchTotal(query: string) {
  await heldFacetIndex(pool())?.settled();
  const before = heldFacetIndex(pool())!.answered;
  const total = await searchTotal(query);
  // With sold cars, a make's page under a price range asks the make's own total too, to choose how it is read.
  const asked = /includeSold=true/.test(query) && /make=/.test(query) && /minPrice=/.test(query) ? 2 : 1;
  expect(heldFacetIndex(pool())!.answered, `${query}: answered from memory`).toBe(before + asked);
  return total;
}

it('totals a search from memory where its sidebar is counted there, as the database does', async () => {
  const three = 'features=Bluetooth&features=Backup+Camera&features=Heated+Seats';
  // Known by hand.
  const questions: [string, number][] = [
    ['', 4],
    ['bodyType=SUV', 2],
    [three, 3],
    [`${three}&includeSold=true&exteriorColor=Black`, 3],
    // A make's search, kept under its make's own version, both spellings of BMW.
    ['make=BMW', 2],
    ['make=bmw&bodyType=SUV', 1],
    ['make=Audi&includeSold=true', 2],
    // A make's total under a price range reads the make's listings in price order: the sedan at $68,900 and the
    // SUV of 2019 at $41,000.
    ['make=BMW&minPrice=41000', 2],
    ['make=bmw&minPrice=41000.01', 1],
    ['make=BMW&minPrice=40000&maxYear=2020&maxMileage=18500', 1],
    ['make=BMW&minPrice=41000&includeSold=true', 2],
  ];
  for (const [query, expected] of questions) {
    expect(await heldSearchTotal(query), query).toBe(expected);
    expect(await byDatabase(() => searchTotal(query)), query).toBe(expected);
  }
  // A make in other than ASCII is counted by the database (none is listed under it), and so is a total under a
  // bound without a make (each new one a tally of every listing held, where the kept price steps or an index read
  // the range alone). Both ends of a bound are kept; every listing has 18,500 miles.
  const answered = heldFacetIndex(pool())!.answered;
  expect(await searchTotal('make=B%C3%96W')).toBe(0);
  expect(await searchTotal('minYear=2019&maxMileage=18500')).toBe(3);
  expect(await searchTotal('maxMileage=18499')).toBe(0);
  expect(heldFacetIndex(pool())!.answered).toBe(answered);
});

it("counts a search's total and then its sidebar, asked under the same filters, in one tally", async () => {
  // Search features alone: the sidebar is one pass, under the same filters as the total (the bmwSedan alone).
  const query = 'features=Sunroof&features=Backup+Camera';
  const index = heldFacetIndex(pool())!;
  const before = index.tallied;
  expect(await heldSearchTotal(query)).toBe(1);
  expect(index.tallied).toBe(before + 1);
  const held = await sidebar(query);
  expect(held.total).toBe(1);
  expect(counts(held.facets.bodyType)).toEqual({ Sedan: 1 });
  expect(index.tallied, 'the sidebar counted from the tally the total made').toBe(before + 1);
});

it('counts the facets a tally kept for fewer facets lacks, and keeps such a tally current', async () => {
  const ask = async (query: string) => {
    const response = await api.visitor.get(`/api/vehicles/facets?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as FacetsResponse;
  };
  const fromMemory = async (query: string, passes: number) => {
    await heldFacetIndex(pool())?.settled();
    const before = heldFacetIndex(pool())!.answered;
    const answer = await ask(query);
    expect(heldFacetIndex(pool())!.answered - before, query).toBe(passes);
    return answer;
  };
  // The price ceilings are above every price (no filter): they only make each question new to the answer cache.
  // A make chosen: its own facet is counted under the year bound alone, a tally of the make's keys only.
  const underAudi = await fromMemory('make=Audi&minYear=2016&maxPrice=80000001', 3);
  expect(counts(underAudi.facets.make)).toEqual({ BMW: 2, Porsche: 1 });
  // The same bound with no make: every facet under it, the same tally counted again for the others' keys.
  const bounded = await fromMemory('minYear=2016&maxPrice=80000001', 2);
  expect(bounded.total).toBe(3);
  expect(counts(bounded.facets.bodyType)).toEqual({ Sedan: 1, SUV: 1, Coupe: 1 });
  expect(bounded).toEqual(await byDatabase(() => ask('minYear=2016&maxPrice=80000002')));

  // A tally of the make's keys alone (from 2017) follows an edit: the Porsche made an Audi, then put back.
  const porsche = (make: string) =>
    api.server.payload.update({ collection: 'vehicles', id: ids.porsche, data: { make }, overrideAccess: true });
  expect(counts((await fromMemory('make=BMW&minYear=2017&maxPrice=80000003', 3)).facets.make)).toEqual({
    BMW: 2,
    Porsche: 1,
  });
  await porsche('Audi');
  try {
    const edited = await fromMemory('make=Porsche&minYear=2017&maxPrice=80000003', 3);
    expect(counts(edited.facets.make)).toEqual({ BMW: 2, Audi: 1 });
    expect(edited).toEqual(await byDatabase(() => ask('make=Porsche&minYear=2017&maxPrice=80000004')));
  } finally {
    await porsche('Porsche');
  }
});

it('follows an approval, an edit, a sale and a deletion at once', async () => {
  const { payload } = api.server;
  const update = (name: string, data: Record<string, unknown>) =>
    payload.update({ collection: 'vehicles', id: ids[name], data: data as never, overrideAccess: true });

  await update('pending', { status: 'approved' });
  let held = await heldFacets();
  expect(held.total).toBe(4);
  expect(counts(held.facets.make)).toEqual({ BMW: 2, Audi: 1, Porsche: 1 });

  await update('bmwSedan', { make: 'Audi', exteriorColor: 'Silver', price: 30500 });
  // Each make's search is counted again under its make's new version, from memory.
  expect(await heldSearchTotal('make=BMW')).toBe(1);
  expect(await heldSearchTotal('make=Audi')).toBe(2);
  held = await heldFacets();
  // The BMW left is the one spelt in lower case.
  expect(counts(held.facets.make)).toEqual({ Audi: 2, bmw: 1, Porsche: 1 });
  // The approved Porsche is black too.
  expect(counts(held.facets.exteriorColor)).toEqual({ Black: 2, White: 1, Silver: 1, Other: 1 });
  expect(counts(held.facets.price)).toMatchObject({ '$20,000 - $40,000': 2 });

  // A new mileage, from memory under a mileage bound.
  await update('porsche', { mileage: 90000 });
  await heldFacetIndex(pool())?.settled();
  const beforeMileage = heldFacetIndex(pool())!.answered;
  expect(counts((await sidebar('minMileage=50000')).facets.make)).toEqual({ Porsche: 1 });
  expect(heldFacetIndex(pool())!.answered).toBe(beforeMileage + 1);

  // A new model, from memory in the sidebar of its make.
  await update('bmwSuv', { model: 'X3' });
  await heldFacetIndex(pool())?.settled();
  const answered = heldFacetIndex(pool())!.answered;
  expect(counts((await sidebar('make=bmw')).facets.model)).toEqual({ X3: 1 });
  expect(heldFacetIndex(pool())!.answered).toBe(answered + 2);

  await update('audi', { features: ['Bluetooth', 'Heated Seats'] });
  await update('bmwSuv', { status: 'sold' });
  await payload.delete({ collection: 'vehicles', id: ids.pending, overrideAccess: true });
  held = await heldFacets();
  expect(held.total).toBe(1);
  expect(counts(held.facets.make)).toEqual({ Audi: 1 });
  expect(counts(held.facets.bodyType)).toEqual({ Sedan: 1 });
});

it('reads every listing again after a statement too large to log each, counting in the database meanwhile', async () => {
  const before = (await heldFacets()).total;
  const answered = heldFacetIndex(pool())!.answered;
  await copyListing(api.server.payload, ids.bmwSedan, 1001);

  const meanwhile = await facets();
  expect(meanwhile.total).toBe(before + 1001);
  expect(heldFacetIndex(pool())!.answered).toBe(answered);
  const held = await heldFacets();
  expect(held).toEqual({ ...meanwhile });
  expect(held.total).toBe(before + 1001);
});

it('logs a change of every column a facet counts, and of none other', async () => {
  const id = ids.bmwSedan;
  const logged = async () =>
    Number(
      (await pool().query<{ count: string }>('select count(*) from search_listing_changes where vehicle_id = $1', [id]))
        .rows[0].count,
    );
  // A new value for each facet's column: a column added to the facets without one here fails this test.
  const changes: Record<string, string> = {
    make: "'Zeta'",
    model: "'Z4'",
    body_type: "'coupe'",
    fuel_type: "'diesel'",
    transmission: "'manual'",
    drivetrain: "'awd'",
    condition: "'good'",
    exterior_color: "'Green'",
    price: 'price + 1',
    year: 'year - 1',
    mileage: 'mileage + 1',
    features: `'["Sunroof"]'::jsonb`,
    status: "'sold'",
  };
  expect(Object.keys(changes)).toEqual(expect.arrayContaining([...keptColumns]));
  for (const [column, value] of Object.entries(changes)) {
    const before = await logged();
    await pool().query(`update vehicles set ${column} = ${value} where id = $1`, [id]);
    expect(await logged(), column).toBe(before + 1);
  }
  const before = await logged();
  await pool().query("update vehicles set description = 'Repainted.', views = views + 1 where id = $1", [id]);
  expect(await logged()).toBe(before);
});

it("counts a make's or a body type's sidebar under a price range from its listings by price, through changes", async () => {
  const { payload } = api.server;
  const index = heldFacetIndex(pool())!;
  const seller = await createAccount(payload, 'user', 'price-order-seller');
  const listing = async (data: Record<string, unknown>) =>
    (await createListing(payload, seller.id, { trim: '', status: 'approved', ...data })).id;
  const inRange = await listing({ make: 'BMW', model: 'X3', bodyType: 'suv', price: 45000 });
  const audiInRange = await listing({ make: 'Audi', model: 'A6', price: 52000 });
  await listing({ make: 'Audi', model: 'A6', price: 71000 });
  await listing({ make: 'BMW', model: 'X1', price: 29999.99 });

  let asked = 0;
  /**
   * The sidebar of a make's search, and of the SUVs', under the same new price range, and the make's total, checked
   * by the database.
   */
  const sidebarOf = async () => {
    // The ends move by a cent each time, so no tally is reused and the passes read the orders.
    const cents = (asked += 1) / 100;
    // The make's total under a price bound alone: from where the bound's ends fall in each status's prices.
    for (const total of [`make=BMW&minPrice=${30000 - cents}`, `make=BMW&minPrice=${30000 - cents}&includeSold=true`]) {
      expect(await heldSearchTotal(total), total).toBe(await byDatabase(() => searchTotal(total)));
    }
    const range = `minPrice=${30000 - cents}&maxPrice=${70000 + cents}`;
    const [make, suvs] = [`make=BMW&${range}`, `bodyType=SUV&${range}`];
    for (const query of [make, suvs]) {
      await index.settled();
      const before = index.answered;
      const answer = await sidebar(query);
      // The facet of the make (or body type) under the price range alone, the price's under the make alone, the
      // others under both.
      expect(index.answered - before, query).toBe(3);
      expect(answer, query).toEqual(await byDatabase(() => sidebar(query)));
    }
    return sidebar(make);
  };
  const first = await sidebarOf();
  const built = index.priceOrdersBuilt;
  expect(built, "the make's and the body type's").toBe(2);

  // Changes after the order was built: a price out of the range, a make changed, a sale, a new listing in it.
  const update = (id: number, data: Record<string, unknown>) =>
    payload.update({ collection: 'vehicles', id, data: data as never, overrideAccess: true });
  await update(inRange, { price: 70500 });
  // Another make's listing changed inside the range: no count of BMWs is corrected for it.
  await update(audiInRange, { price: 52500 });
  const moved = await sidebarOf();
  expect(moved.total).toBe(first.total - 1);
  expect(counts(moved.facets.model).X3 ?? 0).toBe(counts(first.facets.model).X3 - 1);
  expect(counts(moved.facets.make).BMW).toBe(counts(first.facets.make).BMW - 1);
  const audi = await listing({ make: 'Audi', model: 'Q7', bodyType: 'suv', price: 30000 });
  await update(audi, { make: 'BMW' });
  const renamed = await sidebarOf();
  expect(renamed.total).toBe(moved.total + 1);
  expect(counts(renamed.facets.make)).toMatchObject({
    Audi: counts(first.facets.make).Audi,
    BMW: counts(moved.facets.make).BMW + 1,
  });
  await update(audi, { status: 'sold' });
  const sold = await sidebarOf();
  expect(sold.total).toBe(moved.total);
  expect(counts(sold.facets.make).BMW).toBe(counts(moved.facets.make).BMW);
  expect(counts((await sidebar('make=BMW&includeSold=true&minPrice=30000&maxPrice=70000.5')).facets.model).Q7).toBe(1);
  expect(index.priceOrdersBuilt, 'the changes corrected, not built again').toBe(built);

  // More listings changed than the order corrects for (each logged): it is built again, with them.
  await update(inRange, { price: 45000 });
  await copyListing(payload, inRange, 300);
  const copied = await sidebarOf();
  expect(copied.total).toBe(first.total + 300);
  expect(index.priceOrdersBuilt, 'both orders built again').toBe(built + 2);
});
