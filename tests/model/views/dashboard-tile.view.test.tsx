// The cars tile (src/ui/parking/dashboard/figure-tiles.tsx on tile-card.tsx) along the shortest path to every
// state of the dashboard-tile chart, its reads going to a mocked dashboard service: the skeleton, the figures,
// the "updating" mark while live figures are read again, the failure with Retry, the period.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { setLocale } from '../../../src/i18n/i18n';
import { dashboardTileMachine } from '../../../src/machines/parking-dashboard/dashboard-tile.machine';
import type { TileData } from '../../../src/machines/parking-dashboard/parking-dashboard.types';
import { CarsTile } from '../../../src/ui/parking/dashboard/figure-tiles';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, probed, settleable } from '../chart/view-paths';
import { dashboardTileOracle } from '../oracles/dashboard-tile.oracle';

const api = vi.hoisted(() => ({ fetchCars: vi.fn() }));
vi.mock('../../../src/services/dashboard.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchCars: api.fetchCars }));

setLocale('en');
const load = settleable();
beforeEach(() => {
  load.reset();
  api.fetchCars.mockImplementation(load.impl);
});

const logic = probed(dashboardTileMachine, ['loadTile']);
const card = () => screen.getByRole('region', { name: 'Cars total' });
const settle = {
  done: async (e: unknown) => (await load.resolve((e as Done<TileData>).output.value), true),
  error: async (e: unknown) => (await load.reject((e as Failure).error), true),
};

describeViewPaths<typeof dashboardTileMachine>(dashboardTileOracle, {
  // The dashboard hands each tile its actor; here the tile gets one of its own.
  render: () => render(<CarsTile tile={createActor(logic, { input: { lotId: 1, tile: 'cars' } }).start()} />),
  drive: {
    'xstate.done.actor.loadTile': settle.done,
    'xstate.error.actor.loadTile': settle.error,
    'tile.retry': () => (fireEvent.click(within(card()).getByRole('button', { name: 'Retry' })), true),
    'tile.period': (e) => (fireEvent.click(within(card()).getByRole('radio', { name: { day: 'Today', week: '7 days', month: '30 days', year: '365 days' }[(e as { period: 'day' }).period] })), true),
  },
  sees: {
    loading: (c) => {
      expect(card()).toHaveAttribute('aria-busy', 'true');
      expect(api.fetchCars).toHaveBeenLastCalledWith(c.lotId, c.period);
    },
    ready: (c) => {
      expect(card()).toHaveAttribute('aria-busy', 'false');
      expect(screen.getByTestId('dashboard-cars-inside')).toHaveTextContent(String(c.data?.tile === 'cars' ? c.data.value.inside : ''));
    },
    'ready.idle': () => expect(within(card()).queryByLabelText('Updating')).toBeNull(),
    'ready.waiting': () => expect(within(card()).queryByLabelText('Updating')).toBeNull(),
    // The figures stay on screen with a small mark while they are read again.
    'ready.refreshing': (c) => {
      expect(within(card()).getByLabelText('Updating')).toBeInTheDocument();
      expect(api.fetchCars).toHaveBeenLastCalledWith(c.lotId, c.period);
    },
    failed: (c) => {
      expect(within(card()).getByRole('alert')).toHaveTextContent(c.error as string);
      expect(within(card()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  },
});
