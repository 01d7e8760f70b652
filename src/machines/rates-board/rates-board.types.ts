// Rates board chart types (spec 2 "Rates screen"), in reading order: context, input, events, actor contracts.
import type { SpecialRateItem } from '../../contracts/rates.struct';
import type { Problem } from '../../domain/rates/rate-rules';
import type { FeeSet } from '../../domain/tariff';
import type { Access } from '../../contracts/access.struct';
import type { ConfigForm, RateConfig, RatesOverview, Schedule, TimelineWeek, Weekday } from '../../services/rates.api';

// ---- Context -------------------------------------------------------------------------------------------
/** The stretch of the timeline open in the rate modal: a free gap (index null) or an existing period. */
export type OpenPeriod = { day: Weekday; index: number | null; from: string; to: string; feeSetId: number | null };

export type RatesBoardContext = {
  lotId: number;
  loadError: string | null;
  feeSets: FeeSet[];
  /** The timeline group: its id is part of the save path. */
  group: number | null;
  week: TimelineWeek;
  /** The week being saved (the open period applied or removed); the shown week changes only when saved. */
  pendingWeek: TimelineWeek | null;
  schedules: Schedule[];
  config: RateConfig;
  accesses: Access[];
  /** SVG text by map path; null when a map could not be read. */
  maps: Record<string, string | null>;
  /** Special rates, for the quote simulator (the engine picks the cheapest that applies). */
  specialRates: SpecialRateItem[];
  selectedAccessId: number | null;
  period: OpenPeriod | null;
  /** Problems found locally (checkDay) in the open period's day: nothing was sent. */
  timelineProblems: Problem[];
  /** The server's refusal of a timeline save: its message and per-field messages. */
  timelineError: string | null;
  timelineFieldErrors: Record<string, string[]>;
  configError: string | null;
  configFieldErrors: Record<string, string[]>;
};

// ---- Input ---------------------------------------------------------------------------------------------
export type RatesBoardInput = { lotId: number };

// ---- Events --------------------------------------------------------------------------------------------
export type PeriodValues = { from: string; to: string; feeSetId: number | null };

export type RatesBoardEvent =
  | { type: 'rates.retry' }
  | { type: 'access.select'; accessId: number }
  /** The fee-set editor saved or deleted a set and read the list again. */
  | { type: 'feeSets.replace'; feeSets: FeeSet[] }
  | { type: 'timeline.openGap'; day: Weekday; from: string; to: string }
  | { type: 'timeline.openPeriod'; day: Weekday; index: number }
  | ({ type: 'timeline.savePeriod' } & PeriodValues)
  | { type: 'timeline.removePeriod' }
  | { type: 'timeline.cancel' }
  | { type: 'config.save'; config: ConfigForm };

// ---- Actors --------------------------------------------------------------------------------------------
export type LoadRatesOutput = RatesOverview & { accesses: Access[]; maps: Record<string, string | null>; specialRates: SpecialRateItem[] };
export type SaveTimelineInput = { lotId: number; group: number; week: TimelineWeek };
export type SaveTimelineOutput = { week: TimelineWeek; message: string | null };
export type SaveConfigInput = { lotId: number; config: ConfigForm };
export type SaveConfigOutput = { config: RateConfig; message: string | null };
