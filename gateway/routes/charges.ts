// Charges, for our server only (its requests are signed, gateway/signing.ts): POST charges makes at most one
// charge per idempotency key (the same key again answers the same charge and charges nothing), GET
// charges/{key} answers what became of it. A charge's outcome is the test card's (gateway/test-cards.ts). The
// timeout card's charge stays pending and its answer is held for `slowMs`; the first status query settles it
// as approved, as a bank that took the money but answered late. A new charge carries a CVV ticket of its token
// (routes/cards.ts, POST payments/cards/{token}/cvv), used once: the card's CVV was confirmed for it.
import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasExpired } from '../card-rules';
import { message, requestLocale } from '../messages';
import { REQUEST_SIGNATURE, REQUEST_TIMESTAMP, verifyRequest } from '../signing';
import type { Charge, DeclineReason, GatewayStore, StoredCard } from '../store';

type Deps = { store: GatewayStore; secret: string; slowMs: number; now: () => Date; closing: AbortSignal };

/** Idempotency keys are our server's: letters, digits and `-_.:`, up to 100. */
const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
/** One million pesos: more is a mistake in cents. */
export const MAX_AMOUNT_CENTS = 100_000_000;

type ChargeRequest = { idempotency_key: string; token: string; amount_cents: number; currency: 'MXN'; description: string; cvv_ticket: string };

function readCharge(body: unknown): ChargeRequest | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const ok =
    typeof b.idempotency_key === 'string' && KEY.test(b.idempotency_key) &&
    typeof b.token === 'string' && b.token.length > 0 && b.token.length <= 100 &&
    Number.isInteger(b.amount_cents) && (b.amount_cents as number) > 0 && (b.amount_cents as number) <= MAX_AMOUNT_CENTS &&
    b.currency === 'MXN' &&
    typeof b.description === 'string' && b.description.length <= 200 &&
    typeof b.cvv_ticket === 'string' && b.cvv_ticket.length <= 100;
  return ok ? (b as ChargeRequest) : null;
}

/** What the card does with its next charge; counts the charge on the card. */
function outcome(card: StoredCard | null, at: Date): { status: Charge['status']; reason: DeclineReason | null } {
  if (!card) return { status: 'declined', reason: 'unknown_card' };
  card.charges += 1;
  if (hasExpired(card.mes, card.anio, at)) return { status: 'declined', reason: 'expired_card' };
  switch (card.behaviour) {
    case 'approve':
      return { status: 'approved', reason: null };
    case 'decline':
      return { status: 'declined', reason: 'card_declined' };
    case 'insufficient_funds':
      return { status: 'declined', reason: 'insufficient_funds' };
    case 'timeout':
      return { status: 'pending', reason: null };
    case 'decline_twice':
      return card.charges <= 2 ? { status: 'declined', reason: 'card_declined' } : { status: 'approved', reason: null };
  }
}

const authorization = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function chargeRoutes(app: FastifyInstance, { store, secret, slowMs, now, closing }: Deps): void {
  const signed = async (req: FastifyRequest, reply: FastifyReply) => {
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const ok = verifyRequest(
      secret,
      { method: req.method, path: req.url, body: req.rawBody ?? '', timestamp: header(REQUEST_TIMESTAMP), signature: header(REQUEST_SIGNATURE) },
      now(),
    );
    if (!ok) return reply.code(401).send({ message: message('badSignature', requestLocale(req.headers)) });
  };

  /** The pending charge's answer waits, as a slow bank would, unless the gateway is closing. */
  const answer = async (reply: FastifyReply, charge: Charge) => {
    if (charge.status === 'pending') await sleep(slowMs, undefined, { signal: closing }).catch(() => {});
    return reply.code(charge.status === 'pending' ? 202 : 200).send({ data: charge });
  };

  app.post('/charges', { preHandler: signed }, async (req, reply) => {
    const request = readCharge(req.body);
    const locale = requestLocale(req.headers);
    if (!request) return reply.code(422).send({ message: message('badBody', locale) });
    const existing = store.charge(request.idempotency_key);
    if (existing) {
      if (existing.token !== request.token || existing.amount_cents !== request.amount_cents) {
        return reply.code(409).send({ message: message('idempotencyConflict', locale), idempotency_key: request.idempotency_key });
      }
      return answer(reply, existing);
    }
    // Decided and recorded before the first await: a second request with this key, however close behind,
    // finds this charge (and the ticket used).
    const at = now();
    const ticket = store.ticket(request.cvv_ticket);
    if (!ticket || ticket.token !== request.token || ticket.used_by !== null || Date.parse(ticket.expires_at) <= at.getTime()) {
      return reply.code(422).send({ message: message('cvvTicketInvalid', locale), reason: 'cvv_ticket', idempotency_key: request.idempotency_key });
    }
    ticket.used_by = request.idempotency_key;
    const card = store.card(request.token);
    const result = outcome(card, at);
    const charge: Charge = {
      id: `ch_${randomBytes(12).toString('hex')}`,
      idempotency_key: request.idempotency_key,
      token: request.token,
      amount_cents: request.amount_cents,
      currency: request.currency,
      description: request.description,
      status: result.status,
      reason: result.reason,
      authorization: result.status === 'approved' ? authorization() : null,
      created_at: at.toISOString(),
      settled_at: result.status === 'pending' ? null : at.toISOString(),
    };
    store.putCharge(charge);
    if (card) store.putCard(card);
    await store.save();
    return answer(reply, charge);
  });

  app.get<{ Params: { key: string } }>('/charges/:key', { preHandler: signed }, async (req, reply) => {
    const key = req.params.key;
    const charge = KEY.test(key) ? store.charge(key) : null;
    if (!charge) return reply.code(404).send({ message: message('notFound', requestLocale(req.headers)), idempotency_key: key });
    if (charge.status === 'pending') {
      const settled: Charge = { ...charge, status: 'approved', authorization: authorization(), settled_at: now().toISOString() };
      store.putCharge(settled);
      await store.save();
      return reply.send({ data: settled });
    }
    return reply.send({ data: charge });
  });
}
