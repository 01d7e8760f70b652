// Path tests of the payment-retry chart (issue 17 item 5; spec 3 §2, §4, §8, §9): every generated path checked
// against the chart's transition table and oracle, for the shop's owner; then stories: three tries with the card
// that declines twice, no fourth try, a reload resuming its try, and the purchase a try sends.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paymentRetryMachine } from '../../src/machines/payment-retry/payment-retry.machine';
import { describeChart } from './chart/describe-chart';
import { approved, atBank, BANK_PAUSE, declined, options, paymentRetryOracle, resumed, ticket } from './oracles/payment-retry.oracle';
import { pending } from './path-plan';

describeChart(paymentRetryOracle);

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
