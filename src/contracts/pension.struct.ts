// Pensions (spec 3 §3, §5, §7): the body of POST/PUT parkings/{parkingId}/pensions and the pensions in answers.
// The rules coerce as the forms do: names and role capitalised word by word, model too, plates upper case.
import { array, assign, boolean, coerce, number, object, optional, refine, string, type Infer } from 'superstruct';
import { CAR_BRANDS, CAR_COLOR_IDS, PENSION_RULES, capitalizeWords, normalizePlate } from '../domain/pensions/cars';
import { email, oneOf, text } from './rules';

const words = (min: number, max: number) => coerce(text(min, max), string(), (v) => capitalizeWords(v.trim()));

export const CarInput = object({
  brand: oneOf(CAR_BRANDS),
  model: words(PENSION_RULES.modelMin, PENSION_RULES.modelMax),
  color: oneOf(CAR_COLOR_IDS),
  plate: coerce(text(PENSION_RULES.plateMin, PENSION_RULES.plateMax), string(), normalizePlate),
});
export type CarInput = Infer<typeof CarInput>;

/** Step 1 of the pension modal: the person. */
export const PensionPerson = object({
  first_name: words(PENSION_RULES.nameMin, 100),
  lastname: words(PENSION_RULES.nameMin, 100),
  email: coerce(email(), string(), (v) => v.trim()),
  role: words(PENSION_RULES.nameMin, 100),
});
export type PensionPerson = Infer<typeof PensionPerson>;

/** POST parkings/{parkingId}/pensions and PUT .../pensions/{id}: a pension needs at least one car. */
export const PensionBody = assign(PensionPerson, object({ cars: refine(array(CarInput), 'cars', (v) => v.length > 0 || 'required') }));
export type PensionBody = Infer<typeof PensionBody>;

export const PensionCar = object({ id: number(), plate: string(), brand: string(), model: string(), color: string() });
export type PensionCar = Infer<typeof PensionCar>;

export const PensionItem = object({
  id: number(),
  first_name: string(),
  lastname: string(),
  email: string(),
  role: string(),
  cars: array(PensionCar),
});
export type PensionItem = Infer<typeof PensionItem>;

/** GET parkings/{parkingId}/pensions: the list is `data`. */
/** GET: the list at `data.data` (spec 3 §7). */
export const PensionListAnswer = object({ data: object({ data: array(PensionItem) }) });
/** POST/PUT: the saved pension (the console reloads the list anyway). */
export const PensionSavedAnswer = object({ data: PensionItem, message: optional(string()) });
/** DELETE: `success` is true. */
export const PensionDeletedAnswer = object({ success: boolean(), data: optional(object({ success: boolean() })), message: optional(string()) });
