// The oracle of the payment-retry chart (issue 17 item 5; spec 3 §2 buy-credits flow, §4 Payment flow, §8, §9),
// written from the spec in the test's own words: select method (package, recipients, card), confirm the CVV (3
// digits), processing ('Waiting for your bank...'), accepted or declined; retry shown as ({num}/3), at most 3
// tries, with change method or cancel. A purchase needs a card and recipients among the owner's stores: one store,
// or the pool for a transferable package. Each try has its own key and CVV ticket and sends the package's price; a
// reload resumes the try it finds. Used by tests/model/payment-retry.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { StoredCard } from '../../../src/contracts/cards.struct';
import type { CreditBalances, CreditPackage, Purchase, PurchaseAnswer, StoreBalance } from '../../../src/contracts/credits.struct';
import { paymentRetryMachine, type BuyOptions, type PaymentRetryContext, type PaymentRetryEvent } from '../../../src/machines/payment-retry/payment-retry.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends PaymentRetryEvent['type']> = Extract<PaymentRetryEvent, { type: T }>;

export const packages: CreditPackage[] = [
  { id: 1, name: 'Paquete 10', credits: 10, gift_credits: 0, price_cents: 19_900, bulk: true, transferable: false },
  { id: 2, name: 'Paquete 50', credits: 50, gift_credits: 5, price_cents: 89_900, bulk: true, transferable: true },
];
export const stores: StoreBalance[] = [
  { id: 1, name: 'Sucursal Centro', total: 30, transferable: 30 },
  { id: 2, name: 'Sucursal Valle', total: 8, transferable: 0 },
];
const address = { nombre: 'Sofía', apellidos: 'Tienda', direccion1: 'Av. Juárez 200', direccion2: '', ciudad: 'Monterrey', estado: 'Nuevo León', pais: 'México', codigoPostal: '64000', email: 'sofia@tienda.demo', telefono: '8112345678' };
export const visa: StoredCard = { id: 5, nickname: 'Tarjeta de compras', card_holder: 'Sofía Tienda', last_digits: '0036', valid_date: '12/40', brand: 'visa', token: 'tok_5', token_user: 'cus_1', address };
export const added: StoredCard = { ...visa, id: 9, nickname: 'Nueva', last_digits: '4242', token: 'tok_9' };

export const options: BuyOptions = { packages, stores, cards: [visa], resume: null };
export const resumed: BuyOptions = { ...options, resume: { shopId: 1, branchId: null, key: 'buy-reloaded', tries: 2 } };
/** A branch manager's options: their store only, which has no saved card yet (after a reload during a try: the card it used). */
export const branchOptions: BuyOptions = { packages, stores: [stores[0]], cards: [], resume: null };
export const branchResumed: BuyOptions = { ...branchOptions, cards: [added], resume: { shopId: 1, branchId: 1, key: 'buy-reloaded', tries: 2 } };
export const SHOP_OWNER = { owner: { shopId: 1, branchId: null } };
export const BRANCH_MANAGER = { owner: { shopId: 1, branchId: 1 } };
export const balancesAfter: CreditBalances = { total: 48, stores: [{ ...stores[0], total: 40 }, stores[1]] };

const purchase = (status: Purchase['status'], reason: string | null = null): PurchaseAnswer => ({
  data: { id: 7, idempotency_key: 'buy-k', status, reason, package_id: 1, amount_cents: 19_900, credits: 10, gift_credits: 0, branch_ids: [1], created_at: '2026-11-24T18:00:00.000Z', settled_at: null },
  balances: status === 'approved' ? balancesAfter : { total: 38, stores },
});
export const approved = purchase('approved');
export const declined = purchase('declined', 'card_declined');
export const atBank = purchase('pending');
export const notCharged = purchase('failed', 'not_charged');
export const gatewayDown = new ApiError('The card payments service is not answering. Try again in a few minutes.', 503);
export const ticket = { ticket: 'cvt_1', key: 'buy-k1' };

export const BANK_PAUSE = 'xstate.after.bankPause.paymentRetry.awaitingBank';

/** The spec's conditions for Pay: a card of the list, recipients among the stores (one, or the pool of a package
 *  that may be split among stores and whose credits may move: bulk and transferable). */
export function payable(c: PaymentRetryContext): boolean {
  const pkg = packages.find((p) => p.id === c.packageId);
  const ids = c.recipients.branchIds;
  const mine = ids.length > 0 && ids.every((id) => c.stores.some((s) => s.id === id)) && new Set(ids).size === ids.length;
  const card = c.cards.some((k) => k.id === c.cardId);
  if (!pkg || !mine || !card) return false;
  return c.recipients.kind === 'store' ? ids.length === 1 : pkg.bulk && pkg.transferable;
}

/** The first choice: the first package, the manager's store or else the first store, the first card; and the
 *  try a reload found, or none. */
const loaded = (c: PaymentRetryContext, o: BuyOptions) => ({
  packages: o.packages,
  stores: o.stores,
  cards: o.cards,
  packageId: o.packages.length > 0 ? o.packages[0].id : null,
  recipients: { kind: 'store' as const, branchIds: c.owner.branchId !== null ? [c.owner.branchId] : o.stores.length > 0 ? [o.stores[0].id] : [] },
  cardId: o.cards.length > 0 ? o.cards[0].id : null,
  key: o.resume === null ? null : o.resume.key,
  tries: o.resume === null ? 0 : o.resume.tries,
});
const mine = (c: PaymentRetryContext) => c.stores.map((x) => x.id);
const answer = (e: Done<PurchaseAnswer>) => ({ purchase: e.output.data, balances: e.output.balances, error: null });
const spent = { error: null, key: null, ticket: null };

export const paymentRetryOracle: OracleOf<typeof paymentRetryMachine> = {
  name: 'payment-retry',
  machine: paymentRetryMachine,
  input: { owner: { shopId: 1, branchId: null } },
  events: (s) => [
    ...(s.context.owner.branchId === null ? [options, resumed] : [branchOptions, branchResumed]).map((output) => ({ type: 'xstate.done.actor.loadOptions' as const, output })),
    { type: 'xstate.error.actor.loadOptions', error: gatewayDown },
    { type: 'buy.retryLoad' },
    // The choices that change something from where the context is, to keep the graph small.
    ...(s.context.packageId === 1 ? [{ type: 'buy.choosePackage' as const, packageId: 2 }] : [{ type: 'buy.choosePackage' as const, packageId: 1 }]),
    ...(s.context.recipients.kind === 'store'
      ? [{ type: 'buy.chooseRecipients' as const, kind: 'pool' as const, branchIds: mine(s.context) }]
      : [{ type: 'buy.chooseRecipients' as const, kind: 'store' as const, branchIds: mine(s.context).slice(0, 1) }]),
    // The owner's one card gets a second; the manager's first card, added, is saved again (its entry replaced).
    ...(s.context.owner.branchId === null
      ? s.context.cards.length === 1
        ? [{ type: 'buy.cardAdded' as const, card: added }]
        : [{ type: 'buy.chooseCard' as const, cardId: s.context.cardId === 5 ? 9 : 5 }]
      : [{ type: 'buy.cardAdded' as const, card: s.context.cards.length === 0 ? added : { ...added, nickname: 'Renombrada' } }]),
    { type: 'buy.pay' },
    { type: 'buy.confirmCvv', cvv: '739' },
    { type: 'buy.confirmCvv', cvv: '12' },
    { type: 'xstate.done.actor.askCvvTicket', output: ticket },
    { type: 'xstate.error.actor.askCvvTicket', error: gatewayDown },
    ...[approved, declined, atBank, notCharged].flatMap((output) => [
      { type: 'xstate.done.actor.purchase' as const, output },
      { type: 'xstate.done.actor.checkPurchase' as const, output },
    ]),
    { type: 'xstate.error.actor.purchase', error: gatewayDown },
    { type: 'xstate.error.actor.checkPurchase', error: gatewayDown },
    { type: BANK_PAUSE },
    { type: 'buy.retry' },
    { type: 'buy.changeMethod' },
    { type: 'buy.cancel' },
    { type: 'buy.again' },
  ],
  initialContext: (input) => ({
    owner: input.owner,
    packages: [],
    stores: [],
    cards: [],
    packageId: null,
    recipients: { kind: 'store', branchIds: [] },
    cardId: null,
    cvv: '',
    tries: 0,
    key: null,
    ticket: null,
    purchase: null,
    balances: null,
    error: null,
  }),
  guards: {
    resuming: (_c, e: Done<BuyOptions>) => e.output.resume !== null,
    canPay: (c) => payable(c),
    cvvValid: (_c, e: On<'buy.confirmCvv'>) => /^[0-9]{3}$/.test(e.cvv),
    triesLeft: (c) => c.tries < 3,
    approved: (_c, e: Done<PurchaseAnswer>) => e.output.data.status === 'approved',
    declinedByBank: (_c, e: Done<PurchaseAnswer>) => e.output.data.status === 'declined',
    atBank: (_c, e: Done<PurchaseAnswer>) => e.output.data.status === 'pending',
  },
  effects: {
    'loading xstate.done.actor.loadOptions [resuming]': (c, e: Done<BuyOptions>) => loaded(c, e.output),
    'loading xstate.done.actor.loadOptions': (c, e: Done<BuyOptions>) => loaded(c, e.output),
    'loading xstate.error.actor.loadOptions': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'loadFailed buy.retryLoad': () => ({ error: null }),
    'choosing buy.choosePackage': (_c, e: On<'buy.choosePackage'>) => ({ packageId: e.packageId }),
    'choosing buy.chooseRecipients': (_c, e: On<'buy.chooseRecipients'>) => ({ recipients: { kind: e.kind, branchIds: e.branchIds } }),
    'choosing buy.chooseCard': (_c, e: On<'buy.chooseCard'>) => ({ cardId: e.cardId }),
    'choosing buy.cardAdded': (c, e: On<'buy.cardAdded'>) => ({ cards: [...c.cards.filter((k) => k.id !== e.card.id), e.card], cardId: e.card.id }),
    'confirmingCvv buy.confirmCvv [cvvValid]': (_c, e: On<'buy.confirmCvv'>) => ({ cvv: e.cvv, error: null }),
    'confirmingCvv buy.confirmCvv': () => ({ error: 'cvv' }),
    'confirmingCvv buy.changeMethod': () => ({ error: null }),
    'ticketing xstate.done.actor.askCvvTicket': (c, e: Done<typeof ticket>) => ({ cvv: '', ticket: e.output.ticket, key: e.output.key, tries: c.tries + 1 }),
    'ticketing xstate.error.actor.askCvvTicket': (_c, e: Failure<ApiError>) => ({ cvv: '', error: e.error.message }),
    'processing xstate.done.actor.purchase [approved]': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'processing xstate.done.actor.purchase [declinedByBank]': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'processing xstate.done.actor.purchase [atBank]': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'processing xstate.done.actor.purchase': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'processing xstate.error.actor.purchase': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'checking xstate.done.actor.checkPurchase [approved]': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'checking xstate.done.actor.checkPurchase [declinedByBank]': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'checking xstate.done.actor.checkPurchase [atBank]': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'checking xstate.done.actor.checkPurchase': (_c, e: Done<PurchaseAnswer>) => answer(e),
    'checking xstate.error.actor.checkPurchase': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'declined buy.retry [triesLeft]': () => spent,
    'declined buy.changeMethod [triesLeft]': () => spent,
    'failed buy.retry [triesLeft]': () => spent,
    'failed buy.changeMethod [triesLeft]': () => spent,
    'accepted buy.again': () => ({ tries: 0, key: null, ticket: null, purchase: null, error: null }),
  },
  states: {
    loading: () => {},
    loadFailed: (c) => expect(c.error).toEqual(expect.any(String)),
    choosing: (c) => {
      expect(c.packages.length).toBeGreaterThan(0);
      expect(c.tries).toBeLessThanOrEqual(3);
    },
    confirmingCvv: (c) => {
      expect(payable(c)).toBe(true);
      expect(c.cvv).toBe('');
    },
    ticketing: (c) => expect(c.cvv).toMatch(/^[0-9]{3}$/),
    // A try under way has its key and ticket, and is one of at most 3.
    processing: (c) => {
      expect([c.key, c.ticket].every((v) => typeof v === 'string')).toBe(true);
      expect(c.tries).toBeGreaterThanOrEqual(1);
      expect(c.tries).toBeLessThanOrEqual(3);
    },
    awaitingBank: (c) => expect(c.purchase?.status).toBe('pending'),
    checking: (c) => expect(c.key).toEqual(expect.any(String)),
    declined: (c) => {
      expect(c.purchase?.status).toBe('declined');
      expect(c.tries).toBeGreaterThanOrEqual(1);
    },
    failed: (c) => expect(c.error !== null || c.purchase?.status === 'failed').toBe(true),
    accepted: (c) => {
      expect(c.purchase?.status).toBe('approved');
      expect(c.balances).toEqual(balancesAfter);
    },
    cancelled: () => {},
  },
  params: {
    creditsChanged: (_c, e: Done<PurchaseAnswer>) => ({ balances: e.output.balances }),
  },
  invokes: {
    loadOptions: (c) => c.owner,
    // The card's owner at the gateway: the shop's own cards, or the manager's store's.
    askCvvTicket: (c) => ({
      card: c.cards.find((k) => k.id === c.cardId),
      cvv: c.cvv,
      owner: c.owner.branchId === null ? { type: 'shop', shopId: c.owner.shopId } : { type: 'branch', shopId: c.owner.shopId, branchId: c.owner.branchId },
    }),
    purchase: (c) => {
      const pkg = packages.find((p) => p.id === c.packageId) as CreditPackage;
      return {
        owner: c.owner,
        body: { package_id: pkg.id, recipients: { kind: c.recipients.kind, branch_ids: c.recipients.branchIds }, card_id: c.cardId, cvv_ticket: c.ticket, idempotency_key: c.key, amount_cents: pkg.price_cents },
        tries: c.tries,
      };
    },
    checkPurchase: (c) => ({ owner: c.owner, key: c.key }),
  },
  internalActions: ['keepOptions', 'keepAnswer', 'keepError', 'clearTry'],
};
