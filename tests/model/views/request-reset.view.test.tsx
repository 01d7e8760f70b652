// The reset-request screen (src/ui/auth/request-reset-screen.tsx) along the shortest path to every state of its
// chart, the request answered by a mocked auth service: what the user sees in each step (spec 2 §2 "Login
// screens", §7 POST users/reset, §8 "reset mail sent").
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { RequestResetEvent, requestResetMachine } from '../../../src/machines/request-reset/request-reset.machine';
import RequestResetScreen from '../../../src/ui/auth/request-reset-screen';
import { render } from '../../ui/render';
import type { Done } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { email, mailed, requestResetOracle } from '../oracles/request-reset.oracle';

const api = vi.hoisted(() => ({ requestReset: vi.fn() }));
vi.mock('../../../src/services/auth.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/request-reset/request-reset.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ requestResetMachine: typeof requestResetMachine }>();
  return { ...chart, requestResetMachine: probed(chart.requestResetMachine, ['requestReset']) };
});

setLocale('en');
const request = settleable();
beforeEach(() => {
  request.reset();
  api.requestReset.mockReset().mockImplementation(request.impl);
});
const PAGE = '/login/reset';
const where = () => `${window.location.pathname}${window.location.search}`;
const send = () => screen.getByRole('button', { name: 'Send mail' });

const view: ViewOracle<typeof requestResetMachine> = {
  render: () => {
    notifications.clean();
    window.history.replaceState(null, '', PAGE);
    render(<RequestResetScreen />);
  },
  drive: {
    'xstate.done.actor.requestReset': async (e) => (await request.resolve((e as Done<unknown>).output), true),
    'resetRequest.submit': (e) => {
      const { email } = e as Extract<RequestResetEvent, { type: 'resetRequest.submit' }>;
      fireEvent.change(screen.getByLabelText('Email', { exact: false }), { target: { value: email } });
      fireEvent.click(send());
      return true;
    },
  },
  sees: {
    editing: () => {
      expect(screen.getByLabelText('Email', { exact: false })).toBeInTheDocument();
      expect(send()).not.toHaveAttribute('data-loading');
      expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/login');
      expect(where()).toBe(PAGE);
    },
    sending: () => {
      expect(send()).toHaveAttribute('data-loading', 'true');
      expect(api.requestReset).toHaveBeenLastCalledWith(email);
      expect(where()).toBe(PAGE);
    },
    sent: async () => {
      expect(await screen.findByText(mailed.message)).toBeInTheDocument();
      expect(where()).toBe('/login');
    },
  },
};

describeViewPaths(requestResetOracle, view);
