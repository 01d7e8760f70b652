-- Hand-written (issue 20, the lock date; server/settings/period-lock.ts): records dated on or before
-- company_settings.lock_date, a day in the company's time zone, are closed to edits whatever code path writes.
-- The trigger's first argument names the column that dates a row (a row without that date is open); the others
-- name the columns that may still change on a closed row (a car paid before the lock date still leaves: its exit
-- is recorded). A change that moves a row's date onto a closed day is refused too. The refusal is SQLSTATE
-- NXLCK with the lock date as its detail, which the server answers 409 periodLocked.
CREATE FUNCTION "refuse_closed_period"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lock_day date;
  zone text;
  free text[] := TG_ARGV[1:];
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb;
  old_day date;
  new_day date;
BEGIN
  SELECT "lock_date", "time_zone" INTO lock_day, zone FROM "company_settings" WHERE "id" = 1;
  IF lock_day IS NULL THEN RETURN coalesce(NEW, OLD); END IF;
  old_day := ((old_row ->> TG_ARGV[0])::timestamptz AT TIME ZONE zone)::date;
  IF TG_OP = 'UPDATE' THEN
    new_row := to_jsonb(NEW);
    IF (old_row - free) = (new_row - free) THEN RETURN NEW; END IF;
    new_day := ((new_row ->> TG_ARGV[0])::timestamptz AT TIME ZONE zone)::date;
    IF old_day <= lock_day OR new_day <= lock_day THEN
      RAISE EXCEPTION 'the period up to % is closed', lock_day USING ERRCODE = 'NXLCK', DETAIL = lock_day::text;
    END IF;
    RETURN NEW;
  END IF;
  IF old_day <= lock_day THEN
    RAISE EXCEPTION 'the period up to % is closed', lock_day USING ERRCODE = 'NXLCK', DETAIL = lock_day::text;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "visits_closed_period" BEFORE UPDATE OR DELETE ON "visits" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_period"('paid_at', 'state', 'exit_at', 'exit_gate_id');--> statement-breakpoint
CREATE TRIGGER "pension_entrances_closed_period" BEFORE UPDATE OR DELETE ON "pension_entrances" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_period"('at');--> statement-breakpoint
CREATE TRIGGER "gate_events_closed_period" BEFORE UPDATE OR DELETE ON "gate_events" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_period"('at');--> statement-breakpoint
CREATE TRIGGER "credit_purchases_closed_period" BEFORE UPDATE OR DELETE ON "credit_purchases" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_period"('settled_at');
