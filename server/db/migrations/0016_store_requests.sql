CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_name_es_unique" UNIQUE("name_es"),
	CONSTRAINT "categories_name_en_unique" UNIQUE("name_en")
);
--> statement-breakpoint
CREATE TABLE "store_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"hq_address" text,
	"description" text NOT NULL,
	"product_kinds" text NOT NULL,
	"category_id" integer NOT NULL,
	"mobile_phone" text NOT NULL,
	"birth_date" date NOT NULL,
	"welcome_message" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"bank_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"extra_sanitizer" boolean NOT NULL,
	"clean_frequently" boolean NOT NULL,
	"customer_limit" boolean NOT NULL,
	"rfc_file" text NOT NULL,
	"address_file" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_requests_kind" CHECK ("store_requests"."kind" in ('parent', 'branch')),
	CONSTRAINT "store_requests_status" CHECK ("store_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "store_requests_hq" CHECK (("store_requests"."kind" = 'branch') = ("store_requests"."hq_address" is not null))
);
--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_requests_status_idx" ON "store_requests" USING btree ("status","created_at");--> statement-breakpoint
-- Store categories as reference data for every database (the admin module manages them later).
INSERT INTO "categories" ("name_es", "name_en") VALUES
	('Ropa y accesorios', 'Clothing and accessories'),
	('Calzado', 'Shoes'),
	('Electrónica', 'Electronics'),
	('Hogar y decoración', 'Home and decor'),
	('Belleza y cuidado personal', 'Beauty and personal care'),
	('Deportes', 'Sports'),
	('Juguetes', 'Toys'),
	('Libros y papelería', 'Books and stationery'),
	('Alimentos y bebidas', 'Food and drinks'),
	('Farmacia y salud', 'Pharmacy and health'),
	('Joyería y relojes', 'Jewelry and watches'),
	('Mascotas', 'Pets'),
	('Ópticas', 'Opticians'),
	('Servicios', 'Services')
ON CONFLICT DO NOTHING;
