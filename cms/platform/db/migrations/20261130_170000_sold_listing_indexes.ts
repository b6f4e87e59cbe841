/**
 * Hand-written: each partial index that search reads approved listings through gets a twin over sold listings
 * (vehicles_approved_X as vehicles_sold_X, vehicles_price_drop_idx as vehicles_sold_price_drop_idx), the same columns
 * under `status = 'sold'`. A search with sold cars included reads the two statuses apart, each through its own index
 * (listingsOf in the search's filter conditions); without the twins its sold part read every listing. A twin holds
 * the sold listings only, so a write to an approved listing does not touch it.
 *
 * Statistics of status and deal rating together, too: only approved listings are rated, and without them PostgreSQL
 * takes a quarter of the sold listings for great deals, and walks every sold listing in order to find none.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const searchIndexes = [
  'vehicles_approved_body_make_idx',
  'vehicles_approved_created_idx',
  'vehicles_approved_deal_idx',
  'vehicles_approved_features_facets_idx',
  'vehicles_approved_geo_idx',
  'vehicles_approved_make_body_idx',
  'vehicles_approved_make_created_idx',
  'vehicles_approved_make_model_idx',
  'vehicles_approved_make_price_idx',
  'vehicles_approved_mileage_idx',
  'vehicles_approved_price_idx',
  'vehicles_approved_vector_idx',
  'vehicles_approved_views_idx',
  'vehicles_approved_year_idx',
  'vehicles_price_drop_idx',
];

const twinOf = (name: string) => name.replace(/^vehicles_(approved_)?/, 'vehicles_sold_');

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const name of searchIndexes) {
    // The definition PostgreSQL keeps, so the twin cannot differ from the index it copies but by name and status.
    const { rows } = await db.execute<{ definition: string }>(
      sql`select pg_get_indexdef(${name}::regclass) as definition`,
    );
    const definition = rows[0]!.definition.replace(` INDEX ${name} ON `, ` INDEX ${twinOf(name)} ON `);
    const twin = definition.replace(`(status = 'approved'::`, `(status = 'sold'::`);
    if (twin === definition) throw new Error(`${name} is not an index of approved listings: ${definition}`);
    await db.execute(sql.raw(twin));
  }
  await db.execute(sql`
    CREATE STATISTICS "vehicles_status_deal_rating_stats" (mcv) ON "status", "deal_rating" FROM "vehicles";
    ANALYZE "vehicles";`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP STATISTICS "vehicles_status_deal_rating_stats";`);
  for (const name of searchIndexes) await db.execute(sql.raw(`DROP INDEX "${twinOf(name)}";`));
}
