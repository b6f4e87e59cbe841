/**
 * Recently viewed cars of signed-in buyers (collection recently-viewed). Edited after generation: an account's rows
 * are deleted with the account (the user foreign key cascades; Payload's `set null` would break the NOT NULL column
 * and refuse the account's deletion). The unique index on (user, vehicle) is what a view's upsert meets; the one on
 * (user, viewed at), scanned backwards, serves an account's list newest first and finds the rows past the cap.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "recently_viewed" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"vehicle_id" numeric NOT NULL,
  	"viewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id");
  CREATE INDEX "recently_viewed_updated_at_idx" ON "recently_viewed" USING btree ("updated_at");
  CREATE INDEX "recently_viewed_created_at_idx" ON "recently_viewed" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_vehicleId_1_idx" ON "recently_viewed" USING btree ("user_id","vehicle_id");
  CREATE INDEX "user_viewedAt_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "recently_viewed" CASCADE;`);
}
