CREATE TABLE "cashier_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"gate_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float_cents" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"counted_cash_cents" integer,
	"counted_card_cents" integer,
	"expected_cash_cents" integer,
	"expected_card_cents" integer,
	"note" text,
	CONSTRAINT "cashier_shifts_amounts_check" CHECK ("cashier_shifts"."float_cents" >= 0 and coalesce("cashier_shifts"."counted_cash_cents", 0) >= 0 and coalesce("cashier_shifts"."counted_card_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "parking_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"branch_id" integer,
	"user_id" integer,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"billing" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"applied_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "parking_validations_kind_check" CHECK ("parking_validations"."kind" in ('minutes', 'fixed', 'percent') and "parking_validations"."value" > 0 and ("parking_validations"."kind" <> 'percent' or "parking_validations"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "validation_policies" (
	"parking_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"max_minutes" integer DEFAULT 0 NOT NULL,
	"max_fixed_cents" integer DEFAULT 0 NOT NULL,
	"max_percent" integer DEFAULT 0 NOT NULL,
	"billing" text DEFAULT 'monthly' NOT NULL,
	"credits_cost" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validation_policies_parking_id_shop_id_pk" PRIMARY KEY("parking_id","shop_id"),
	CONSTRAINT "validation_policies_limits_check" CHECK ("validation_policies"."max_minutes" >= 0 and "validation_policies"."max_fixed_cents" >= 0 and "validation_policies"."max_percent" between 0 and 100 and "validation_policies"."credits_cost" >= 0),
	CONSTRAINT "validation_policies_billing_check" CHECK ("validation_policies"."billing" in ('credits', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_kind_check";--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_sign_check";--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "validation_id" integer;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "lost_ticket_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "lost_ticket_cents" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "lost_ticket_cents" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "lost_ticket_reason" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "validation_cents" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "payment_kind" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_validations" ADD CONSTRAINT "parking_validations_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_validations" ADD CONSTRAINT "parking_validations_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_validations" ADD CONSTRAINT "parking_validations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_validations" ADD CONSTRAINT "parking_validations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_validations" ADD CONSTRAINT "parking_validations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_policies" ADD CONSTRAINT "validation_policies_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_policies" ADD CONSTRAINT "validation_policies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_open_operator_idx" ON "cashier_shifts" USING btree ("operator_id") WHERE "cashier_shifts"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_open_gate_idx" ON "cashier_shifts" USING btree ("gate_id") WHERE "cashier_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cashier_shifts_lot_opened_idx" ON "cashier_shifts" USING btree ("parking_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_validations_live_idx" ON "parking_validations" USING btree ("visit_id","shop_id") WHERE "parking_validations"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "parking_validations_lot_at_idx" ON "parking_validations" USING btree ("parking_id","created_at");--> statement-breakpoint
CREATE INDEX "parking_validations_shop_at_idx" ON "parking_validations" USING btree ("shop_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_validation_id_parking_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."parking_validations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_validation_check" CHECK (("credit_entries"."kind" = 'validation') = ("credit_entries"."validation_id" is not null));--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('purchase', 'gift', 'transfer_in', 'transfer_out', 'offer', 'validation'));--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_sign_check" CHECK ("credit_entries"."credits" <> 0 and ("credit_entries"."kind" = 'validation' or ("credit_entries"."credits" > 0) = ("credit_entries"."kind" in ('purchase', 'gift', 'transfer_in'))));--> statement-breakpoint
-- Hand-written (issue 21). The audit log covers the new tables (0021's trigger; a policy has no id of its own,
-- its entries name the lot and the shop). A validation dated in a closed period stays as it is (0022's lock),
-- except for what its visit's payment records on it.
CREATE TRIGGER "validation_policies_audit" AFTER INSERT OR UPDATE OR DELETE ON "validation_policies" FOR EACH ROW EXECUTE FUNCTION "audit_row"();--> statement-breakpoint
CREATE TRIGGER "parking_validations_audit" AFTER INSERT OR UPDATE OR DELETE ON "parking_validations" FOR EACH ROW EXECUTE FUNCTION "audit_row"();--> statement-breakpoint
CREATE TRIGGER "cashier_shifts_audit" AFTER INSERT OR UPDATE OR DELETE ON "cashier_shifts" FOR EACH ROW EXECUTE FUNCTION "audit_row"();--> statement-breakpoint
CREATE TRIGGER "parking_validations_closed_period" BEFORE UPDATE OR DELETE ON "parking_validations" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_period"('created_at', 'applied_cents');--> statement-breakpoint
-- Shop staff give validations: the owner (role 4) and the store managers (role 3), in existing databases too.
INSERT INTO "permissions" ("name") VALUES ('shopping.validations') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT r.id, p.id FROM "roles" r, "permissions" p WHERE r.id IN (3, 4) AND p.name = 'shopping.validations'
  ON CONFLICT DO NOTHING;
