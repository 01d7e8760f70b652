// The salesman's online toggle (src/ui/shell/salesman-online/: the sidebar link 'open to requests' and its modal)
// along the shortest path to every state of its chart, its calls running against mocked services: the link's
// status badge, the modal's summary with the store online, the switch (busy while a call is out), a refused
// login with Retry and Dismiss (spec 1 §2.3, §4, §8). The actor is the one the salesman's layout starts from the
// session (its user, active store and notifications token).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { salesmanOnlineMachine } from '../../../src/machines/salesman-online/salesman-online.machine';
import { OpenToRequestsLink } from '../../../src/ui/shell/salesman-online/online-toggle';
import { SalesmanOnlineProvider } from '../../../src/ui/shell/salesman-online/salesman-online-provider';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { CENTRO, salesmanOnlineOracle, TOKEN, VALLE } from '../oracles/salesman-online.oracle';

const api = vi.hoisted(() => ({ readOnline: vi.fn(), goOnline: vi.fn(), goOffline: vi.fn() }));
const desktop = vi.hoisted(() => ({ notificationPermission: vi.fn() }));
vi.mock('../../../src/services/salesman-online.api', () => api);
vi.mock('../../../src/services/desktop-notifications', () => desktop);
vi.mock('../../../src/machines/salesman-online/salesman-online.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ salesmanOnlineMachine: typeof salesmanOnlineMachine }>();
  return { ...chart, salesmanOnlineMachine: probed(chart.salesmanOnlineMachine, ['readOnline', 'goOnline', 'goOffline', 'askNotifications']) };
});

setLocale('en');
const calls = { readOnline: settleable(), goOnline: settleable(), goOffline: settleable(), askNotifications: settleable() };
beforeEach(() => {
  vi.clearAllMocks();
  for (const call of Object.values(calls)) call.reset();
  api.readOnline.mockImplementation(calls.readOnline.impl);
  api.goOnline.mockImplementation(calls.goOnline.impl);
  api.goOffline.mockImplementation(calls.goOffline.impl);
  desktop.notificationPermission.mockImplementation(calls.askNotifications.impl);
});

const STORES = [
  { id: CENTRO, name: 'Sucursal Centro', prefix: 'TNDA', url_logo: null, credits: { total: 30 } },
  { id: VALLE, name: 'Sucursal Valle', prefix: 'TNDA', url_logo: null, credits: { total: 8 } },
];

const link = () => screen.getByTestId('open-to-requests');
const dialog = () => screen.queryByRole('dialog');
/** The modal, opened from the sidebar link when it is not open yet. */
async function modal(): Promise<HTMLElement> {
  if (!dialog()) fireEvent.click(link());
  return waitFor(() => screen.getByRole('dialog'));
}
const toggle = async () => within(await modal()).getByRole('switch', { name: "Receive customers' requests" });
const busy = async (text: string) => expect(within(await modal()).getByText(text)).toBeInTheDocument();
const badge = (text: string) => expect(screen.getByTestId('online-status')).toHaveTextContent(text);

/** A settled call of the chart's actors: the service the view's actor called answers. */
const settle = (name: keyof typeof calls) => ({
  done: async (e: Done<unknown>) => (await calls[name].resolve(e.output), true),
  error: async (e: Failure) => (await calls[name].reject(e.error), true),
});

const view: ViewOracle<typeof salesmanOnlineMachine> = {
  render: () => {
    notifications.clean();
    renderWithSession(
      <SalesmanOnlineProvider>
        <OpenToRequestsLink />
      </SalesmanOnlineProvider>,
      {
        path: '/shopping-to-go',
        stored: storedSession({
          auth: loginAnswer({ type: 'salesman', user_id: 7, token_notifications: TOKEN, permissions: ['shopping.shopping-to-go'] }),
          module: 'salesman',
          lots: [],
          stores: STORES,
          activeStoreId: CENTRO,
        }),
      },
    );
  },
  drive: {
    'xstate.done.actor.readOnline': settle('readOnline').done,
    'xstate.error.actor.readOnline': settle('readOnline').error,
    'xstate.done.actor.goOnline': settle('goOnline').done,
    'xstate.error.actor.goOnline': settle('goOnline').error,
    'xstate.done.actor.goOffline': settle('goOffline').done,
    'xstate.error.actor.goOffline': settle('goOffline').error,
    'xstate.done.actor.askNotifications': settle('askNotifications').done,
    // The switch, or Retry after a refusal; while the first read is out the switch waits (the store dialog sends it).
    'online.goOnline': async (_e, s) => {
      if (s.value === 'checking') return false;
      const box = await modal();
      if (s.value === 'failure') fireEvent.click(within(box).getByRole('button', { name: 'Retry' }));
      else fireEvent.click(await toggle());
      return true;
    },
    'online.goOffline': async () => (fireEvent.click(await toggle()), true),
    'online.dismiss': async () => (fireEvent.click(within(await modal()).getByRole('button', { name: 'Dismiss' })), true),
  },
  sees: {
    checking: async () => {
      badge('Offline');
      await busy('Checking your state…');
      expect(await toggle()).toBeDisabled();
    },
    offline: async () => {
      badge('Offline');
      expect(within(await modal()).getByTestId('online-summary')).toHaveTextContent('You are not receiving requests.');
      expect(await toggle()).not.toBeChecked();
      expect(await toggle()).toBeEnabled();
    },
    goingOnline: async () => {
      await busy('Going online…');
      expect(await toggle()).toBeChecked();
      expect(await toggle()).toBeDisabled();
      // The active store, with the session's notifications token.
      expect(api.goOnline).toHaveBeenLastCalledWith({ branchId: CENTRO, token: TOKEN });
    },
    connected: async (c) => {
      badge('Online');
      const name = STORES.find((s) => s.id === c.onlineBranch)?.name;
      expect(within(await modal()).getByTestId('online-summary')).toHaveTextContent(`You receive the requests of ${name}.`);
      expect(await toggle()).toBeChecked();
    },
    'connected.online': async () => expect(await toggle()).toBeEnabled(),
    'connected.goingOffline': async (c) => {
      await busy('Going offline…');
      expect(await toggle()).toBeDisabled();
      expect(api.goOffline).toHaveBeenLastCalledWith({ branchId: c.onlineBranch, token: TOKEN });
    },
    failure: async (c) => {
      badge('Offline');
      const box = await modal();
      expect(within(box).getByText(c.error ?? '')).toBeInTheDocument();
      expect(within(box).getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(await toggle()).not.toBeChecked();
    },
  },
};

describeViewPaths(salesmanOnlineOracle, view);
