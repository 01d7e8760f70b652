// Path tests of the payment-retry chart (issue 17 item 5; spec 3 §2, §4, §8, §9): every generated path checked
// against the chart's transition table and oracle, for the shop's owner and for a branch manager (their store,
// its cards); then stories: three tries with the card that declines twice, no fourth try, a reload resuming its
// try, the purchase a try sends, a shop with nothing to offer, and the chart's own calls to the services.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { paymentRetryMachine } from '../../src/machines/payment-retry/payment-retry.machine';
import { fetchCards } from '../../src/services/cards.api';
import { buyCredits, fetchBalances, fetchPackages, newAttemptKey, pendingAttempt, purchaseState } from '../../src/services/credits.api';
import { confirmCvv } from '../../src/services/gateway.api';
import { describeChartInputs } from './chart/describe-chart';
import { added, approved, atBank, BANK_PAUSE, BRANCH_MANAGER, declined, options, packages, paymentRetryOracle, resumed, SHOP_OWNER, stores, ticket, visa } from './oracles/payment-retry.oracle';
import { pending } from './path-plan';

// The services the chart's own actors call (the path tests stub the actors; the last stories run them).
vi.mock('../../src/services/credits.api', () => ({
  fetchPackages: vi.fn(),
  fetchBalances: vi.fn(),
  pendingAttempt: vi.fn(),
  newAttemptKey: vi.fn(),
  buyCredits: vi.fn(),
  purchaseState: vi.fn(),
}));
vi.mock('../../src/services/cards.api', () => ({ fetchCards: vi.fn() }));
vi.mock('../../src/services/gateway.api', () => ({ confirmCvv: vi.fn() }));

describeChartInputs(paymentRetryOracle, [
  { label: 'shop owner', input: SHOP_OWNER },
  { label: 'branch manager', input: BRANCH_MANAGER },
]);

function live() {
  const actor = createActor(paymentRetryMachine.provide({ actors: { loadOptions: pending(), askCvvTicket: pending(), purchase: pending(), checkPurchase: pending() }, delays: { bankPause: 1_000_000 } }), {
    input: { owner: { shopId: 1, branchId: null } },
  }).start();
  const send = (e: object) => actor.send(e as never);
  return { actor, send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

const tryOnce = (send: (e: object) => void, answer: object) => {
  send({ type: 'buy.confirmCvv', cvv: '739' });
  send({ type: 'xstate.done.actor.askCvvTicket', output: ticket });
  send({ type: 'xstate.done.actor.purchase', output: answer });
};

describe('payment-retry stories', () => {
  it('declined twice, then accepted on the third try (1/3, 2/3, 3/3); a fourth is never offered', () => {
    const { send, value, context } = live();
    send({ type: 'xstate.done.actor.loadOptions', output: options });
    send({ type: 'buy.pay' });
    tryOnce(send, declined);
    expect([value(), context().tries]).toEqual(['declined', 1]);
    send({ type: 'buy.retry' });
    tryOnce(send, declined);
    expect([value(), context().tries]).toEqual(['declined', 2]);
    send({ type: 'buy.retry' });
    tryOnce(send, declined);
    expect([value(), context().tries]).toEqual(['declined', 3]);
    send({ type: 'buy.retry' });
    send({ type: 'buy.changeMethod' });
    expect(value()).toBe('declined');
    send({ type: 'buy.cancel' });
    expect(value()).toBe('cancelled');
  });

  it('a double click on Confirm sends one try; a try still at the bank is asked about until settled', () => {
    const { send, value, context } = live();
    send({ type: 'xstate.done.actor.loadOptions', output: options });
    send({ type: 'buy.pay' });
    send({ type: 'buy.confirmCvv', cvv: '739' });
    send({ type: 'buy.confirmCvv', cvv: '739' });
    send({ type: 'xstate.done.actor.askCvvTicket', output: ticket });
    expect([value(), context().tries]).toEqual(['processing', 1]);
    send({ type: 'xstate.done.actor.purchase', output: atBank });
    send({ type: BANK_PAUSE });
    expect(value()).toBe('checking');
    send({ type: 'xstate.done.actor.checkPurchase', output: approved });
    expect([value(), context().balances?.total]).toEqual(['accepted', 48]);
  });

  it('after a reload during a try, asks about that try (its key, its count) instead of paying again', () => {
    const { send, value, context } = live();
    send({ type: 'xstate.done.actor.loadOptions', output: resumed });
    expect([value(), context().key, context().tries]).toEqual(['checking', 'buy-reloaded', 2]);
    send({ type: 'xstate.done.actor.checkPurchase', output: declined });
    send({ type: 'buy.retry' });
    tryOnce(send, approved);
    expect([value(), context().tries]).toEqual(['accepted', 3]);
  });

  it('Pay needs the pool to be filled by a transferable package, and a CVV of 3 digits', () => {
    const { send, value, context } = live();
    send({ type: 'xstate.done.actor.loadOptions', output: options });
    send({ type: 'buy.chooseRecipients', kind: 'pool', branchIds: [1, 2] });
    send({ type: 'buy.pay' });
    expect(value()).toBe('choosing');
    send({ type: 'buy.choosePackage', packageId: 2 });
    send({ type: 'buy.pay' });
    send({ type: 'buy.confirmCvv', cvv: '73' });
    expect([value(), context().error]).toEqual(['confirmingCvv', 'cvv']);
  });
});

describe('payment-retry with nothing to offer', () => {
  it('a shop without packages, stores or cards chooses nothing, and Pay does nothing', () => {
    const { send, value, context } = live();
    send({ type: 'xstate.done.actor.loadOptions', output: { packages: [], stores: [], cards: [], resume: null } });
    expect([value(), context().packageId, context().recipients, context().cardId, context().key, context().tries]).toEqual(['choosing', null, { kind: 'store', branchIds: [] }, null, null, 0]);
    send({ type: 'buy.pay' });
    expect(value()).toBe('choosing');
  });

  it('a card saved again replaces its entry and stays chosen', () => {
    const { send, context } = live();
    send({ type: 'xstate.done.actor.loadOptions', output: options });
    send({ type: 'buy.cardAdded', card: added });
    send({ type: 'buy.cardAdded', card: { ...visa, nickname: 'Renombrada' } });
    expect([context().cards.map((k) => `${k.id} ${k.nickname}`), context().cardId]).toEqual([['9 Nueva', '5 Renombrada'], 5]);
  });
});

describe("payment-retry's own calls, for a branch manager", () => {
  beforeEach(() => {
    vi.mocked(fetchPackages).mockResolvedValue(packages);
    vi.mocked(fetchBalances).mockResolvedValue({ total: 38, stores });
    vi.mocked(fetchCards).mockResolvedValue([visa]);
    vi.mocked(pendingAttempt).mockReturnValue(null);
    vi.mocked(newAttemptKey).mockReturnValue('buy-key-1');
    vi.mocked(confirmCvv).mockResolvedValue({ cvv_ticket: 'cvt_7', token: visa.token, expires_at: '2026-11-24T18:10:00.000Z' });
    vi.mocked(buyCredits).mockResolvedValue(atBank);
    vi.mocked(purchaseState).mockResolvedValue(approved);
  });
  afterEach(() => vi.clearAllMocks());

  it("reads the store's cards and keeps only that store; the CVV goes to the gateway as the store's; the try and the question about it go to the store's routes", async () => {
    const owner = { shopId: 1, branchId: 2 };
    const actor = createActor(paymentRetryMachine.provide({ delays: { bankPause: 0 } }), { input: { owner } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(fetchBalances).toHaveBeenCalledWith(1);
    expect(fetchCards).toHaveBeenCalledWith({ type: 'branch', shopId: 1, branchId: 2 });
    expect(pendingAttempt).toHaveBeenCalledWith(owner);
    expect([actor.getSnapshot().context.stores, actor.getSnapshot().context.recipients.branchIds]).toEqual([[stores[1]], [2]]);
    actor.send({ type: 'buy.pay' });
    actor.send({ type: 'buy.confirmCvv', cvv: '739' });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(confirmCvv).toHaveBeenCalledWith(visa.token, '739', { type_user: 'branch', user_id: 2 });
    expect(buyCredits).toHaveBeenCalledWith(
      owner,
      { package_id: 1, recipients: { kind: 'store', branch_ids: [2] }, card_id: 5, cvv_ticket: 'cvt_7', idempotency_key: 'buy-key-1', amount_cents: 19_900 },
      1,
    );
    expect(purchaseState).toHaveBeenCalledWith(owner, 'buy-key-1');
    expect(actor.getSnapshot().context.balances).toEqual(approved.balances);
  });

  it("the shop's owner reads the shop's own cards and every store", async () => {
    const actor = createActor(paymentRetryMachine, { input: { owner: { shopId: 1, branchId: null } } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(fetchCards).toHaveBeenCalledWith({ type: 'shop', shopId: 1 });
    expect(actor.getSnapshot().context.stores).toEqual(stores);
  });
});
