// A deliberately naive reference for the property tests: it walks the stay minute by minute, reads the wall clock
// through Intl for every quarter hour, and applies caps by filling each window forwards. Slow, short and
// independent of the engine's arithmetic; the engine must agree with it to the cent.
import type { QuoteInput, TimeFeeRule } from '../../../src/domain/tariff';

const UNIT_MINUTES = { minute: 1, hour: 60, day: 1440, week: 10080, month: 43200 };
const QUARTER_MS = 15 * 60_000;
const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Epoch ms of the wall-clock time at `ms` in `timeZone`; offsets change on quarter hours of UTC in every zone used. */
function wallClock(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const cache = new Map<number, number>();
  return (ms) => {
    const quarter = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
    let local = cache.get(quarter);
    if (local === undefined) {
      const p = Object.fromEntries(format.formatToParts(quarter).map((x) => [x.type, Number(x.value)]));
      local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
      cache.set(quarter, local);
    }
    return local + (ms - quarter);
  };
}

interface Block { start: number; used: number; minutes: number; price: number }

/** Lays ladders minute by minute: `setAt(k)` names the rules in force at billing minute k; a change restarts them. */
function walk(billed: number, setAt: (k: number) => { id: number; rules: TimeFeeRule[] }): Block[] {
  const blocks: Block[] = [];
  let setId = Number.NaN;
  let rules: TimeFeeRule[] = [];
  let step = 0;
  for (let k = 0; k < billed; k++) {
    const set = setAt(k);
    let block = blocks[blocks.length - 1];
    if (set.id !== setId) {
      setId = set.id;
      rules = set.rules;
      step = 0;
      block = undefined as unknown as Block;
    } else if (block.used === block.minutes) {
      step = Math.min(step + 1, rules.length - 1);
      block = undefined as unknown as Block;
    }
    if (!block) {
      const r = rules[step];
      block = { start: k, used: 0, minutes: r.qty * UNIT_MINUTES[r.unit], price: r.price };
      blocks.push(block);
    }
    block.used++;
  }
  return blocks;
}

function capped(blocks: Block[], fractional: boolean, maxRates: QuoteInput['config']['maxRates'], billed: number): number {
  const days = new Array<number>(Math.ceil(billed / 1440)).fill(0);
  for (const b of blocks) {
    const charge = b.used === b.minutes || !fractional ? b.price : Math.round((b.price * b.used) / b.minutes);
    days[Math.floor(b.start / 1440)] += charge;
  }
  const cap = (unit: string): number | undefined => maxRates.find((m) => m.unit === unit)?.price;
  for (const [unit, size] of [['day', 1], ['week', 7], ['month', 30]] as const) {
    const limit = cap(unit);
    if (limit === undefined) continue;
    for (let first = 0; first < days.length; first += size) {
      let allowance = limit; // earlier charges are kept first
      for (let i = first; i < Math.min(first + size, days.length); i++) {
        days[i] = Math.min(days[i], allowance);
        allowance -= days[i];
      }
    }
  }
  const total = days.reduce((a, b) => a + b, 0);
  const session = cap('session');
  return session === undefined ? total : Math.min(total, session);
}

export function naiveQuote(q: QuoteInput): { total: number; billedMinutes: number; specialRateId: number | null } {
  const timeZone = q.timeZone ?? 'America/Monterrey';
  const entry = Date.parse(q.entry);
  const duration = Math.ceil((Date.parse(q.exit) - entry) / 60_000);
  const wall = wallClock(timeZone);
  const entryDate = new Date(wall(entry)).toISOString().slice(0, 10);
  const fractional = !q.config.isFractionaryOff;

  const periods = Object.entries(q.timeline).flatMap(([day, list]) => list.map((p) => ({ at: Number(day) * 1440 + toMinutes(p.from), id: p.feeSetId })));
  const latest = periods.reduce((a, b) => (b.at > a.at ? b : a));
  const sets = new Map(q.feeSets.map((s) => [s.id, s]));
  const timelineAt = (k: number) => {
    const local = new Date(wall(entry + k * 60_000));
    const now = local.getUTCDay() * 1440 + local.getUTCHours() * 60 + local.getUTCMinutes();
    const period = periods.filter((p) => p.at <= now).reduce((a, b) => (b.at > a.at ? b : a), { at: -1, id: latest.id });
    return sets.get(period.id) as { id: number; rules: TimeFeeRule[] };
  };

  const price = (rate: QuoteInput['specialRates'][number] | null) => {
    const c = rate ? rate.courtesy : q.config;
    const courtesy = c.isCourtesy ? toMinutes(c.timeCourtesy) : 0;
    const billed = duration <= courtesy ? 0 : q.config.isCourtesyAllMinutes ? duration - courtesy : duration;
    if (billed === 0) return { total: 0, billed };
    if (rate?.typeTariff === 'per_day') return { total: Math.ceil(billed / 1440) * (rate.rules.per_day?.price ?? 0), billed };
    if (rate?.typeTariff === 'custom') {
      const custom = { id: -1, rules: rate.rules.custom ?? [] };
      return { total: capped(walk(billed, () => custom), fractional, q.config.maxRates, billed), billed };
    }
    const regular = capped(walk(billed, timelineAt), fractional, q.config.maxRates, billed);
    if (!rate) return { total: regular, billed };
    const keep = 10_000 - Math.round((rate.rules.discount?.discount ?? 0) * 100);
    return { total: Math.round((regular * keep) / 10_000), billed };
  };

  const applicable = q.specialRates.filter((s) => (s.access === -1 || s.access === q.accessId) && s.dates.some((d) => d.from <= entryDate && entryDate <= d.to));
  if (applicable.length === 0) {
    const r = price(null);
    return { total: r.total, billedMinutes: r.billed, specialRateId: null };
  }
  const options = applicable.map((s) => ({ id: s.id, ...price(s) })).sort((a, b) => a.total - b.total || a.id - b.id);
  return { total: options[0].total, billedMinutes: options[0].billed, specialRateId: options[0].id };
}
