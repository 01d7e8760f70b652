CREATE TABLE "customer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "customer_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesman_online" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_dismissals" (
	"request_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_dismissals_request_id_branch_id_pk" PRIMARY KEY("request_id","branch_id"),
	CONSTRAINT "shopping_dismissals_kind_check" CHECK ("shopping_dismissals"."kind" in ('reject', 'discard'))
);
--> statement-breakpoint
CREATE TABLE "shopping_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"from_customer" boolean NOT NULL,
	"user_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"image" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopping_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"salesman_id" integer NOT NULL,
	"product" text NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"discount_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"credits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shopping_offers_status_check" CHECK ("shopping_offers"."status" in ('offered', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "shopping_offers_amounts_check" CHECK ("shopping_offers"."price_cents" > 0 and "shopping_offers"."discount_percent" between 0 and 90 and "shopping_offers"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "shopping_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"plaza_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"text" text NOT NULL,
	"picture" text,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_offer_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"arrived_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_requests_status_check" CHECK ("shopping_requests"."status" in ('open', 'accepted', 'pickup', 'done', 'cancelled', 'expired')),
	CONSTRAINT "shopping_requests_accepted_check" CHECK (("shopping_requests"."status" in ('accepted', 'pickup', 'done')) = ("shopping_requests"."accepted_offer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "shopping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offer_credits" integer DEFAULT 1 NOT NULL,
	"max_offers" integer DEFAULT 3 NOT NULL,
	"request_minutes" integer DEFAULT 120 NOT NULL,
	CONSTRAINT "shopping_settings_values_check" CHECK ("shopping_settings"."id" = 1 and "shopping_settings"."offer_credits" > 0 and "shopping_settings"."max_offers" > 0 and "shopping_settings"."request_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "plaza_id" integer;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_online" ADD CONSTRAINT "salesman_online_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_online" ADD CONSTRAINT "salesman_online_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_dismissals" ADD CONSTRAINT "shopping_dismissals_request_id_shopping_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shopping_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_dismissals" ADD CONSTRAINT "shopping_dismissals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_dismissals" ADD CONSTRAINT "shopping_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_messages" ADD CONSTRAINT "shopping_messages_request_id_shopping_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shopping_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_messages" ADD CONSTRAINT "shopping_messages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_messages" ADD CONSTRAINT "shopping_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_offers" ADD CONSTRAINT "shopping_offers_request_id_shopping_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."shopping_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_offers" ADD CONSTRAINT "shopping_offers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_offers" ADD CONSTRAINT "shopping_offers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_offers" ADD CONSTRAINT "shopping_offers_salesman_id_users_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_requests" ADD CONSTRAINT "shopping_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_requests" ADD CONSTRAINT "shopping_requests_plaza_id_plazas_id_fk" FOREIGN KEY ("plaza_id") REFERENCES "public"."plazas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_requests" ADD CONSTRAINT "shopping_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_requests" ADD CONSTRAINT "shopping_requests_accepted_offer_id_shopping_offers_id_fk" FOREIGN KEY ("accepted_offer_id") REFERENCES "public"."shopping_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "salesman_online_branch_idx" ON "salesman_online" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "shopping_messages_thread_idx" ON "shopping_messages" USING btree ("request_id","branch_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_messages_client_idx" ON "shopping_messages" USING btree ("request_id","branch_id","from_customer","client_id") WHERE "shopping_messages"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "shopping_offers_request_idx" ON "shopping_offers" USING btree ("request_id","status");--> statement-breakpoint
CREATE INDEX "shopping_offers_branch_idx" ON "shopping_offers" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "shopping_offers_salesman_idx" ON "shopping_offers" USING btree ("salesman_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_offers_live_idx" ON "shopping_offers" USING btree ("request_id","branch_id") WHERE "shopping_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "shopping_requests_plaza_idx" ON "shopping_requests" USING btree ("plaza_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shopping_requests_customer_idx" ON "shopping_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_plaza_id_plazas_id_fk" FOREIGN KEY ("plaza_id") REFERENCES "public"."plazas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_offer_id_shopping_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."shopping_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_plaza_idx" ON "branches" USING btree ("plaza_id");--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_offer_check" CHECK (("credit_entries"."kind" = 'offer') = ("credit_entries"."offer_id" is not null));--> statement-breakpoint
-- Hand-written: the settings' one row, and the demo stores (server/demo/seed.ts) in their plazas; in a database
-- without them nothing changes.
INSERT INTO "shopping_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "branches" AS b SET "plaza_id" = d.plaza
FROM (VALUES (1, 'Sucursal Centro', 1), (2, 'Sucursal Valle', 2), (3, 'Sucursal Norte', 1)) AS d(id, name, plaza)
WHERE b."id" = d.id AND b."name" = d.name AND b."plaza_id" IS NULL AND EXISTS (SELECT 1 FROM "plazas" p WHERE p."id" = d.plaza);
