// The receipt rules (issue 21) on worked examples, in exact cents: validations in their order (minutes, then
// percentages, then fixed amounts), each once, never below zero; the lost-ticket fee after them; the company's
// charges on the net.
import { describe, expect, it } from 'vitest';
import { NO_CHARGES, type ChargeRates } from '../../../src/domain/charges/payment-charges';
import { buildReceipt, type ReceiptValidation } from '../../../src/domain/receipts';
import { input } from '../tariff/fixtures';
import { pricedStay } from './stay';

// 20.00 an hour, whole hours: 10:00 to 12:30 is three started hours, 60.00.
const stay = pricedStay(input('2024-05-06T10:00:00-06:00', '2024-05-06T12:30:00-06:00'));
const v = (id: number, kind: ReceiptValidation['kind'], value: number, shopName = `Shop ${id}`): ReceiptValidation => ({ id, kind, value, shopName });
const build = (validations: ReceiptValidation[], extra: { rates?: ChargeRates; lostTicket?: { cents: number; reason: string } } = {}) =>
  buildReceipt({ ...stay, validations, lostTicket: extra.lostTicket ?? null, rates: extra.rates ?? NO_CHARGES });
const amounts = (r: ReturnType<typeof build>) => r.lines.map((l) => [l.kind, l.amount]);

describe('buildReceipt', () => {
  it('without validations or fee is the tariff with the company charges on it', () => {
    expect(stay.quote.total).toBe(6000);
    const r = build([], { rates: { taxRequired: true, taxBp: 1600, serviceBp: 1000, serviceBeforeTax: true } });
    expect(r).toMatchObject({ net: 6000, service: 600, tax: 1056, total: 7656, validationCents: 0, applied: [] });
    expect(r.lines).toEqual(stay.quote.lines);
  });

  it('free minutes: the stay priced as if the car entered that much later', () => {
    // 60 minutes free: 11:00 to 12:30, two started hours, 40.00: 20.00 off.
    const r = build([v(1, 'minutes', 60, 'Cinema')]);
    expect(r.lines.at(-1)).toEqual({ kind: 'validation.minutes', params: { name: 'Cinema', minutes: 60 }, amount: -2000 });
    expect(r).toMatchObject({ net: 4000, total: 4000, validationCents: 2000, applied: [{ id: 1, cents: 2000 }] });
  });

  it('two minutes validations add up, each line the share its minutes took, in id order', () => {
    // 30 min free: 10:30-12:30 = 2 h = 40.00 (20.00 off); 30 + 45 = 75 min: 11:15-12:30 = 2 started hours, 40.00 (0 off).
    const r = build([v(7, 'minutes', 45), v(3, 'minutes', 30)]);
    expect(r.applied).toEqual([{ id: 3, cents: 2000 }, { id: 7, cents: 0 }]);
    // 30 + 120 = 150 min: nothing of the stay left.
    expect(build([v(3, 'minutes', 30), v(9, 'minutes', 120)]).applied).toEqual([{ id: 3, cents: 2000 }, { id: 9, cents: 4000 }]);
  });

  it('percentages apply to what the minutes left, each rounded half up to the cent', () => {
    // 60.00 - 20.00 (60 min) = 40.00; 15 % = 6.00 -> 34.00; 15 % of 34.00 = 5.10 -> 28.90
    const r = build([v(5, 'percent', 15), v(2, 'minutes', 60), v(6, 'percent', 15)]);
    expect(amounts(r).slice(-3)).toEqual([['validation.minutes', -2000], ['validation.percent', -600], ['validation.percent', -510]]);
    expect(r.net).toBe(2890);
    // 33 % of 0.50 = 0.165 -> 0.17 (half up); 33 % of 0.01 = 0.0033 -> 0.00
    const cents = (total: number) => buildReceipt({ quote: { total, lines: [] }, priceWithoutFirst: () => 0, validations: [v(1, 'percent', 33)], lostTicket: null, rates: NO_CHARGES });
    expect(cents(50).applied).toEqual([{ id: 1, cents: 17 }]);
    expect(cents(1).applied).toEqual([{ id: 1, cents: 0 }]);
    expect(cents(150).applied).toEqual([{ id: 1, cents: 50 }]); // 49.5 -> 50
  });

  it('fixed amounts come last and take at most what remains', () => {
    // 60.00 - 50 % = 30.00; fixed 25.00 -> 5.00; fixed 10.00 takes the 5.00 left
    const r = build([v(1, 'fixed', 2500, 'Café'), v(2, 'fixed', 1000), v(3, 'percent', 50)]);
    expect(amounts(r).slice(-3)).toEqual([['validation.percent', -3000], ['validation.fixed', -2500], ['validation.fixed', -500]]);
    expect(r.lines.at(-2)?.params).toEqual({ name: 'Café', cents: 2500 });
    expect(r).toMatchObject({ net: 0, service: 0, tax: 0, total: 0, validationCents: 6000 });
  });

  it('counts a validation listed twice once', () => {
    const once = build([v(1, 'fixed', 1000), v(2, 'percent', 10)]);
    expect(build([v(1, 'fixed', 1000), v(2, 'percent', 10), v(1, 'fixed', 1000), v(2, 'percent', 10)])).toEqual(once);
    expect(once.net).toBe(4400); // 60.00 - 6.00 - 10.00
  });

  it('adds the lost-ticket fee after the validations, which never reduce it', () => {
    const r = build([v(1, 'percent', 100)], { lostTicket: { cents: 20000, reason: 'Roto' }, rates: { taxRequired: true, taxBp: 1600, serviceBp: 0, serviceBeforeTax: true } });
    expect(amounts(r).slice(-2)).toEqual([['validation.percent', -6000], ['lost_ticket', 20000]]);
    expect(r.lines.at(-1)?.params).toEqual({ reason: 'Roto' });
    expect(r).toMatchObject({ net: 20000, tax: 3200, total: 23200, validationCents: 6000 });
  });

  it('never takes off more than remains when a later entry prices higher (cap windows start at the entry)', () => {
    const r = buildReceipt({ quote: { total: 1000, lines: [] }, priceWithoutFirst: (m) => (m < 60 ? 1500 : 800), validations: [v(1, 'minutes', 30), v(2, 'minutes', 30)], lostTicket: null, rates: NO_CHARGES });
    expect(r.applied).toEqual([{ id: 1, cents: 0 }, { id: 2, cents: 200 }]);
    expect(r.net).toBe(800);
  });

  it('refuses values no validation may hold and amounts that are not cents', () => {
    expect(() => build([v(1, 'percent', 101)])).toThrow(RangeError);
    expect(() => build([v(1, 'minutes', 0)])).toThrow(RangeError);
    expect(() => build([v(1, 'fixed', 1.5)])).toThrow(RangeError);
    expect(() => build([], { lostTicket: { cents: -1, reason: 'x' } })).toThrow(RangeError);
  });
});
