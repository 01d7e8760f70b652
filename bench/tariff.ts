// Tariff engine budget (bench/README.md): a 31-day stay quotes in under 1 ms. Prints a table; writes nothing.
// Run: npx tsx bench/tariff.ts
import { quote, type FeeSet, type QuoteInput, type WeeklyTimeline } from '../src/domain/tariff';

const DAY_MS = 86_400_000;
const YEAR_START = Date.parse('2024-01-01T00:00:00Z');

// A seeded generator (mulberry32), so that runs compare.
let seed = 20240501;
const random = (): number => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** The same periods Monday to Friday; the weekend under fee set 3. */
const weekdays = (periods: [from: string, feeSetId: number][]): WeeklyTimeline => {
  const list = periods.map(([from, feeSetId]) => ({ from, to: '24:00', feeSetId }));
  const weekend = [{ from: '00:00', to: '24:00', feeSetId: 3 }];
  return { 0: weekend, 1: list, 2: list, 3: list, 4: list, 5: list, 6: weekend };
};

/** A typical lot: day, night and weekend fee sets, a day cap, 10 minutes' courtesy and one special rate. */
function typicalLot(entry: number, stayMs: number, timeZone: string): QuoteInput {
  const feeSets: FeeSet[] = [
    { id: 1, name: 'Day', rules: [{ qty: 1, unit: 'hour', price: 2500 }, { qty: 15, unit: 'minute', price: 500 }] },
    { id: 2, name: 'Night', rules: [{ qty: 1, unit: 'hour', price: 1500 }] },
    { id: 3, name: 'Weekend', rules: [{ qty: 2, unit: 'hour', price: 3000 }, { qty: 1, unit: 'hour', price: 1000 }] },
  ];
  return {
    entry: new Date(entry).toISOString(),
    exit: new Date(entry + stayMs).toISOString(),
    timeZone,
    accessId: 1 + Math.floor(random() * 3),
    feeSets,
    timeline: weekdays([['07:00', 1], ['21:00', 2]]),
    config: { isFractionaryOff: random() < 0.7, isCourtesy: true, isCourtesyAllMinutes: false, timeCourtesy: '00:10', maxRates: [{ unit: 'day', price: 12000 }, { unit: 'week', price: 60000 }] },
    specialRates: [
      { id: 1, name: 'Fair', typeTariff: 'discount', access: 2, dates: [{ from: '2024-05-01', to: '2024-05-31' }], courtesy: { isCourtesy: true, timeCourtesy: '00:15' }, rules: { discount: { discount: 20 } } },
    ],
  };
}

const threePeriods = [
  { from: '07:00', to: '18:00', feeSetId: 1 },
  { from: '18:00', to: '23:00', feeSetId: 2 },
  { from: '23:00', to: '24:00', feeSetId: 3 },
];
const everyDay: WeeklyTimeline = { 0: threePeriods, 1: threePeriods, 2: threePeriods, 3: threePeriods, 4: threePeriods, 5: threePeriods, 6: threePeriods };

/** 31 days under 1-minute rules: three periods a day, every cap level. */
function longStay(entry: number, timeZone: string): QuoteInput {
  return {
    entry: new Date(entry).toISOString(),
    exit: new Date(entry + 31 * DAY_MS).toISOString(),
    timeZone,
    accessId: 1,
    feeSets: [
      { id: 1, name: 'Day', rules: [{ qty: 1, unit: 'minute', price: 50 }] },
      { id: 2, name: 'Evening', rules: [{ qty: 1, unit: 'minute', price: 30 }] },
      { id: 3, name: 'Night', rules: [{ qty: 1, unit: 'minute', price: 10 }] },
    ],
    timeline: everyDay,
    config: { isFractionaryOff: false, isCourtesy: true, isCourtesyAllMinutes: true, timeCourtesy: '00:10', maxRates: [{ unit: 'day', price: 30000 }, { unit: 'week', price: 150000 }, { unit: 'month', price: 500000 }, { unit: 'session', price: 900000 }] },
    specialRates: [],
  };
}

/** Stay lengths of a working lot: mostly hours, some days, a few weeks. */
function realisticStay(): number {
  const r = random();
  if (r < 0.7) return random() * 4 * 3_600_000;
  if (r < 0.9) return (4 + random() * 20) * 3_600_000;
  if (r < 0.98) return (1 + random() * 6) * DAY_MS;
  return (7 + random() * 24) * DAY_MS;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

// Other processes share the machine: throughput is the best of ROUNDS rounds over the same inputs.
const ROUNDS = 5;

function throughput(timeZone: string, count: number): number {
  const inputs = Array.from({ length: count }, () => typicalLot(YEAR_START + random() * 365 * DAY_MS, realisticStay(), timeZone));
  let best = 0;
  let sink = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    const t0 = performance.now();
    for (const i of inputs) sink += quote(i).total;
    const perSecond = count / ((performance.now() - t0) / 1000);
    if (round > 0) best = Math.max(best, perSecond); // round 0 warms the JIT up
  }
  if (sink < 0) throw new Error('unreachable');
  return best;
}

/**
 * Per-input time = the fastest of REPEATS runs of that input, so that a preemption by another process does not
 * pass for the engine's cost; the median and p95 are then taken over the inputs (entries spread over a year).
 */
const REPEATS = 5;

function longStayTimes(timeZone: string, count: number): { median: number; p95: number } {
  const inputs = Array.from({ length: count }, () => longStay(YEAR_START + random() * 365 * DAY_MS, timeZone));
  for (const i of inputs) quote(i); // warm-up
  const times = inputs.map((i) => {
    let fastest = Infinity;
    for (let r = 0; r < REPEATS; r++) {
      const t0 = performance.now();
      quote(i);
      fastest = Math.min(fastest, performance.now() - t0);
    }
    return fastest;
  });
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const rows: [string, string, string][] = [];
for (const zone of ['America/Monterrey', 'America/New_York']) {
  rows.push([`realistic mix, ${zone}`, `${Math.round(throughput(zone, 10_000)).toLocaleString('en-US')} quotes/s`, '']);
}
for (const zone of ['America/Monterrey', 'America/New_York']) {
  const t = longStayTimes(zone, 1000);
  const ok = t.p95 < 1 ? 'ok' : 'OVER BUDGET';
  rows.push([`31 days, 1-min rules, ${zone}`, `median ${t.median.toFixed(3)} ms, p95 ${t.p95.toFixed(3)} ms`, `budget 1 ms: ${ok}`]);
}
const width = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length)));
console.log('Tariff engine');
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(width[c])).join('  ').trimEnd());
