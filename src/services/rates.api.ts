// The rates screens' calls (spec 2 §7): fee sets, the weekly timeline, the lot's rate configuration, special
// rates, and the accesses with their gates and SVG maps. Every answer is checked with a struct; fee-set rules
// arrive as JSON text (cents) and are parsed here, so the rest of the console only sees engine shapes.
import { array, boolean, number, object, optional, string, type, validate } from 'superstruct';
import {
  FeeSetAnswerItem,
  MAX_RATE_UNITS,
  RatesIndexAnswer,
  SpecialRateItem,
  SpecialRateListAnswer,
  TimelineDays,
  UNITS,
  type SpecialRateBody,
  type TimelineEntry,
} from '../contracts/rates.struct';
import { oneOf } from '../contracts/rules';
import { WEEKDAYS } from '../domain/rates/weekdays';
import type { FeeSet, MaxRate, TimeFeeRule } from '../domain/tariff';
import { apiCall } from './http';

// ---- Answers this module checks beyond src/contracts/rates.struct.ts -----------------------------------
const Saved = type({ message: optional(string()) });
const FeeSetSavedAnswer = type({ data: FeeSetAnswerItem, message: optional(string()) });
const TimelineSavedAnswer = type({ data: type({ id: number(), days: TimelineDays }), message: optional(string()) });
const ConfigSavedAnswer = type({
  data: type({
    isFractionaryOff: boolean(),
    isCourtesy: boolean(),
    isCourtesyAllMinutes: boolean(),
    timeCourtesy: string(),
    maxRate: array(object({ unit: oneOf(MAX_RATE_UNITS), price: number() })),
  }),
  message: optional(string()),
});
const SpecialRatesSavedAnswer = type({ data: array(SpecialRateItem), message: optional(string()) });
const StoredRule = object({ qty: number(), unit: oneOf(UNITS), price: number() });

// ---- Shapes the screens use ----------------------------------------------------------------------------
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type TimelineWeek = Record<Weekday, TimelineEntry[]>;
export type Schedule = { day: number; start: string; end: string };

export type RateConfig = {
  isFractionaryOff: boolean;
  isCourtesy: boolean;
  isCourtesyAllMinutes: boolean;
  timeCourtesy: string;
  maxRates: MaxRate[];
};

export type RatesOverview = {
  feeSets: FeeSet[];
  group: number;
  week: TimelineWeek;
  config: RateConfig;
  schedules: Schedule[];
};

/** `rules` of a fee set answer: JSON text of { qty, unit, price (cents) }[]. */
export function parseFeeSetRules(text: string): TimeFeeRule[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`The rules of a fee set are not JSON: ${text.slice(0, 40)}`);
  }
  const [failure, rules] = validate(parsed, array(StoredRule));
  if (failure) throw new Error(`The rules of a fee set are malformed (${failure.path.join('.') || 'rules'}).`);
  return rules;
}

export const toFeeSet = (item: FeeSetAnswerItem): FeeSet => ({ id: item.id, name: item.name, rules: parseFeeSetRules(item.rules) });

export function toWeek(days: Record<string, TimelineEntry[]>): TimelineWeek {
  const week = {} as TimelineWeek;
  for (const day of WEEKDAYS) week[day] = [...(days[String(day)] ?? [])].sort((a, b) => a.from.localeCompare(b.from));
  return week;
}

const isMaxRateUnit = (unit: string): unit is MaxRate['unit'] => (MAX_RATE_UNITS as readonly string[]).includes(unit);

// ---- Calls ---------------------------------------------------------------------------------------------
/** GET parkings/{id}/times/index: fee sets, the timeline group, the configuration and the opening hours. */
export async function fetchRatesOverview(lotId: number): Promise<RatesOverview> {
  const { data } = await apiCall(RatesIndexAnswer, `parkings/${lotId}/times/index`);
  return {
    feeSets: data.times.map(toFeeSet),
    group: data.times_g.id,
    week: toWeek(data.times_g.days),
    config: {
      isFractionaryOff: data.configs.isFractionaryOff,
      isCourtesy: data.configs.isCourtesy,
      isCourtesyAllMinutes: data.configs.isCourtesyAllMinutes,
      timeCourtesy: data.configs.timeCourtesy,
      maxRates: data.configs.maxRate.flatMap((r) => (isMaxRateUnit(r.unit) ? [{ unit: r.unit, price: r.price }] : [])),
    },
    schedules: data.schedules,
  };
}

export const fetchFeeSets = async (lotId: number): Promise<FeeSet[]> => (await fetchRatesOverview(lotId)).feeSets;

export type FeeSetForm = { id: number | null; name: string; rules: { qty: number; unit: TimeFeeRule['unit']; price: string }[] };

/** POST times/new or times/edit: `rules` as JSON text, prices as plain two-decimal text. */
export async function saveFeeSet(lotId: number, form: FeeSetForm): Promise<{ feeSet: FeeSet; message: string | null }> {
  const body: Record<string, unknown> = { name: form.name.trim(), rules: JSON.stringify(form.rules) };
  if (form.id !== null) body.id = String(form.id);
  const answer = await apiCall(FeeSetSavedAnswer, `parkings/${lotId}/times/${form.id === null ? 'new' : 'edit'}`, { method: 'POST', body });
  return { feeSet: toFeeSet(answer.data), message: answer.message ?? null };
}

export async function deleteFeeSet(lotId: number, id: number): Promise<{ message: string | null }> {
  const answer = await apiCall(Saved, `parkings/${lotId}/times/delete`, { method: 'POST', body: { id: String(id) } });
  return { message: answer.message ?? null };
}

/** POST times/{group}/save: the whole week as JSON text keyed "0" (Sunday) to "6". */
export async function saveTimeline(lotId: number, group: number, week: TimelineWeek): Promise<{ week: TimelineWeek; message: string | null }> {
  const days = Object.fromEntries(WEEKDAYS.map((d) => [String(d), week[d].map((e) => ({ from: e.from, to: e.to, fromID: e.fromID, fromName: e.fromName ?? '' }))]));
  const answer = await apiCall(TimelineSavedAnswer, `parkings/${lotId}/times/${group}/save`, { method: 'POST', body: { times_configs: JSON.stringify(days) } });
  return { week: toWeek(answer.data.days), message: answer.message ?? null };
}

export type ConfigForm = {
  isFractionaryOff: boolean;
  isCourtesy: boolean;
  isCourtesyAllMinutes: boolean;
  timeCourtesy: string;
  maxRate: { unit: MaxRate['unit']; price: string }[];
};

/** PUT parkings/{id}/configs. */
export async function saveRateConfig(lotId: number, form: ConfigForm): Promise<{ config: RateConfig; message: string | null }> {
  const answer = await apiCall(ConfigSavedAnswer, `parkings/${lotId}/configs`, { method: 'PUT', body: { ...form } });
  const { data } = answer;
  return {
    config: {
      isFractionaryOff: data.isFractionaryOff,
      isCourtesy: data.isCourtesy,
      isCourtesyAllMinutes: data.isCourtesyAllMinutes,
      timeCourtesy: data.timeCourtesy,
      maxRates: data.maxRate,
    },
    message: answer.message ?? null,
  };
}

export const fetchSpecialRates = async (lotId: number): Promise<SpecialRateItem[]> =>
  (await apiCall(SpecialRateListAnswer, `parkings/${lotId}/temporary-rates`)).data;

/** POST temporary-rates (new) or temporary-rates/{id} with `_method: 'put'` (edit); answers the whole list. */
export async function saveSpecialRate(lotId: number, body: SpecialRateBody, id: number | null): Promise<{ rates: SpecialRateItem[]; message: string | null }> {
  const path = id === null ? `parkings/${lotId}/temporary-rates` : `parkings/${lotId}/temporary-rates/${id}`;
  const payload: Record<string, unknown> = id === null ? { ...body } : { ...body, _method: 'put' };
  const answer = await apiCall(SpecialRatesSavedAnswer, path, { method: 'POST', body: payload });
  return { rates: answer.data, message: answer.message ?? null };
}

export async function deleteSpecialRate(lotId: number, id: number): Promise<{ rates: SpecialRateItem[]; message: string | null }> {
  const answer = await apiCall(SpecialRatesSavedAnswer, `parkings/${lotId}/temporary-rates/${id}`, { method: 'POST', body: { _method: 'delete' } });
  return { rates: answer.data, message: answer.message ?? null };
}
