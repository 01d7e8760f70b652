// Special (temporary) rates: which ones apply to a stay, and the two that are not ladders (per day, discount).
import { DAY_MINUTES } from './clock';
import type { DraftLine } from './lines';
import { percentOff } from './money';
import type { SpecialModel } from './read-input';

/** Rates whose dates hold the entry's local date and whose access is the entry's or -1 (all). */
export function applicableSpecials(specials: readonly SpecialModel[], entryDate: string, accessId: number): SpecialModel[] {
  return specials.filter(
    (s) => (s.access === -1 || s.access === accessId) && s.dates.some((d) => d.from <= entryDate && entryDate <= d.to),
  );
}

/** `price` for every started 1440 minutes of billed time; no caps. */
export function perDayLine(special: SpecialModel, price: number, billed: number): DraftLine {
  const days = Math.ceil(billed / DAY_MINUTES);
  return {
    kind: 'special.per_day',
    params: { name: special.name, days },
    from: 0,
    to: billed,
    amount: days * price,
  };
}

/** The reduction taking the regular total (caps included) down by the percentage, rounded half up once. */
export function discountLine(special: SpecialModel, hundredths: number, regularTotal: number, billed: number): DraftLine {
  return {
    kind: 'special.discount',
    params: { name: special.name, percent: hundredths / 100 },
    from: 0,
    to: billed,
    amount: percentOff(regularTotal, hundredths) - regularTotal,
  };
}
