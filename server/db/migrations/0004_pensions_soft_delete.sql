DROP INDEX "pension_cars_lot_plate_idx";--> statement-breakpoint
DROP INDEX "pensions_parking_idx";--> statement-breakpoint
ALTER TABLE "pension_cars" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pensions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pension_cars_lot_plate_idx" ON "pension_cars" USING btree ("parking_id","plate") WHERE "pension_cars"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pensions_parking_idx" ON "pensions" USING btree ("parking_id") WHERE "pensions"."deleted_at" is null;