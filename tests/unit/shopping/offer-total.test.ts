// What an offer costs the customer at a moment (src/domain/offer-total.ts), shared by both sides of shopping to go.
import { describe, expect, it } from 'vitest';
import { offerTotal } from '../../../src/domain/offer-total';

const at = new Date('2026-11-25T12:00:00Z');

describe('offerTotal', () => {
  it('is the price when there is no discount', () => {
    expect(offerTotal({ priceCents: 129_900, discountPercent: 0, discountUntil: null }, at)).toBe(129_900);
  });

  it('takes the discount off while it holds, rounded to the cent', () => {
    expect(offerTotal({ priceCents: 999, discountPercent: 15, discountUntil: new Date('2026-11-25T12:00:01Z') }, at)).toBe(849);
    expect(offerTotal({ priceCents: 1_001, discountPercent: 50, discountUntil: null }, at)).toBe(501);
  });

  it('is the full price again from the moment the discount ends', () => {
    expect(offerTotal({ priceCents: 10_000, discountPercent: 20, discountUntil: at }, at)).toBe(10_000);
    expect(offerTotal({ priceCents: 10_000, discountPercent: 20, discountUntil: new Date(at.getTime() - 1) }, at)).toBe(10_000);
  });
});
