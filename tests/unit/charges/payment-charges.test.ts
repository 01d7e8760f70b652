// The company's service charge and tax on a parking payment (src/domain/charges/payment-charges.ts): worked
// examples of both orders and of the rounding, the defaults charging nothing, and properties over any amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_CHARGES, paymentCharges, type ChargeRates } from '../../../src/domain/charges/payment-charges';

const rates = (r: Partial<ChargeRates>): ChargeRates => ({ ...NO_CHARGES, ...r });

describe('paymentCharges', () => {
  it('charges nothing with the default settings (no tax required, no service charge)', () => {
    expect(paymentCharges(4500, NO_CHARGES)).toEqual({ net: 4500, service: 0, tax: 0, total: 4500 });
    expect(paymentCharges(0, NO_CHARGES)).toEqual({ net: 0, service: 0, tax: 0, total: 0 });
  });

  it('adds the tax only when it is required, whatever its percentage', () => {
    expect(paymentCharges(10_000, rates({ taxBp: 1600 }))).toEqual({ net: 10_000, service: 0, tax: 0, total: 10_000 });
    expect(paymentCharges(10_000, rates({ taxRequired: true, taxBp: 1600 }))).toEqual({ net: 10_000, service: 0, tax: 1600, total: 11_600 });
  });

  it('taxes a service charge computed before tax', () => {
    // service 10 % of 100.00 = 10.00; tax 16 % of 110.00 = 17.60
    expect(paymentCharges(10_000, rates({ taxRequired: true, taxBp: 1600, serviceBp: 1000, serviceBeforeTax: true }))).toEqual({ net: 10_000, service: 1000, tax: 1760, total: 12_760 });
  });

  it('charges a service charge computed after tax on the net plus the tax', () => {
    // tax 16 % of 100.00 = 16.00; service 10 % of 116.00 = 11.60
    expect(paymentCharges(10_000, rates({ taxRequired: true, taxBp: 1600, serviceBp: 1000, serviceBeforeTax: false }))).toEqual({ net: 10_000, service: 1160, tax: 1600, total: 12_760 });
    // Different bases once the cents do not divide evenly: 16 % of 33.33 = 5.3328 -> 5.33; 7.5 % of 38.66 = 2.8995 -> 2.90
    expect(paymentCharges(3333, rates({ taxRequired: true, taxBp: 1600, serviceBp: 750, serviceBeforeTax: false }))).toEqual({ net: 3333, service: 290, tax: 533, total: 4156 });
    // Before tax: 7.5 % of 33.33 = 2.49975 -> 2.50; 16 % of 35.83 = 5.7328 -> 5.73
    expect(paymentCharges(3333, rates({ taxRequired: true, taxBp: 1600, serviceBp: 750, serviceBeforeTax: true }))).toEqual({ net: 3333, service: 250, tax: 573, total: 4156 });
  });

  it('rounds each charge once, half a cent up', () => {
    // 5 % of 0.10 = 0.005 -> 0.01; 5 % of 0.09 = 0.0045 -> 0.00
    expect(paymentCharges(10, rates({ serviceBp: 500 })).service).toBe(1);
    expect(paymentCharges(9, rates({ serviceBp: 500 })).service).toBe(0);
    // 16 % of 0.03 = 0.0048 -> 0.00; 16 % of 0.04 = 0.0064 -> 0.01
    expect(paymentCharges(3, rates({ taxRequired: true })).tax).toBe(0);
    expect(paymentCharges(4, rates({ taxRequired: true })).tax).toBe(1);
  });

  it('refuses amounts and rates it cannot charge exactly', () => {
    expect(() => paymentCharges(-1, NO_CHARGES)).toThrow(RangeError);
    expect(() => paymentCharges(10.5, NO_CHARGES)).toThrow(RangeError);
    expect(() => paymentCharges(100, rates({ serviceBp: 10_001 }))).toThrow(RangeError);
    expect(() => paymentCharges(100, rates({ taxBp: -1 }))).toThrow(RangeError);
    expect(() => paymentCharges(100, rates({ taxBp: 16.5 }))).toThrow(RangeError);
  });

  const anyRates = fc.record({ taxRequired: fc.boolean(), taxBp: fc.integer({ min: 0, max: 10_000 }), serviceBp: fc.integer({ min: 0, max: 10_000 }), serviceBeforeTax: fc.boolean() });
  const anyNet = fc.integer({ min: 0, max: 100_000_000_00 });

  it('adds up: total = net + service + tax, every charge a whole, non-negative cent, within half a cent of its exact value', () => {
    fc.assert(
      fc.property(anyNet, anyRates, (net, r) => {
        const c = paymentCharges(net, r);
        expect(c.net).toBe(net);
        expect(c.total).toBe(net + c.service + c.tax);
        const taxBp = r.taxRequired ? r.taxBp : 0;
        const serviceBase = r.serviceBeforeTax ? net : net + c.tax;
        const taxBase = r.serviceBeforeTax ? net + c.service : net;
        for (const [charge, base, bp] of [[c.service, serviceBase, r.serviceBp], [c.tax, taxBase, taxBp]]) {
          expect(Number.isInteger(charge) && charge >= 0).toBe(true);
          // |charge - base * bp / 10000| <= 1/2, and a half rounds up.
          const twice = 2 * charge * 10_000 - 2 * base * bp;
          expect(twice).toBeGreaterThan(-10_000);
          expect(twice).toBeLessThanOrEqual(10_000);
        }
      }),
    );
  });

  it('never charges less on a larger net', () => {
    fc.assert(
      fc.property(anyNet, fc.integer({ min: 1, max: 10_000 }), anyRates, (net, more, r) => {
        expect(paymentCharges(net + more, r).total).toBeGreaterThanOrEqual(paymentCharges(net, r).total + more);
      }),
    );
  });
});
