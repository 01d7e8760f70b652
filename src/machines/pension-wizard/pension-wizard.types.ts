// Pension wizard chart types (spec 3 §2 "Add/edit pension modal", §4 "Pension modal"): context, input, events,
// actor contracts.
import type { PensionItem } from '../../contracts/pension.struct';
import type { CarRow, CarValues, PersonValues } from './pension-rules';

// ---- Context -------------------------------------------------------------------------------------------
export const STEPS = ['person', 'cars', 'car'] as const;
export type PensionStep = (typeof STEPS)[number];

export type PensionWizardContext = {
  lotId: number;
  /** null for a new pension; the pension's id when editing (sent as PUT, `_method: 'put'`). */
  pensionId: number | null;
  person: PersonValues;
  cars: CarRow[];
  /** Step 3: the list's key of the car being edited, or null for a new car. */
  editingKey: number | null;
  /** Step 3: what the car form starts from. */
  carDraft: CarValues;
  nextKey: number;
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

// ---- Input ---------------------------------------------------------------------------------------------
export type WizardPension = { id: number; person: PersonValues; cars: CarRow[] };
export type PensionWizardInput = { lotId: number; pension: WizardPension | null };

// ---- Events --------------------------------------------------------------------------------------------
export type PensionWizardEvent =
  /** Step 1 submit: the form's values come along. */
  | { type: 'pension.next'; person: PersonValues }
  /** The back arrow: step 2 to 1, step 3 to 2 (the car form is dropped). */
  | { type: 'pension.back' }
  /** Step 2 submit: sends the pension when it has a car. */
  | { type: 'pension.submit' }
  | { type: 'pension.close' }
  | { type: 'car.add' }
  | { type: 'car.edit'; key: number }
  | { type: 'car.remove'; key: number }
  /** Step 3 'save and back': the car form's values. */
  | { type: 'car.save'; car: CarValues };

// ---- Actors --------------------------------------------------------------------------------------------
export type SavePensionOutput = { pension: PensionItem; message: string | null };
