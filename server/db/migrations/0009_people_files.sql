CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_provider_email_idx";--> statement-breakpoint
DROP INDEX "users_provider_username_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "files_owner_name_idx" ON "files" USING btree ("owner_kind","owner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_email_idx" ON "users" USING btree ("provider",lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_username_idx" ON "users" USING btree ("provider",upper("username")) WHERE "users"."deleted_at" is null;