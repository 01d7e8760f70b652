CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"parking_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"show_end_date" boolean NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_dates_check" CHECK ("news"."end_date" >= "news"."start_date")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_parking_position_idx" ON "news" USING btree ("parking_id","position");