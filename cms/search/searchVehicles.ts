/**
 * The SQL of search (spec section 7, issue step 2): approved listings filtered by every parameter of the filter
 * set, sorted, paged, with an exact total. Runs on Payload's tables through drizzle, not payload.find.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { SearchParams, SearchResponse, SortOption } from '../../contract/search.ts';
import type { Vehicle } from '../../contract/listings.ts';
import { runSql } from '../db/sql.ts';
import { vehicleView } from '../vehicles/vehicleView.ts';
import { colorCondition, featureCondition, storedValues } from './filterValues.ts';
import { resolveLocation, type GeoPoint } from './location.ts';

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.05;
/** How alike a misspelt word must be to a word of the listing (pg_trgm word_similarity, 0 to 1). */
const TYPO_SIMILARITY = 0.5;
const MAX_QUERY_TERMS = 8;

/** The public columns of a listing, named as the API names them. */
const publicColumns = sql`
  v.id, v.make, v.model, v.year, v.trim, v.mileage, v.price::text as price, v.condition::text as condition,
  v.body_type::text as "bodyType", v.fuel_type::text as "fuelType", v.transmission::text as transmission,
  v.drivetrain::text as drivetrain, v.exterior_color as "exteriorColor", v.interior_color as "interiorColor",
  v.description, v.features, v.images, v.location, v.zip_code as "zipCode", v.city, v.state,
  v.contact_location as "contactLocation", v.status::text as status, v.views, v.is_featured as "isFeatured",
  v.created_at as "createdAt", v.updated_at as "updatedAt"`;

const orderBy: Record<SortOption, SQL> = {
  created_desc: sql`v.created_at desc, v.id desc`,
  created_asc: sql`v.created_at asc, v.id asc`,
  price_asc: sql`v.price asc, v.id desc`,
  price_desc: sql`v.price desc, v.id desc`,
  year_desc: sql`v.year desc, v.id desc`,
  year_asc: sql`v.year asc, v.id desc`,
  mileage_asc: sql`v.mileage asc, v.id desc`,
  mileage_desc: sql`v.mileage desc, v.id desc`,
  views_desc: sql`v.views desc, v.id desc`,
  views_asc: sql`v.views asc, v.id desc`,
};

/** Great-circle distance in miles from a point to each listing (haversine). */
function distanceFrom(point: GeoPoint): SQL {
  // Parameters are cast: in `$1 * 2` PostgreSQL would otherwise infer an integer.
  const latitude = sql`${point.latitude}::float8`;
  const longitude = sql`${point.longitude}::float8`;
  return sql`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(sqrt(
    power(sin(radians(v.latitude - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - ${longitude}) / 2), 2)
  )))`;
}

/** A box around the circle, so an index on latitude/longitude can skip most rows before the exact distance. */
function boundingBox(point: GeoPoint, miles: number): SQL {
  const latitudeDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const longitudeDelta = miles / (MILES_PER_DEGREE_LATITUDE * Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01));
  return sql`v.latitude between ${point.latitude - latitudeDelta}::float8 and ${point.latitude + latitudeDelta}::float8
    and v.longitude between ${point.longitude - longitudeDelta}::float8 and ${point.longitude + longitudeDelta}::float8`;
}

/** Each word must start a word of the listing's text, or be a near miss of one (a typo). */
function keywordConditions(query: string): SQL[] {
  const terms = query.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return terms.slice(0, MAX_QUERY_TERMS).map((term) => {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return sql`(v.search_text ~ ${`\\m${escaped}`} or word_similarity(${term}, v.search_text) >= ${TYPO_SIMILARITY}::float4)`;
  });
}

function enumCondition(column: SQL, values: string[] | undefined): SQL | undefined {
  if (!values) return undefined;
  return values.length ? sql`${column}::text in (${sql.join(values.map((value) => sql`${value}`), sql`, `)})` : sql`false`;
}

async function filterConditions(payload: Payload, filters: SearchParams): Promise<{ where: SQL; point?: GeoPoint }> {
  const conditions: (SQL | undefined)[] = [sql`v.status = 'approved'`];
  if (filters.make) conditions.push(sql`lower(v.make) = lower(${filters.make})`);
  if (filters.model) conditions.push(sql`lower(v.model) = lower(${filters.model})`);
  if (filters.minYear !== undefined) conditions.push(sql`v.year >= ${filters.minYear}`);
  if (filters.maxYear !== undefined) conditions.push(sql`v.year <= ${filters.maxYear}`);
  if (filters.minPrice !== undefined) conditions.push(sql`v.price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`v.price <= ${filters.maxPrice}`);
  if (filters.minMileage !== undefined) conditions.push(sql`v.mileage >= ${filters.minMileage}`);
  if (filters.maxMileage !== undefined) conditions.push(sql`v.mileage <= ${filters.maxMileage}`);
  conditions.push(enumCondition(sql`v.condition`, storedValues('condition', filters.condition)));
  conditions.push(enumCondition(sql`v.body_type`, storedValues('bodyType', filters.bodyType)));
  conditions.push(enumCondition(sql`v.fuel_type`, storedValues('fuelType', filters.fuelType)));
  conditions.push(enumCondition(sql`v.transmission`, storedValues('transmission', filters.transmission)));
  conditions.push(enumCondition(sql`v.drivetrain`, storedValues('drivetrain', filters.drivetrain)));
  if (filters.exteriorColor) conditions.push(colorCondition(sql`v.exterior_color`, filters.exteriorColor));
  if (filters.interiorColor) conditions.push(colorCondition(sql`v.interior_color`, filters.interiorColor));
  for (const feature of filters.features ?? []) conditions.push(featureCondition(feature));
  if (filters.query) conditions.push(...keywordConditions(filters.query));
  let point: GeoPoint | undefined;
  if (filters.location) {
    point = await resolveLocation(payload, filters.location);
    conditions.push(boundingBox(point, filters.radius), sql`${distanceFrom(point)} <= ${filters.radius}::float8`);
  }
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return { where: sql.join(present, sql` and `), point };
}

export async function searchVehicles(payload: Payload, filters: SearchParams): Promise<SearchResponse<Vehicle>> {
  const { where, point } = await filterConditions(payload, filters);
  const offset = (filters.page - 1) * filters.limit;
  const distance = point ? sql`, ${distanceFrom(point)} as distance` : sql``;
  const [rows, counted] = await Promise.all([
    runSql<Record<string, unknown>>(payload, sql`
      select ${publicColumns}${distance} from vehicles v
      where ${where}
      order by ${orderBy[filters.sortBy]}
      limit ${filters.limit} offset ${offset}`),
    runSql<{ total: number }>(payload, sql`select count(*)::int as total from vehicles v where ${where}`),
  ]);
  return {
    vehicles: rows.map((row) => vehicleView({ ...row, distance: row.distance === undefined ? undefined : Number(row.distance) })),
    total: counted[0]?.total ?? 0,
    page: filters.page,
    limit: filters.limit,
  };
}

/** Newest approved listings, optionally only featured ones (home page sections). */
export async function latestVehicles(payload: Payload, options: { limit: number; featuredOnly?: boolean }): Promise<Vehicle[]> {
  const featured = options.featuredOnly ? sql` and v.is_featured` : sql``;
  const rows = await runSql<Record<string, unknown>>(payload, sql`
    select ${publicColumns} from vehicles v
    where v.status = 'approved'${featured}
    order by v.created_at desc, v.id desc
    limit ${options.limit}`);
  return rows.map((row) => vehicleView(row));
}
