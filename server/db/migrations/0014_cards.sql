CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"branch_id" integer,
	"token" text NOT NULL,
	"token_user" text NOT NULL,
	"brand" text NOT NULL,
	"last_digits" text NOT NULL,
	"valid_date" text NOT NULL,
	"card_holder" text NOT NULL,
	"nickname" text NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_token_unique" UNIQUE("token"),
	CONSTRAINT "cards_brand_check" CHECK ("cards"."brand" in ('visa', 'mastercard')),
	CONSTRAINT "cards_last_digits_check" CHECK ("cards"."last_digits" ~ '^[0-9]{4}$'),
	CONSTRAINT "cards_valid_date_check" CHECK ("cards"."valid_date" ~ '^(0[1-9]|1[0-2])/[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_owner_idx" ON "cards" USING btree ("shop_id","branch_id");