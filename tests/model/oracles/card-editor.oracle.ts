// The oracle of the card editor's chart (spec 1 §2.4 step 4, §4 Card, §5 step 4, §7, §8; issue 17 item 3),
// written from the spec in the test's own words: the owner's cards are read; the form holds one card, the first,
// or a new card when there is none; Previous and Next move among the saved cards, Add goes to the new card after
// the last; step 4's rules (name 3–50, holder 4–50, a new card's number as four groups of four digits of a Visa
// or Mastercard that passes the check digit, expiry MM/YY not past, CVV 3 digits; address line 1 4–50, line 2 up
// to 50, city, state and country 4–50, postal code 5–6 digits, email valid 5–50, phone exactly 10 digits; first
// and last name up to 50); a save sends the card shown (none: a new one) with the form, and the card saved stays
// in the form (a new one last) with the toast "new" with its name or "updated"; a delete is asked first, its
// card's place goes to the one before it (the first stays first, none: the new card), its toast names it in the
// danger style, and a failed delete says "error". Used by tests/model/card-editor.paths.test.ts and the replays.
import { expect } from 'vitest';
import type { CardOwner, StoredCard } from '../../../src/contracts/cards.struct';
import type { CardValues } from '../../../src/machines/card-editor/card-form';
import { cardEditorMachine, type CardEditorContext, type CardEditorEvent, type CardFailure, type SavedCard } from '../../../src/machines/card-editor/card-editor.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type C = CardEditorContext;
type On<T extends CardEditorEvent['type']> = Extract<CardEditorEvent, { type: T }>;

export const TODAY = '2026-11-24';
export const OWNER: CardOwner = { type: 'shop', shopId: 1 };

const address = { nombre: 'Sofía', apellidos: 'Tienda', direccion1: 'Av. Juárez 200', direccion2: '', ciudad: 'Monterrey', estado: 'Nuevo León', pais: 'México', codigoPostal: '64000', email: 'sofia@tienda.demo', telefono: '8112345678' };
const card = (id: number, nickname: string, brand: 'visa' | 'mastercard', last: string, valid: string): StoredCard => ({
  id,
  nickname,
  card_holder: 'Sofía Tienda',
  last_digits: last,
  valid_date: valid,
  brand,
  token: `tok_${String(id).padStart(32, '0')}`,
  token_user: 'cus_shop_1',
  address,
});
export const oficina = card(11, 'Oficina', 'visa', '4242', '12/34');
export const compras = card(12, 'Compras', 'mastercard', '4444', '11/33');
export const reserva = card(13, 'Reserva', 'visa', '0036', '01/30');
export const saved3 = [oficina, compras, reserva];

/** A new card's whole form: a Visa test card, typed as the form keeps it. */
export const fresh: CardValues = { nickname: 'Tarjeta nueva', card_holder: 'Sofía Tienda', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', ...address };
/** A short name, a number that is no card, a month 13, a CVV of 2, a postal code of 4, a phone of 9, no city. */
export const broken: CardValues = { ...fresh, nickname: 'Ta', number: '1234 5678 9012 3456', expiry: '13/30', cvv: '12', codigoPostal: '6400', telefono: '811234567', ciudad: '' };

export const offline = new ApiError('Network error');
export const notFound = new ApiError('Not found.', 404);
export const serverFault = new ApiError('Something went wrong', 500);
export const refusal = new ApiError('El número de tarjeta no es válido.', 422, { tarjeta: ['El número de tarjeta no es válido.'] });

const mayPass = (e: ApiError) => e.status === null || e.status === 408 || e.status === 429 || e.status >= 500;
const failed = (during: CardFailure['during'], e: ApiError): CardFailure => ({ during, message: e.message, retriable: mayPass(e) });

const isNewAt = (c: C) => c.position === c.cards.length;

function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0;
}

/** The first rule each field breaks (spec 1 §5 step 4), as the shared rules' codes and the card's own. */
export function expectedProblems(v: CardValues, isNew: boolean, today = TODAY): Record<string, string> {
  const out: Record<string, string> = {};
  const text = (field: keyof CardValues, min: number, max: number, required: boolean) => {
    const n = v[field].trim().length;
    if (n === 0) {
      if (required) out[field] = 'required';
    } else if (n < min) out[field] = `min|${min}`;
    else if (n > max) out[field] = `max|${max}`;
  };
  text('nickname', 3, 50, true);
  text('card_holder', 4, 50, true);
  if (isNew) {
    const digits = v.number.split(' ').join('');
    const first2 = Number(digits.slice(0, 2));
    const first4 = Number(digits.slice(0, 4));
    const brand = digits[0] === '4' || (first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720);
    if (!v.number) out.number = 'required';
    else if (v.number.length !== 19 || !/^(\d{4} ){3}\d{4}$/.test(v.number)) out.number = 'cardNumber';
    else if (!brand) out.number = 'cardBrand';
    else if (!luhn(digits)) out.number = 'cardLuhn';
    const [mm, yy] = v.expiry.split('/');
    if (!v.expiry) out.expiry = 'required';
    else if (v.expiry.length !== 5 || !/^\d\d$/.test(mm ?? '') || !/^\d\d$/.test(yy ?? '') || Number(mm) < 1 || Number(mm) > 12) out.expiry = 'cardExpiry';
    else if (2000 + Number(yy) < Number(today.slice(0, 4)) || (2000 + Number(yy) === Number(today.slice(0, 4)) && Number(mm) < Number(today.slice(5, 7)))) out.expiry = 'cardExpired';
    if (!v.cvv) out.cvv = 'required';
    else if (!/^\d{3}$/.test(v.cvv)) out.cvv = 'digits|3';
  }
  text('nombre', 0, 50, false);
  text('apellidos', 0, 50, false);
  text('direccion1', 4, 50, true);
  text('direccion2', 0, 50, false);
  text('ciudad', 4, 50, true);
  text('estado', 4, 50, true);
  text('pais', 4, 50, true);
  if (!v.codigoPostal) out.codigoPostal = 'required';
  else if (!/^\d{5,6}$/.test(v.codigoPostal)) out.codigoPostal = 'digitsBetween|5|6';
  const email = v.email.trim();
  if (!email) out.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) out.email = 'email';
  else if (email.length < 5) out.email = 'min|5';
  else if (email.length > 50) out.email = 'max|50';
  if (!v.telefono) out.telefono = 'required';
  else if (!/^\d{10}$/.test(v.telefono)) out.telefono = 'digits|10';
  return out;
}

/** A saved card in the form: its number and CVV masked, its expiry as saved; or a new card's empty form. */
export const valuesOfCard = (k: StoredCard): CardValues => ({ nickname: k.nickname, card_holder: k.card_holder, number: `**** **** **** ${k.last_digits}`, expiry: k.valid_date, cvv: '***', ...k.address });
const empty: CardValues = { nickname: '', card_holder: '', number: '', expiry: '', cvv: '', nombre: '', apellidos: '', direccion1: '', direccion2: '', ciudad: '', estado: '', pais: '', codigoPostal: '', email: '', telefono: '' };
export const formOn = (cards: readonly StoredCard[], position: number) => ({
  position,
  values: cards[position] ? valuesOfCard(cards[position] as StoredCard) : empty,
  problems: {},
  fieldErrors: {},
  failure: null,
});

/** What the server answers a save of the form: a new card with the next id, or the card shown as edited. */
export function savedAnswer(c: C): SavedCard {
  const shown = c.cards[c.position];
  if (!shown) {
    // The first of 21, 22, 23 not listed: the graph stays finite.
    const id = [21, 22, 23].find((n) => !c.cards.some((k) => k.id === n)) as number;
    return { card: { ...card(id, c.values.nickname.trim(), 'visa', c.values.number.slice(-4), c.values.expiry), card_holder: c.values.card_holder.trim() }, created: true };
  }
  return { card: { ...shown, nickname: c.values.nickname.trim(), card_holder: c.values.card_holder.trim() }, created: false };
}

/** A form with nothing refused or broken: where a broken save is offered (everywhere would only double the graph). */
const atRest = (c: C) => c.failure === null && Object.keys(c.problems).length === 0;

export const cardEditorOracle: OracleOf<typeof cardEditorMachine> = {
  name: 'card-editor',
  machine: cardEditorMachine,
  input: { owner: OWNER, today: TODAY },
  events: ({ context }) => [
    { type: 'xstate.done.actor.loadCards', output: saved3 },
    { type: 'xstate.done.actor.loadCards', output: [] },
    { type: 'xstate.error.actor.loadCards', error: offline },
    { type: 'xstate.error.actor.loadCards', error: notFound },
    { type: 'card.retry' },
    { type: 'card.add' },
    { type: 'card.next' },
    { type: 'card.previous' },
    // A new card while there are fewer than three (the graph stays finite); a saved card as it is shown.
    ...(isNewAt(context) && context.cards.length >= 3 ? [] : [{ type: 'card.save' as const, values: isNewAt(context) ? fresh : context.values }]),
    ...(atRest(context) ? [{ type: 'card.save' as const, values: broken }] : []),
    { type: 'xstate.done.actor.saveCard', output: savedAnswer(context) },
    { type: 'xstate.error.actor.saveCard', error: refusal },
    { type: 'xstate.error.actor.saveCard', error: offline },
    { type: 'card.delete' },
    { type: 'card.confirmDelete' },
    { type: 'card.cancelDelete' },
    ...(context.cards[context.position] ? [{ type: 'xstate.done.actor.deleteCard' as const, output: context.cards[context.position] as StoredCard }] : []),
    { type: 'xstate.error.actor.deleteCard', error: serverFault },
  ],
  initialContext: (input) => ({ owner: input.owner, today: input.today, cards: [], ...formOn([], 0) }),
  guards: {
    retriable: (c) => c.failure?.retriable === true,
    hasNext: (c) => c.position + 1 < c.cards.length,
    hasPrevious: (c) => c.position >= 1,
    stored: (c) => c.cards[c.position] !== undefined,
    formIsValid: (c, e: On<'card.save'>) => Object.keys(expectedProblems(e.values, isNewAt(c))).length === 0,
  },
  effects: {
    'loading xstate.done.actor.loadCards': (_c, e: Done<StoredCard[]>) => ({ cards: e.output, ...formOn(e.output, 0) }),
    'loading xstate.error.actor.loadCards': (_c, e: Failure<ApiError>) => ({ failure: failed('load', e.error) }),
    'failed card.retry': () => ({ failure: null }),
    'editing card.add': (c) => formOn(c.cards, c.cards.length),
    'editing card.next': (c) => formOn(c.cards, c.position + 1),
    'editing card.previous': (c) => formOn(c.cards, c.position - 1),
    'editing card.save [formIsValid]': (_c, e: On<'card.save'>) => ({ values: e.values, problems: {}, fieldErrors: {}, failure: null }),
    'editing card.save': (c, e: On<'card.save'>) => ({ values: e.values, problems: expectedProblems(e.values, isNewAt(c)), fieldErrors: {}, failure: null }),
    'editing card.delete': () => ({ failure: null }),
    'saving xstate.done.actor.saveCard': (c, e: Done<SavedCard>) => {
      const cards = isNewAt(c) ? [...c.cards, e.output.card] : c.cards.map((k, i) => (i === c.position ? e.output.card : k));
      return { cards, ...formOn(cards, c.position) };
    },
    'saving xstate.error.actor.saveCard': (_c, e: Failure<ApiError>) => ({ failure: failed('save', e.error), fieldErrors: e.error.errors }),
    'deleting xstate.done.actor.deleteCard': (c, e: Done<StoredCard>) => {
      const cards = c.cards.filter((k) => k.id !== e.output.id);
      return { cards, ...formOn(cards, c.position === 0 ? 0 : c.position - 1) };
    },
    'deleting xstate.error.actor.deleteCard': (_c, e: Failure<ApiError>) => ({ failure: failed('delete', e.error) }),
  },
  states: {
    '(root)': (c) => {
      expect([c.owner, c.today]).toEqual([OWNER, TODAY]);
      expect(c.position >= 0 && c.position <= c.cards.length).toBe(true);
      // The rules a save broke and the server's refusal of a save never show together.
      expect(Object.keys(c.problems).length === 0 || c.failure?.during !== 'save').toBe(true);
    },
    loading: (c) => expect([c.cards, c.position, c.failure]).toEqual([[], 0, null]),
    failed: (c) => {
      expect(c.failure?.during).toBe('load');
      expect(c.cards).toEqual([]);
    },
    editing: (c) => {
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c.values, isNewAt(c)));
      // At rest, a saved card shows its number and CVV masked, its expiry as saved.
      const shown = c.cards[c.position];
      if (shown && Object.keys(c.problems).length === 0 && c.failure?.during !== 'save') {
        expect([c.values.number, c.values.expiry, c.values.cvv]).toEqual([`**** **** **** ${shown.last_digits}`, shown.valid_date, '***']);
      }
      // No card: the new card is offered.
      if (c.cards.length === 0) expect(c.position).toBe(0);
    },
    saving: (c) => {
      expect([c.problems, c.fieldErrors, c.failure]).toEqual([{}, {}, null]);
      expect(expectedProblems(c.values, isNewAt(c))).toEqual({});
    },
    confirmingDelete: (c) => expect(c.cards[c.position]).toBeDefined(),
    deleting: (c) => expect(c.cards[c.position]).toBeDefined(),
  },
  params: {
    notify: (c, e) => {
      if (e.type === 'xstate.done.actor.saveCard') {
        const out = (e as Done<SavedCard>).output;
        return { kind: out.created ? 'created' : 'updated', name: out.card.nickname };
      }
      if (e.type === 'xstate.done.actor.deleteCard') return { kind: 'deleted', name: (e as Done<StoredCard>).output.nickname };
      return { kind: 'deleteFailed', name: c.cards[c.position]?.nickname };
    },
    saved: (_c, e: Done<SavedCard>) => ({ card: e.output.card }),
  },
  invokes: {
    loadCards: () => ({ owner: OWNER }),
    saveCard: (c) => ({ owner: OWNER, card: c.cards[c.position] ?? null, values: c.values }),
    deleteCard: (c) => ({ owner: OWNER, card: c.cards[c.position] }),
  },
};
