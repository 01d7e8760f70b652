// What the operator's shift screen checks before sending (issue 21 item 5; the server checks it again): an exit
// gate of the lot and a float, or counted amounts, of whole cents from 0 to one million pesos; a note of at most
// 500 characters.
import { MAX_SHIFT_CENTS, NOTE_MAX } from '../../contracts/shifts.struct';
import type { ExitGate } from '../../services/operations.api';

export const validCents = (cents: number): boolean => Number.isInteger(cents) && cents >= 0 && cents <= MAX_SHIFT_CENTS;

export const validOpening = (gates: readonly ExitGate[], gateId: number, floatCents: number): boolean =>
  gates.some((g) => g.id === gateId) && validCents(floatCents);

export const validCount = (cashCents: number, cardCents: number, note: string): boolean =>
  validCents(cashCents) && validCents(cardCents) && note.length <= NOTE_MAX;

/** Pesos typed in a money field (a number, or the field's text such as '500.00'), as integer cents; NaN when
 *  empty or not a number. */
export function centsOf(pesos: number | string): number {
  const value = typeof pesos === 'number' ? pesos : pesos.trim() === '' ? Number.NaN : Number(pesos.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
