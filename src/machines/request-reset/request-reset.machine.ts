// The forgotten-password request at /login/reset (spec 2 §2): send the e-mail, then back to the login.
import { assertEvent, fromPromise, setup } from 'xstate';
import type { MessageAnswer } from '../../contracts/auth.struct';
import { requestReset } from '../../services/auth.api';

export type RequestResetEvent = { type: 'resetRequest.submit'; email: string };

export const requestResetMachine = setup({
  types: { events: {} as RequestResetEvent },
  actors: {
    requestReset: fromPromise<MessageAnswer, { email: string }>(({ input }) => requestReset(input.email)),
  },
  actions: {
    navigateTo: (_, _params: { to: string }) => {},
    notify: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'requestReset',
  description: 'Asks the server to mail a reset link.',
  initial: 'editing',
  states: {
    editing: {
      description: 'The e-mail field is open.',
      on: { 'resetRequest.submit': { target: 'sending' } },
    },
    sending: {
      description: 'The request is with the server; a failure shows the shared notice and the form stays.',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ event }) => {
          assertEvent(event, 'resetRequest.submit');
          return { email: event.email };
        },
        onDone: {
          target: 'sent',
          actions: [
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
            { type: 'navigateTo', params: { to: '/login' } },
          ],
        },
        onError: { target: 'editing' },
      },
    },
    sent: { description: 'The mail is on its way; the user is back at the login.', type: 'final' },
  },
});
