// The salesman's store-selection dialog (spec 2 §2) and their online state (spec 1 §4): answering yes to receiving
// requests goes online for the chosen store with the session's notifications token; no leaves them offline.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { OpenToRequestsLink } from '../../src/ui/shell/salesman-online/online-toggle';
import { SalesmanOnlineProvider } from '../../src/ui/shell/salesman-online/salesman-online-provider';
import { StoreSelectDialog } from '../../src/ui/shell/store-select-dialog';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';

const api = vi.hoisted(() => ({ readOnline: vi.fn(), goOnline: vi.fn(), goOffline: vi.fn() }));
vi.mock('../../src/services/salesman-online.api', () => api);
vi.mock('../../src/services/desktop-notifications', () => ({ notificationPermission: async () => 'unsupported' }));

const STORES = [
  { id: 1, name: 'Sucursal Centro', prefix: 'TNDA', url_logo: null, credits: { total: 30 } },
  { id: 2, name: 'Sucursal Valle', prefix: 'TNDA', url_logo: null, credits: { total: 8 } },
];

beforeEach(() => {
  setLocale('en');
  vi.clearAllMocks();
  api.readOnline.mockResolvedValue({ online_branch: null, message: 'You are not receiving requests.' });
  api.goOnline.mockImplementation(async ({ branchId }: { branchId: number }) => ({ online_branch: branchId, message: 'You are open to requests.' }));
});

function renderDialog() {
  renderWithSession(
    <SalesmanOnlineProvider>
      <OpenToRequestsLink />
      <StoreSelectDialog />
    </SalesmanOnlineProvider>,
    {
      path: '/shopping-to-go',
      stored: storedSession({
        auth: loginAnswer({ type: 'salesman', user_id: 7, token_notifications: 'token-of-7', permissions: ['shopping.shopping-to-go'] }),
        module: 'salesman',
        lots: [],
        stores: STORES,
        activeStoreId: null,
      }),
    },
  );
}

describe("the store dialog's answer to receiving requests", () => {
  it('yes goes online for the chosen store, and the link says so', async () => {
    renderDialog();
    await waitFor(() => expect(api.readOnline).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('radio', { name: 'Sucursal Valle' }));
    expect(screen.getByRole('switch', { name: 'Accept receiving requests' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.goOnline).toHaveBeenCalledWith({ branchId: 2, token: 'token-of-7' }));
    await waitFor(() => expect(screen.getByTestId('online-status')).toHaveTextContent('Online'));
    // Desktop notifications this browser lacks: the spec's words.
    expect(await screen.findByText('This browser does not support desktop notifications')).toBeInTheDocument();
  });

  it('no leaves the salesman offline', async () => {
    renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Sucursal Centro' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Accept receiving requests' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Sucursal Centro' })).not.toBeInTheDocument());
    expect(api.goOnline).not.toHaveBeenCalled();
    expect(screen.getByTestId('online-status')).toHaveTextContent('Offline');
  });

  it("going online before a store is chosen shows 'Error LogIn(id)' and calls nothing", async () => {
    renderDialog();
    await waitFor(() => expect(api.readOnline).toHaveBeenCalled());
    fireEvent.click(screen.getByTestId('open-to-requests'));
    fireEvent.click(await screen.findByRole('switch', { name: "Receive customers' requests" }));
    expect(await screen.findByText('Error LogIn(id)')).toBeInTheDocument();
    expect(api.goOnline).not.toHaveBeenCalled();
  });
});
