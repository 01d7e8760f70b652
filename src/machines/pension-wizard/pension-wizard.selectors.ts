// Pure reads of the pension wizard for its view: the step shown, sending, and the server's messages by car.
import type { SnapshotFrom } from 'xstate';
import type { pensionWizardMachine } from './pension-wizard.machine';
import { STEPS, type PensionStep } from './pension-wizard.types';

type Snap = SnapshotFrom<typeof pensionWizardMachine>;

export const selectStep = (s: Snap): PensionStep | null => {
  for (const step of STEPS) if (s.matches(step)) return step;
  return s.matches('sending') ? 'cars' : null;
};
export const selectIsSending = (s: Snap): boolean => s.matches('sending');
export const selectIsEditing = (s: Snap): boolean => s.context.pensionId !== null;
/** The close button is hidden while a save is in progress (spec 3 §2). */
export const selectCanClose = (s: Snap): boolean => !s.matches('sending') && s.status === 'active';
export const selectCanSubmit = (s: Snap): boolean => s.matches('cars') && s.context.cars.length > 0;

/** The server's messages about the car at `index` of the list sent (`cars.{index}.{field}`). */
export function carErrors(fieldErrors: Record<string, string[]>, index: number): string[] {
  const prefix = `cars.${index}.`;
  return Object.entries(fieldErrors)
    .filter(([field]) => field.startsWith(prefix))
    .flatMap(([, messages]) => messages);
}

/** The server's messages about the person (step 1 fields). */
export function personErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ['first_name', 'lastname', 'email', 'role']) if (fieldErrors[field]?.[0]) out[field] = fieldErrors[field][0];
  return out;
}
