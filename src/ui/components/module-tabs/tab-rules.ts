// The module tabs' responsive and touch rules (spec 1 §2.5, §9), kept pure so they are tested directly.

/** A swipe needs more than this many touch-move points. */
export const SWIPE_MIN_POINTS = 8;
/** And must travel at least this far sideways, so a long press with jitter is not a swipe. */
export const SWIPE_MIN_DISTANCE = 30;

/** The label under a width: hidden under 360 px, cut to 7 characters under 500 px. */
export function tabLabel(label: string, viewportWidth: number): string {
  if (viewportWidth < 360) return '';
  if (viewportWidth < 500) return label.slice(0, 7);
  return label;
}

/** -1 to go to the previous tab, 1 to the next, 0 when the touch was no swipe. */
export function swipeStep(xs: readonly number[]): -1 | 0 | 1 {
  if (xs.length <= SWIPE_MIN_POINTS) return 0;
  const dx = xs[xs.length - 1] - xs[0];
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE) return 0;
  return dx < 0 ? 1 : -1;
}
