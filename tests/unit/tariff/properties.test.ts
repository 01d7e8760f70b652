// Rule 6: properties over random configurations (fast-check), including DST zones and stays near offset changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quote, type Quote, type QuoteInput } from '../../../src/domain/tariff';
import { capLines } from '../../../src/domain/tariff/caps';
import { dstScenarioArb, scenarioArb, stayArb } from './arbitraries';
import { naiveQuote } from './naive-quote';

const DAY_MS = 86_400_000;
const KINDS = ['segment', 'cap.day', 'cap.week', 'cap.month', 'cap.session', 'courtesy', 'special.discount', 'special.per_day', 'special.custom'];

describe('tariff properties', () => {
  it('totals are non-negative whole cents, lines add up to them and stay within the stay', () => {
    fc.assert(
      fc.property(scenarioArb, stayArb, (s, stay) => {
        const input = s.at(stay);
        const q = quote(input);
        expect(Number.isSafeInteger(q.total)).toBe(true);
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(q.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(q.total);
        expect(q.billedMinutes).toBeLessThanOrEqual(q.durationMinutes);
        expect(q.durationMinutes).toBe(Math.ceil(stay / 60_000));
        for (const l of q.lines) {
          expect(KINDS).toContain(l.kind);
          expect(Number.isSafeInteger(l.amount)).toBe(true);
          expect(Date.parse(l.from as string)).toBeGreaterThanOrEqual(Date.parse(input.entry));
          expect(Date.parse(l.from as string)).toBeLessThanOrEqual(Date.parse(l.to as string));
          expect(Date.parse(l.to as string)).toBeLessThanOrEqual(Date.parse(input.exit));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('agrees to the cent with a minute-by-minute reference', () => {
    fc.assert(
      fc.property(scenarioArb, stayArb, (s, stay) => {
        const input = s.at(stay);
        const q = quote(input);
        expect({ total: q.total, billedMinutes: q.billedMinutes, specialRateId: q.specialRateId }).toEqual(naiveQuote(input));
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with the reference across offset changes, with period starts in skipped and repeated hours', () => {
    fc.assert(
      fc.property(dstScenarioArb, (input) => {
        const q = quote(input);
        expect({ total: q.total, billedMinutes: q.billedMinutes, specialRateId: q.specialRateId }).toEqual(naiveQuote(input));
      }),
      { numRuns: 200 },
    );
  });

  it('a longer stay never costs less', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(stayArb, { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 120_000 }), (s, stays, nudge) => {
        const sorted = [...stays, stays[0] + nudge].sort((a, b) => a - b);
        const totals = sorted.map((stay) => quote(s.at(stay)).total);
        for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThanOrEqual(totals[i - 1]);
      }),
      { numRuns: 200 },
    );
  });

  it('no cap window charges more than its cap', () => {
    fc.assert(
      fc.property(scenarioArb, stayArb, (s, stay) => {
        const input = s.at(stay);
        const q = quote(input);
        const rate = input.specialRates.find((r) => r.id === q.specialRateId);
        if (rate?.typeTariff === 'per_day') return; // per_day ignores caps by definition
        for (const cap of input.config.maxRates) {
          if (cap.unit === 'session') {
            expect(q.total).toBeLessThanOrEqual(cap.price);
            continue;
          }
          expect(windowSums(input, q, { day: 1, week: 7, month: 30 }[cap.unit] * DAY_MS).every((sum) => sum <= cap.price)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('caps never lower the total when the latest day window grows or a day is added', () => {
    // A longer stay only adds charges to its latest day window or to new ones. Besides random stays, try stays
    // whose charges start at day 28 or 56, where a week window straddles two 30-day windows: that is where
    // waiving anything but the latest charges would move money between month windows.
    const straddling = fc
      .tuple(fc.constantFrom(0, 28, 56), fc.array(fc.nat(4000), { minLength: 1, maxLength: 8 }))
      .map(([free, charged]) => [...new Array<number>(free).fill(0), ...charged]);
    const daysArb = fc.oneof(fc.array(fc.nat(4000), { minLength: 1, maxLength: 70 }), straddling);
    const capsArb = fc.record({ day: fc.nat(4000), week: fc.nat(8000), month: fc.nat(8000), session: fc.nat(80000) }, { requiredKeys: [] });
    fc.assert(
      fc.property(daysArb, fc.nat(4000), fc.boolean(), capsArb, (days, more, append, caps) => {
        const capped = (charged: number[]): number =>
          charged.reduce((a, b) => a + b, 0) + capLines(charged, caps, charged.length * 1440).reduce((a, l) => a + l.amount, 0);
        const longer = append ? [...days, more] : [...days.slice(0, -1), days[days.length - 1] + more];
        expect(capped(longer)).toBeGreaterThanOrEqual(capped(days));
      }),
      { numRuns: 3000 },
    );
  });

  it('does not depend on the host time zone', () => {
    const hostZones = ['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/London'];
    fc.assert(
      fc.property(scenarioArb, stayArb, (s, stay) => {
        const input = s.at(stay);
        const expected = quote(input);
        const saved = process.env.TZ;
        try {
          for (const zone of hostZones) {
            process.env.TZ = zone;
            expect(quote(input)).toEqual(expected);
          }
        } finally {
          if (saved === undefined) delete process.env.TZ;
          else process.env.TZ = saved;
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** What each window of `size` ms from the entry charges after every reduction, from the lines' start instants. */
function windowSums(input: QuoteInput, q: Quote, size: number): number[] {
  const sums: number[] = [];
  const entry = Date.parse(input.entry);
  for (const l of q.lines) {
    const w = Math.floor((Date.parse(l.from as string) - entry) / size);
    sums[w] = (sums[w] ?? 0) + l.amount;
  }
  return sums.filter((x) => x !== undefined);
}
