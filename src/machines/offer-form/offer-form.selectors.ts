// Pure reads of the offer form for its view: each field's message (the server's refusal, else its broken rule once
// shown) and the total the confirmation shows (what the customer pays now: the discount holds when sent).
import { offerTotal } from '../../domain/offer-total';
import type { OfferFormContext } from './offer-form.machine';
import { offerRules, type OfferField, type OfferRule } from './offer-rules';

export type FieldProblem = { refusal: string } | { rule: OfferRule };

export function fieldProblem(c: Pick<OfferFormContext, 'form' | 'showRules' | 'refusals'>, field: OfferField): FieldProblem | null {
  const refusal = c.refusals[field];
  if (refusal) return { refusal };
  const rule = c.showRules ? offerRules(c.form)[field] : undefined;
  return rule ? { rule } : null;
}

/** The confirmation's total, in cents. */
export const confirmedTotal = (c: Pick<OfferFormContext, 'body'>, now: Date): number | null =>
  c.body === null ? null : offerTotal({ priceCents: c.body.price_cents, discountPercent: c.body.discount_percent, discountUntil: null }, now);
