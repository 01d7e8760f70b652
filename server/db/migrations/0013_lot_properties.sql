ALTER TABLE "parkings" ADD COLUMN "phone_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "country_code" text DEFAULT '52' NOT NULL;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "phone_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "url_storefront" text;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "url_location_map" text;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "opt_covid" boolean DEFAULT false NOT NULL;