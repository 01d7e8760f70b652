// A message of a request's chat as one side reads it (src/contracts/shopping.struct.ts ShoppingMessage): `me` is
// whether that side wrote it; an image's address is where that side reads the request's files.
import type { ShoppingMessage } from '../../src/contracts/shopping.struct';
import type { shoppingMessages } from '../db/schema';

export type ShoppingMessageRow = typeof shoppingMessages.$inferSelect;
export type ChatSide = 'customer' | 'store';

export function shoppingMessageAnswer(row: ShoppingMessageRow, reader: ChatSide, imageUrl: (name: string) => string): ShoppingMessage {
  return {
    id: row.id,
    request_id: row.requestId,
    branch_id: row.branchId,
    message: row.body,
    me: row.fromCustomer === (reader === 'customer'),
    from_customer: row.fromCustomer,
    image: row.image === null ? null : { original: imageUrl(row.image) },
    time: row.createdAt.toISOString(),
    client_id: row.clientId,
  };
}
