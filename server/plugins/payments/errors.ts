// What the payments adapter throws: a 4xx/5xx with a message in the caller's language (server/http/messages.ts)
// when a route lets it through, and a kind for the flows that must react.
import { HttpError } from '../../http/errors';

export type PaymentsErrorKind =
  /** No gateway is configured (a test app without PAYMENTS_URL). */
  | 'not_configured'
  /** The gateway cannot be reached, or a status query got no answer in time. */
  | 'unavailable'
  /** The gateway refused the request itself (our signature, an idempotency key reused for another charge). */
  | 'refused'
  /** The answer's signature is wrong, or it is not what was asked for. */
  | 'bad_answer'
  /** A card answer handed on by the browser that is not the gateway's, or too old. */
  | 'bad_card_proof'
  /** The charge's CVV ticket is missing, used, expired or another card's: nothing was charged; confirm the CVV again. */
  | 'bad_cvv_ticket';

const STATUS: Record<PaymentsErrorKind, [number, 'paymentsUnavailable' | 'paymentsBadAnswer' | 'cardProofInvalid' | 'cvvTicketInvalid']> = {
  not_configured: [503, 'paymentsUnavailable'],
  unavailable: [503, 'paymentsUnavailable'],
  refused: [502, 'paymentsBadAnswer'],
  bad_answer: [502, 'paymentsBadAnswer'],
  bad_card_proof: [422, 'cardProofInvalid'],
  bad_cvv_ticket: [422, 'cvvTicketInvalid'],
};

export class PaymentsError extends HttpError {
  constructor(
    readonly kind: PaymentsErrorKind,
    /** Whether a charge may have been made all the same (a charge's answer was unusable): settle by status(). */
    readonly mayHaveCharged: boolean,
    readonly detail: string,
  ) {
    super(STATUS[kind][0], STATUS[kind][1], undefined, {}, { reason: kind });
  }
}
