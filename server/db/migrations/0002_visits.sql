CREATE TABLE "gate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"gate_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"direction" text NOT NULL,
	"plate" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"ref_id" integer NOT NULL,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pension_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"pension_id" integer NOT NULL,
	"parking_id" integer NOT NULL,
	"plate" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pension_entrances" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"pension_id" integer NOT NULL,
	"plate" text NOT NULL,
	"gate_id" integer NOT NULL,
	"direction" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"picture" text
);
--> statement-breakpoint
CREATE TABLE "pensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"access_id" integer NOT NULL,
	"entry_gate_id" integer NOT NULL,
	"entry_at" timestamp with time zone NOT NULL,
	"plate" text NOT NULL,
	"phone" text,
	"customer_name" text,
	"state" text DEFAULT 'open' NOT NULL,
	"quoted_amount" integer,
	"quoted_at" timestamp with time zone,
	"amount" integer,
	"quote_lines" jsonb,
	"period" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"operator_id" integer,
	"exit_gate_id" integer,
	"exit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gate_events" ADD CONSTRAINT "gate_events_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_events" ADD CONSTRAINT "gate_events_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_cars" ADD CONSTRAINT "pension_cars_pension_id_pensions_id_fk" FOREIGN KEY ("pension_id") REFERENCES "public"."pensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_cars" ADD CONSTRAINT "pension_cars_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_entrances" ADD CONSTRAINT "pension_entrances_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_entrances" ADD CONSTRAINT "pension_entrances_pension_id_pensions_id_fk" FOREIGN KEY ("pension_id") REFERENCES "public"."pensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_entrances" ADD CONSTRAINT "pension_entrances_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pensions" ADD CONSTRAINT "pensions_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_access_id_accesses_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."accesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_entry_gate_id_gates_id_fk" FOREIGN KEY ("entry_gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_exit_gate_id_gates_id_fk" FOREIGN KEY ("exit_gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_events_device_id_idx" ON "gate_events" USING btree ("parking_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pension_cars_lot_plate_idx" ON "pension_cars" USING btree ("parking_id","plate");--> statement-breakpoint
CREATE INDEX "pension_entrances_lot_at_idx" ON "pension_entrances" USING btree ("parking_id","at");--> statement-breakpoint
CREATE INDEX "pensions_parking_idx" ON "pensions" USING btree ("parking_id");--> statement-breakpoint
CREATE INDEX "visits_lot_entry_idx" ON "visits" USING btree ("parking_id","entry_at");--> statement-breakpoint
CREATE INDEX "visits_lot_phone_open_idx" ON "visits" USING btree ("parking_id","phone") WHERE "visits"."state" = 'open';--> statement-breakpoint
CREATE INDEX "visits_lot_plate_idx" ON "visits" USING btree ("parking_id","plate","state");--> statement-breakpoint
CREATE INDEX "visits_operator_paid_idx" ON "visits" USING btree ("operator_id","paid_at");