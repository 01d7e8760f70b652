// The oracle of the offer form chart (issue 19; spec 3 §3 Offer, §4 "Too late!", §5 "Offer confirmation shows the
// product and total price before sending"), written from the spec in the test's own words: a product of 2 to 120
// characters, a price in pesos with up to two decimals (at least one cent, at most a million pesos), a whole
// discount of 0 to 90 %, a discount time of 0 to 1440 minutes and an expiry of 5 to 1440; Send confirms only a
// form keeping every rule; the server's "too late" (or closed) and "no credits" end the form with their words, its
// field refusals return to the form on their fields, any other refusal shows its message. Used by
// tests/model/offer-form.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { OfferAnswer, OfferBody } from '../../../src/contracts/shopping.struct';
import { offerFormMachine, type OfferFormContext, type OfferFormEvent } from '../../../src/machines/offer-form/offer-form.machine';
import type { OfferForm } from '../../../src/machines/offer-form/offer-rules';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';
import { BRANCH_ID, expiredBefore, sentAnswer } from './request-workspace.oracle';

type On<T extends OfferFormEvent['type']> = Extract<OfferFormEvent, { type: T }>;

export const tooLateError = new ApiError('Too late! The customer already has the offers allowed.', 409, {}, 'tooLate');
export const closedError = new ApiError('The customer already chose an offer.', 409, {}, 'requestClosed');
export const noCreditsError = new ApiError('Your store has no credits left: the owner can buy more.', 409, {}, 'noCredits');
export const fieldError = new ApiError('Check the offer.', 422, { price_cents: ['The price is too high.'] });
export const liveError = new ApiError('Your store already has a live offer on this request.', 409, {}, 'offerLive');
/** A refusal naming a field the form does not have: its message shows as the form's refusal. */
export const otherFieldError = new ApiError('Check the offer.', 422, { branch: ['Not your store.'], price_cents: [] });
export const offline = new ApiError('Network error');

/** The body a form makes, in the test's words, or null when a rule is broken. */
export function bodyOf(f: OfferForm): OfferBody | null {
  const product = f.product.trim();
  // Pesos as people write them: "$1,299.5" is 129,950 cents.
  const pesos = f.price.replace(/[$,\s]/g, '');
  const price = /^\d{1,9}(\.\d{1,2})?$/.test(pesos) ? Math.round(Number(pesos) * 100) : NaN;
  const int = (s: string, lo: number, hi: number) => (/^\d+$/.test(s.trim()) && Number(s) >= lo && Number(s) <= hi ? Number(s) : NaN);
  const body = { product, price_cents: price, discount_percent: int(f.discount, 0, 90), discount_minutes: int(f.discountMinutes, 0, 1440), expires_minutes: int(f.expiresMinutes, 5, 1440) };
  const ok = product.length >= 2 && product.length <= 120 && price >= 1 && price <= 100_000_000 && [body.discount_percent, body.discount_minutes, body.expires_minutes].every(Number.isFinite);
  return ok ? body : null;
}

const reason = (e: unknown) => (e as Failure<ApiError>).error.reason;

export const offerFormOracle: OracleOf<typeof offerFormMachine> = {
  name: 'offer-form',
  machine: offerFormMachine,
  input: { branchId: BRANCH_ID, request: expiredBefore, offerCredits: 1 },
  events: () => [
    { type: 'offer.change', field: 'product', value: '  Taladro Bosch 500 W ' },
    { type: 'offer.change', field: 'price', value: '1299.50' },
    { type: 'offer.change', field: 'price', value: '12.345' },
    { type: 'offer.change', field: 'discount', value: '10' },
    { type: 'offer.change', field: 'discount', value: '95' },
    { type: 'offer.review' },
    { type: 'offer.back' },
    { type: 'offer.confirm' },
    { type: 'xstate.done.actor.sendOffer', output: sentAnswer },
    { type: 'xstate.error.actor.sendOffer', error: tooLateError },
    { type: 'xstate.error.actor.sendOffer', error: closedError },
    { type: 'xstate.error.actor.sendOffer', error: noCreditsError },
    { type: 'xstate.error.actor.sendOffer', error: fieldError },
    { type: 'xstate.error.actor.sendOffer', error: liveError },
    { type: 'xstate.error.actor.sendOffer', error: otherFieldError },
    { type: 'xstate.error.actor.sendOffer', error: offline },
  ],
  initialContext: (input) => ({
    branchId: input.branchId,
    request: input.request,
    offerCredits: input.offerCredits,
    form: { product: '', price: '', discount: '0', discountMinutes: '0', expiresMinutes: '30' },
    showRules: false,
    body: null,
    refusals: {},
    error: null,
  }),
  guards: {
    valid: (c) => bodyOf(c.form) !== null,
    tooLate: (_c, e) => ['tooLate', 'requestClosed'].includes(reason(e) ?? ''),
    noCredits: (_c, e) => reason(e) === 'noCredits',
    // A message on one of the offer's own fields (product, price_cents, discount_percent, discount_minutes, expires_minutes).
    onFields: (_c, e) => Object.entries((e as Failure<ApiError>).error.errors).some(([f, m]) => ['product', 'price_cents', 'discount_percent', 'discount_minutes', 'expires_minutes'].includes(f) && m.length > 0),
  },
  effects: {
    'editing offer.change': (c, e: On<'offer.change'>) => ({
      form: { ...c.form, [e.field]: e.value },
      refusals: Object.fromEntries(Object.entries(c.refusals).filter(([field]) => field !== e.field)),
    }),
    'editing offer.review [valid]': (c) => ({ body: bodyOf(c.form), showRules: true, error: null }),
    'editing offer.review': () => ({ showRules: true }),
    'confirming offer.back': () => ({ body: null }),
    'sending xstate.error.actor.sendOffer [onFields(…)]': () => ({ body: null, refusals: { price: 'The price is too high.' } }),
    'sending xstate.error.actor.sendOffer [—]': (_c, e: Failure<ApiError>) => ({ body: null, error: e.error.message }),
    'refused offer.back': () => ({ error: null }),
  },
  states: {
    '(root)': (c: OfferFormContext) => {
      expect([c.branchId, c.request.id, c.offerCredits]).toEqual([BRANCH_ID, expiredBefore.id, 1]);
    },
    editing: (c) => expect([c.body, c.error]).toEqual([null, null]),
    confirming: (c) => {
      expect(c.body).not.toBeNull();
      expect(c.body).toEqual(bodyOf(c.form));
      expect(c.showRules).toBe(true);
    },
    sending: (c) => expect(c.body).toEqual(bodyOf(c.form)),
    sent: (c) => expect(c.body).not.toBeNull(),
    tooLate: (c) => expect(c.body).not.toBeNull(),
    noCredits: (c) => expect(c.body).not.toBeNull(),
    refused: (c) => {
      expect(c.body).toBeNull();
      expect(c.error).not.toBeNull();
    },
  },
  params: { sent: (_c, e) => ({ answer: (e as Done<OfferAnswer>).output }) },
  invokes: { sendOffer: (c) => ({ branchId: BRANCH_ID, requestId: expiredBefore.id, body: c.body }) },
};
