// The parking dashboard (src/ui/parking/dashboard/dashboard-view.tsx) along the shortest path to every
// configuration of its chart, its tiles and accesses read from mocked services: the five tiles and the gate
// map with its carousel, its failure and Retry (spec 2 "Parking dashboard").
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import { parkingDashboardMachine } from '../../../src/machines/parking-dashboard/parking-dashboard.machine';
import type { AccessesLoaded } from '../../../src/machines/parking-dashboard/parking-dashboard.types';
import { DashboardView } from '../../../src/ui/parking/dashboard/dashboard-view';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, probed, settleable } from '../chart/view-paths';
import { loadedAccesses, parkingDashboardOracle } from '../oracles/parking-dashboard.oracle';

const api = vi.hoisted(() => ({
  fetchAccesses: vi.fn(),
  fetchAccessMap: vi.fn(),
  tiles: { fetchIncomes: vi.fn(), fetchPeakHours: vi.fn(), fetchParkingTime: vi.fn(), fetchAverageTime: vi.fn(), fetchCars: vi.fn() },
}));
vi.mock('../../../src/services/access.api', () => ({ fetchAccesses: api.fetchAccesses, fetchAccessMap: api.fetchAccessMap }));
vi.mock('../../../src/services/dashboard.api', () => api.tiles);
// The lot's channel of the screen's own chart (liveDashboard): what it subscribes to.
const channel = vi.hoisted(() => ({ subscribed: [] as { name: string; events: readonly string[] }[] }));
vi.mock('../../../src/services/realtime', async () => {
  const { fromCallback } = await import('xstate');
  return { channelEvents: (name: string, events: readonly string[]) => fromCallback(() => void channel.subscribed.push({ name, events })) };
});

setLocale('en');
const accessesCall = settleable();
beforeEach(() => {
  accessesCall.reset();
  api.fetchAccesses.mockImplementation(accessesCall.impl);
  api.fetchAccessMap.mockImplementation(async (path: string) => loadedAccesses.maps[path]);
  Object.values(api.tiles).forEach((fetch) => fetch.mockImplementation(settleable().impl));
  channel.subscribed.length = 0;
});

const TILES = ['incomesTile', 'peakHoursTile', 'parkingTimeTile', 'averageTimeTile', 'carsTile'];
// The tiles are the real tile chart (each reading its figures); only the lot's channel is a stub.
const logic = probed(parkingDashboardMachine, ['loadAccesses', ...TILES]);
const gates = () => screen.getByRole('region', { name: 'Gate map' });

describeViewPaths<typeof parkingDashboardMachine>(parkingDashboardOracle, {
  render: () => render(<DashboardView lotId={1} logic={logic} />),
  drive: {
    'xstate.done.actor.loadAccesses': async (e) => (await accessesCall.resolve((e as Done<AccessesLoaded>).output.accesses), true),
    'xstate.error.actor.loadAccesses': async (e) => (await accessesCall.reject((e as Failure).error), true),
    'dashboard.retryAccesses': () => (fireEvent.click(within(gates()).getByRole('button', { name: 'Retry' })), true),
    'dashboard.nextAccess': () => (fireEvent.click(within(gates()).getByRole('button', { name: 'Next access' })), true),
    'dashboard.previousAccess': () => (fireEvent.click(within(gates()).getByRole('button', { name: 'Previous access' })), true),
  },
  sees: {
    // Each tile reads its own figures, for today to begin with.
    tiles: (c) => {
      for (const title of ['Cars total', 'Incomes', 'Average time spent', 'Peak hours', 'Parking time']) expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      for (const fetch of Object.values(api.tiles)) expect(fetch).toHaveBeenCalledWith(c.lotId, 'day');
    },
    'gates.loading': (c) => {
      expect(gates()).toHaveAttribute('aria-busy', 'true');
      expect(api.fetchAccesses).toHaveBeenLastCalledWith(c.lotId);
    },
    'gates.ready': (c) => {
      const access = c.accesses[c.accessIndex];
      expect(within(gates()).getByRole('table', { name: `Gates of ${access.name}` })).toBeInTheDocument();
      expect(within(gates()).getByText(`${c.accessIndex + 1} of ${c.accesses.length}`)).toBeInTheDocument();
    },
    'gates.failed': (c) => {
      expect(within(gates()).getByRole('alert')).toHaveTextContent(`The accesses could not be read${c.accessesError}`);
      expect(within(gates()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  },
});

it("the screen's dashboard hears its lot's channel: counts, payments, gate status, barrier", () => {
  render(<DashboardView lotId={7} />);
  expect(channel.subscribed).toEqual([{ name: 'private-dashboard.7', events: ['UpdateCountCarGeneral', 'UpdateDashboard', 'UpdateGateStatus', 'NewGateStatus'] }]);
});
