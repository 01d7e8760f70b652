// The oracle of the reset-request chart (spec 2 §2 "Login screens", §7 `POST users/reset`, §8 "reset mail
// sent"), written from the spec, not from the chart: the e-mail typed is what is sent, a mailed link shows the
// server's message and returns to the login, a failure keeps the form; the chart keeps nothing of the user's.
// Used by tests/model/reset-password.paths.test.ts and the view's replays
// (tests/model/views/request-reset.view.test.tsx).
import { expect } from 'vitest';
import type { MessageAnswer } from '../../../src/contracts/auth.struct';
import { requestResetMachine, type RequestResetEvent } from '../../../src/machines/request-reset/request-reset.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, OracleOf } from '../chart/chart-oracle';

export const email = 'parking2@nexo.demo';
export const mailed: MessageAnswer = { message: 'We have emailed your password reset link.' };
export const throttled = new ApiError('Too many attempts. Please try again in 60 seconds.', 429);

/** Nothing is held between steps: the e-mail goes with the event to the call, the message to the toast. */
const holdsNothing = (c: object) => expect(c).toEqual({});

export const requestResetOracle: OracleOf<typeof requestResetMachine> = {
  name: 'request-reset',
  machine: requestResetMachine,
  events: () => [
    { type: 'resetRequest.submit', email },
    { type: 'xstate.done.actor.requestReset', output: mailed },
    { type: 'xstate.error.actor.requestReset', error: throttled },
  ],
  initialContext: () => ({}),
  guards: {},
  effects: {},
  states: { editing: holdsNothing, sending: holdsNothing, sent: holdsNothing },
  params: {
    notify: (_c, e: Done<MessageAnswer>) => ({ message: e.output.message }),
    // Spec 2 §2: after the request the user is back at the login.
    navigateTo: () => ({ to: '/login' }),
  },
  invokes: {
    requestReset: (_c, e: Extract<RequestResetEvent, { type: 'resetRequest.submit' }>) => ({ email: e.email }),
  },
};
