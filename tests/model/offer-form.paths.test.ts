// Path tests of the offer form (issue 19; spec 3 §3 Offer, §4, §5): every generated path checked against the
// chart's transition table and oracle; then the form's rules field by field, and the confirmation's total.
import { describe, expect, it } from 'vitest';
import { confirmedTotal, fieldProblem } from '../../src/machines/offer-form/offer-form.selectors';
import { EMPTY_OFFER, offerBodyOf, offerRules } from '../../src/machines/offer-form/offer-rules';
import { describeChart } from './chart/describe-chart';
import { bodyOf, offerFormOracle } from './oracles/offer-form.oracle';

describeChart(offerFormOracle);

describe('offer-form rules', () => {
  const good = { ...EMPTY_OFFER, product: 'Taladro', price: '1,299.5' };

  it('sends the price in cents, the rest as whole numbers, the product trimmed', () => {
    expect(offerBodyOf({ ...good, product: ' Taladro ', discount: '15', discountMinutes: '60', expiresMinutes: '1440' })).toEqual({
      product: 'Taladro',
      price_cents: 129_950,
      discount_percent: 15,
      discount_minutes: 60,
      expires_minutes: 1440,
    });
    expect(offerBodyOf(EMPTY_OFFER)).toBeNull();
  });

  it('holds each field to its bounds', () => {
    const broken = (over: Partial<typeof good>) => Object.keys(offerRules({ ...good, ...over }));
    expect(broken({})).toEqual([]);
    expect(broken({ product: 'T' })).toEqual(['product']);
    expect(broken({ product: 'x'.repeat(121) })).toEqual(['product']);
    expect(broken({ product: 'x'.repeat(120) })).toEqual([]);
    expect(broken({ price: '0' })).toEqual(['price']);
    expect(broken({ price: '0.01' })).toEqual([]);
    expect(broken({ price: '1000000' })).toEqual([]);
    expect(broken({ price: '1000000.01' })).toEqual(['price']);
    expect(broken({ price: '12.345' })).toEqual(['price']);
    expect(broken({ discount: '90' })).toEqual([]);
    expect(broken({ discount: '91' })).toEqual(['discount']);
    expect(broken({ discount: '-1' })).toEqual(['discount']);
    expect(broken({ discount: '1.5' })).toEqual(['discount']);
    expect(broken({ discountMinutes: '1440' })).toEqual([]);
    expect(broken({ discountMinutes: '1441' })).toEqual(['discountMinutes']);
    expect(broken({ expiresMinutes: '4' })).toEqual(['expiresMinutes']);
    expect(broken({ expiresMinutes: '5' })).toEqual([]);
    expect(broken({ expiresMinutes: '1441' })).toEqual(['expiresMinutes']);
    expect(broken({ expiresMinutes: '' })).toEqual(['expiresMinutes']);
    for (const form of [good, { ...good, price: '0' }, { ...good, discount: '91' }]) expect(offerBodyOf(form)).toEqual(bodyOf(form));
  });

  it("shows the server's refusal on its field first, the broken rule once shown", () => {
    const c = { form: { ...good, price: '' }, showRules: false, refusals: {} };
    expect(fieldProblem(c, 'price')).toBeNull();
    expect(fieldProblem({ ...c, showRules: true }, 'price')).toEqual({ rule: { rule: 'money', min: 1, max: 1_000_000 } });
    expect(fieldProblem({ ...c, showRules: true, refusals: { price: 'Too high' } }, 'price')).toEqual({ refusal: 'Too high' });
    expect(fieldProblem({ ...c, showRules: true }, 'product')).toBeNull();
  });

  it('confirms the total the customer pays now: the price less the discount, rounded to the cent', () => {
    const now = new Date('2026-11-25T02:00:00.000Z');
    const body = { product: 'Taladro', price_cents: 129_950, discount_percent: 15, discount_minutes: 60, expires_minutes: 30 };
    expect(confirmedTotal({ body }, now)).toBe(110_458);
    expect(confirmedTotal({ body: { ...body, discount_percent: 0 } }, now)).toBe(129_950);
    expect(confirmedTotal({ body: null }, now)).toBeNull();
  });
});
