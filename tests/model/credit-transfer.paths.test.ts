// Path tests of the credit-transfer chart (issue 17; docs/api.md POST shops/{shopId}/credits/transfers; spec 3 §4,
// §5): every generated path checked against the chart's transition table and oracle; then stories: no move
// beyond what the sender may send, none to the sender itself, a refusal on its field cleared by a change, one
// send for a double click, and the chart's own calls to the services.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { creditTransferMachine } from '../../src/machines/credit-transfer/credit-transfer.machine';
import { fetchBalances, sendTransfer } from '../../src/services/credits.api';
import { describeChart } from './chart/describe-chart';
import { balances, balancesAfter, creditTransferOracle, inactiveSender } from './oracles/credit-transfer.oracle';
import { pending } from './path-plan';

vi.mock('../../src/services/credits.api', () => ({ fetchBalances: vi.fn(), sendTransfer: vi.fn() }));

describeChart(creditTransferOracle);

function live() {
  const transferred = vi.fn();
  const actor = createActor(creditTransferMachine.provide({ actors: { loadBalances: pending(), sendTransfer: pending() }, actions: { transferred: (_, p) => transferred(p) } }), {
    input: { shopId: 1 },
  }).start();
  const send = (e: object) => actor.send(e as never);
  send({ type: 'xstate.done.actor.loadBalances', output: balances });
  return { send, transferred, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('credit-transfer stories', () => {
  it('starts from the first store with credits to send, to the next; sends 1 to 30 of Centro, never 31, 0 or 2.5', () => {
    const { send, value, context } = live();
    expect([context().from, context().to, context().credits]).toEqual([1, 2, null]);
    for (const credits of [31, 0, 2.5, null]) {
      send({ type: 'transfer.credits', credits });
      send({ type: 'transfer.submit' });
      expect(value(), String(credits)).toBe('editing');
    }
    send({ type: 'transfer.credits', credits: 30 });
    send({ type: 'transfer.submit' });
    expect(value()).toBe('confirming');
  });

  it('refuses a move to the sender itself, and any move out of single-store credits', () => {
    const { send, value } = live();
    send({ type: 'transfer.credits', credits: 5 });
    send({ type: 'transfer.to', branchId: 1 });
    send({ type: 'transfer.submit' });
    expect(value()).toBe('editing');
    send({ type: 'transfer.from', branchId: 2 });
    send({ type: 'transfer.submit' });
    expect(value()).toBe('editing');
    send({ type: 'transfer.to', branchId: 9 });
    send({ type: 'transfer.from', branchId: 1 });
    send({ type: 'transfer.submit' });
    expect(value()).toBe('editing');
  });

  it("keeps the server's refusal on its field until a field changes; a double click on Confirm sends once", () => {
    const { send, value, context, transferred } = live();
    send({ type: 'transfer.credits', credits: 12 });
    send({ type: 'transfer.submit' });
    send({ type: 'transfer.confirm' });
    send({ type: 'transfer.confirm' });
    expect(value()).toBe('sending');
    send({ type: 'xstate.error.actor.sendTransfer', error: inactiveSender });
    expect([value(), context().fieldErrors.from_branch_id]).toEqual(['editing', [inactiveSender.message]]);
    send({ type: 'transfer.from', branchId: 1 });
    expect([context().error, context().fieldErrors]).toEqual([null, {}]);
    send({ type: 'transfer.submit' });
    send({ type: 'transfer.confirm' });
    send({ type: 'xstate.done.actor.sendTransfer', output: balancesAfter });
    expect([value(), transferred.mock.calls]).toEqual(['sent', [[{ balances: balancesAfter, from: 1, to: 2, credits: 12 }]]]);
    send({ type: 'transfer.again' });
    expect([value(), context().from, context().credits, context().stores]).toEqual(['editing', 1, null, balancesAfter.stores]);
  });
});

describe("credit-transfer's own calls", () => {
  afterEach(() => vi.clearAllMocks());

  it("reads the shop's balances and sends the transfer the owner confirmed", async () => {
    vi.mocked(fetchBalances).mockResolvedValue(balances);
    vi.mocked(sendTransfer).mockResolvedValue(balancesAfter);
    const actor = createActor(creditTransferMachine, { input: { shopId: 3 } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(fetchBalances).toHaveBeenCalledWith(3);
    actor.send({ type: 'transfer.credits', credits: 7 });
    actor.send({ type: 'transfer.submit' });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sendTransfer).toHaveBeenCalledWith(3, { from_branch_id: 1, to_branch_id: 2, credits: 7 });
  });
});
