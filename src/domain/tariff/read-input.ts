// Checks a QuoteInput and turns it into the engine's model. Every problem is a TariffInputError naming the field,
// so bad data becomes a 422, never a NaN. Validity depends on the configuration only, not on the stay: a broken
// special rate fails every quote, not only those on its dates.
import { DAY_MINUTES, MINUTE_MS, parseCalendarDate, parseDuration, parseInstant } from './clock';
import type { Caps } from './caps';
import { TariffInputError, shown, type TariffErrorCode, type TariffErrorParams } from './errors';
import { UNIT_MINUTES, type Step } from './ladder';
import { readTimeline, type WeekSchedule } from './timeline';
import { assertTimeZone } from './time-zone';
import type { QuoteInput, RatesInput } from './types';

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

/** The configuration part of the model: everything but the stay. */
export type RatesModel = Omit<TariffModel, 'entryMs' | 'exitMs' | 'accessId'>;

const fail = (field: string, code: TariffErrorCode, params: TariffErrorParams = {}): never => {
  throw new TariffInputError(field, code, params);
};
const fields = (value: unknown, field: string): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : fail(field, 'notObject');
const list = (value: unknown, field: string): unknown[] => (Array.isArray(value) ? value : fail(field, 'notList'));
const flag = (value: unknown, field: string): boolean => (typeof value === 'boolean' ? value : fail(field, 'notBoolean'));
const text = (value: unknown, field: string): string => (typeof value === 'string' ? value : fail(field, 'notText'));
const integer = (value: unknown, field: string): number => (Number.isSafeInteger(value) ? (value as number) : fail(field, 'notInteger'));

/** Whole cents from 0 to `max`; `code` and `params` say what the amount is when it is not. */
function cents(value: unknown, field: string, code: 'price' | 'maxRatePrice', params: TariffErrorParams, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > max) {
    fail(field, code, { ...params, min: 0, max, value: shown(value) });
  }
  return value as number;
}

/** A ladder's rules; `where` names its owner (`feeSet` or `specialRate`). */
function steps(value: unknown, field: string, where: TariffErrorParams): Step[] {
  const rules = list(value, field);
  if (rules.length === 0) fail(field, 'noRules', where);
  return rules.map((raw, i) => {
    const at = { ...where, rule: i + 1 };
    const rule = fields(raw, `${field}.${i}`);
    const qty = integer(rule.qty, `${field}.${i}.qty`);
    if (qty < 1 || qty > MAX_QTY) fail(`${field}.${i}.qty`, 'qty', { ...at, min: 1, max: MAX_QTY, value: qty });
    const unit = rule.unit;
    if (typeof unit !== 'string' || !Object.hasOwn(UNIT_MINUTES, unit)) fail(`${field}.${i}.unit`, 'unit', { ...at, value: shown(unit) });
    return { minutes: qty * UNIT_MINUTES[unit as keyof typeof UNIT_MINUTES], price: cents(rule.price, `${field}.${i}.price`, 'price', at, MAX_BLOCK_PRICE) };
  });
}

function courtesyMinutes(isOn: unknown, time: unknown, field: string, where: TariffErrorParams): number {
  return flag(isOn, `${field}.isCourtesy`) ? parseDuration(time, `${field}.timeCourtesy`, where) : 0;
}

function readCaps(value: unknown): Caps {
  const caps: Caps = {};
  list(value, 'config.maxRates').forEach((raw, i) => {
    const entry = fields(raw, `config.maxRates.${i}`);
    const unit = entry.unit;
    if (unit !== 'session' && unit !== 'day' && unit !== 'week' && unit !== 'month') {
      return fail(`config.maxRates.${i}.unit`, 'maxRateUnit', { value: shown(unit) });
    }
    if (caps[unit] !== undefined) fail(`config.maxRates.${i}.unit`, 'maxRateTwice', { unit });
    caps[unit] = cents(entry.price, `config.maxRates.${i}.price`, 'maxRatePrice', { unit });
  });
  return caps;
}

function readSpecial(raw: unknown, i: number): SpecialModel {
  const field = `specialRates.${i}`;
  const rate = fields(raw, field);
  const where = { specialRate: text(rate.name, `${field}.name`) };
  const courtesy = fields(rate.courtesy, `${field}.courtesy`);
  const rules = fields(rate.rules, `${field}.rules`);
  const dates = list(rate.dates, `${field}.dates`).map((d, j) => {
    const range = fields(d, `${field}.dates.${j}`);
    const from = parseCalendarDate(range.from, `${field}.dates.${j}.from`, where);
    const to = parseCalendarDate(range.to, `${field}.dates.${j}.to`, where);
    if (to < from) fail(`${field}.dates.${j}`, 'dateOrder', { ...where, from, to });
    return { from, to };
  });
  let pricing: SpecialPricing;
  switch (rate.typeTariff) {
    case 'discount': {
      const percent = fields(rules.discount, `${field}.rules.discount`).discount;
      if (typeof percent !== 'number' || !(percent >= 1 && percent <= 100)) {
        fail(`${field}.rules.discount.discount`, 'discount', { ...where, min: 1, max: 100, value: shown(percent) });
      }
      pricing = { type: 'discount', hundredths: Math.round((percent as number) * 100) };
      break;
    }
    case 'per_day':
      pricing = { type: 'per_day', price: cents(fields(rules.per_day, `${field}.rules.per_day`).price, `${field}.rules.per_day.price`, 'price', where, MAX_BLOCK_PRICE) };
      break;
    case 'custom':
      pricing = { type: 'custom', steps: steps(rules.custom, `${field}.rules.custom`, where) };
      break;
    default:
      return fail(`${field}.typeTariff`, 'typeTariff', { ...where, value: shown(rate.typeTariff) });
  }
  return {
    id: integer(rate.id, `${field}.id`),
    name: where.specialRate,
    access: integer(rate.access, `${field}.access`),
    dates,
    courtesyMinutes: courtesyMinutes(courtesy.isCourtesy, courtesy.timeCourtesy, `${field}.courtesy`, where),
    pricing,
  };
}

/**
 * A lot's configuration, checked whole. A week without periods is the last thing checked, so that this error
 * says the rest is right: a lot may hold fee sets and settings before its first week is saved.
 */
export function readRates(input: RatesInput): RatesModel {
  const given = fields(input, 'input');
  const timeZone = given.timeZone ?? DEFAULT_TIME_ZONE;
  assertTimeZone(timeZone, 'timeZone');

  const feeSets = new Map<number, { name: string; steps: Step[] }>();
  list(given.feeSets, 'feeSets').forEach((raw, i) => {
    const set = fields(raw, `feeSets.${i}`);
    const id = integer(set.id, `feeSets.${i}.id`);
    if (feeSets.has(id)) fail(`feeSets.${i}.id`, 'feeSetTwice', { value: id });
    const name = text(set.name, `feeSets.${i}.name`);
    feeSets.set(id, { name, steps: steps(set.rules, `feeSets.${i}.rules`, { feeSet: name }) });
  });
  const config = fields(given.config, 'config');
  const fractional = !flag(config.isFractionaryOff, 'config.isFractionaryOff');
  const courtesyAllMinutes = flag(config.isCourtesyAllMinutes, 'config.isCourtesyAllMinutes');
  const courtesy = courtesyMinutes(config.isCourtesy, config.timeCourtesy, 'config', {});
  const caps = readCaps(config.maxRates);
  const specials = list(given.specialRates, 'specialRates').map(readSpecial);
  const ids = new Set<number>();
  specials.forEach((s, i) => {
    if (ids.has(s.id)) fail(`specialRates.${i}.id`, 'specialRateTwice', { value: s.id });
    ids.add(s.id);
  });
  const schedule = readTimeline(given.timeline, new Set(feeSets.keys()));
  if (schedule.starts.length === 0) fail('timeline', 'timelineEmpty');
  return { timeZone, feeSets, schedule, fractional, courtesyMinutes: courtesy, courtesyAllMinutes, caps, specials };
}

/** Throws the TariffInputError any quote of this lot would throw for its configuration, whatever the stay. */
export function checkRates(rates: RatesInput): void {
  readRates(rates);
}

export function readInput(input: QuoteInput): TariffModel {
  const given = fields(input, 'input');
  const entryMs = parseInstant(given.entry, 'entry');
  const exitMs = parseInstant(given.exit, 'exit');
  if (exitMs < entryMs) fail('exit', 'exitBeforeEntry', { entry: shown(given.entry), exit: shown(given.exit) });
  if (exitMs - entryMs > MAX_STAY_MINUTES * MINUTE_MS) fail('exit', 'stayTooLong', { max: MAX_STAY_MINUTES / DAY_MINUTES });
  const accessId = integer(given.accessId, 'accessId');
  return { entryMs, exitMs, accessId, ...readRates(input) };
}
