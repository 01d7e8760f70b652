// The user editor of Admin: Users (src/ui/admin/users/user-editor.tsx) along the shortest path to every state of
// the admin-user chart, its actions answered by a mocked admin-users service: the user's details and the buttons
// their status allows, the question before deactivating or signing out, the spinner on the action with the
// server, the refusal's words, the user as the server answered, and the list told to read again after a change.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { adminUserMachine } from '../../../src/machines/admin-user/admin-user.machine';
import { UserEditor } from '../../../src/ui/admin/users/user-editor';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { adminUserOracle, manager, ME } from '../oracles/admin-user.oracle';

const api = vi.hoisted(() => ({ actOnUser: vi.fn(), fetchUserTenants: vi.fn() }));
vi.mock('../../../src/services/admin-users.api', () => api);
vi.mock('../../../src/machines/admin-user/admin-user.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ adminUserMachine: typeof adminUserMachine }>();
  return { ...chart, adminUserMachine: probed(chart.adminUserMachine, ['act']) };
});

setLocale('en');
const acts = settleable();
const ended = { saved: vi.fn(), closed: vi.fn() };
beforeEach(() => {
  acts.reset();
  api.actOnUser.mockReset().mockImplementation(acts.impl);
  ended.saved.mockReset();
  ended.closed.mockReset();
});

const NAME = 'Mario Gerente';
const button = (name: string) => screen.queryByRole('button', { name });
const click = (element: HTMLElement | null) => {
  if (!element || (element as HTMLButtonElement).disabled || element.hasAttribute('data-loading')) return false;
  fireEvent.click(element);
  return true;
};
const editor = () => screen.getByRole('dialog', { name: NAME });

describeViewPaths<typeof adminUserMachine>(adminUserOracle, {
  render: () =>
    renderWithSession(<UserEditor target={{ mode: 'edit', row: manager }} onSaved={ended.saved} onClose={ended.closed} />, {
      path: '/admin/users',
      stored: storedSession({ auth: loginAnswer({ type: 'nexo', user_id: ME, nexo_id: ME, role_id: 1, permissions: ['nexo.users'] }), module: 'nexo', lots: [] }),
    }),
  drive: {
    'user.deactivate': () => click(button('Deactivate')),
    'user.activate': () => click(button('Reactivate')),
    'user.resetLink': () => click(button('Send a password link')),
    'user.signOut': () => click(button('Sign out of their devices')),
    'user.confirm': () => click(button('Yes, go ahead')),
    'user.cancel': () => click(button('Cancel')),
    'user.close': () => click(button('Close')),
    'xstate.done.actor.act': async (e) => (await acts.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.act': async (e) => (await acts.reject((e as Failure).error), true),
  },
  sees: {
    idle: (c) => {
      const dialog = editor();
      expect(within(dialog).getByText(c.user.status === 1 ? 'Active' : 'Inactive')).toBeInTheDocument();
      expect(within(dialog).getByRole('row', { name: new RegExp(`^Devices ${c.user.devices}$`) })).toBeInTheDocument();
      expect(button(c.user.status === 1 ? 'Deactivate' : 'Reactivate')).toBeEnabled();
      expect(button('Send a password link')).toHaveProperty('disabled', c.user.status !== 1);
      expect(button('Sign out of their devices')).toHaveProperty('disabled', c.user.devices === 0);
      if (c.error) expect(within(dialog).getByRole('alert')).toHaveTextContent(c.error);
      else expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    confirming: (c) => {
      const question = c.asked === 'signOut' ? `Are you sure to sign ${NAME} out of every device?` : `Are you sure to deactivate ${NAME}?`;
      expect(screen.getByText(new RegExp(question.replace('?', '\\?')))).toBeInTheDocument();
      expect(button('Yes, go ahead')).toBeEnabled();
    },
    acting: (c) => {
      const label = { deactivate: 'Deactivate', activate: 'Reactivate', resetLink: 'Send a password link', signOut: 'Sign out of their devices' }[c.acting!];
      expect(button(label)).toHaveAttribute('data-loading');
      expect(button('Close')).toBeDisabled();
      expect(api.actOnUser).toHaveBeenLastCalledWith(manager.id, c.acting);
    },
    closed: (c) => {
      expect(ended.saved).toHaveBeenCalledTimes(c.changed ? 1 : 0);
      expect(ended.closed).toHaveBeenCalledTimes(c.changed ? 0 : 1);
    },
  },
});
