// fast-check generators of whole tariff configurations and stays, biased towards DST changes and short stays.
import fc from 'fast-check';
import type { FeeSet, LotRateConfig, MaxRate, QuoteInput, SpecialRate, TimeFeeRule, Weekday, WeeklyTimeline } from '../../../src/domain/tariff';

// Zones with their 2024 offset changes (UTC): stays often start shortly before one of them.
const CHANGES: Record<string, string[]> = {
  'America/Monterrey': [],
  'UTC': [],
  'Asia/Kathmandu': [],
  'America/New_York': ['2024-03-10T07:00:00Z', '2024-11-03T06:00:00Z'],
  'Europe/Madrid': ['2024-03-31T01:00:00Z', '2024-10-27T01:00:00Z'],
  'Australia/Lord_Howe': ['2024-04-06T15:00:00Z', '2024-10-05T15:30:00Z'],
  'America/St_Johns': ['2024-03-10T05:30:00Z', '2024-11-03T04:30:00Z'],
  'Africa/Casablanca': ['2024-03-10T02:00:00Z', '2024-04-14T02:00:00Z'], // Ramadan
};
export const ZONES = Object.keys(CHANGES);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const pad = (n: number): string => String(n).padStart(2, '0');
const clock = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const ruleArb: fc.Arbitrary<TimeFeeRule> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ qty: fc.integer({ min: 1, max: 60 }), unit: fc.constant('minute' as const), price: fc.integer({ min: 0, max: 3000 }) }) },
  { weight: 4, arbitrary: fc.record({ qty: fc.integer({ min: 1, max: 4 }), unit: fc.constant('hour' as const), price: fc.integer({ min: 0, max: 5000 }) }) },
  { weight: 1, arbitrary: fc.record({ qty: fc.integer({ min: 1, max: 2 }), unit: fc.constant('day' as const), price: fc.integer({ min: 0, max: 20000 }) }) },
  { weight: 1, arbitrary: fc.record({ qty: fc.constant(1), unit: fc.constantFrom('week' as const, 'month' as const), price: fc.integer({ min: 0, max: 90000 }) }) },
);
const rulesArb = fc.array(ruleArb, { minLength: 1, maxLength: 3 });

// Half the period starts fall between 00:30 and 03:30, where clocks change.
const periodStartArb = fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 30, max: 210 }));

const timelineArb = (sets: number): fc.Arbitrary<WeeklyTimeline> =>
  fc
    .array(fc.array(fc.record({ at: periodStartArb, id: fc.integer({ min: 1, max: sets }) }), { maxLength: 3 }), { minLength: 7, maxLength: 7 })
    .map((days) => {
      const timeline = {} as WeeklyTimeline;
      days.forEach((periods, day) => {
        const unique = periods.filter((p, i) => periods.findIndex((o) => o.at === p.at) === i);
        timeline[day as Weekday] = unique.map((p) => ({ from: clock(p.at), to: '24:00', feeSetId: p.id }));
      });
      if (days.every((d) => d.length === 0)) timeline[1] = [{ from: '08:00', to: '20:00', feeSetId: 1 }];
      return timeline;
    });

const maxRatesArb: fc.Arbitrary<MaxRate[]> = fc
  .record(
    {
      day: fc.integer({ min: 0, max: 30000 }),
      week: fc.integer({ min: 0, max: 150000 }),
      month: fc.integer({ min: 0, max: 400000 }),
      session: fc.integer({ min: 0, max: 800000 }),
    },
    { requiredKeys: [] },
  )
  .map((caps) => Object.entries(caps).map(([unit, price]) => ({ unit: unit as MaxRate['unit'], price })));

const configArb: fc.Arbitrary<LotRateConfig> = fc.record({
  isFractionaryOff: fc.boolean(),
  isCourtesy: fc.boolean(),
  isCourtesyAllMinutes: fc.boolean(),
  timeCourtesy: fc.integer({ min: 0, max: 45 }).map(clock),
  maxRates: maxRatesArb,
});

/** A special rate with dates relative to the entry's local date (filled in by `scenario`). */
const specialArb = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  typeTariff: fc.constantFrom('discount' as const, 'per_day' as const, 'custom' as const),
  access: fc.constantFrom(-1, 1, 2),
  startsIn: fc.integer({ min: -2, max: 1 }),
  days: fc.integer({ min: 0, max: 3 }),
  courtesy: fc.record({ isCourtesy: fc.boolean(), timeCourtesy: fc.integer({ min: 0, max: 30 }).map(clock) }),
  discount: fc.integer({ min: 100, max: 10000 }).map((h) => h / 100),
  perDay: fc.integer({ min: 0, max: 30000 }),
  custom: rulesArb,
});

const anyEntryArb = fc.integer({ min: Date.parse('2023-01-01T00:00:00Z'), max: Date.parse('2026-01-01T00:00:00Z') });
const entryArb = (zone: string): fc.Arbitrary<number> =>
  CHANGES[zone].length === 0
    ? anyEntryArb
    : fc.oneof(anyEntryArb, fc.tuple(fc.constantFrom(...CHANGES[zone].map(Date.parse)), fc.integer({ min: 0, max: 2 * DAY })).map(([at, before]) => at - before));

/** Stay lengths in ms: mostly within two days, sometimes up to 40 days (weeks and 30-day windows). */
export const stayArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 3 * HOUR }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 2 * DAY }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 40 * DAY }) },
);

export interface Scenario {
  /** The configuration and entry; `exit` is set by `at`. */
  base: QuoteInput;
  entryMs: number;
  at: (stayMs: number) => QuoteInput;
}

export const scenarioArb: fc.Arbitrary<Scenario> = fc
  .constantFrom(...ZONES)
  .chain((timeZone) => fc.record({
    timeZone: fc.constant(timeZone),
    entryMs: entryArb(timeZone),
    accessId: fc.constantFrom(1, 2),
    sets: fc.array(rulesArb, { minLength: 1, maxLength: 3 }),
    config: configArb,
    specials: fc.array(specialArb, { maxLength: 2 }),
  }))
  .chain((r) => timelineArb(r.sets.length).map((timeline) => ({ ...r, timeline })))
  .map((r) => {
    const feeSets: FeeSet[] = r.sets.map((rules, i) => ({ id: i + 1, name: `Set ${i + 1}`, rules }));
    const localDay = Date.parse(new Date(r.entryMs).toLocaleString('sv-SE', { timeZone: r.timeZone }).slice(0, 10) + 'T00:00:00Z');
    const day = (offset: number): string => new Date(localDay + offset * DAY).toISOString().slice(0, 10);
    const seen = new Set<number>();
    const specialRates: SpecialRate[] = r.specials
      .filter((s) => !seen.has(s.id) && seen.add(s.id))
      .map((s) => ({
        id: s.id,
        name: `Special ${s.id}`,
        typeTariff: s.typeTariff,
        access: s.access,
        dates: [{ from: day(s.startsIn), to: day(s.startsIn + s.days) }],
        courtesy: s.courtesy,
        rules: s.typeTariff === 'discount' ? { discount: { discount: s.discount } } : s.typeTariff === 'per_day' ? { per_day: { price: s.perDay } } : { custom: s.custom },
      }));
    const entry = new Date(r.entryMs).toISOString();
    const base: QuoteInput = { entry, exit: entry, timeZone: r.timeZone, accessId: r.accessId, feeSets, timeline: r.timeline, config: r.config, specialRates };
    return { base, entryMs: r.entryMs, at: (stayMs: number) => ({ ...base, exit: new Date(r.entryMs + stayMs).toISOString() }) };
  });

/**
 * Stays of up to 12 hours starting up to 6 hours before an offset change, under a timeline whose periods start
 * between 00:00 and 04:00 every day, so that skipped and repeated wall-clock times hold period starts.
 */
export const dstScenarioArb: fc.Arbitrary<QuoteInput> = fc
  .constantFrom(...ZONES.filter((z) => CHANGES[z].length > 0))
  .chain((timeZone) =>
    fc.record({
      timeZone: fc.constant(timeZone),
      entryMs: fc.tuple(fc.constantFrom(...CHANGES[timeZone].map(Date.parse)), fc.integer({ min: 0, max: 6 * HOUR })).map(([at, before]) => at - before),
      stay: fc.integer({ min: 0, max: 12 * HOUR }),
      prices: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 3, maxLength: 3 }),
      starts: fc.uniqueArray(fc.integer({ min: 0, max: 240 }), { minLength: 2, maxLength: 4 }),
      ids: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
      rules: rulesArb,
      config: configArb,
    }),
  )
  .map((r) => {
    // Sets 1 and 2 charge per minute at distinct prices; set 3 is a random ladder.
    const feeSets: FeeSet[] = [
      { id: 1, name: 'One', rules: [{ qty: 1, unit: 'minute', price: r.prices[0] }] },
      { id: 2, name: 'Two', rules: [{ qty: 1, unit: 'minute', price: r.prices[1] + 51 }] },
      { id: 3, name: 'Three', rules: r.rules },
    ];
    const periods = r.starts.map((at, i) => ({ from: clock(at), to: '24:00', feeSetId: r.ids[i] }));
    const timeline = { 0: periods, 1: periods, 2: periods, 3: periods, 4: periods, 5: periods, 6: periods } as WeeklyTimeline;
    return {
      entry: new Date(r.entryMs).toISOString(),
      exit: new Date(r.entryMs + r.stay).toISOString(),
      timeZone: r.timeZone,
      accessId: 1,
      feeSets,
      timeline,
      config: r.config,
      specialRates: [],
    };
  });
