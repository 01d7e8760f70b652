CREATE TABLE "branch_categories" (
	"branch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "branch_categories_branch_id_category_id_pk" PRIMARY KEY("branch_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "store_phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: the old status 1 (active) and 2 (inactive) become the spec's words (spec 3 §4).
ALTER TABLE "branches" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "status" SET DATA TYPE text USING (CASE "status" WHEN 1 THEN 'active' ELSE 'inactive' END);--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "status" SET DEFAULT 'invalid';--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "country_code" text DEFAULT '52' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "opens_at" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "closes_at" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "days_open" jsonb DEFAULT '[1,2,3,4,5,6]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "url_storefront" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "covid_disinfectant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "covid_cleansing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "covid_controlled_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "verification_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_categories" ADD CONSTRAINT "branch_categories_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_categories" ADD CONSTRAINT "branch_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_phone_codes" ADD CONSTRAINT "store_phone_codes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_phone_codes_branch_idx" ON "store_phone_codes" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "branches_shop_idx" ON "branches" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_status_check" CHECK ("branches"."status" in ('active', 'invalid', 'delete', 'pending', 'inactive'));--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_hours_check" CHECK ("branches"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "branches"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "branches"."opens_at" < "branches"."closes_at");--> statement-breakpoint
-- Hand-written: the demo stores (server/demo/seed.ts) as verified, open stores with an address, a pin, a verified
-- phone and their categories; in a database without them nothing changes.
UPDATE "branches" AS b SET
	"address" = d.address, "location" = d.location, "phone_number" = d.phone, "phone_public" = true, "phone_verified_at" = now(),
	"opens_at" = '10:00', "closes_at" = '20:00', "covid_disinfectant" = true
FROM (VALUES
	(1, 'Sucursal Centro', 'Av. Juárez 500, Centro, Monterrey', '25.671400,-100.309700', '8112345001'),
	(2, 'Sucursal Valle', 'Calzada del Valle 400, San Pedro Garza García', '25.651700,-100.362200', '8112345002'),
	(3, 'Sucursal Norte', 'Av. Universidad 1200, San Nicolás de los Garza', '25.726800,-100.311700', '8112345003')
) AS d(id, name, address, location, phone)
WHERE b."id" = d.id AND b."name" = d.name AND b."address" = '';--> statement-breakpoint
INSERT INTO "branch_categories" ("branch_id", "category_id")
SELECT b."id", c."id" FROM "branches" b JOIN "categories" c ON c."name_en" = CASE b."id" WHEN 1 THEN 'Clothing and accessories' WHEN 2 THEN 'Shoes' ELSE 'Jewelry and watches' END
WHERE (b."id", b."name") IN ((1, 'Sucursal Centro'), (2, 'Sucursal Valle'), (3, 'Sucursal Norte'))
ON CONFLICT DO NOTHING;