// The status a request is shown with, to its customer and to the stores alike: an open request whose reply window
// passed with no live offer left is over (`expired`) before anything writes it so; one with a live offer stays open
// (the customer may still accept it).
import type { RequestStatus } from '../../src/contracts/shopping.struct';
import type { shoppingRequests } from '../db/schema';

type RequestRow = Pick<typeof shoppingRequests.$inferSelect, 'status' | 'expiresAt'>;

export function shownRequestStatus(row: RequestRow, anyLiveOffer: boolean, now: Date): RequestStatus {
  if (row.status !== 'open' || row.expiresAt.getTime() > now.getTime()) return row.status;
  return anyLiveOffer ? 'open' : 'expired';
}
