// What the customer pays for an offer at a moment (spec 3 §3 Offer; the offer form's confirmation shows it): the
// price less the discount while the discount holds (`discount_until` null: as long as the offer), rounded to the
// cent. One function for the store's answers, the customer's and the console's confirmation.

export type OfferPrice = { priceCents: number; discountPercent: number; discountUntil: Date | null };

export function offerTotal({ priceCents, discountPercent, discountUntil }: OfferPrice, at: Date): number {
  const discounted = discountPercent > 0 && (discountUntil === null || at.getTime() < discountUntil.getTime());
  return discounted ? Math.round((priceCents * (100 - discountPercent)) / 100) : priceCents;
}
