// The oracle of the credit-transfer chart (issue 17; docs/api.md POST shops/{shopId}/credits/transfers; spec 3 §4,
// §5), in the test's own words: the owner moves credits from one store to another store of the shop, at least 1
// and at most what the sending store may send (its transferable credits: single-store credits never move); the
// move is confirmed before it is sent, sent once, and the new balances replace the old ones; a refusal (an
// inactive sender, more than it may send) comes back to the form with the server's words on their field. Used by
// tests/model/credit-transfer.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { CreditBalances, StoreBalance } from '../../../src/contracts/credits.struct';
import { creditTransferMachine, type CreditTransferContext, type CreditTransferEvent } from '../../../src/machines/credit-transfer/credit-transfer.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends CreditTransferEvent['type']> = Extract<CreditTransferEvent, { type: T }>;

/** Centro may send 30; Valle's 8 are single-store (none may move); Norte has nothing yet. */
export const stores: StoreBalance[] = [
  { id: 1, name: 'Sucursal Centro', total: 30, transferable: 30 },
  { id: 2, name: 'Sucursal Valle', total: 8, transferable: 0 },
  { id: 4, name: 'Sucursal Norte', total: 0, transferable: 0 },
];
export const balances: CreditBalances = { total: 38, stores };
/** After 12 credits moved from Centro to Valle. */
export const balancesAfter: CreditBalances = {
  total: 38,
  stores: [
    { ...stores[0], total: 18, transferable: 18 },
    { ...stores[1], total: 20, transferable: 12 },
    stores[2],
  ],
};
export const inactiveSender = new ApiError('The store is inactive: its credits cannot be transferred.', 422, { from_branch_id: ['The store is inactive: its credits cannot be transferred.'] });
export const serverDown = new ApiError('Something went wrong', 500);

/** What the sender may send, read from the stores as listed. */
const mayMove = (c: CreditTransferContext) => {
  const sender = c.stores.find((s) => s.id === c.from);
  return sender ? sender.transferable : 0;
};

/** The spec's conditions for a transfer: two different stores of the shop, 1 to what the sender may send. */
export function transferable(c: CreditTransferContext): boolean {
  const ids = c.stores.map((s) => s.id);
  if (c.from === null || c.to === null || !ids.includes(c.from) || !ids.includes(c.to) || c.from === c.to) return false;
  return c.credits !== null && Number.isInteger(c.credits) && c.credits >= 1 && c.credits <= mayMove(c);
}

/** The form's start: the first store with credits to send, to the first other store, no credits typed. */
function fresh(list: StoreBalance[]) {
  const senders = list.filter((s) => s.transferable > 0);
  const from = senders.length > 0 ? senders[0] : list[0];
  const others = list.filter((s) => s.id !== from.id);
  return { from: from.id, to: others.length > 0 ? others[0].id : null, credits: null };
}
const cleared = { error: null, fieldErrors: {} };

export const creditTransferOracle: OracleOf<typeof creditTransferMachine> = {
  name: 'credit-transfer',
  machine: creditTransferMachine,
  input: { shopId: 1 },
  events: (s) => [
    { type: 'xstate.done.actor.loadBalances', output: balances },
    { type: 'xstate.error.actor.loadBalances', error: serverDown },
    { type: 'transfer.retryLoad' },
    // Each field moved to a value that changes something from where the context is, to keep the graph small:
    // the sender between Centro and Valle (who may send nothing), the receiver between Valle and Centro (the
    // sender itself), credits between 12, 31 (more than Centro may send), 0 and none.
    { type: 'transfer.from', branchId: s.context.from === 1 ? 2 : 1 },
    { type: 'transfer.to', branchId: s.context.to === 2 ? 1 : 2 },
    { type: 'transfer.credits', credits: s.context.credits === null ? 12 : s.context.credits === 12 ? 31 : s.context.credits === 31 ? 0 : null },
    { type: 'transfer.submit' },
    { type: 'transfer.confirm' },
    { type: 'transfer.back' },
    { type: 'xstate.done.actor.sendTransfer', output: balancesAfter },
    { type: 'xstate.error.actor.sendTransfer', error: inactiveSender },
    { type: 'xstate.error.actor.sendTransfer', error: serverDown },
    { type: 'transfer.again' },
  ],
  initialContext: (input) => ({ shopId: input.shopId, stores: [], from: null, to: null, credits: null, error: null, fieldErrors: {} }),
  guards: {
    canTransfer: (c) => transferable(c),
  },
  effects: {
    'loading xstate.done.actor.loadBalances': (_c, e: Done<CreditBalances>) => ({ stores: e.output.stores, ...fresh(e.output.stores) }),
    'loading xstate.error.actor.loadBalances': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'loadFailed transfer.retryLoad': () => cleared,
    'editing transfer.from': (_c, e: On<'transfer.from'>) => ({ from: e.branchId, ...cleared }),
    'editing transfer.to': (_c, e: On<'transfer.to'>) => ({ to: e.branchId, ...cleared }),
    'editing transfer.credits': (_c, e: On<'transfer.credits'>) => ({ credits: e.credits, ...cleared }),
    'editing transfer.submit': () => cleared,
    'sending xstate.done.actor.sendTransfer': (_c, e: Done<CreditBalances>) => ({ stores: e.output.stores }),
    'sending xstate.error.actor.sendTransfer': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'sent transfer.again': (c) => fresh(c.stores),
  },
  states: {
    loading: (c) => expect(c.stores).toEqual([]),
    loadFailed: (c) => expect(c.error).toEqual(expect.any(String)),
    editing: (c) => expect(c.stores.length).toBeGreaterThan(0),
    // Only a valid move is confirmed and sent.
    confirming: (c) => expect(transferable(c)).toBe(true),
    sending: (c) => {
      expect(transferable(c)).toBe(true);
      expect(c.error).toBeNull();
    },
    sent: (c) => expect(c.stores).toEqual(balancesAfter.stores),
  },
  params: {
    transferred: (c, e: Done<CreditBalances>) => ({ balances: e.output, from: c.from, to: c.to, credits: c.credits }),
  },
  invokes: {
    loadBalances: (c) => c.shopId,
    sendTransfer: (c) => ({ shopId: c.shopId, from: c.from, to: c.to, credits: c.credits }),
  },
  internalActions: ['keepError', 'clearError'],
};
