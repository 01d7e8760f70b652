// The oracle of the reset-completion chart (spec 2 §2 "Reset completion", §5, §7, §8), written from the spec,
// not from the chart: a token is needed, it is exchanged for a key, the key and the two passwords are sent, a
// failed save keeps the form with its message; a missing or refused token and a saved password both end at
// /login (the first with the reset-link notice). Used by tests/model/reset-password.paths.test.ts and the view's
// replays (tests/model/views/reset-password.view.test.tsx).
import { expect } from 'vitest';
import type { MessageAnswer } from '../../../src/contracts/auth.struct';
import { resetPasswordMachine, type ResetPasswordContext, type ResetPasswordEvent } from '../../../src/machines/reset-password/reset-password.machine';
import { ApiError } from '../../../src/services/http';
import type { ActorEvent, Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = ResetPasswordContext;
type Submit = Extract<ResetPasswordEvent, { type: 'resetPassword.submit' }>;

export const withToken = { token: 'tok-123' };
export const key = 'k-1';
export const newPassword: Submit = { type: 'resetPassword.submit', passwordnew: 'newpass1', passwordvery: 'newpass1' };
export const updated: MessageAnswer = { message: 'Password updated', success: true };
export const badToken = new ApiError('This password reset token is invalid.', 422);
export const refusal = new ApiError('The passwordvery field must match passwordnew.', 422, { passwordvery: ['The passwordvery field must match passwordnew.'] });

/** Spec 2 §2: the login after a missing or refused token says the link is no good; after a save, a plain login. */
const LINK_REFUSED = '/login?notice=reset-link';
const LOGIN = '/login';

const tokenGiven = (c: Ctx) => c.token !== null && c.token !== '';
const holdsKey = (c: Ctx) => {
  expect(tokenGiven(c)).toBe(true);
  expect(c.key).toEqual(expect.any(String));
  expect(c.key).not.toBe('');
};

export const resetPasswordOracle: OracleOf<typeof resetPasswordMachine> = {
  name: 'reset-password',
  machine: resetPasswordMachine,
  input: withToken,
  events: () => [
    { type: 'xstate.done.actor.exchangeToken', output: { key } },
    { type: 'xstate.error.actor.exchangeToken', error: badToken },
    newPassword,
    { type: 'xstate.done.actor.updatePassword', output: updated },
    { type: 'xstate.error.actor.updatePassword', error: refusal },
  ],
  initialContext: (input) => ({ token: input.token, key: null, error: null }),
  guards: {
    // An empty path segment is no token either.
    hasToken: tokenGiven,
  },
  effects: {
    'exchanging xstate.done.actor.exchangeToken': (_c, e: Done<{ key: string }>) => ({ key: e.output.key }),
    'editing resetPassword.submit': () => ({ error: null }),
    'saving xstate.error.actor.updatePassword': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
  },
  states: {
    checking: (c) => expect([c.key, c.error]).toEqual([null, null]),
    exchanging: (c) => {
      expect(tokenGiven(c)).toBe(true);
      expect([c.key, c.error]).toEqual([null, null]);
    },
    // The form shows only with a key; a failed save leaves its message there.
    editing: holdsKey,
    saving: (c) => {
      holdsKey(c);
      expect(c.error).toBeNull();
    },
    // No key was ever obtained: nothing can be saved.
    leaving: (c) => expect([c.key, c.error]).toEqual([null, null]),
    done: (c) => {
      holdsKey(c);
      expect(c.error).toBeNull();
    },
  },
  params: {
    navigateTo: (_c, e: ActorEvent | ResetPasswordEvent) => ({ to: e.type === 'xstate.done.actor.updatePassword' ? LOGIN : LINK_REFUSED }),
    notify: (_c, e: Done<MessageAnswer>) => ({ message: e.output.message }),
  },
  invokes: {
    // Spec 2 §7: POST users/resetpassword with the token; POST users/resetpassword/update with key and passwords.
    exchangeToken: (c) => ({ token: c.token }),
    updatePassword: (c, e: Submit) => ({ key: c.key, passwordnew: e.passwordnew, passwordvery: e.passwordvery }),
  },
};
