// Courtesy time: a stay of at most C minutes is free. Past C, either the last C minutes go unbilled
// (isCourtesyAllMinutes) or the whole stay is billed.
import type { DraftLine } from './lines';

/** Minutes to price for a stay of `duration` started minutes. Never decreases as the stay grows. */
export function billedMinutes(duration: number, courtesy: number, allMinutes: boolean): number {
  if (duration <= courtesy) return 0;
  return allMinutes ? duration - courtesy : duration;
}

/** A zero-amount line showing which minutes the courtesy covered, if it covered any. */
export function courtesyLine(duration: number, courtesy: number, billed: number): DraftLine | null {
  if (courtesy === 0 || duration === 0 || billed === duration) return null;
  return { kind: 'courtesy', params: { minutes: courtesy }, from: billed, to: duration, amount: 0 };
}
