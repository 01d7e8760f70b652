// The card calls of spec 1 §7, made by the console in the browser: POST payments/cards (operacion A) tokenises a
// new card, PUT ol/edit (operacion U, digitos=000) changes its nickname, holder and billing address, POST
// ol/delete (_method=delete) removes it. Each answers the card as our server may keep it (never the number or
// the CVV), signed, for the console to hand on to our server. POST payments/cards/{token}/cvv confirms a saved
// card's CVV before a charge: it answers a single-use ticket our server's charge request must carry, so the CVV
// goes from the browser to the gateway only.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkCardEdit, checkNewCard, type Owner } from '../card-rules';
import { message, requestLocale, validationBody, type Failure } from '../messages';
import type { GatewayStore, StoredCard } from '../store';
import { behaviourOf } from '../test-cards';

type Deps = { store: GatewayStore; now: () => Date };

/** How long a CVV ticket may wait for its charge. */
export const CVV_TICKET_TTL_MS = 10 * 60_000;
type Body = Record<string, unknown>;

/** The card as answered: the spec's Card fields (spec 1 §3) and when this answer was made. */
export function cardView(card: StoredCard, now: Date) {
  return {
    token: card.token,
    token_user: card.token_user,
    brand: card.brand,
    last_digits: card.last4,
    valid_date: `${card.mes}/${card.anio}`,
    card_holder: card.titular,
    nickname: card.nickname,
    type_user: card.type_user,
    user_id: card.user_id,
    address: card.address,
    issued_at: now.toISOString(),
  };
}

const bodyOf = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {});

const refuse = (reply: FastifyReply, req: FastifyRequest, failures: Failure[]) => reply.code(422).send(validationBody(failures, requestLocale(req.headers)));

/** The saved card of that token and owner; another owner's token is as unknown as a made-up one. */
function ownedCard(store: GatewayStore, token: string, owner: Owner): StoredCard | null {
  const card = store.card(token);
  return card && card.type_user === owner.type_user && card.user_id === owner.user_id ? card : null;
}

/** The owner of a request that names one (a delete, a CVV ticket), or what is wrong with it. */
function ownerOf(body: Body, failures: Failure[]): Owner | null {
  const typeUser = body.type_user === 'shop' || body.type_user === 'branch' ? body.type_user : null;
  if (typeUser === null) failures.push({ field: 'type_user', rule: body.type_user === undefined ? 'required' : 'oneOf' });
  const userId = /^[1-9]\d{0,9}$/.test(String(body.user_id ?? '')) ? Number(body.user_id) : null;
  if (userId === null) failures.push({ field: 'user_id', rule: body.user_id === undefined ? 'required' : 'positiveId' });
  return typeUser === null || userId === null ? null : { type_user: typeUser, user_id: userId };
}

const TOKEN = /^tok_[0-9a-f]{32}$/;

/** A saved card's number comes back masked: four digits at the end, none elsewhere. */
const MASKED = /^\D{4} \D{4} \D{4} (\d{4})$/;

export function cardRoutes(app: FastifyInstance, { store, now }: Deps): void {
  app.post('/payments/cards', async (req, reply) => {
    const checked = checkNewCard(bodyOf(req), now());
    if (!checked.ok) return refuse(reply, req, checked.failures);
    const c = checked.value;
    const at = now();
    const card: StoredCard = {
      token: `tok_${randomBytes(16).toString('hex')}`,
      token_user: store.customerFor(c, () => `cus_${randomBytes(12).toString('hex')}`),
      type_user: c.type_user,
      user_id: c.user_id,
      brand: c.brand,
      last4: c.number.slice(-4),
      mes: c.mes,
      anio: c.anio,
      nickname: c.nickname,
      titular: c.titular,
      address: c.address,
      behaviour: behaviourOf(c.number),
      charges: 0,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    };
    store.putCard(card);
    await store.save();
    return reply.code(201).send({ message: message('cardSaved', requestLocale(req.headers)), data: cardView(card, at) });
  });

  app.put('/ol/edit', async (req, reply) => {
    const checked = checkCardEdit(bodyOf(req));
    if (!checked.ok) return refuse(reply, req, checked.failures);
    const edit = checked.value;
    const locale = requestLocale(req.headers);
    const card = ownedCard(store, edit.token, edit);
    if (!card) return reply.code(404).send({ message: message('cardNotFound', locale) });
    const locked: Failure[] = [];
    if (edit.tarjeta !== null && MASKED.exec(edit.tarjeta)?.[1] !== card.last4) locked.push({ field: 'tarjeta', rule: 'locked' });
    if (edit.mes !== null && edit.mes !== card.mes) locked.push({ field: 'mes', rule: 'locked' });
    if (edit.anio !== null && edit.anio !== card.anio) locked.push({ field: 'anio', rule: 'locked' });
    if (edit.brand_card !== null && edit.brand_card !== card.brand) locked.push({ field: 'brand_card', rule: 'brandMismatch' });
    if (locked.length > 0) return refuse(reply, req, locked);
    const at = now();
    const updated: StoredCard = { ...card, nickname: edit.nickname, titular: edit.titular, address: edit.address, updated_at: at.toISOString() };
    store.putCard(updated);
    await store.save();
    return reply.send({ message: message('cardUpdated', locale), data: cardView(updated, at) });
  });

  app.post('/ol/delete', async (req, reply) => {
    const body = bodyOf(req);
    const locale = requestLocale(req.headers);
    if (typeof body._method !== 'string' || body._method.toLowerCase() !== 'delete') {
      return reply.code(405).send(validationBody([{ field: '_method', rule: 'deleteMethod' }], locale));
    }
    const failures: Failure[] = [];
    const token = typeof body.token === 'string' && TOKEN.test(body.token) ? body.token : null;
    if (token === null) failures.push({ field: 'token', rule: body.token === undefined ? 'required' : 'oneOf' });
    const owner = ownerOf(body, failures);
    if (token === null || owner === null) return refuse(reply, req, failures);
    const card = ownedCard(store, token, owner);
    if (!card) return reply.code(404).send({ message: message('cardNotFound', locale) });
    store.deleteCard(token);
    await store.save();
    return reply.send({ message: message('cardDeleted', locale), data: { token, nickname: card.nickname, type_user: card.type_user, user_id: card.user_id, deleted: true, issued_at: now().toISOString() } });
  });
  app.post<{ Params: { token: string } }>('/payments/cards/:token/cvv', async (req, reply) => {
    const body = bodyOf(req);
    const locale = requestLocale(req.headers);
    const failures: Failure[] = [];
    const digitos = typeof body.digitos === 'string' || typeof body.digitos === 'number' ? String(body.digitos).trim() : '';
    if (!digitos) failures.push({ field: 'digitos', rule: 'required' });
    else if (!/^\d{3}$/.test(digitos)) failures.push({ field: 'digitos', rule: 'cvv' });
    const owner = ownerOf(body, failures);
    if (owner === null || failures.length > 0) return refuse(reply, req, failures);
    const token = req.params.token;
    const card = TOKEN.test(token) ? ownedCard(store, token, owner) : null;
    if (!card) return reply.code(404).send({ message: message('cardNotFound', locale) });
    // The sandbox takes any CVV of three digits (docs/payments.md); a real gateway checks it with the issuer.
    const at = now();
    const ticket = { ticket: `cvt_${randomBytes(16).toString('hex')}`, token, expires_at: new Date(at.getTime() + CVV_TICKET_TTL_MS).toISOString(), used_by: null };
    store.putTicket(ticket, at);
    await store.save();
    return reply.code(201).send({ message: message('cvvConfirmed', locale), data: { cvv_ticket: ticket.ticket, token, expires_at: ticket.expires_at } });
  });
}
