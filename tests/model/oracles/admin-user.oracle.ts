// The oracle of the user editor of the admin module's Users (issue 20), written from the brief: deactivate an
// active user who is not oneself and sign out a user signed in somewhere, each after Yes; reactivate an inactive
// user and mail a reset link to an active user with an e-mail at once; a success shows the user as the server
// answers them and toasts its words, a refusal shows its words; closing after a success reads the list again.
// Used by tests/model/admin-user.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { AdminUser, AdminUserAnswer } from '../../../src/contracts/admin-users.struct';
import { adminUserMachine } from '../../../src/machines/admin-user/admin-user.machine';
import type { UserAction } from '../../../src/services/admin-users.api';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';


export const ME = 1;
export const manager: AdminUser = {
  id: 6,
  provider: 'shopping',
  first_name: 'Mario',
  last_name: 'Gerente',
  email: 'manager@nexo.demo',
  username: null,
  role_id: 3,
  role: 'Manager',
  status: 1,
  lots: [],
  shop: { id: 1, name: 'Tienda Centro' },
  devices: 2,
  created_at: '2026-01-05T16:00:00.000Z',
};
export const refused = new ApiError('No quedaría ningún usuario activo que pueda cambiar los roles.', 409);

/** What the server answers an action on the user as they are: the user after it, and its words. */
export function answerOf(user: AdminUser, action: UserAction): AdminUserAnswer {
  const after: Record<UserAction, AdminUser> = {
    deactivate: { ...user, status: 2, devices: 0 },
    activate: { ...user, status: 1 },
    resetLink: user,
    signOut: { ...user, devices: 0 },
  };
  return { data: after[action], message: `${action} done` };
}

export const adminUserOracle: OracleOf<typeof adminUserMachine> = {
  name: 'admin-user',
  machine: adminUserMachine,
  input: { user: manager, meId: ME },
  events: ({ context: c }) => [
    { type: 'user.deactivate' },
    { type: 'user.activate' },
    { type: 'user.resetLink' },
    { type: 'user.signOut' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'user.close' },
    ...(c.acting ? [{ type: 'xstate.done.actor.act', output: answerOf(c.user, c.acting) } as const] : []),
    { type: 'xstate.error.actor.act', error: refused },
  ],
  initialContext: (input) => ({ user: input.user, meId: input.meId, asked: null, acting: null, error: null, changed: false }),
  guards: {
    mayDeactivate: (c) => c.user.status === 1 && c.user.id !== c.meId,
    inactive: (c) => c.user.status === 2,
    mayMail: (c) => c.user.status === 1 && c.user.email !== null,
    signedIn: (c) => c.user.devices > 0,
    changed: (c) => c.changed,
  },
  effects: {
    'idle user.deactivate': () => ({ asked: 'deactivate', error: null }),
    'idle user.signOut': () => ({ asked: 'signOut', error: null }),
    'idle user.activate': () => ({ acting: 'activate', error: null }),
    'idle user.resetLink': () => ({ acting: 'resetLink', error: null }),
    'confirming user.confirm': (c) => ({ acting: c.asked, asked: null }),
    'confirming user.cancel': () => ({ asked: null }),
    'acting xstate.done.actor.act': (_c, e: Done<AdminUserAnswer>) => ({ user: e.output.data, acting: null, changed: true }),
    'acting xstate.error.actor.act': (_c, e: Failure<ApiError>) => ({ acting: null, error: e.error.message }),
  },
  states: {
    '(root)': (c) => {
      expect(c.user.id).toBe(manager.id);
      expect(c.meId).toBe(ME);
    },
    idle: (c) => expect([c.asked, c.acting]).toEqual([null, null]),
    confirming: (c) => {
      expect(['deactivate', 'signOut']).toContain(c.asked);
      expect(c.acting).toBeNull();
    },
    acting: (c) => {
      expect(c.acting).not.toBeNull();
      expect([c.asked, c.error]).toEqual([null, null]);
    },
    closed: (c) => expect(c.asked).toBeNull(),
  },
  params: { notify: (_c, e) => ({ message: (e as Done<AdminUserAnswer>).output.message }) },
  invokes: { act: (c) => ({ userId: c.user.id, action: c.acting }) },
};
