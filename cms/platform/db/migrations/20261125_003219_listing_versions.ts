/**
 * Listing versions, so an owner's edit of a live listing waits for review as a draft while the table keeps the live
 * version (cms/payload/collections/Vehicles/hooks/holdLiveEdits.ts). Written from the generated diff by hand, because
 * Payload names the enum of the listing's `status` and of the publication state `_status` alike: the listing status
 * keeps its values under a new type name, and `_status` takes the old one. The table's required columns stay NOT
 * NULL (Payload would relax them for drafts, which here never reach the table). The moderation history records what
 * a decision was about, and enquiries gain a financing pre-qualification.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_vehicles_status" RENAME TO "enum_vehicles_listing_status";
    CREATE TYPE "public"."enum_vehicles_status" AS ENUM('draft', 'published');
    ALTER TABLE "vehicles" ADD COLUMN "_status" "enum_vehicles_status" DEFAULT 'published';
    CREATE INDEX "vehicles__status_idx" ON "vehicles" USING btree ("_status");
    CREATE TYPE "public"."enum__vehicles_v_version_condition" AS ENUM('excellent', 'good', 'fair', 'poor');
    CREATE TYPE "public"."enum__vehicles_v_version_body_type" AS ENUM('sedan', '4-door-sedan', '5-door-hatchback', 'suv', 'truck', 'coupe', 'convertible', 'hatchback', 'wagon', 'van', 'minivan');
    CREATE TYPE "public"."enum__vehicles_v_version_fuel_type" AS ENUM('gasoline', 'premium-gasoline', 'diesel', 'electric', 'hybrid', 'plug-in-hybrid');
    CREATE TYPE "public"."enum__vehicles_v_version_transmission" AS ENUM('automatic', '8-speed-automatic', '7-speed-dual-clutch', 'manual', 'cvt');
    CREATE TYPE "public"."enum__vehicles_v_version_drivetrain" AS ENUM('fwd', 'rwd', 'rear-wheel-drive', 'awd', 'all-wheel-drive', '4wd');
    CREATE TYPE "public"."enum__vehicles_v_version_deal_rating" AS ENUM('great', 'good', 'fair', 'high');
    CREATE TYPE "public"."enum__vehicles_v_version_status" AS ENUM('draft', 'published');
    CREATE TYPE "public"."enum_contact_messages_financing_income_band" AS ENUM('under_40k', '40k_70k', '70k_100k', '100k_150k', 'over_150k');
    CREATE TYPE "public"."enum_contact_messages_financing_credit_band" AS ENUM('excellent', 'good', 'fair', 'rebuilding', 'unsure');
    CREATE TYPE "public"."enum_moderation_events_subject" AS ENUM('listing', 'change');
    CREATE TABLE "_vehicles_v" (
      "id" serial PRIMARY KEY NOT NULL,
      "parent_id" integer,
      "version_make" varchar,
      "version_model" varchar,
      "version_year" numeric,
      "version_trim" varchar,
      "version_mileage" numeric,
      "version_price" numeric,
      "version_condition" "enum__vehicles_v_version_condition",
      "version_body_type" "enum__vehicles_v_version_body_type",
      "version_fuel_type" "enum__vehicles_v_version_fuel_type",
      "version_transmission" "enum__vehicles_v_version_transmission",
      "version_drivetrain" "enum__vehicles_v_version_drivetrain",
      "version_exterior_color" varchar,
      "version_interior_color" varchar,
      "version_description" varchar,
      "version_features" jsonb DEFAULT '[]'::jsonb,
      "version_images" jsonb DEFAULT '[]'::jsonb,
      "version_location" varchar,
      "version_zip_code" varchar,
      "version_city" varchar,
      "version_state" varchar,
      "version_latitude" numeric,
      "version_longitude" numeric,
      "version_contact_phone" varchar,
      "version_contact_email" varchar,
      "version_contact_first_name" varchar,
      "version_contact_last_name" varchar,
      "version_contact_location" varchar,
      "version_vin" varchar,
      "version_carfax_report_url" varchar,
      "version_recent_services" jsonb DEFAULT '[]'::jsonb,
      "version_status" "enum_vehicles_listing_status" DEFAULT 'pending',
      "version_views" numeric DEFAULT 0,
      "version_is_featured" boolean DEFAULT false,
      "version_deal_rating" "enum__vehicles_v_version_deal_rating",
      "version_deal_median" numeric,
      "version_deal_comparables" numeric,
      "version_owner_id" integer,
      "version_updated_at" timestamp(3) with time zone,
      "version_created_at" timestamp(3) with time zone,
      "version__status" "enum__vehicles_v_version_status" DEFAULT 'draft',
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "latest" boolean
    );
    ALTER TABLE "_vehicles_v" ADD CONSTRAINT "_vehicles_v_parent_id_vehicles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "_vehicles_v" ADD CONSTRAINT "_vehicles_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "_vehicles_v_parent_idx" ON "_vehicles_v" USING btree ("parent_id");
    CREATE INDEX "_vehicles_v_version_version_status_idx" ON "_vehicles_v" USING btree ("version_status");
    CREATE INDEX "_vehicles_v_version_version_owner_idx" ON "_vehicles_v" USING btree ("version_owner_id");
    CREATE INDEX "_vehicles_v_version_version_updated_at_idx" ON "_vehicles_v" USING btree ("version_updated_at");
    CREATE INDEX "_vehicles_v_version_version_created_at_idx" ON "_vehicles_v" USING btree ("version_created_at");
    CREATE INDEX "_vehicles_v_version_version__status_idx" ON "_vehicles_v" USING btree ("version__status");
    CREATE INDEX "_vehicles_v_created_at_idx" ON "_vehicles_v" USING btree ("created_at");
    CREATE INDEX "_vehicles_v_updated_at_idx" ON "_vehicles_v" USING btree ("updated_at");
    CREATE INDEX "_vehicles_v_latest_idx" ON "_vehicles_v" USING btree ("latest");
    -- The pending queue and every owner's read ask for the held changes: the latest version, when it is a draft.
    CREATE INDEX "_vehicles_v_held_idx" ON "_vehicles_v" ("parent_id") WHERE "latest" AND "version__status" = 'draft';
    ALTER TABLE "contact_messages" ADD COLUMN "financing_income_band" "enum_contact_messages_financing_income_band";
    ALTER TABLE "contact_messages" ADD COLUMN "financing_credit_band" "enum_contact_messages_financing_credit_band";
    ALTER TABLE "contact_messages" ADD COLUMN "financing_down_payment" numeric;
    ALTER TABLE "moderation_events" ADD COLUMN "subject" "enum_moderation_events_subject" DEFAULT 'listing' NOT NULL;
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "_vehicles_v" CASCADE;
    ALTER TABLE "moderation_events" DROP COLUMN "subject";
    ALTER TABLE "contact_messages" DROP COLUMN "financing_income_band";
    ALTER TABLE "contact_messages" DROP COLUMN "financing_credit_band";
    ALTER TABLE "contact_messages" DROP COLUMN "financing_down_payment";
    ALTER TABLE "vehicles" DROP COLUMN "_status";
    DROP TYPE "public"."enum_vehicles_status";
    ALTER TYPE "public"."enum_vehicles_listing_status" RENAME TO "enum_vehicles_status";
    DROP TYPE "public"."enum__vehicles_v_version_condition";
    DROP TYPE "public"."enum__vehicles_v_version_body_type";
    DROP TYPE "public"."enum__vehicles_v_version_fuel_type";
    DROP TYPE "public"."enum__vehicles_v_version_transmission";
    DROP TYPE "public"."enum__vehicles_v_version_drivetrain";
    DROP TYPE "public"."enum__vehicles_v_version_deal_rating";
    DROP TYPE "public"."enum__vehicles_v_version_status";
    DROP TYPE "public"."enum_contact_messages_financing_income_band";
    DROP TYPE "public"."enum_contact_messages_financing_credit_band";
    DROP TYPE "public"."enum_moderation_events_subject";
  `);
}
