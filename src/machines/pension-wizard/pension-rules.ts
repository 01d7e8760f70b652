// The pension modal's rules (spec 3 §5): the person's fields, a car's fields and the body sent, checked with the
// contract's structs so the console refuses exactly what the server would. Problems are rule codes
// (`required`, `min|3`, `email`, `oneOf`, `repeated`) that the view turns into words.
import { validate, type Struct } from 'superstruct';
import { CarInput, PensionPerson, type PensionBody, type PensionItem } from '../../contracts/pension.struct';
import { normalizePlate } from '../../domain/pensions/cars';

export type PersonValues = { first_name: string; lastname: string; email: string; role: string };
export type CarValues = { brand: string; model: string; color: string; plate: string };
/** A car of the list: `id` when it came from the server, `isNew` when added in this modal (spec 3 §3). */
export type CarRow = CarValues & { key: number; id: number | null; isNew: boolean };
export type Problem = { field: string; code: string };

export const emptyPerson = (): PersonValues => ({ first_name: '', lastname: '', email: '', role: '' });
export const emptyCar = (): CarValues => ({ brand: '', model: '', color: '', plate: '' });

function problemsOf(value: unknown, struct: Struct<unknown, unknown>): Problem[] {
  const [error] = validate(value, struct, { coerce: true });
  if (!error) return [];
  return error.failures().map((f) => ({
    field: f.path.join('.') || String(f.key ?? ''),
    code: f.value === undefined || f.value === null ? 'required' : f.refinement ? f.message : f.type === 'oneOf' ? (f.value === '' ? 'required' : 'oneOf') : 'type',
  }));
}

export const personProblems = ({ first_name, lastname, email, role }: PersonValues): Problem[] =>
  problemsOf({ first_name, lastname, email, role }, PensionPerson as Struct<unknown, unknown>);

/** A car's problems; a plate another car of this pension already has is `repeated`. */
export function carProblems(car: CarValues, others: readonly CarValues[] = []): Problem[] {
  const problems = problemsOf({ brand: car.brand, model: car.model, color: car.color, plate: car.plate }, CarInput as Struct<unknown, unknown>);
  const plate = normalizePlate(car.plate);
  if (!problems.some((p) => p.field === 'plate') && others.some((o) => normalizePlate(o.plate) === plate)) problems.push({ field: 'plate', code: 'repeated' });
  return problems;
}

export const toCarRow = (car: CarValues, key: number, id: number | null, isNew: boolean): CarRow => ({
  ...car,
  plate: normalizePlate(car.plate),
  key,
  id,
  isNew,
});

export function toPensionBody(person: PersonValues, cars: readonly CarRow[]): PensionBody {
  return {
    first_name: person.first_name.trim(),
    lastname: person.lastname.trim(),
    email: person.email.trim(),
    role: person.role.trim(),
    cars: cars.map((c) => ({ brand: c.brand, model: c.model.trim(), color: c.color, plate: normalizePlate(c.plate) })),
  } as PensionBody;
}

/** What the modal opens with for an existing pension. */
export function wizardPensionOf(item: PensionItem): { id: number; person: PersonValues; cars: CarRow[] } {
  return {
    id: item.id,
    person: { first_name: item.first_name, lastname: item.lastname, email: item.email, role: item.role },
    cars: item.cars.map((c, i) => toCarRow({ brand: c.brand, model: c.model, color: c.color, plate: c.plate }, i + 1, c.id, false)),
  };
}
