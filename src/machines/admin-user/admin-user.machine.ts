// The platform admin's editor of one user (issue 20, Users): the user as the list shows them and what may be done
// to them. Deactivating and signing out every device ask first ("Are you sure...?"); reactivating and mailing a
// reset link go at once. Deactivating is not offered on one's own account nor on an inactive one, reactivating
// only on an inactive one, a reset link only to an active user with an e-mail, signing out only a user signed in
// somewhere. Success toasts the server's words and shows the user as they are now (another action may follow); a
// refusal (409: own account, the last who may change roles, no e-mail...) shows the server's words. Closing after
// a change has the list read its page again.
import { assign, fromPromise, setup } from 'xstate';
import type { AdminUser, AdminUserAnswer } from '../../contracts/admin-users.struct';
import { actOnUser, type UserAction } from '../../services/admin-users.api';
import { toApiError } from '../../services/http';

/** The actions that ask first. */
export type AskedAction = Extract<UserAction, 'deactivate' | 'signOut'>;

export type AdminUserContext = {
  user: AdminUser;
  /** The signed-in admin: their own account is not deactivated here. */
  meId: number;
  /** The question on screen. */
  asked: AskedAction | null;
  /** The action with the server. */
  acting: UserAction | null;
  error: string | null;
  /** Whether an action succeeded: the list reads its page again when the editor closes. */
  changed: boolean;
};

export type AdminUserInput = { user: AdminUser; meId: number };

export type AdminUserEvent =
  | { type: 'user.deactivate' }
  | { type: 'user.activate' }
  | { type: 'user.resetLink' }
  | { type: 'user.signOut' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.close' };

export type UserActRequest = { userId: number; action: UserAction };

export const adminUserMachine = setup({
  types: {
    context: {} as AdminUserContext,
    events: {} as AdminUserEvent,
    input: {} as AdminUserInput,
  },
  actors: {
    act: fromPromise<AdminUserAnswer, UserActRequest>(({ input }) => actOnUser(input.userId, input.action)),
  },
  actions: {
    /** The toast with the server's words. */
    notify: (_, _params: { message: string }) => {},
    /** Closed after a change: the list reads its page again. */
    saved: () => {},
    /** Closed without a change. */
    close: () => {},
  },
  guards: {
    mayDeactivate: ({ context }) => context.user.status === 1 && context.user.id !== context.meId,
    inactive: ({ context }) => context.user.status !== 1,
    mayMail: ({ context }) => context.user.status === 1 && context.user.email !== null,
    signedIn: ({ context }) => context.user.devices > 0,
    changed: ({ context }) => context.changed,
  },
}).createMachine({
  id: 'adminUser',
  description: "One user's details and the platform admin's actions on them.",
  context: ({ input }) => ({ user: input.user, meId: input.meId, asked: null, acting: null, error: null, changed: false }),
  initial: 'idle',
  states: {
    idle: {
      description: "The user's details, the actions they allow, and the last refusal.",
      on: {
        'user.deactivate': { guard: 'mayDeactivate', target: 'confirming', actions: assign({ asked: 'deactivate', error: null }) },
        'user.signOut': { guard: 'signedIn', target: 'confirming', actions: assign({ asked: 'signOut', error: null }) },
        'user.activate': { guard: 'inactive', target: 'acting', actions: assign({ acting: 'activate', error: null }) },
        'user.resetLink': { guard: 'mayMail', target: 'acting', actions: assign({ acting: 'resetLink', error: null }) },
        'user.close': [
          { guard: 'changed', target: 'closed', actions: 'saved' },
          { target: 'closed', actions: 'close' },
        ],
      },
    },
    confirming: {
      description: 'Are you sure to deactivate {name} (or sign them out of every device)? Yes or Cancel.',
      on: {
        'user.confirm': { target: 'acting', actions: assign({ acting: ({ context }) => context.asked, asked: null }) },
        'user.cancel': { target: 'idle', actions: assign({ asked: null }) },
      },
    },
    acting: {
      description: 'The action is with the server: a spinner on its button, no way to close.',
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ userId: context.user.id, action: context.acting as UserAction }),
        onDone: {
          target: 'idle',
          actions: [assign({ user: ({ event }) => event.output.data, acting: null, changed: true }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'idle', actions: assign({ acting: null, error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    closed: { description: 'Closed: the list reads its page again after a change.', type: 'final' },
  },
});
