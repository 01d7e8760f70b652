// What a shop may validate in a lot (issue 21; docs/api.md "Merchant validations"): the kinds the lot's policy
// allows (a maximum of 0: not allowed), each up to its maximum, from one of the shop's stores in the lot's plaza,
// for a plate or a ticket number. The server checks the same and more (a car inside, once per shop and visit,
// the store's credits); the form only keeps a request it would refuse outright from being sent.
import type { ValidationBody, ValidationLot } from '../../contracts/validations.struct';
import { VALIDATION_KINDS, type ValidationKind } from '../../domain/receipts';

export type ValidationChoice = {
  parkingId: number | null;
  branchId: number | null;
  by: 'plate' | 'ticket';
  plate: string;
  /** The ticket number as typed. */
  ticket: string;
  kind: ValidationKind;
  /** Minutes, a percentage, or cents (fixed), by kind; null while the field holds no whole number. */
  value: number | null;
};

export const MAX_PLATE = 20;

/** The lot's maximum for a kind (0: not allowed). */
export const limitOf = (lot: ValidationLot, kind: ValidationKind): number =>
  kind === 'minutes' ? lot.max_minutes : kind === 'percent' ? lot.max_percent : lot.max_fixed_cents;

export const kindsOf = (lot: ValidationLot | undefined): ValidationKind[] => (lot ? VALIDATION_KINDS.filter((k) => limitOf(lot, k) > 0) : []);

export const lotOf = (lots: readonly ValidationLot[], parkingId: number | null): ValidationLot | undefined => lots.find((l) => l.parking_id === parkingId);

const isTicket = (ticket: string): boolean => /^\d{1,10}$/.test(ticket.trim()) && Number(ticket) >= 1 && Number(ticket) <= 2_147_483_647;

export function canValidate(lots: readonly ValidationLot[], c: ValidationChoice): boolean {
  const lot = lotOf(lots, c.parkingId);
  if (!lot || c.branchId === null || !lot.branch_ids.includes(c.branchId)) return false;
  const max = limitOf(lot, c.kind);
  if (max === 0 || c.value === null || !Number.isInteger(c.value) || c.value < 1 || c.value > max) return false;
  return c.by === 'plate' ? c.plate.trim().length > 0 && c.plate.trim().length <= MAX_PLATE : isTicket(c.ticket);
}

/** A lot chosen: its first store, the first kind it allows, no value yet. */
export function choiceForLot(lot: ValidationLot | undefined): Pick<ValidationChoice, 'parkingId' | 'branchId' | 'kind' | 'value'> {
  return { parkingId: lot?.parking_id ?? null, branchId: lot?.branch_ids[0] ?? null, kind: kindsOf(lot)[0] ?? 'minutes', value: null };
}

export const bodyOf = (c: ValidationChoice): ValidationBody => ({
  parking_id: c.parkingId as number,
  ...(c.by === 'plate' ? { plate: c.plate.trim() } : { ticket: Number(c.ticket) }),
  kind: c.kind,
  value: c.value as number,
});
