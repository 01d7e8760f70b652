// The payments adapter's interface (design.md: a card-gateway adapter whose default is the sandbox gateway).
// Gateway-neutral: the sandbox (sandbox.ts) is one implementation; docs/payments.md says how a real Mexican
// gateway plugs in. Money is integer cents (MXN). There are no refunds: credit purchases are non-refundable.
// Our server only ever holds a card's token, brand, last digits, expiry, holder, nickname and billing address.
import type { BillingAddress } from '../../../src/contracts/cards.struct';

export type ChargeRequest = {
  /** The saved card's gateway token. */
  token: string;
  amountCents: number;
  /** One per purchase attempt: the same key never charges twice, and status() finds the charge by it. */
  idempotencyKey: string;
  description: string;
  /**
   * The CVV ticket the browser got from the gateway for this token (POST payments/cards/{token}/cvv): the CVV
   * itself never reaches our server. Good for one charge, within 10 minutes; a repeat of the same key needs none.
   */
  ticket: string;
};

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'unknown_card';

export type ChargeResult =
  | { status: 'approved'; idempotencyKey: string; chargeId: string; amountCents: number; authorization: string }
  | { status: 'declined'; idempotencyKey: string; chargeId: string; amountCents: number; reason: DeclineReason }
  /** No answer in time, or the bank has not settled it: ask status() before crediting anything. */
  | { status: 'unknown'; idempotencyKey: string };

/** What status() finds: a charge's result, or no charge ever made with that key. */
export type ChargeStatus = ChargeResult | { status: 'not_found'; idempotencyKey: string };

/** A card as the gateway confirmed it, with the spec's Card fields (spec 1 §3): never the number or the CVV. */
export type VerifiedCard = {
  token: string;
  token_user: string;
  brand: 'visa' | 'mastercard';
  last_digits: string;
  /** MM/YY */
  valid_date: string;
  card_holder: string;
  nickname: string;
  type_user: 'shop' | 'branch';
  user_id: number;
  address: BillingAddress;
};

/** The gateway's answer to the browser's add or edit, handed on to our server as it came: body and signature. */
export type SignedAnswer = { body: string; signature: string };

export type Payments = {
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
  status: (idempotencyKey: string) => Promise<ChargeStatus>;
  /** The card of a signed add or edit answer, once its signature and age are right. */
  verifyCard: (answer: SignedAnswer) => Promise<VerifiedCard>;
};
