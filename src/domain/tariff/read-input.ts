// Checks a QuoteInput and turns it into the engine's model. Every problem is a TariffInputError naming the field,
// so bad data becomes a 422, never a NaN. Validity depends on the configuration only, not on the stay: a broken
// special rate fails every quote, not only those on its dates.
import { DAY_MINUTES, MINUTE_MS, parseCalendarDate, parseDuration, parseInstant } from './clock';
import type { Caps } from './caps';
import { TariffInputError } from './errors';
import { UNIT_MINUTES, type Step } from './ladder';
import { readTimeline, type WeekSchedule } from './timeline';
import { assertTimeZone } from './time-zone';
import type { MaxRateUnit, QuoteInput } from './types';

export const DEFAULT_TIME_ZONE = 'America/Monterrey';
/** Largest price of one block: 10,000,000.00 MXN. Keeps every product of cents and minutes exact. */
export const MAX_BLOCK_PRICE = 1_000_000_000;
/** Longest stay quoted: ten years (3,660 days). */
export const MAX_STAY_MINUTES = 3660 * DAY_MINUTES;
const MAX_QTY = 60;

export type SpecialPricing =
  | { type: 'discount'; hundredths: number }
  | { type: 'per_day'; price: number }
  | { type: 'custom'; steps: Step[] };

export interface SpecialModel {
  id: number;
  name: string;
  access: number;
  dates: { from: string; to: string }[];
  courtesyMinutes: number;
  pricing: SpecialPricing;
}

export interface TariffModel {
  entryMs: number;
  exitMs: number;
  timeZone: string;
  accessId: number;
  feeSets: Map<number, { name: string; steps: Step[] }>;
  schedule: WeekSchedule;
  fractional: boolean;
  courtesyMinutes: number;
  courtesyAllMinutes: boolean;
  caps: Caps;
  specials: SpecialModel[];
}

type Fields = Record<string, unknown>;

const fail = (field: string, message: string): never => {
  throw new TariffInputError(field, message);
};
const fields = (value: unknown, field: string): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : fail(field, `${field} must be an object.`);
const list = (value: unknown, field: string): unknown[] => (Array.isArray(value) ? value : fail(field, `${field} must be a list.`));
const flag = (value: unknown, field: string): boolean => (typeof value === 'boolean' ? value : fail(field, `${field} must be true or false.`));
const text = (value: unknown, field: string): string => (typeof value === 'string' ? value : fail(field, `${field} must be text.`));
const integer = (value: unknown, field: string): number =>
  Number.isSafeInteger(value) ? (value as number) : fail(field, `${field} must be a whole number.`);

function cents(value: unknown, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > max) {
    fail(field, `${field} must be a whole number of cents from 0 to ${max}.`);
  }
  return value as number;
}

function steps(value: unknown, field: string): Step[] {
  const rules = list(value, field);
  if (rules.length === 0) fail(field, `${field} must hold at least one rule.`);
  return rules.map((raw, i) => {
    const rule = fields(raw, `${field}.${i}`);
    const qty = integer(rule.qty, `${field}.${i}.qty`);
    if (qty < 1 || qty > MAX_QTY) fail(`${field}.${i}.qty`, `${field}.${i}.qty must be from 1 to ${MAX_QTY}.`);
    const unit = rule.unit;
    if (typeof unit !== 'string' || !Object.hasOwn(UNIT_MINUTES, unit)) {
      fail(`${field}.${i}.unit`, `${field}.${i}.unit must be minute, hour, day, week or month.`);
    }
    return { minutes: qty * UNIT_MINUTES[unit as keyof typeof UNIT_MINUTES], price: cents(rule.price, `${field}.${i}.price`, MAX_BLOCK_PRICE) };
  });
}

function courtesyMinutes(isOn: unknown, time: unknown, field: string): number {
  return flag(isOn, `${field}.isCourtesy`) ? parseDuration(time, `${field}.timeCourtesy`) : 0;
}

function readCaps(value: unknown): Caps {
  const caps: Caps = {};
  list(value, 'config.maxRates').forEach((raw, i) => {
    const entry = fields(raw, `config.maxRates.${i}`);
    const unit = entry.unit;
    if (unit !== 'session' && unit !== 'day' && unit !== 'week' && unit !== 'month') {
      fail(`config.maxRates.${i}.unit`, 'A max rate unit must be session, day, week or month.');
    }
    if (caps[unit as MaxRateUnit] !== undefined) fail(`config.maxRates.${i}.unit`, `The ${String(unit)} max rate is given twice.`);
    caps[unit as MaxRateUnit] = cents(entry.price, `config.maxRates.${i}.price`);
  });
  return caps;
}

function readSpecial(raw: unknown, i: number): SpecialModel {
  const field = `specialRates.${i}`;
  const rate = fields(raw, field);
  const courtesy = fields(rate.courtesy, `${field}.courtesy`);
  const rules = fields(rate.rules, `${field}.rules`);
  const dates = list(rate.dates, `${field}.dates`).map((d, j) => {
    const range = fields(d, `${field}.dates.${j}`);
    const from = parseCalendarDate(range.from, `${field}.dates.${j}.from`);
    const to = parseCalendarDate(range.to, `${field}.dates.${j}.to`);
    if (to < from) fail(`${field}.dates.${j}`, `${field}.dates.${j} ends (${to}) before it starts (${from}).`);
    return { from, to };
  });
  let pricing: SpecialPricing;
  switch (rate.typeTariff) {
    case 'discount': {
      const percent = fields(rules.discount, `${field}.rules.discount`).discount;
      if (typeof percent !== 'number' || !(percent >= 1 && percent <= 100)) {
        fail(`${field}.rules.discount.discount`, `${field}.rules.discount.discount must be a percentage from 1 to 100.`);
      }
      pricing = { type: 'discount', hundredths: Math.round((percent as number) * 100) };
      break;
    }
    case 'per_day':
      pricing = { type: 'per_day', price: cents(fields(rules.per_day, `${field}.rules.per_day`).price, `${field}.rules.per_day.price`, MAX_BLOCK_PRICE) };
      break;
    case 'custom':
      pricing = { type: 'custom', steps: steps(rules.custom, `${field}.rules.custom`) };
      break;
    default:
      return fail(`${field}.typeTariff`, `${field}.typeTariff must be discount, per_day or custom.`);
  }
  return {
    id: integer(rate.id, `${field}.id`),
    name: text(rate.name, `${field}.name`),
    access: integer(rate.access, `${field}.access`),
    dates,
    courtesyMinutes: courtesyMinutes(courtesy.isCourtesy, courtesy.timeCourtesy, `${field}.courtesy`),
    pricing,
  };
}

export function readInput(input: QuoteInput): TariffModel {
  const given = fields(input, 'input');
  const entryMs = parseInstant(given.entry, 'entry');
  const exitMs = parseInstant(given.exit, 'exit');
  if (exitMs < entryMs) fail('exit', `The exit (${String(given.exit)}) is before the entry (${String(given.entry)}).`);
  if (exitMs - entryMs > MAX_STAY_MINUTES * MINUTE_MS) fail('exit', 'The stay is longer than 3,660 days.');
  const timeZone = given.timeZone ?? DEFAULT_TIME_ZONE;
  assertTimeZone(timeZone, 'timeZone');

  const feeSets = new Map<number, { name: string; steps: Step[] }>();
  list(given.feeSets, 'feeSets').forEach((raw, i) => {
    const set = fields(raw, `feeSets.${i}`);
    const id = integer(set.id, `feeSets.${i}.id`);
    if (feeSets.has(id)) fail(`feeSets.${i}.id`, `Fee set ${id} is given twice.`);
    feeSets.set(id, { name: text(set.name, `feeSets.${i}.name`), steps: steps(set.rules, `feeSets.${i}.rules`) });
  });
  const config = fields(given.config, 'config');
  const specials = list(given.specialRates, 'specialRates').map(readSpecial);
  const ids = new Set<number>();
  specials.forEach((s, i) => {
    if (ids.has(s.id)) fail(`specialRates.${i}.id`, `Special rate ${s.id} is given twice.`);
    ids.add(s.id);
  });

  return {
    entryMs,
    exitMs,
    timeZone,
    accessId: integer(given.accessId, 'accessId'),
    feeSets,
    schedule: readTimeline(given.timeline, new Set(feeSets.keys())),
    fractional: !flag(config.isFractionaryOff, 'config.isFractionaryOff'),
    courtesyMinutes: courtesyMinutes(config.isCourtesy, config.timeCourtesy, 'config'),
    courtesyAllMinutes: flag(config.isCourtesyAllMinutes, 'config.isCourtesyAllMinutes'),
    caps: readCaps(config.maxRates),
    specials,
  };
}
