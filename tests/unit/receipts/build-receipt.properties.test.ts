// Properties of the receipt over generated tariffs, stays, validations and fees: every amount whole cents, the
// lines adding up to the net, the total never negative nor above the undiscounted one, a validation never
// applied twice (a repeated listing or another order of the list changes nothing), the fee never reduced.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChargeRates } from '../../../src/domain/charges/payment-charges';
import { buildReceipt, type ReceiptValidation } from '../../../src/domain/receipts';
import { scenarioArb, stayArb } from '../tariff/arbitraries';
import { pricedStay } from './stay';

const validationArb: fc.Arbitrary<Omit<ReceiptValidation, 'id'>> = fc.oneof(
  fc.record({ kind: fc.constant('minutes' as const), value: fc.integer({ min: 1, max: 24 * 60 }) }),
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 50_000 }) }),
).map((v) => ({ ...v, shopName: 'Shop' }));

const validationsArb = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 5 }).chain((ids) =>
  fc.tuple(...ids.map((id) => validationArb.map((v) => ({ ...v, id })))),
);

const ratesArb: fc.Arbitrary<ChargeRates> = fc.record({ taxRequired: fc.boolean(), taxBp: fc.integer({ min: 0, max: 10_000 }), serviceBp: fc.integer({ min: 0, max: 10_000 }), serviceBeforeTax: fc.boolean() });
const feeArb = fc.option(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), reason: fc.constant('Lost') }), { nil: null });

const caseArb = fc.record({ scenario: scenarioArb, stayMs: stayArb, validations: validationsArb, lostTicket: feeArb, rates: ratesArb });
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe('buildReceipt properties', () => {
  it('whole cents, never negative, lines adding up to the net, validations within the tariff', () => {
    fc.assert(
      fc.property(caseArb, ({ scenario, stayMs, validations, lostTicket, rates }) => {
        const stay = pricedStay(scenario.at(stayMs));
        const r = buildReceipt({ ...stay, validations, lostTicket, rates });
        for (const n of [r.net, r.service, r.tax, r.total, r.validationCents, ...r.applied.map((a) => a.cents)]) expect(isCents(n)).toBe(true);
        expect(r.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(r.net);
        expect(r.total).toBe(r.net + r.service + r.tax);
        expect(r.validationCents).toBe(r.applied.reduce((sum, a) => sum + a.cents, 0));
        expect(r.validationCents).toBeLessThanOrEqual(stay.quote.total);
        expect(r.net).toBe(stay.quote.total - r.validationCents + (lostTicket?.cents ?? 0));
        expect(r.applied.map((a) => a.id).sort((a, b) => a - b)).toEqual(validations.map((v) => v.id).sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });

  it('a validation never applies twice, whatever the order or repetition of the list', () => {
    fc.assert(
      fc.property(caseArb, fc.infiniteStream(fc.nat()), ({ scenario, stayMs, validations, lostTicket, rates }, picks) => {
        const stay = pricedStay(scenario.at(stayMs));
        const once = buildReceipt({ ...stay, validations, lostTicket, rates });
        const repeated = [...validations, ...validations].map((_, i, all) => all[(i + picks.next().value) % all.length]).concat(validations);
        expect(buildReceipt({ ...stay, validations: repeated, lostTicket, rates })).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });

  it('never charges more than without validations, and never less than the lost-ticket fee', () => {
    fc.assert(
      fc.property(caseArb, ({ scenario, stayMs, validations, lostTicket, rates }) => {
        const stay = pricedStay(scenario.at(stayMs));
        const without = buildReceipt({ ...stay, validations: [], lostTicket, rates });
        const withThem = buildReceipt({ ...stay, validations, lostTicket, rates });
        expect(withThem.total).toBeLessThanOrEqual(without.total);
        expect(withThem.net).toBeGreaterThanOrEqual(lostTicket?.cents ?? 0);
        expect(withThem.lines.filter((l) => l.kind === 'lost_ticket').map((l) => l.amount)).toEqual(lostTicket ? [lostTicket.cents] : []);
      }),
      { numRuns: 100 },
    );
  });
});
