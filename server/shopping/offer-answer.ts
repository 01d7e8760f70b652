// An offer as the contract answers it (Offer), for the store's answers and the customer's alike. An offer still
// `offered` past its expiry reads `expired` before any write marks it so (docs/shopping.md: offers expire).
import type { Offer } from '../../src/contracts/shopping.struct';
import { offerTotal } from '../../src/domain/offer-total';
import type { shoppingOffers } from '../db/schema';

export type OfferRow = typeof shoppingOffers.$inferSelect;

/** Whether the offer holds at `at`: offered and not past its expiry. */
export const isLive = (offer: Pick<OfferRow, 'status' | 'expiresAt'>, at: Date): boolean => offer.status === 'offered' && offer.expiresAt.getTime() > at.getTime();

/** The offer `row` of the store `branchName`, read at `at` (the database's clock). */
export function offerAnswer(row: OfferRow & { branchName: string }, at: Date): Offer {
  const expired = row.status === 'offered' && !isLive(row, at);
  return {
    id: row.id,
    request_id: row.requestId,
    branch_id: row.branchId,
    branch_name: row.branchName,
    product: row.product,
    price_cents: row.priceCents,
    discount_percent: row.discountPercent,
    discount_until: row.discountUntil?.toISOString() ?? null,
    total_cents: offerTotal(row, at),
    expires_at: row.expiresAt.toISOString(),
    status: expired ? 'expired' : row.status,
    credits: row.credits,
    created_at: row.createdAt.toISOString(),
  };
}
