// Pure reads of the rates board for its views, and the engine input the quote simulator prices with.
import type { SnapshotFrom } from 'xstate';
import type { SpecialRateItem } from '../../contracts/rates.struct';
import type { QuoteInput, SpecialRate, WeeklyTimeline } from '../../domain/tariff';
import { WEEKDAYS } from '../../domain/rates/weekdays';
import type { TimelineWeek } from '../../services/rates.api';
import type { ratesBoardMachine } from './rates-board.machine';
import type { RatesBoardContext } from './rates-board.types';

type Snap = SnapshotFrom<typeof ratesBoardMachine>;

export const selectIsLoading = (s: Snap): boolean => s.matches('loading');
export const selectLoadFailed = (s: Snap): boolean => s.matches('failed');
export const selectIsReady = (s: Snap): boolean => s.matches('ready');
export const selectIsEditingPeriod = (s: Snap): boolean => s.matches({ ready: { timeline: 'editing' } }) || s.matches({ ready: { timeline: 'saving' } });
export const selectIsSavingTimeline = (s: Snap): boolean => s.matches({ ready: { timeline: 'saving' } });
export const selectIsSavingConfig = (s: Snap): boolean => s.matches({ ready: { config: 'saving' } });

export const selectAccess = (s: Snap) => s.context.accesses.find((a) => a.id === s.context.selectedAccessId) ?? null;

/** The engine's weekly timeline from the screen's week. */
export function toEngineTimeline(week: TimelineWeek): WeeklyTimeline {
  const out = {} as WeeklyTimeline;
  for (const day of WEEKDAYS) out[day] = week[day].map((e) => ({ from: e.from, to: e.to, feeSetId: e.fromID }));
  return out;
}

export const toEngineSpecialRate = (r: SpecialRateItem): SpecialRate => ({
  id: r.id,
  name: r.name,
  typeTariff: r.typeTariff,
  access: r.access,
  dates: r.dates,
  courtesy: r.courtesy,
  rules: r.rules,
});

/** Everything quote() needs but the stay: the screen's current fee sets, timeline and configuration. */
export function quoteRates(context: Pick<RatesBoardContext, 'feeSets' | 'week' | 'config' | 'specialRates'>, timeZone: string): Omit<QuoteInput, 'entry' | 'exit' | 'accessId'> {
  return {
    timeZone,
    feeSets: context.feeSets,
    timeline: toEngineTimeline(context.week),
    config: context.config,
    specialRates: context.specialRates.map(toEngineSpecialRate),
  };
}
