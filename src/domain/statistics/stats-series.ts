// The statistics tiles' answers shaped for their charts (issue 20 item 2): a daily series per lot with every day
// of the period (days without figures are zeros) and the largest lots as their own series, the rest together;
// the occupancy cells as a full weekday-by-hour grid.
import { daysOf, type StatsRange } from './stats-range';

/** Lots drawn on their own in a daily chart; the others add up as one series. */
export const CHART_LOTS = 5;
export const OTHERS = 'others';

export type LotSeries = { key: string; lotId: number | null; name: string | null };
export type DailyChart = { rows: ({ day: string } & Record<string, number | string>)[]; series: LotSeries[] };

const keyOf = (lotId: number) => `lot${lotId}`;

/**
 * One row per day of the period, a column per series: the first CHART_LOTS of `ranked` (already in the order
 * the server ranked them, largest first) and OTHERS for the rest when there are any.
 */
export function dailyByLot(range: StatsRange, values: readonly { day: string; parking_id: number; value: number }[], ranked: readonly { parking_id: number; name: string }[]): DailyChart {
  const shown = ranked.slice(0, CHART_LOTS);
  const own = new Set(shown.map((l) => l.parking_id));
  const series: LotSeries[] = shown.map((l) => ({ key: keyOf(l.parking_id), lotId: l.parking_id, name: l.name }));
  if (ranked.length > CHART_LOTS) series.push({ key: OTHERS, lotId: null, name: null });
  const rows = daysOf(range).map((day) => Object.fromEntries([['day', day], ...series.map((s) => [s.key, 0])]) as { day: string } & Record<string, number>);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  for (const v of values) {
    const row = byDay.get(v.day);
    if (!row) continue;
    const key = own.has(v.parking_id) ? keyOf(v.parking_id) : OTHERS;
    if (key in row) row[key] = Number(row[key]) + v.value;
  }
  return { rows, series };
}

export type GridCell = { weekday: number; hour: number; cars: number };

/** Every weekday (0 = Sunday) and hour, in order: an hour the answer leaves out had no cars. */
export function occupancyGrid(cells: readonly GridCell[]): GridCell[] {
  const known = new Map(cells.map((c) => [c.weekday * 24 + c.hour, c.cars]));
  return Array.from({ length: 7 * 24 }, (_, i) => ({ weekday: Math.floor(i / 24), hour: i % 24, cars: known.get(i) ?? 0 }));
}
