// The shop's users screen (src/ui/shopping/users/users-screen.tsx) along the shortest path to every state of the
// shop-user-list chart, its reads running against a mocked shop-users service: the loader, the failure with
// Retry, the table with its count, search and empty texts, the shop's user modal over it, new or on a user, and
// the read again after a save (spec 1 §2.3, §6 shopping.users).
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { shopUserListMachine } from '../../../src/machines/shop-user-list/shop-user-list.machine';
import { foundUsers } from '../../../src/machines/shop-user-list/shop-user-list.selectors';
import UsersScreen from '../../../src/ui/shopping/users/users-screen';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { shopUserListOracle } from '../oracles/shop-user-list.oracle';

const api = vi.hoisted(() => ({ fetchShopUsers: vi.fn(), fetchShopRoles: vi.fn(), saveShopUser: vi.fn() }));
vi.mock('../../../src/services/shop-users.api', () => api);
vi.mock('../../../src/machines/shop-user-list/shop-user-list.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ shopUserListMachine: typeof shopUserListMachine }>();
  return { ...chart, shopUserListMachine: probed(chart.shopUserListMachine, ['loadShopUsers']) };
});

setLocale('en');
const load = settleable();
beforeEach(() => {
  vi.clearAllMocks();
  load.reset();
  api.fetchShopUsers.mockImplementation(load.impl);
  // The modal's roles stay on their way: the modal has replays of its own.
  api.fetchShopRoles.mockReturnValue(new Promise(() => {}));
});

const SHOP = { id: 3, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }] };
const click = (name: string | RegExp, inside: HTMLElement = document.body) => fireEvent.click(within(inside).getByRole('button', { name }));
const shown = (name: string) => screen.queryByRole('button', { name }) !== null;
const dialog = () => screen.getByRole('dialog');

describeViewPaths<typeof shopUserListMachine>(shopUserListOracle, {
  render: () =>
    renderWithSession(<UsersScreen />, {
      path: '/users',
      stored: storedSession({
        auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.users'] }),
        module: 'shopping',
        lots: [],
        shops: [SHOP],
        activeShopId: SHOP.id,
      }),
    }),
  drive: {
    'xstate.done.actor.loadShopUsers': async (e) => (await load.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadShopUsers': async (e) => (await load.reject((e as Failure).error), true),
    'shopUsers.retry': () => (click('Retry'), true),
    // The search box shows with the list only; elsewhere the chart gets the text itself.
    'shopUsers.search': (e) => {
      const box = screen.queryByRole('textbox', { name: 'Search' });
      return box !== null && (fireEvent.change(box, { target: { value: (e as { query: string }).query } }), true);
    },
    'shopUsers.add': () => (click('Add user'), true),
    // A user the search hides, or one not listed, has no Edit button: the chart gets the event itself.
    'shopUsers.edit': (e, s) => {
      const user = s.context.users.find((u) => u.id === (e as { id: number }).id);
      const name = user ? `Edit ${user.first_name} ${user.last_name}` : '';
      return user !== undefined && shown(name) && (click(name), true);
    },
    'shopUsers.closeModal': () => (click('Cancel', dialog()), true),
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchShopUsers).toHaveBeenLastCalledWith(c.shopId);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    loadFailed: (c) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The users could not be read');
      expect(alert).toHaveTextContent(c.error ?? '');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    listing: (c) => {
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(c.query);
      const found = foundUsers(c);
      expect(screen.getByText(found.length === 1 ? '1 user' : `${found.length} users`)).toBeInTheDocument();
      if (found.length === 0) expect(screen.getByText(`Nobody matches “${c.query}”.`)).toBeInTheDocument();
      else {
        const rows = within(screen.getByRole('table', { name: "The shop's users" })).getAllByRole('row').slice(1);
        expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(found.map((u) => `${u.first_name} ${u.last_name}`));
        for (const [i, u] of found.entries()) expect(rows[i]).toHaveTextContent(u.status === 1 ? 'Active' : 'Inactive');
      }
      expect(screen.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    editing: (c) => {
      const user = c.modal?.mode === 'edit' ? c.modal.user : null;
      expect(within(dialog()).getByText(user ? 'Edit user' : 'New user')).toBeInTheDocument();
      expect(within(dialog()).getByLabelText(/^First name/)).toHaveValue(user?.first_name ?? '');
    },
  },
});
