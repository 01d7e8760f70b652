// Max rates. Windows are successive runs of day windows from the start of billing: 1 (day), 7 (week), 30 (month)
// and the whole stay (session), capped in that order. A window over its cap waives its latest charges first.
import { DAY_MINUTES } from './clock';
import type { DraftLine } from './lines';
import type { LineKind, MaxRateUnit } from './types';

export type Caps = Partial<Record<MaxRateUnit, number>>;

const LEVELS: { unit: Exclude<MaxRateUnit, 'session'>; days: number; kind: LineKind }[] = [
  { unit: 'day', days: 1, kind: 'cap.day' },
  { unit: 'week', days: 7, kind: 'cap.week' },
  { unit: 'month', days: 30, kind: 'cap.month' },
];
const MONTH_DAYS = 30;

/**
 * `charged[i]` is what day window i charges; returns the reduction lines. Waiving the latest charges (rather than,
 * say, spreading a reduction over the window) keeps totals monotonic: a longer stay only adds charges at the end,
 * so it can never move money already charged out of a week and into a month window that is already capped.
 * A week line never crosses a 30-day boundary, so every line lies inside one window of each size.
 */
export function capLines(charged: readonly number[], caps: Caps, billed: number): DraftLine[] {
  const days = charged.slice();
  const lines: DraftLine[] = [];
  for (const level of LEVELS) {
    const cap = caps[level.unit];
    if (cap === undefined) continue;
    for (let first = 0; first < days.length; first += level.days) {
      const last = Math.min(first + level.days, days.length) - 1;
      let excess = -cap;
      for (let i = first; i <= last; i++) excess += days[i];
      // Waive from the window's last day backwards.
      const cut: number[] = [];
      for (let i = last; i >= first && excess > 0; i--) {
        const take = Math.min(days[i], excess);
        days[i] -= take;
        excess -= take;
        cut[i] = take;
      }
      // One line per part of the window inside one 30-day window.
      for (let part = first; part <= last; part = (Math.floor(part / MONTH_DAYS) + 1) * MONTH_DAYS) {
        const partLast = Math.min(last, (Math.floor(part / MONTH_DAYS) + 1) * MONTH_DAYS - 1);
        let amount = 0;
        for (let i = part; i <= partLast; i++) amount += cut[i] ?? 0;
        if (amount > 0) {
          lines.push({ kind: level.kind, params: {}, from: part * DAY_MINUTES, to: Math.min((partLast + 1) * DAY_MINUTES, billed), amount: -amount });
        }
      }
    }
  }
  const cap = caps.session;
  const total = days.reduce((a, b) => a + b, 0);
  if (cap !== undefined && total > cap) {
    lines.push({ kind: 'cap.session', params: {}, from: 0, to: billed, amount: cap - total });
  }
  return lines;
}
