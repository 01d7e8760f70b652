// /users (spec 1 §2.3 user create/edit modal, §6 shopping.users): the shop's users with the fuzzy search, the empty
// list, the load failure and its Retry; Add user and Edit open the shop's user modal on the right user; closing it
// reads nothing, a save reads the list again and shows the saved user, the search text kept.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopUser } from '../../src/contracts/shop-users.struct';
import { setLocale } from '../../src/i18n/i18n';
import { ApiError } from '../../src/services/http';
import UsersScreen from '../../src/ui/shopping/users/users-screen';
import { afterSave, listed } from '../model/oracles/shop-user-list.oracle';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';

const api = vi.hoisted(() => ({ fetchShopUsers: vi.fn(), fetchShopRoles: vi.fn(), saveShopUser: vi.fn() }));
vi.mock('../../src/services/shop-users.api', () => api);
// The modal is tested on its own (tests/model/views/shop-user-modal.view.test.tsx): here it only saves or closes.
vi.mock('../../src/ui/shopping/users/shop-user-modal', () => ({
  ShopUserModal: ({ shopId, user, onSaved, onClose }: { shopId: number; user: ShopUser | null; onSaved: (id: number) => void; onClose: () => void }) => (
    <div role="dialog" aria-label={user ? `Editing ${user.first_name} of shop ${shopId}` : `New user of shop ${shopId}`}>
      <button onClick={() => onSaved(user?.id ?? 8)}>save</button>
      <button onClick={onClose}>close</button>
    </div>
  ),
}));

setLocale('en');
beforeEach(() => {
  vi.clearAllMocks();
  api.fetchShopUsers.mockResolvedValue(listed);
});

const SHOP = { id: 3, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }] };
const renderScreen = () =>
  renderWithSession(<UsersScreen />, {
    path: '/users',
    stored: storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.users'] }), module: 'shopping', lots: [], shops: [SHOP], activeShopId: SHOP.id }),
  });
const table = () => screen.getByRole('table', { name: "The shop's users" });
const names = () => within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
const search = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value } });

describe("the shop's users screen", () => {
  it("lists the shop's users with their branches and status, searches with a typo, and says when nobody matches", async () => {
    renderScreen();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Mario Gerente', 'Valentín Vendedor']));
    expect(api.fetchShopUsers).toHaveBeenCalledWith(SHOP.id);
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Sucursal Centro, Sucursal Valle');
    expect(screen.getByText('2 users')).toBeInTheDocument();
    search('vendedr');
    expect(names()).toEqual(['Valentín Vendedor']);
    expect(screen.getByText('1 user')).toBeInTheDocument();
    search('zzzz');
    expect(screen.getByText('Nobody matches “zzzz”.')).toBeInTheDocument();
    expect(api.fetchShopUsers).toHaveBeenCalledTimes(1);
  });

  it('says so when the shop has no users yet', async () => {
    api.fetchShopUsers.mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByText('Your shop has no users yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
  });

  it('says why the users could not be read, and reads them again on Retry', async () => {
    api.fetchShopUsers.mockRejectedValueOnce(new ApiError('Network error'));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be readNetwork error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['Mario Gerente', 'Valentín Vendedor']));
    expect(api.fetchShopUsers).toHaveBeenCalledTimes(2);
  });

  it('opens the modal new or on the user; closing it reads nothing, a save reads the list again with the search kept', async () => {
    renderScreen();
    await waitFor(() => expect(names()).toEqual(['Mario Gerente', 'Valentín Vendedor']));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Valentín Vendedor' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Editing Valentín of shop 3' })).getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.fetchShopUsers).toHaveBeenCalledTimes(1);
    search('supervisra');
    expect(screen.getByText('Nobody matches “supervisra”.')).toBeInTheDocument();
    api.fetchShopUsers.mockResolvedValue(afterSave);
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'New user of shop 3' })).getByRole('button', { name: 'save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(names()).toEqual(['Sofía Supervisora']));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('supervisra');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Inactive');
    expect(api.fetchShopUsers).toHaveBeenCalledTimes(2);
  });
});
