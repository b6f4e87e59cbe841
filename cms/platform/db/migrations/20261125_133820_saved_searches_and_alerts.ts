/**
 * Saved searches and their alerts. Edited after generation:
 * - an account's searches go with the account (the user foreign key cascades, as for saved cars);
 * - the alert run finds the searches a new car may match through one index on frequency, make and model;
 * - `vehicle_prices.xact` is the id of the transaction that wrote each price, so the alert run can read exactly the
 *   prices committed since its last run (alert_cursors: below the oldest transaction still open, nothing more can
 *   appear). Prices recorded before this migration are never alerted.
 * The jobs-stats global (Payload's schedules) brings Payload's document-lock tables with it.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily', 'never');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'instantAlerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dailyAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'instantAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dailyAlerts';
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"query" varchar DEFAULT '',
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'daily' NOT NULL,
  	"paused" boolean DEFAULT false,
  	"match_make" varchar DEFAULT '',
  	"match_model" varchar DEFAULT '',
  	"match_min_price" numeric,
  	"match_max_price" numeric,
  	"match_min_year" numeric,
  	"match_max_year" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "saved_car_alerts" boolean DEFAULT true;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("frequency", "match_make", "match_model")
    WHERE "paused" IS NOT TRUE;

  ALTER TABLE "vehicle_prices" ADD COLUMN "xact" bigint NOT NULL DEFAULT 0;
  ALTER TABLE "vehicle_prices" ALTER COLUMN "xact" SET DEFAULT (pg_current_xact_id()::text::bigint);
  CREATE INDEX "vehicle_prices_xact_idx" ON "vehicle_prices" USING btree ("xact");
  CREATE TABLE "alert_cursors" (
    "frequency" text PRIMARY KEY,
    "xact" bigint NOT NULL,
    "ran_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  INSERT INTO "alert_cursors" ("frequency", "xact")
  SELECT frequency, pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  FROM unnest(ARRAY['instant', 'daily']) AS frequency;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "alert_cursors";
  DROP INDEX "vehicle_prices_xact_idx";
  ALTER TABLE "vehicle_prices" DROP COLUMN "xact";
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "saved_car_alerts";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  DROP TYPE "public"."enum_saved_searches_frequency";`);
}
