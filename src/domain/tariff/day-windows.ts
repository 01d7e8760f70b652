// Day windows: successive 1440-minute windows from the start of billing (not calendar days, so DST never
// stretches one). A block's whole charge belongs to the window in which the block starts.
import { DAY_MINUTES } from './clock';
import type { BlockRun } from './ladder';

/** What one span charges in one day window: the blocks starting there, covering billing minutes [from, to). */
export interface DayShare {
  day: number;
  from: number;
  to: number;
  amount: number;
}

/** Groups a span's runs by day window, by arithmetic on each run (one step per window touched, not per block). */
export function shareByDay(runs: readonly BlockRun[], spanEnd: number): DayShare[] {
  const shares: DayShare[] = [];
  for (const run of runs) {
    let j = 0;
    while (j < run.count) {
      const day = Math.floor((run.start + j * run.length) / DAY_MINUTES);
      const lastInDay = Math.min(run.count - 1, Math.floor(((day + 1) * DAY_MINUTES - 1 - run.start) / run.length));
      const from = run.start + j * run.length;
      const to = Math.min(run.start + (lastInDay + 1) * run.length, spanEnd);
      const amount = (lastInDay - j + 1) * run.amount;
      const prev = shares[shares.length - 1];
      if (prev && prev.day === day) {
        prev.to = Math.max(prev.to, to);
        prev.amount += amount;
      } else {
        shares.push({ day, from, to, amount });
      }
      j = lastInDay + 1;
    }
  }
  return shares;
}
