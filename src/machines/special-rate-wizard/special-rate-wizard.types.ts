// Special-rate wizard chart types (spec 2 "Wizard behaviour", §4): context, input, events, actor contracts.
import type { SpecialRateItem } from '../../contracts/rates.struct';
import type { Access } from '../../contracts/access.struct';
import type { DateRow, RulesValues, WizardRate } from './special-rate-rules';

// ---- Context -------------------------------------------------------------------------------------------
export const STEPS = ['map', 'rules', 'dates'] as const;
export type WizardStep = (typeof STEPS)[number];

export type SpecialRateWizardContext = {
  lotId: number;
  /** yyyy-MM-dd in the lot's time zone: the first date row starts here. */
  today: string;
  /** null for a new rate; the rate's id when editing (saved with `_method: 'put'`). */
  rateId: number | null;
  accesses: Access[];
  maps: Record<string, string | null>;
  loadError: string | null;
  /** The chosen access id; -1 is the synthetic All Gates. */
  access: number | null;
  rules: RulesValues;
  dates: DateRow[];
  /** The furthest step reached (0 map, 1 rules, 2 dates): visited steps can be revisited. */
  furthest: number;
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

// ---- Input ---------------------------------------------------------------------------------------------
export type SpecialRateWizardInput = { lotId: number; today: string; rate: WizardRate | null };

// ---- Events --------------------------------------------------------------------------------------------
export type SpecialRateWizardEvent =
  | { type: 'wizard.retry' }
  | { type: 'wizard.close' }
  | { type: 'wizard.selectAccess'; access: number }
  /** From the rule step the form's values come along: kept going back, validated going forward. */
  | { type: 'wizard.next'; rules?: RulesValues }
  | { type: 'wizard.back'; rules?: RulesValues }
  | { type: 'wizard.goTo'; step: WizardStep; rules?: RulesValues }
  | { type: 'wizard.finish' }
  | { type: 'dates.add' }
  | { type: 'dates.remove'; index: number }
  | { type: 'dates.change'; index: number; field: 'from' | 'to'; value: string }
  | { type: 'dates.saveRow'; index: number };

// ---- Actors --------------------------------------------------------------------------------------------
export type LoadAccessesOutput = { accesses: Access[]; maps: Record<string, string | null> };
export type SaveSpecialRateOutput = { rates: SpecialRateItem[]; message: string | null };
