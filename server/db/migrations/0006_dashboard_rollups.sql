CREATE TABLE "visit_hours" (
	"parking_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"exits" integer DEFAULT 0 NOT NULL,
	"entries_on_hour" integer DEFAULT 0 NOT NULL,
	"exits_on_hour" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"income" bigint DEFAULT 0 NOT NULL,
	"stay_ms" bigint DEFAULT 0 NOT NULL,
	"stay_under_30m" integer DEFAULT 0 NOT NULL,
	"stay_30m_1h" integer DEFAULT 0 NOT NULL,
	"stay_1h_2h" integer DEFAULT 0 NOT NULL,
	"stay_2h_4h" integer DEFAULT 0 NOT NULL,
	"stay_4h_8h" integer DEFAULT 0 NOT NULL,
	"stay_over_8h" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_hours_parking_id_hour_pk" PRIMARY KEY("parking_id","hour")
);
--> statement-breakpoint
ALTER TABLE "visit_hours" ADD CONSTRAINT "visit_hours_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_lot_inside_idx" ON "visits" USING btree ("parking_id") WHERE "visits"."state" in ('open', 'paid');--> statement-breakpoint
-- Back-fill: the rollup of the visits already recorded (server/dashboards/rollups.ts, backfillSql()).
insert into visit_hours (parking_id, hour, entries, exits, entries_on_hour, exits_on_hour, paid, income, stay_ms, stay_under_30m, stay_30m_1h, stay_1h_2h, stay_2h_4h, stay_4h_8h, stay_over_8h)
    select ev.parking_id, h.hour, sum(ev.entered), sum(ev.exited), sum(case when ev.t = h.hour then ev.entered else 0 end), sum(case when ev.t = h.hour then ev.exited else 0 end), sum(case when ev.amount is null then 0 else 1 end), sum(coalesce(ev.amount, 0)), sum(coalesce(round(extract(epoch from ev.stay) * 1000), 0)), sum(case when h.bucket = 0 then 1 else 0 end), sum(case when h.bucket = 1 then 1 else 0 end), sum(case when h.bucket = 2 then 1 else 0 end), sum(case when h.bucket = 3 then 1 else 0 end), sum(case when h.bucket = 4 then 1 else 0 end), sum(case when h.bucket = 5 then 1 else 0 end)
    from (select v.parking_id, p.time_zone as tz, e.t, e.entered, e.exited, e.amount, e.stay
    from visits v join parkings p on p.id = v.parking_id
    cross join lateral (values (v.entry_at, 1, 0, null::integer, null::interval),
                               (v.exit_at, 0, 1, null, v.exit_at - v.entry_at),
                               (v.paid_at, 0, 0, v.amount, null)) e(t, entered, exited, amount, stay)
    where e.t is not null and (e.entered + e.exited > 0 or e.amount is not null)) ev
    cross join lateral (select (ev.t - ((ev.t at time zone ev.tz) - date_trunc('hour', ev.t at time zone ev.tz))) as hour,
                               width_bucket(extract(epoch from ev.stay) / 60, array[30, 60, 120, 240, 480]::float8[]) as bucket) h
    group by ev.parking_id, h.hour
    on conflict (parking_id, hour) do update set entries = visit_hours.entries + excluded.entries, exits = visit_hours.exits + excluded.exits, entries_on_hour = visit_hours.entries_on_hour + excluded.entries_on_hour, exits_on_hour = visit_hours.exits_on_hour + excluded.exits_on_hour, paid = visit_hours.paid + excluded.paid, income = visit_hours.income + excluded.income, stay_ms = visit_hours.stay_ms + excluded.stay_ms, stay_under_30m = visit_hours.stay_under_30m + excluded.stay_under_30m, stay_30m_1h = visit_hours.stay_30m_1h + excluded.stay_30m_1h, stay_1h_2h = visit_hours.stay_1h_2h + excluded.stay_1h_2h, stay_2h_4h = visit_hours.stay_2h_4h + excluded.stay_2h_4h, stay_4h_8h = visit_hours.stay_4h_8h + excluded.stay_4h_8h, stay_over_8h = visit_hours.stay_over_8h + excluded.stay_over_8h;
