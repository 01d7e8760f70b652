// Reset completion at /login/resetpassword/{token} (spec 2 §2): exchange the token for a key, then set
// the new password. A missing or refused token, and a successful save, both end at /login.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { MessageAnswer } from '../../contracts/auth.struct';
import { exchangeResetToken, updateResetPassword, type ResetUpdate } from '../../services/auth.api';
import { toApiError } from '../../services/http';

export type ResetPasswordContext = { token: string | null; key: string | null; error: string | null };
export type ResetPasswordEvent = { type: 'resetPassword.submit'; passwordnew: string; passwordvery: string };

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string | null },
  },
  actors: {
    exchangeToken: fromPromise<{ key: string }, { token: string }>(({ input }) => exchangeResetToken(input.token)),
    updatePassword: fromPromise<MessageAnswer, ResetUpdate>(({ input }) => updateResetPassword(input)),
  },
  actions: {
    navigateTo: (_, _params: { to: string }) => {},
    notify: (_, _params: { message: string }) => {},
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Turns a mailed token into a new password.',
  context: ({ input }) => ({ token: input.token, key: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Without a token there is nothing to exchange.',
      always: [{ guard: 'hasToken', target: 'exchanging' }, { target: 'leaving' }],
    },
    exchanging: {
      description: 'The token is exchanged for a key while a spinner shows.',
      invoke: {
        id: 'exchangeToken',
        src: 'exchangeToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'editing', actions: assign({ key: ({ event }) => event.output.key }) },
        onError: { target: 'leaving' },
      },
    },
    editing: {
      description: 'The new-password form: minimum 6 characters and a matching confirmation.',
      on: { 'resetPassword.submit': { target: 'saving', actions: assign({ error: null }) } },
    },
    saving: {
      description: 'The new password is with the server.',
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context, event }) => {
          assertEvent(event, 'resetPassword.submit');
          return { key: context.key ?? '', passwordnew: event.passwordnew, passwordvery: event.passwordvery };
        },
        onDone: {
          target: 'done',
          actions: [
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
            { type: 'navigateTo', params: { to: '/login' } },
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    leaving: {
      description: 'The token was missing or refused: back to the login, which says the link is no good.',
      type: 'final',
      entry: { type: 'navigateTo', params: { to: '/login?notice=reset-link' } },
    },
    done: { description: 'The password is changed; the user signs in with it.', type: 'final' },
  },
});
