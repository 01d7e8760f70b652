// The payments adapter for the sandbox gateway (gateway/, docs/payments.md): our requests are signed with the
// shared secret (X-Nexo-Timestamp, X-Nexo-Signature over `{timestamp}\n{METHOD}\n{path}\n{body}`) and every
// answer is believed only when X-Gateway-Signature is the HMAC of its body. This is the client half of the
// protocol whose server half is gateway/signing.ts, another program we share no code with.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { enums, integer, nullable, number, string, type, validate, type Infer } from 'superstruct';
import { BillingAddress } from '../../../src/contracts/cards.struct';
import { PaymentsError } from './errors';
import type { ChargeResult, ChargeStatus, Payments, VerifiedCard } from './types';

/** A card answer handed on by the browser is taken for this long after the gateway made it. */
export const CARD_PROOF_MAX_AGE_MS = 30 * 60_000;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function signedBy(secret: string, body: string, signature: string | null): boolean {
  if (signature === null || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(hmac(secret, body), 'hex'));
}

const GatewayCharge = type({
  id: string(),
  idempotency_key: string(),
  token: string(),
  amount_cents: integer(),
  status: enums(['approved', 'declined', 'pending']),
  reason: nullable(enums(['card_declined', 'insufficient_funds', 'expired_card', 'unknown_card'])),
  authorization: nullable(string()),
});
const ChargeAnswer = type({ data: GatewayCharge });

const CardAnswer = type({
  data: type({
    token: string(),
    token_user: string(),
    brand: enums(['visa', 'mastercard']),
    last_digits: string(),
    valid_date: string(),
    card_holder: string(),
    nickname: string(),
    type_user: enums(['shop', 'branch']),
    user_id: number(),
    address: BillingAddress,
    issued_at: string(),
  }),
});

type Answer = { status: number; body: string };

/** The charge of an answer; `sentCharge`: the answer is to a charge request, which may have charged. */
function chargeOf(answer: Answer, what: string, sentCharge: boolean): Infer<typeof GatewayCharge> {
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    throw new PaymentsError('bad_answer', sentCharge, `${what}: not JSON`);
  }
  const [err, value] = validate(json, ChargeAnswer);
  if (err) throw new PaymentsError('bad_answer', sentCharge, `${what}: not a charge`);
  return value.data;
}

function result(key: string, charge: Infer<typeof GatewayCharge>, sentCharge: boolean): ChargeResult {
  if (charge.status === 'pending') return { status: 'unknown', idempotencyKey: key };
  if (charge.status === 'approved' && charge.authorization !== null) {
    return { status: 'approved', idempotencyKey: key, chargeId: charge.id, amountCents: charge.amount_cents, authorization: charge.authorization };
  }
  if (charge.status === 'declined' && charge.reason !== null) {
    return { status: 'declined', idempotencyKey: key, chargeId: charge.id, amountCents: charge.amount_cents, reason: charge.reason };
  }
  throw new PaymentsError('bad_answer', sentCharge, `charge ${key}: ${charge.status} without its ${charge.status === 'approved' ? 'authorization' : 'reason'}`);
}

/** The gateway's refusal of a charge whose CVV ticket is missing, used, expired or another card's. */
function refusedTicket(body: string): boolean {
  try {
    return (JSON.parse(body) as { reason?: unknown }).reason === 'cvv_ticket';
  } catch {
    return false;
  }
}

/** The request was never sent: nothing could have been charged. */
const notConnected = (err: unknown) =>
  ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(((err as { cause?: { code?: string } }).cause ?? {}).code ?? '');

export function createSandboxPayments(opts: { url: string; secret: string; timeoutMs: number; now?: () => Date; log: (msg: string) => void }): Payments {
  // timeoutMs: a charge with no answer after this long is 'unknown', settled later by status().
  const { url, secret, timeoutMs, log } = opts;
  const now = opts.now ?? (() => new Date());

  /** A signed request; the answer only if its signature is the gateway's. */
  async function call(method: 'GET' | 'POST', path: string, payload: object | null): Promise<Answer> {
    const body = payload === null ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(payload === null ? {} : { 'content-type': 'application/json' }),
        'x-nexo-timestamp': timestamp,
        'x-nexo-signature': hmac(secret, `${timestamp}\n${method}\n${path}\n${body}`),
      },
      body: payload === null ? undefined : body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (!signedBy(secret, text, res.headers.get('x-gateway-signature'))) {
      throw new PaymentsError('bad_answer', method === 'POST', `${method} ${path} answered ${res.status} without the gateway's signature`);
    }
    return { status: res.status, body: text };
  }

  return {
    charge: async (request) => {
      const key = request.idempotencyKey;
      let answer: Answer;
      try {
        answer = await call('POST', '/charges', {
          idempotency_key: key,
          token: request.token,
          amount_cents: request.amountCents,
          currency: 'MXN',
          description: request.description,
          cvv_ticket: request.ticket,
        });
      } catch (err) {
        if (err instanceof PaymentsError) throw err;
        if (notConnected(err)) throw new PaymentsError('unavailable', false, `the gateway at ${url} cannot be reached`);
        // Sent, and no whole answer came back (a timeout, a reset): the gateway may have charged.
        log(`payments: charge ${key} got no answer (${(err as Error).name}): unknown until its status is asked`);
        return { status: 'unknown', idempotencyKey: key };
      }
      if (answer.status >= 500) return { status: 'unknown', idempotencyKey: key };
      if (answer.status === 422 && refusedTicket(answer.body)) {
        throw new PaymentsError('bad_cvv_ticket', false, `charge ${key}: the gateway refused its CVV ticket`);
      }
      if (answer.status !== 200 && answer.status !== 202) {
        throw new PaymentsError('refused', false, `charge ${key}: the gateway answered ${answer.status}`);
      }
      const data = chargeOf(answer, `charge ${key}`, true);
      if (data.idempotency_key !== key || data.token !== request.token || data.amount_cents !== request.amountCents) {
        throw new PaymentsError('bad_answer', true, `charge ${key}: the answer is about another charge`);
      }
      const outcome = result(key, data, true);
      log(`payments: charge ${key} ${outcome.status}`);
      return outcome;
    },

    status: async (idempotencyKey): Promise<ChargeStatus> => {
      let answer: Answer;
      try {
        answer = await call('GET', `/charges/${encodeURIComponent(idempotencyKey)}`, null);
      } catch (err) {
        if (err instanceof PaymentsError) throw err;
        throw new PaymentsError('unavailable', false, `status of ${idempotencyKey}: ${(err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'the gateway cannot be reached'}`);
      }
      if (answer.status === 404) return { status: 'not_found', idempotencyKey };
      if (answer.status >= 500) throw new PaymentsError('unavailable', false, `status of ${idempotencyKey}: the gateway answered ${answer.status}`);
      if (answer.status !== 200) throw new PaymentsError('refused', false, `status of ${idempotencyKey}: the gateway answered ${answer.status}`);
      const data = chargeOf(answer, `status of ${idempotencyKey}`, false);
      if (data.idempotency_key !== idempotencyKey) throw new PaymentsError('bad_answer', false, `status of ${idempotencyKey}: the answer is about another charge`);
      return result(idempotencyKey, data, false);
    },

    verifyCard: async ({ body, signature }): Promise<VerifiedCard> => {
      const refuse = (why: string) => new PaymentsError('bad_card_proof', false, why);
      if (!signedBy(secret, body, signature)) throw refuse("the card answer is not signed by the gateway");
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw refuse('the card answer is not JSON');
      }
      const [err, answer] = validate(json, CardAnswer);
      if (err) throw refuse('the card answer is not a card');
      const { issued_at: issuedAt, ...card } = answer.data;
      const age = now().getTime() - Date.parse(issuedAt);
      // A minute of clock difference between the hosts is allowed; an answer from the future is not.
      if (!(age >= -60_000 && age <= CARD_PROOF_MAX_AGE_MS)) throw refuse(`the card answer was made ${Math.round(age / 1000)} s ago`);
      return card;
    },
  };
}

/** No gateway configured: every call says so. */
export function unconfiguredPayments(): Payments {
  const none = async (): Promise<never> => {
    throw new PaymentsError('not_configured', false, 'no payments gateway is configured');
  };
  return { charge: none, status: none, verifyCard: none };
}
