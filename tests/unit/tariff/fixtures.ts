// Builders for tariff tests. Wall-clock times are turned into instants with @date-fns/tz, independently of the engine.
import { TZDate } from '@date-fns/tz';
import type { FeeSet, LotRateConfig, QuoteInput, SpecialRate, TimeFeeRule, TimelinePeriod, Unit, Weekday, WeeklyTimeline } from '../../../src/domain/tariff';

export const MTY = 'America/Monterrey';

export const rule = (qty: number, unit: Unit, price: number): TimeFeeRule => ({ qty, unit, price });

export const feeSet = (id: number, name: string, ...rules: TimeFeeRule[]): FeeSet => ({ id, name, rules });

export function week(days: Partial<Record<Weekday, [from: string, feeSetId: number][]>>): WeeklyTimeline {
  const timeline = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] } as WeeklyTimeline;
  for (const [day, periods] of Object.entries(days)) {
    timeline[Number(day) as Weekday] = (periods ?? []).map(([from, feeSetId]): TimelinePeriod => ({ from, to: '24:00', feeSetId }));
  }
  return timeline;
}

/** The same periods every day of the week. */
export const daily = (...periods: [from: string, feeSetId: number][]): WeeklyTimeline =>
  week({ 0: periods, 1: periods, 2: periods, 3: periods, 4: periods, 5: periods, 6: periods });

export const config = (overrides: Partial<LotRateConfig> = {}): LotRateConfig => ({
  isFractionaryOff: true,
  isCourtesy: false,
  isCourtesyAllMinutes: false,
  timeCourtesy: '00:00',
  maxRates: [],
  ...overrides,
});

type Overrides = Omit<Partial<QuoteInput>, 'config'> & { config?: Partial<LotRateConfig> };

/** A lot with one fee set (id 1, 20.00 an hour) all week, in Monterrey (UTC-6, no DST), entry through access 1. */
export function input(entry: string, exit: string, overrides: Overrides = {}): QuoteInput {
  const { config: configOverrides, ...rest } = overrides;
  return {
    entry,
    exit,
    timeZone: MTY,
    accessId: 1,
    feeSets: [feeSet(1, 'Normal', rule(1, 'hour', 2000))],
    timeline: daily(['00:00', 1]),
    specialRates: [],
    ...rest,
    config: config(configOverrides),
  };
}

export function special(id: number, overrides: Partial<SpecialRate> = {}): SpecialRate {
  return {
    id,
    name: `Special ${id}`,
    typeTariff: 'discount',
    access: -1,
    dates: [{ from: '2024-01-01', to: '2024-12-31' }],
    courtesy: { isCourtesy: false, timeCourtesy: '00:10' },
    rules: { discount: { discount: 10 } },
    ...overrides,
  };
}

/** The UTC ISO instant of a wall-clock time 'yyyy-MM-ddTHH:mm[:ss]' in `timeZone` (must exist and be unambiguous). */
export function wall(local: string, timeZone: string): string {
  const [y, mo, d, h, mi, s = 0] = local.split(/[-T:]/).map(Number);
  return new Date(+new TZDate(y, mo - 1, d, h, mi, s, timeZone)).toISOString();
}

/** `iso` plus `minutes` (may be fractional), as a UTC ISO instant. */
export const plus = (iso: string, minutes: number): string => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** Sum of line amounts by kind. */
export function byKind(lines: { kind: string; amount: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of lines) out[l.kind] = (out[l.kind] ?? 0) + l.amount;
  return out;
}
