// A fee set's rules as a ladder of blocks laid from the start of a span, the last rule repeating to its end.
import { DAY_MINUTES } from './clock';
import { divideHalfUp } from './money';
import type { Unit } from './types';

export const UNIT_MINUTES: Record<Unit, number> = { minute: 1, hour: 60, day: DAY_MINUTES, week: 7 * DAY_MINUTES, month: 30 * DAY_MINUTES };

/** One rule as a block: its length in minutes and its price in cents. */
export interface Step {
  minutes: number;
  price: number;
}

/** `count` consecutive blocks of `length` minutes from billing minute `start`, each charged `amount` cents. */
export interface BlockRun {
  start: number;
  length: number;
  count: number;
  amount: number;
}

/**
 * The blocks charged over billing minutes [start, end). A block cut short by the span's end is charged whole when
 * `fractional` is off, and otherwise in proportion to the minutes used (never more than the whole block), rounded
 * half up. Runs come out in time order; the cost is one step per rule, whatever the span's length.
 */
export function ladderRuns(steps: readonly Step[], start: number, end: number, fractional: boolean): BlockRun[] {
  const runs: BlockRun[] = [];
  const charge = (step: Step, used: number): number =>
    used >= step.minutes || !fractional ? step.price : divideHalfUp(step.price * used, step.minutes);
  let at = start;
  const last = steps.length - 1;
  for (let i = 0; i < last && at < end; i++) {
    runs.push({ start: at, length: steps[i].minutes, count: 1, amount: charge(steps[i], end - at) });
    at += steps[i].minutes;
  }
  if (at < end) {
    const step = steps[last];
    const whole = Math.floor((end - at) / step.minutes);
    const rest = end - at - whole * step.minutes;
    if (whole > 0) runs.push({ start: at, length: step.minutes, count: whole, amount: step.price });
    if (rest > 0) runs.push({ start: at + whole * step.minutes, length: step.minutes, count: 1, amount: charge(step, rest) });
  }
  return runs;
}
