CREATE TABLE "demo_history_days" (
	"parking_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"visits" integer,
	CONSTRAINT "demo_history_days_parking_id_starts_at_pk" PRIMARY KEY("parking_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "demo_history_days" ADD CONSTRAINT "demo_history_days_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;