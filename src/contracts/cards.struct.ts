// Saved cards (spec 1 §3 Card, §7; docs/payments.md): the card as our server keeps and lists it (never a number
// or a CVV), the bodies by which the console records what the card gateway answered it, and the gateway's
// answers the console reads. Shared by the console's card editor, the buy flow and the server.
import { array, enums, number, object, size, string, type Infer } from 'superstruct';

export const BRANDS = ['visa', 'mastercard'] as const;
export type Brand = (typeof BRANDS)[number];

/** The billing address, with the spec's field names. */
export const BillingAddress = object({
  nombre: string(),
  apellidos: string(),
  direccion1: string(),
  direccion2: string(),
  ciudad: string(),
  estado: string(),
  pais: string(),
  codigoPostal: string(),
  email: string(),
  telefono: string(),
});
export type BillingAddress = Infer<typeof BillingAddress>;

/** A saved card of a shop or a branch. `token`: the gateway's; `token_user`: the gateway's customer for the owner. */
export const StoredCard = object({
  id: number(),
  nickname: string(),
  card_holder: string(),
  last_digits: string(),
  /** MM/YY */
  valid_date: string(),
  brand: enums(BRANDS),
  token: string(),
  token_user: string(),
  address: BillingAddress,
});
export type StoredCard = Infer<typeof StoredCard>;

/** GET shops/{shop}/cards and GET shops/{shop}/branch/{branch}/cards, oldest first. */
export const CardListAnswer = object({ data: array(StoredCard) });
export type CardListAnswer = Infer<typeof CardListAnswer>;

/** The saved or edited card. */
export const CardAnswer = object({ message: string(), data: StoredCard });
export type CardAnswer = Infer<typeof CardAnswer>;

/** What a delete removed. */
export const CardDeletedAnswer = object({ message: string(), data: object({ id: number(), nickname: string() }) });
export type CardDeletedAnswer = Infer<typeof CardDeletedAnswer>;

/** The gateway's card answer (add or edit) handed on as it came: its body text and its X-Gateway-Signature.
 *  A card answer is well under 4 KB. */
export const CardProofBody = object({ body: size(string(), 1, 8192), signature: size(string(), 0, 128) });
export type CardProofBody = Infer<typeof CardProofBody>;

/** Who owns a card: a shop's own cards, or a branch's. */
export type CardOwner = { type: 'shop' | 'branch'; shopId: number; branchId?: number };

/** The gateway's owner fields for a card owner (spec 1 §7: type_user, user_id). */
export const gatewayOwner = (owner: CardOwner): { type_user: 'shop' | 'branch'; user_id: number } =>
  owner.type === 'branch' ? { type_user: 'branch', user_id: owner.branchId ?? 0 } : { type_user: 'shop', user_id: owner.shopId };

/** The gateway's answer to a saved card's CVV confirmation (POST payments/cards/{token}/cvv): the single-use
 *  ticket the purchase carries to our server (the CVV itself never reaches it). */
export const CvvTicketAnswer = object({ message: string(), data: object({ cvv_ticket: string(), token: string(), expires_at: string() }) });
export type CvvTicket = Infer<typeof CvvTicketAnswer>['data'];
