// The shop's statistics screen (src/ui/shopping/statistics, the owner's /dashboard) along the shortest path to
// every state of the shopping-stats chart, its reads running against a mocked statistics service: the loader, the
// failure with Retry, the tiles of the period chosen (the picker showing it), a failed re-read's notice over the
// old figures, and the old figures kept while they are read again (issue 19 items 4 and 5).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_REQUEST_EVENT } from '../../../src/contracts/shopping.struct';
import { setLocale } from '../../../src/i18n/i18n';
import type { shoppingStatsMachine } from '../../../src/machines/shopping-stats/shopping-stats.machine';
import type { StatsData } from '../../../src/services/shopping-stats.api';
import ShopStatisticsScreen from '../../../src/ui/shopping/statistics/shop-statistics-screen';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable } from '../chart/view-paths';
import { offline, SCOPE, shoppingStatsOracle, statsOf } from '../oracles/shopping-stats.oracle';

const api = vi.hoisted(() => ({ fetchStats: vi.fn() }));
vi.mock('../../../src/services/shopping-stats.api', () => api);
vi.mock('../../../src/machines/shopping-stats/shopping-stats.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ shoppingStatsMachine: typeof shoppingStatsMachine }>();
  const logic = probed(chart.shoppingStatsMachine, ['loadStats']);
  return { ...chart, shoppingStatsMachine: logic, liveShoppingStats: () => logic };
});

setLocale('en');
const load = settleable<StatsData>();
beforeEach(() => {
  vi.clearAllMocks();
  load.reset();
  api.fetchStats.mockImplementation(load.impl);
});

const SHOP = { id: SCOPE.shopId, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }] };
const PERIOD_LABEL = { day: 'Today', week: '7 days', month: '30 days' } as const;
const tile = (key: string) => screen.queryByTestId(`stats-${key}`)?.textContent ?? null;
const offersOf = (stats: StatsData | null) => String(stats?.data.totals.offers);

describeViewPaths<typeof shoppingStatsMachine>(shoppingStatsOracle, {
  render: () =>
    renderWithSession(<ShopStatisticsScreen />, {
      path: '/dashboard',
      stored: storedSession({
        auth: loginAnswer({ type: 'shopping', user_type: 'user', role_id: 4, permissions: ['shopping.dashboard', 'shopping.manager.dashboard', 'shopping.users'] }),
        module: 'shopping',
        lots: [],
        shops: [SHOP],
        activeShopId: SHOP.id,
      }),
    }),
  drive: {
    'xstate.done.actor.loadStats': async (e) => (await load.resolve((e as Done<StatsData>).output), true),
    'xstate.error.actor.loadStats': async (e) => (await load.reject((e as Failure).error), true),
    'stats.retry': () => (fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })), true),
    // The period shown cannot be chosen again: the chart gets that event itself.
    'stats.period': (e, s) => {
      const { period } = e as { period: keyof typeof PERIOD_LABEL };
      return period !== s.context.period && (fireEvent.click(screen.getByRole('radio', { name: PERIOD_LABEL[period] })), true);
    },
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchStats).toHaveBeenLastCalledWith(SCOPE, c.period);
      expect(tile('offers')).toBeNull();
      expect(screen.getByRole('radio', { name: PERIOD_LABEL[c.period] })).toBeChecked();
    },
    loadFailed: (c) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The statistics could not be read.');
      expect(alert).toHaveTextContent(c.error ?? '');
      expect(tile('offers')).toBeNull();
    },
    showing: (c) => {
      expect(tile('offers')).toBe(offersOf(c.stats));
      expect(screen.getByRole('radio', { name: PERIOD_LABEL[c.period] })).toBeChecked();
      expect(screen.getByRole('table', { name: 'By store' })).toBeInTheDocument();
      if (c.error) expect(screen.getByRole('status')).toHaveTextContent(`Could not refresh; these are the previous figures.${c.error}`);
      else expect(screen.queryByText('Could not refresh; these are the previous figures.')).toBeNull();
      expect(screen.queryByLabelText('Loading')).toBeNull();
    },
    // The old figures stay while the new ones are read.
    refreshing: (c) => {
      expect(tile('offers')).toBe(offersOf(c.stats));
      expect(screen.queryByLabelText('Loading')).toBeNull();
      expect(api.fetchStats).toHaveBeenLastCalledWith(SCOPE, c.period);
    },
  },
});

describe('a failed re-read', () => {
  it('keeps the old figures and says why over them; the next re-read that works clears it', async () => {
    renderWithSession(<ShopStatisticsScreen />, {
      path: '/dashboard',
      stored: storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.dashboard'] }), module: 'shopping', lots: [], shops: [SHOP], activeShopId: SHOP.id }),
    });
    await load.resolve(statsOf('day'));
    act(() => actorOf('shoppingStats').send({ type: 'realtime.event', event: STORE_REQUEST_EVENT, data: {} }));
    await load.reject(offline);
    expect(screen.getByRole('status')).toHaveTextContent('Could not refresh; these are the previous figures.Network error');
    expect(tile('offers')).toBe('3');
    act(() => actorOf('shoppingStats').send({ type: 'realtime.reconnected' }));
    await load.resolve(statsOf('day', 5));
    expect(tile('offers')).toBe('5');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
