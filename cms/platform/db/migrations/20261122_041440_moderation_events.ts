// Edited after generation: a listing's moderation history is deleted with the listing (cascade).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_moderation_events_from_status" AS ENUM('pending', 'approved', 'rejected', 'sold');
  CREATE TYPE "public"."enum_moderation_events_to_status" AS ENUM('pending', 'approved', 'rejected', 'sold');
  CREATE TABLE "moderation_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"actor_id" integer,
  	"from_status" "enum_moderation_events_from_status" NOT NULL,
  	"to_status" "enum_moderation_events_to_status" NOT NULL,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "moderation_events_id" integer;
  ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "moderation_events_vehicle_idx" ON "moderation_events" USING btree ("vehicle_id");
  CREATE INDEX "moderation_events_actor_idx" ON "moderation_events" USING btree ("actor_id");
  CREATE INDEX "moderation_events_updated_at_idx" ON "moderation_events" USING btree ("updated_at");
  CREATE INDEX "moderation_events_created_at_idx" ON "moderation_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_moderation_events_fk" FOREIGN KEY ("moderation_events_id") REFERENCES "public"."moderation_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_moderation_events_id_idx" ON "payload_locked_documents_rels" USING btree ("moderation_events_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "moderation_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "moderation_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_moderation_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_moderation_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "moderation_events_id";
  DROP TYPE "public"."enum_moderation_events_from_status";
  DROP TYPE "public"."enum_moderation_events_to_status";`);
}
