/**
 * Hand-written: the ids of public listings whose facet columns or search features changed, per transaction, for the
 * facet counts each server keeps in memory (cms/domain/search/facetIndex.ts). A server that holds the listings as of
 * a snapshot reads the ids logged by the transactions that snapshot did not see (running then, `pg_snapshot_xip`, or
 * not yet begun, from `pg_snapshot_xmax`), so none that commits later is missed, and reads those listings again.
 *
 * A statement that changes more than 1,000 such listings (a bulk import) logs one row with no id: every server reads
 * all listings again. So does a truncate. Rows older than an hour are deleted by housekeeping (oldListingChanges.ts);
 * a server that has not caught up for half that reads all listings again.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const publicStatus = `('approved', 'sold')`;

/** The columns the in-memory counts held at first: the status, the search features, and each facet's column. */
export const firstHeldColumns: readonly string[] = [
  'status',
  'feature_bits',
  'make',
  'body_type',
  'fuel_type',
  'transmission',
  'drivetrain',
  'condition',
  'exterior_color',
  'price',
  'year',
];
const held = (columns: readonly string[], alias: string) =>
  columns.map((column) => `"${alias}"."${column}"`).join(', ');

/** The trigger function that logs the public listings whose `columns` changed (replaced when they grow). */
export const logListingChangesFunction = (columns: readonly string[]) => `
    CREATE OR REPLACE FUNCTION "vehicles_log_listing_changes"() RETURNS trigger LANGUAGE plpgsql
      SET "enable_nestloop" = off AS $$
      DECLARE "ids" integer[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg("id") INTO "ids" FROM "new_rows" WHERE "status" IN ${publicStatus};
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg("id") INTO "ids" FROM "old_rows" WHERE "status" IN ${publicStatus};
        ELSE
          SELECT array_agg("n"."id") INTO "ids" FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
          WHERE ("o"."status" IN ${publicStatus} OR "n"."status" IN ${publicStatus})
            AND (${held(columns, 'n')}) IS DISTINCT FROM (${held(columns, 'o')});
        END IF;
        IF cardinality("ids") > 1000 THEN
          INSERT INTO "search_listing_changes" ("vehicle_id") VALUES (NULL);
        ELSIF "ids" IS NOT NULL THEN
          INSERT INTO "search_listing_changes" ("vehicle_id") SELECT unnest("ids");
        END IF;
        RETURN NULL;
      END
    $$;`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE TABLE "search_listing_changes" (
      "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
      "vehicle_id" integer,
      "changed_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX "search_listing_changes_xid_idx" ON "search_listing_changes" ("xid") INCLUDE ("vehicle_id");

${logListingChangesFunction(firstHeldColumns)}
    CREATE FUNCTION "vehicles_log_listing_changes_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "search_listing_changes" ("vehicle_id") VALUES (NULL);
        RETURN NULL;
      END
    $$;

    CREATE TRIGGER "vehicles_listing_changes_insert" AFTER INSERT ON "vehicles"
      REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_log_listing_changes"();
    CREATE TRIGGER "vehicles_listing_changes_update" AFTER UPDATE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_log_listing_changes"();
    CREATE TRIGGER "vehicles_listing_changes_delete" AFTER DELETE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_log_listing_changes"();
    CREATE TRIGGER "vehicles_listing_changes_truncate" AFTER TRUNCATE ON "vehicles"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_log_listing_changes_truncated"();
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP TRIGGER "vehicles_listing_changes_insert" ON "vehicles";
    DROP TRIGGER "vehicles_listing_changes_update" ON "vehicles";
    DROP TRIGGER "vehicles_listing_changes_delete" ON "vehicles";
    DROP TRIGGER "vehicles_listing_changes_truncate" ON "vehicles";
    DROP FUNCTION "vehicles_log_listing_changes_truncated"();
    DROP FUNCTION "vehicles_log_listing_changes"();
    DROP TABLE "search_listing_changes";
  `),
  );
}
