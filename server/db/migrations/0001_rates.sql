CREATE TABLE "fee_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_timelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_timelines_parking_id_unique" UNIQUE("parking_id")
);
--> statement-breakpoint
CREATE TABLE "special_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_tariff" text NOT NULL,
	"access_id" integer NOT NULL,
	"courtesy" jsonb NOT NULL,
	"dates" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parkings" ADD COLUMN "max_rates" jsonb DEFAULT '[{"unit":"day","price":12000}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_sets" ADD CONSTRAINT "fee_sets_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_timelines" ADD CONSTRAINT "rate_timelines_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_rates" ADD CONSTRAINT "special_rates_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_sets_parking_idx" ON "fee_sets" USING btree ("parking_id");--> statement-breakpoint
CREATE INDEX "special_rates_parking_idx" ON "special_rates" USING btree ("parking_id");