// The receipt of a payment (issue 21's receipt rules). Validations reduce the tariff only, in a fixed order:
// free minutes first (together, the stay priced with its first M minutes free; each minutes validation its own
// share, cumulatively in id order), then percentages (each on what remains, half up to the cent), then fixed
// amounts (each at most what remains). What remains never goes below 0 and a validation listed twice counts once.
// The lost-ticket fee comes after the validations, so they never reduce it; the company's service charge and tax
// are on the net (tariff left + fee).
import { paymentCharges } from '../charges/payment-charges';
import { divideHalfUp } from '../tariff/money';
import type { Receipt, ReceiptInput, ReceiptLine, ReceiptValidation, ValidationKind } from './types';

const KIND_ORDER: Record<ValidationKind, number> = { minutes: 0, percent: 1, fixed: 2 };

function checkCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${what} must be a non-negative whole number of cents, got ${cents}`);
}

function checkValidation(v: ReceiptValidation): void {
  if (!Number.isSafeInteger(v.value) || v.value <= 0 || (v.kind === 'percent' && v.value > 100)) {
    throw new RangeError(`validation ${v.id}: ${v.kind} value ${v.value} is out of range`);
  }
}

/** Each validation once (the first listing of its id), minutes then percentages then fixed amounts, by id. */
function inApplyingOrder(validations: readonly ReceiptValidation[]): ReceiptValidation[] {
  const byId = new Map<number, ReceiptValidation>();
  for (const v of validations) if (!byId.has(v.id)) byId.set(v.id, v);
  return [...byId.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
}

function validationLine(v: ReceiptValidation, cents: number): ReceiptLine {
  const params =
    v.kind === 'minutes' ? { name: v.shopName, minutes: v.value } : v.kind === 'percent' ? { name: v.shopName, percent: v.value } : { name: v.shopName, cents: v.value };
  return { kind: `validation.${v.kind}`, params, amount: -cents };
}

export function buildReceipt(input: ReceiptInput): Receipt {
  const { quote, priceWithoutFirst, lostTicket, rates } = input;
  checkCents(quote.total, 'the tariff');
  if (lostTicket) checkCents(lostTicket.cents, 'the lost-ticket fee');
  const validations = inApplyingOrder(input.validations);
  validations.forEach(checkValidation);

  const lines: ReceiptLine[] = quote.lines.map((line) => ({ ...line }));
  const applied: Receipt['applied'] = [];
  let remaining = quote.total;
  let freeMinutes = 0;
  for (const v of validations) {
    let off: number;
    if (v.kind === 'minutes') {
      freeMinutes += v.value;
      // A later entry may price higher than an earlier one (cap windows start at the entry): never above what remains.
      const shortened = priceWithoutFirst(freeMinutes);
      checkCents(shortened, `the tariff without the first ${freeMinutes} minutes`);
      off = remaining - Math.min(remaining, shortened);
    } else if (v.kind === 'percent') {
      off = divideHalfUp(remaining * v.value, 100);
    } else {
      off = Math.min(v.value, remaining);
    }
    remaining -= off;
    applied.push({ id: v.id, cents: off });
    lines.push(validationLine(v, off));
  }
  if (lostTicket) lines.push({ kind: 'lost_ticket', params: { reason: lostTicket.reason }, amount: lostTicket.cents });

  const charges = paymentCharges(remaining + (lostTicket?.cents ?? 0), rates);
  return { lines, ...charges, validationCents: quote.total - remaining, applied };
}
