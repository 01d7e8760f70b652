CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"ip" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"parking_id" integer,
	"shop_id" integer,
	"entity" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_entries_action_check" CHECK ("audit_entries"."action" in ('insert', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "closing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_date" date,
	"to_date" date,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"time_zone" text DEFAULT 'America/Monterrey' NOT NULL,
	"tax_required" boolean DEFAULT false NOT NULL,
	"tax_bp" integer DEFAULT 1600 NOT NULL,
	"service_bp" integer DEFAULT 0 NOT NULL,
	"service_before_tax" boolean DEFAULT true NOT NULL,
	"lock_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_values_check" CHECK ("company_settings"."id" = 1 and "company_settings"."tax_bp" between 0 and 10000 and "company_settings"."service_bp" between 0 and 10000),
	CONSTRAINT "company_settings_language_check" CHECK ("company_settings"."language" in ('es', 'en'))
);
--> statement-breakpoint
-- Hand-written (drizzle-kit wrote "SET DATA TYPE serial", which PostgreSQL has not): roles take ids from a
-- sequence now, after the six seeded ones.
CREATE SEQUENCE IF NOT EXISTS "roles_id_seq" OWNED BY "roles"."id";--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "id" SET DEFAULT nextval('roles_id_seq');--> statement-breakpoint
SELECT setval('roles_id_seq', greatest((SELECT max("id") FROM "roles"), 6));--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "credit_packages" ADD COLUMN "bulk" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plazas" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plazas" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "store_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "store_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "store_requests" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "service_cents" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "closing_events" ADD CONSTRAINT "closing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_parking_idx" ON "audit_entries" USING btree ("parking_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_shop_idx" ON "audit_entries" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_user_idx" ON "audit_entries" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "closing_events_at_idx" ON "closing_events" USING btree ("at");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the company settings' one row.
INSERT INTO "company_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-written: the audit trigger (server/http/audit-context.ts sets `nexo.audit` in a route's write
-- transaction; without it, as in migrations, the seed or a background job, nothing is recorded). The row's tenant
-- is its own lot or shop when it names one, else the route's. Secrets never reach the entry: a changed secret
-- shows as "changed". A session's `last_used_at` alone is no change worth an entry.
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('nexo.audit', true), '')::jsonb;
  secrets text[] := ARRAY['password_hash', 'token_hash', 'key_hash', 'code_hash', 'device_key_hash', 'token', 'token_user'];
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  hidden jsonb := '{}';
  k text;
BEGIN
  IF ctx IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (old_row - 'last_used_at') = (new_row - 'last_used_at') THEN RETURN NULL; END IF;
    FOREACH k IN ARRAY secrets LOOP
      IF old_row ? k AND (old_row -> k) IS DISTINCT FROM (new_row -> k) THEN hidden := hidden || jsonb_build_object(k, 'changed'); END IF;
    END LOOP;
  END IF;
  row_data := coalesce(new_row, old_row);
  INSERT INTO "audit_entries" ("actor", "user_id", "customer_id", "ip", "method", "route", "parking_id", "shop_id", "entity", "entity_id", "action", "before", "after")
  VALUES (
    ctx ->> 'actor', (ctx ->> 'user_id')::int, (ctx ->> 'customer_id')::int, ctx ->> 'ip', ctx ->> 'method', ctx ->> 'route',
    coalesce(CASE WHEN TG_TABLE_NAME = 'parkings' THEN (row_data ->> 'id')::int END, (row_data ->> 'parking_id')::int, (ctx ->> 'parking_id')::int),
    coalesce(CASE WHEN TG_TABLE_NAME = 'shops' THEN (row_data ->> 'id')::int END, (row_data ->> 'shop_id')::int, (ctx ->> 'shop_id')::int),
    TG_TABLE_NAME, row_data ->> 'id', lower(TG_OP),
    old_row - secrets,
    CASE WHEN new_row IS NULL THEN NULL ELSE (new_row - secrets) || hidden END
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every table of the application but the log itself and what is derived or bookkeeping: the visits' hourly
-- rollup (kept with each visit write), the demo history's generated days, the sign-in attempt counters. A later
-- migration's new table attaches the trigger itself (tests/server/audit-coverage.test.ts checks).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public'
    AND tablename NOT IN ('audit_entries', 'visit_hours', 'demo_history_days', 'attempt_counters')
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "audit_row"()', t || '_audit', t);
  END LOOP;
END
$$;
