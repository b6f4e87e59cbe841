/**
 * Saved cars of signed-in buyers (collection saved-vehicles). Edited after generation: an account's saved cars are
 * deleted with the account (the user foreign key cascades; Payload's `set null` would break the NOT NULL column
 * and refuse the account's deletion). The unique index on (user, vehicle) is the collection's compound index.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "saved_vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"vehicle_id" numeric NOT NULL,
  	"title" varchar,
  	"price_at_save" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "saved_vehicles_user_idx" ON "saved_vehicles" USING btree ("user_id");
  CREATE INDEX "saved_vehicles_updated_at_idx" ON "saved_vehicles" USING btree ("updated_at");
  CREATE INDEX "saved_vehicles_created_at_idx" ON "saved_vehicles" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_vehicleId_idx" ON "saved_vehicles" USING btree ("user_id","vehicle_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "saved_vehicles" CASCADE;`);
}
