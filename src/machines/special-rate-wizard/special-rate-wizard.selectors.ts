// Pure reads of the wizard for its view: the current step and each tab's state (active, checked, hasError).
import type { SnapshotFrom } from 'xstate';
import { datesAreValid, rulesProblems } from './special-rate-rules';
import { accessIsChosen, type specialRateWizardMachine } from './special-rate-wizard.machine';
import { STEPS, type SpecialRateWizardContext, type WizardStep } from './special-rate-wizard.types';

type Snap = SnapshotFrom<typeof specialRateWizardMachine>;

export const selectStep = (s: Snap): WizardStep | null => {
  for (const step of STEPS) if (s.matches(step)) return step;
  return s.matches('saving') ? 'dates' : null;
};
export const selectIsLoading = (s: Snap): boolean => s.matches('loading');
export const selectLoadFailed = (s: Snap): boolean => s.matches('loadFailed');
export const selectIsSaving = (s: Snap): boolean => s.matches('saving');

/** Which tab a server field error belongs to. */
export function stepOfField(field: string): WizardStep {
  if (field === 'access') return 'map';
  if (field === 'dates' || field.startsWith('dates.')) return 'dates';
  return 'rules';
}

export type TabState = { active: boolean; checked: boolean; hasError: boolean; reachable: boolean };

export function tabStates(context: SpecialRateWizardContext, current: WizardStep | null): Record<WizardStep, TabState> {
  const valid: Record<WizardStep, boolean> = {
    map: accessIsChosen(context),
    rules: rulesProblems(context.rules).length === 0,
    dates: datesAreValid(context.dates),
  };
  const failed = new Set(Object.keys(context.fieldErrors).map(stepOfField));
  const out = {} as Record<WizardStep, TabState>;
  STEPS.forEach((step, i) => {
    const visited = i <= context.furthest;
    out[step] = {
      active: step === current,
      checked: visited && step !== current && valid[step] && !failed.has(step),
      hasError: failed.has(step) || (visited && step !== current && i < STEPS.indexOf(current ?? 'map') && !valid[step]),
      reachable: visited,
    };
  });
  return out;
}
