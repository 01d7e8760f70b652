// Path tests of the phone verification chart (spec 3 §4 Phone): every generated path checked against the chart's
// transition table and oracle, for an unverified and a verified phone; then the countdown and the code's rule on
// chosen stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { codeProblem, phoneVerificationMachine } from '../../src/machines/phone-verification/phone-verification.machine';
import { describeChartInputs } from './chart/describe-chart';
import { codeSent, phoneVerificationOracle, TICK } from './oracles/phone-verification.oracle';
import { pending } from './path-plan';

describeChartInputs(phoneVerificationOracle, [
  { label: 'unverified phone', input: { shopId: 1, storeId: 9, verified: false } },
  { label: 'verified phone', input: { shopId: 1, storeId: 9, verified: true } },
]);

const started = () =>
  createActor(phoneVerificationMachine.provide({ actors: { sendCode: pending(), verifyCode: pending() }, delays: { tick: 2 ** 31 - 1 } }), {
    input: { shopId: 1, storeId: 9, verified: false },
  }).start();

describe('phone-verification stories', () => {
  it('counts the server’s 60 seconds down one a second and offers Resend only at 0', () => {
    const actor = started();
    actor.send({ type: 'phone.send' });
    actor.send({ type: 'xstate.done.actor.sendCode', output: { ...codeSent, resend_after: 60 } } as never);
    const seen: number[] = [];
    for (let i = 0; i < 60; i++) {
      seen.push(actor.getSnapshot().context.countdown);
      expect(actor.getSnapshot().matches({ codeSent: { timer: 'counting' } })).toBe(true);
      actor.send({ type: 'phone.resend' });
      expect(actor.getSnapshot().matches('codeSent')).toBe(true);
      actor.send({ type: TICK } as never);
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i));
    expect(actor.getSnapshot().matches({ codeSent: { timer: 'resendable' } })).toBe(true);
    actor.send({ type: 'phone.resend' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('takes six digits only, trimmed', () => {
    expect(['', ' ', '12345', '1234567', '12345a', '١٢٣٤٥٦'].map(codeProblem)).toEqual(['required', 'required', 'digits|6', 'digits|6', 'digits|6', 'digits|6']);
    expect(codeProblem(' 004321 ')).toBeNull();
  });

  it('keeps the countdown running while a code is being checked', () => {
    const actor = started();
    actor.send({ type: 'phone.send' });
    actor.send({ type: 'xstate.done.actor.sendCode', output: codeSent } as never);
    actor.send({ type: 'phone.verify', code: '123456' });
    actor.send({ type: TICK } as never);
    expect(actor.getSnapshot().value).toEqual({ codeSent: { timer: 'counting', entry: 'verifying' } });
    expect(actor.getSnapshot().context.countdown).toBe(1);
  });
});
