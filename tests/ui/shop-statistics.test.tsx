// The statistics of shopping to go (issue 19 items 4 and 5): the owner's /dashboard (every store of the shop,
// hearing each store's channel), a manager's (one of their stores, chosen), the salesman's /history (their own
// figures, no tables); the period picker, a store event reading the figures again, a failed read and Retry, and
// no English word in Spanish.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_REQUEST_EVENT } from '../../src/contracts/shopping.struct';
import { setLocale } from '../../src/i18n/i18n';
import { ROUTES } from '../../src/routes';
import { ApiError } from '../../src/services/http';
import type { StatsData } from '../../src/services/shopping-stats.api';
import HistoryScreen from '../../src/ui/shell/history-screen';
import ModuleDashboard from '../../src/ui/shell/module-dashboard';
import { statsOf } from '../model/oracles/shopping-stats.oracle';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({ fetchStats: vi.fn() }));
vi.mock('../../src/services/shopping-stats.api', () => api);
// The stores' channels: the test speaks for the server, and sees which channels were heard.
const channel = vi.hoisted(() => ({ names: [] as string[], events: [] as string[], send: null as ((event: { type: string; event?: string; data?: unknown }) => void) | null }));
vi.mock('../../src/services/realtime', async (importOriginal) => {
  const { fromCallback } = await import('xstate');
  return {
    ...(await importOriginal<object>()),
    channelEvents: (names: string | readonly string[], events: readonly string[]) =>
      fromCallback(({ sendBack }) => {
        channel.names = typeof names === 'string' ? [names] : [...names];
        channel.events = [...events];
        channel.send = sendBack;
        return () => (channel.send = null);
      }),
  };
});

setLocale('en');
beforeEach(() => {
  vi.clearAllMocks();
  api.fetchStats.mockImplementation(async (_scope: unknown, period: 'day' | 'week' | 'month') => statsOf(period));
});

const SHOP = { id: 3, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }] };
const historyRoute = ROUTES.find((r) => r.path === '/history')!;
const shopping = (permissions: string[], user_type: 'user' | 'admin-shopping' = 'user') =>
  storedSession({ auth: loginAnswer({ type: 'shopping', user_type, role_id: 4, permissions }), module: 'shopping', lots: [], shops: [SHOP], activeShopId: SHOP.id });
const OWNER = ['shopping.dashboard', 'shopping.manager.dashboard', 'shopping.users'];
const MANAGER = ['shopping.manager.dashboard', 'shopping.branch.add'];
const tile = (key: string) => screen.getByTestId(`stats-${key}`).textContent;

describe("the shop's statistics", () => {
  it("are the owner's landing: every store's figures, per store and per salesman, hearing every store", async () => {
    renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: shopping(OWNER) });
    expect(await screen.findByRole('heading', { name: 'Statistics' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(tile('received')).toBe('4'));
    expect(api.fetchStats).toHaveBeenCalledWith({ kind: 'shop', shopId: 3 }, 'day');
    expect(channel.names).toEqual(['private-store.1', 'private-store.2']);
    expect(channel.events).toEqual([STORE_REQUEST_EVENT]);
    expect(screen.getAllByText('Won')).toHaveLength(3); // the tile and both tables' column
    expect(tile('median_reply_seconds')).toBe('6 min 0 s');
    const stores = screen.getByRole('table', { name: 'By store' });
    expect(within(stores).getAllByRole('row')[1]).toHaveTextContent(/Sucursal Centro\s*4\s*3\s*3\s*1\s*1\s*6 min 0 s\s*3/);
    const salesmen = screen.getByRole('table', { name: 'By salesman' });
    expect(within(salesmen).getAllByRole('row')[1]).toHaveTextContent('Valentín Vendedor');
    expect(within(salesmen).getAllByRole('row')[1]).toHaveTextContent('31 min 0 s');
    expect(screen.getByText('Days and hours of America/Monterrey; updates live.')).toBeInTheDocument();
  });

  it('reads another period when chosen, and reads again on a store event while showing the old figures', async () => {
    renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: shopping(OWNER) });
    await waitFor(() => expect(tile('offers')).toBe('3'), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(api.fetchStats).toHaveBeenLastCalledWith({ kind: 'shop', shopId: 3 }, 'week'));
    await waitFor(() => expect(tile('offers')).toBe('3'));
    let answer: (value: StatsData) => void = () => {};
    api.fetchStats.mockImplementationOnce(() => new Promise<StatsData>((resolve) => (answer = resolve)));
    channel.send?.({ type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { request_id: 9, kind: 'offer' } });
    await waitFor(() => expect(api.fetchStats).toHaveBeenCalledTimes(3));
    expect(tile('offers')).toBe('3');
    answer(statsOf('week', 4));
    await waitFor(() => expect(tile('offers')).toBe('4'));
  });

  it('says why it could not read them, and Retry reads again', async () => {
    api.fetchStats.mockRejectedValueOnce(new ApiError('Network error'));
    renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: shopping(OWNER) });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The statistics could not be read.');
    expect(alert).toHaveTextContent('Network error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tile('received')).toBe('4'));
  });

  it("show a manager one of their stores, chosen, hearing that store's channel only", async () => {
    renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: shopping(MANAGER, 'admin-shopping') });
    await waitFor(() => expect(api.fetchStats).toHaveBeenCalledWith({ kind: 'store', branchId: 1 }, 'day'), { timeout: 10_000 });
    expect(channel.names).toEqual(['private-store.1']);
    fireEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sucursal Valle' }));
    await waitFor(() => expect(api.fetchStats).toHaveBeenLastCalledWith({ kind: 'store', branchId: 2 }, 'day'));
    expect(channel.names).toEqual(['private-store.2']);
  });

  it('in Spanish has no English word', async () => {
    await inSpanish(async () => {
      renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: shopping(OWNER) });
      await waitFor(() => expect(tile('received')).toBe('4'), { timeout: 10_000 });
      expect(screen.getAllByText('Solicitudes recibidas')).toHaveLength(2); // the tile and the stores' column
      expect(englishIn()).toEqual([]);
    });
  });
});

describe("the salesman's history", () => {
  const salesman = (activeStoreId: number | null) =>
    storedSession({ auth: loginAnswer({ type: 'salesman', user_type: 'user', role_id: 5, permissions: ['shopping.shopping-to-go'] }), module: 'salesman', lots: [], stores: [{ id: 4, name: 'Sucursal Centro' }], activeStoreId });

  it('shows their own figures at the active store, without the tables or the requests received', async () => {
    api.fetchStats.mockResolvedValue({ kind: 'history', data: { ...(statsOf('day').data as object), totals: { answered: 3, offers: 2, accepted: 1, sales: 1, median_reply_seconds: 1860, credits: 2 } } } as StatsData);
    renderWithSession(<HistoryScreen route={historyRoute} params={{}} />, { path: '/history', stored: salesman(4) });
    expect(await screen.findByRole('heading', { name: 'Your history' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(tile('offers')).toBe('2'));
    expect(api.fetchStats).toHaveBeenCalledWith({ kind: 'history', branchId: 4 }, 'day');
    expect(channel.names).toEqual(['private-store.4']);
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByTestId('stats-received')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for a store when none is active', async () => {
    renderWithSession(<HistoryScreen route={historyRoute} params={{}} />, { path: '/history', stored: salesman(null) });
    expect(await screen.findByText('Choose a store to see your history.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.fetchStats).not.toHaveBeenCalled();
  });
});
