// The offer form's fields and rules (spec 3 §3 Offer: product, price, discount, discount time limit, expiry; the
// contract's SHOPPING_RULES): the price is typed in pesos and sent as integer cents, the rest as whole numbers.
import { SHOPPING_RULES, type OfferBody } from '../../contracts/shopping.struct';
import { parseMoney } from '../../domain/rates/amounts';

export type OfferForm = { product: string; price: string; discount: string; discountMinutes: string; expiresMinutes: string };
export type OfferField = keyof OfferForm;

/** A new offer: no discount, open to the customer for half an hour. */
export const EMPTY_OFFER: OfferForm = { product: '', price: '', discount: '0', discountMinutes: '0', expiresMinutes: '30' };

/** The broken rule of a field: the product's length, a price in pesos, or a whole number in a range. */
export type OfferRule = { rule: 'length' | 'money' | 'range'; min: number; max: number };

const whole = (text: string, min: number, max: number): number | null => {
  const n = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return n >= min && n <= max ? n : null;
};

const priceOf = (text: string): number | null => {
  const cents = parseMoney(text.trim());
  return cents !== null && cents >= 1 && cents <= SHOPPING_RULES.maxPriceCents ? cents : null;
};

const { product, offerMinutes, maxDiscountPercent, maxPriceCents } = SHOPPING_RULES;

/** Each field's broken rule (none when the form can be sent). */
export function offerRules(form: OfferForm): Partial<Record<OfferField, OfferRule>> {
  const out: Partial<Record<OfferField, OfferRule>> = {};
  const length = form.product.trim().length;
  if (length < product.min || length > product.max) out.product = { rule: 'length', ...product };
  if (priceOf(form.price) === null) out.price = { rule: 'money', min: 1, max: maxPriceCents / 100 };
  if (whole(form.discount, 0, maxDiscountPercent) === null) out.discount = { rule: 'range', min: 0, max: maxDiscountPercent };
  if (whole(form.discountMinutes, 0, offerMinutes.max) === null) out.discountMinutes = { rule: 'range', min: 0, max: offerMinutes.max };
  if (whole(form.expiresMinutes, offerMinutes.min, offerMinutes.max) === null) out.expiresMinutes = { rule: 'range', ...offerMinutes };
  return out;
}

/** What the form sends, or null while a rule is broken. */
export function offerBodyOf(form: OfferForm): OfferBody | null {
  if (Object.keys(offerRules(form)).length > 0) return null;
  return {
    product: form.product.trim(),
    price_cents: priceOf(form.price) as number,
    discount_percent: Number(form.discount.trim()),
    discount_minutes: Number(form.discountMinutes.trim()),
    expires_minutes: Number(form.expiresMinutes.trim()),
  };
}

/** The body's fields as the form names them, for the server's refusals. */
export const FIELD_OF: Record<keyof OfferBody, OfferField> = {
  product: 'product',
  price_cents: 'price',
  discount_percent: 'discount',
  discount_minutes: 'discountMinutes',
  expires_minutes: 'expiresMinutes',
};
