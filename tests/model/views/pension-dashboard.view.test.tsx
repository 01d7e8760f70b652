// The pension dashboard (src/ui/parking/pension-dashboard/pension-dashboard-view.tsx) along the shortest path to
// every configuration of its chart's three regions, its loads running against mocked services: the events
// list and its pages, the gate map, the picture modal (spec 2 §2-4, §9).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import { pensionDashboardMachine } from '../../../src/machines/pension-dashboard/pension-dashboard.machine';
import { PensionDashboardView } from '../../../src/ui/parking/pension-dashboard/pension-dashboard-view';
import { lot } from '../../ui/fixtures';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, probed, settleable } from '../chart/view-paths';
import { accessesOut, pensionDashboardOracle } from '../oracles/pension-dashboard.oracle';

const api = vi.hoisted(() => ({ fetchPensionEvents: vi.fn(), fetchPensionImage: vi.fn(), fetchAccesses: vi.fn(), fetchAccessMap: vi.fn() }));
vi.mock('../../../src/services/pension-dashboard.api', () => ({ fetchPensionEvents: api.fetchPensionEvents, fetchPensionImage: api.fetchPensionImage }));
vi.mock('../../../src/services/access.api', () => ({ fetchAccesses: api.fetchAccesses, fetchAccessMap: api.fetchAccessMap }));
// The lot's channel: the chart's own channel actor subscribes here; the test speaks for the server.
const channel = vi.hoisted(() => ({ subscribed: [] as { name: string; events: readonly string[] }[], emit: (_e: unknown) => {} }));
vi.mock('../../../src/services/realtime', () => ({
  listenTo: (name: string, events: readonly string[], sendBack: (e: never) => void) => {
    channel.subscribed.push({ name, events });
    channel.emit = (e) => sendBack(e as never);
    return () => {};
  },
}));

setLocale('en');
const calls = { page: settleable(), accesses: settleable(), image: settleable() };
beforeEach(() => {
  Object.values(calls).forEach((c) => c.reset());
  channel.subscribed.length = 0;
  api.fetchPensionEvents.mockImplementation(calls.page.impl);
  api.fetchPensionImage.mockImplementation(calls.image.impl);
  api.fetchAccesses.mockImplementation(calls.accesses.impl);
  api.fetchAccessMap.mockImplementation(async (path: string) => accessesOut.maps[path]);
});

const logic = probed(pensionDashboardMachine, ['loadPage', 'loadAccesses', 'loadImage', 'lotChannel']);
const events = () => screen.getByRole('region', { name: 'Events' });
const map = () => screen.getByRole('region', { name: 'Gate map' });
const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
const settle = (call: ReturnType<typeof settleable>, output: (e: unknown) => unknown = (e) => (e as Done<unknown>).output) => ({
  done: async (e: unknown) => (await call.resolve(output(e)), true),
  error: async (e: unknown) => (await call.reject((e as Failure).error), true),
});

describeViewPaths<typeof pensionDashboardMachine>(pensionDashboardOracle, {
  render: () => render(<PensionDashboardView lot={lot(1)} logic={logic} />),
  drive: {
    'realtime.event': (e) => (act(() => channel.emit(e)), true),
    'realtime.reconnected': (e) => (act(() => channel.emit(e)), true),
    'xstate.done.actor.loadPage': settle(calls.page).done,
    'xstate.error.actor.loadPage': settle(calls.page).error,
    'xstate.done.actor.loadAccesses': settle(calls.accesses, (e) => (e as Done<typeof accessesOut>).output.accesses).done,
    'xstate.error.actor.loadAccesses': settle(calls.accesses).error,
    'xstate.done.actor.loadImage': settle(calls.image).done,
    'xstate.error.actor.loadImage': settle(calls.image).error,
    'pensionDashboard.retry': (_e, s) => {
      const region = JSON.stringify(s.value).includes('"events":"failed"') ? events() : map();
      fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
      return true;
    },
    'pensionDashboard.more': () => (fireEvent.click(within(events()).getByRole('button', { name: /Load more|Retry/ })), true),
    'pensionDashboard.search': (e) => (fireEvent.change(within(events()).getByRole('textbox', { name: 'Search' }), { target: { value: (e as { text: string }).text } }), true),
    'pensionDashboard.period': (e) => (fireEvent.click(screen.getByRole('radio', { name: { day: 'Today', week: '7 days', month: '30 days', year: '365 days' }[(e as { period: 'day' }).period] })), true),
    // Only an event with a picture has the button; the others say 'Image not Available' in the row.
    'pensionDashboard.openImage': (e, s) => {
      const shown = s.context.events.find((x) => x.id === (e as { id: number }).id);
      if (!shown?.image) return false;
      fireEvent.click(screen.getByRole('button', { name: `View the picture of ${shown.name} (${shown.plate})` }));
      return true;
    },
    'pensionDashboard.closeImage': () => (fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })), true),
  },
  sees: {
    'events.loading': (c) => {
      // The lot's channel (spec 2 §7): the pension and general counts, the gate status and the barrier.
      expect(channel.subscribed).toEqual([{ name: `private-dashboard.${c.lotId}`, events: ['UpdateCountCarPension', 'UpdateCountCarGeneral', 'UpdateGateStatus', 'NewGateStatus'] }]);
      expect(within(events()).getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchPensionEvents).toHaveBeenLastCalledWith(c.lotId, c.period, null);
    },
    'events.failed': (c) => {
      expect(within(events()).getByRole('alert')).toHaveTextContent(`The events could not be read${c.error}`);
      expect(within(events()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    'events.ready': (c) => {
      const shown = c.events.filter((e) => plain(e.name).includes(plain(c.search)));
      if (shown.length === 0) return void expect(within(events()).getByText(c.events.length ? 'No loaded event matches the search.' : 'No pension events in this period.')).toBeInTheDocument();
      const rows = within(within(events()).getByRole('table', { name: 'Events' })).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(shown.map((e) => e.name));
      expect(within(events()).queryByText(c.last === null ? 'Load more' : 'No more events in this period.')).toBeNull();
    },
    'events.loadingMore': (c) => {
      expect(within(events()).getByRole('status')).toHaveTextContent('Loading more events…');
      expect(api.fetchPensionEvents).toHaveBeenLastCalledWith(c.lotId, c.period, c.last);
    },
    'events.moreFailed': (c) => {
      expect(within(events()).getByRole('alert')).toHaveTextContent(`More events could not be read${c.error}`);
      expect(within(events()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    // The shown events stay while the newest page is read again.
    'events.refreshing': (c) => expect(within(events()).getAllByRole('row')).toHaveLength(c.events.length + 1),
    'accesses.loading': (c) => {
      if (c.accesses.length === 0) expect(within(map()).getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchAccesses).toHaveBeenLastCalledWith(c.lotId);
    },
    'accesses.ready': (c) => expect(within(map()).getByText(c.accesses[0].name)).toBeInTheDocument(),
    'accesses.failed': () => {
      expect(within(map()).getByText('The accesses could not be read.')).toBeInTheDocument();
      expect(within(map()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    'image.closed': () => expect(screen.queryByRole('dialog')).toBeNull(),
    'image.loading': (c) => {
      expect(within(screen.getByRole('dialog')).getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchPensionImage).toHaveBeenLastCalledWith(c.lotId, c.image?.event.image);
    },
    'image.shown': (c) => expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('src', c.image?.picture),
    'image.missing': () => expect(within(screen.getByRole('dialog')).getByText('Image not Available')).toBeInTheDocument(),
  },
});
