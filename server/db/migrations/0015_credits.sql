CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"movable" boolean NOT NULL,
	"purchase_id" integer,
	"amount_cents" integer,
	"counterpart_branch_id" integer,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('purchase', 'gift', 'transfer_in', 'transfer_out', 'offer')),
	CONSTRAINT "credit_entries_sign_check" CHECK ("credit_entries"."credits" <> 0 and ("credit_entries"."credits" > 0) = ("credit_entries"."kind" in ('purchase', 'gift', 'transfer_in')))
);
--> statement-breakpoint
CREATE TABLE "credit_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credits" integer NOT NULL,
	"gift_credits" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"transferable" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packages_amounts_check" CHECK ("credit_packages"."credits" > 0 and "credit_packages"."gift_credits" >= 0 and "credit_packages"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"package_id" integer NOT NULL,
	"card_id" integer,
	"branch_ids" jsonb NOT NULL,
	"pool" boolean NOT NULL,
	"amount_cents" integer NOT NULL,
	"credits" integer NOT NULL,
	"gift_credits" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"charge_id" text,
	"authorization" text,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_purchases_status_check" CHECK ("credit_purchases"."status" in ('pending', 'approved', 'declined', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_counterpart_branch_id_branches_id_fk" FOREIGN KEY ("counterpart_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_package_id_credit_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."credit_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_branch_idx" ON "credit_entries" USING btree ("branch_id","credits","movable");--> statement-breakpoint
CREATE INDEX "credit_entries_shop_at_idx" ON "credit_entries" USING btree ("shop_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_purchases_shop_key_idx" ON "credit_purchases" USING btree ("shop_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_purchases_pending_idx" ON "credit_purchases" USING btree ("created_at") WHERE "credit_purchases"."status" = 'pending';--> statement-breakpoint
-- The ledger is append-only: a movement is corrected by another entry, never by changing or removing one.
CREATE FUNCTION "credit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_entries is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "credit_entries_append_only" BEFORE UPDATE OR DELETE ON "credit_entries" FOR EACH ROW EXECUTE FUNCTION "credit_entries_append_only"();
