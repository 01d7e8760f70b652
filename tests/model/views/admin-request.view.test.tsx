// The request editor of Admin: Requests (src/ui/admin/requests/request-editor.tsx) along the shortest path to every
// state of the admin-request chart, its reads and decisions answered by a mocked admin-requests service: the
// loader, the failure with Retry, the request whole with Approve and Reject while pending, the plaza and reason
// forms with their broken rules and the server's refusal, the spinner while a decision is with the server, the
// request decided, and the list told to read again after a decision.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { AdminRequestRow } from '../../../src/contracts/admin-requests.struct';
import { setLocale } from '../../../src/i18n/i18n';
import type { adminRequestMachine, LoadedRequest } from '../../../src/machines/admin-request/admin-request.machine';
import { RequestEditor } from '../../../src/ui/admin/requests/request-editor';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { adminRequestOracle, pending, REQUEST_ID } from '../oracles/admin-request.oracle';

const api = vi.hoisted(() => ({ fetchAdminRequest: vi.fn(), fetchRequestPlazas: vi.fn(), decideRequest: vi.fn() }));
vi.mock('../../../src/services/admin-requests.api', () => api);
// The documents stay on their way: no replay opens them.
vi.mock('../../../src/services/files.api', () => ({ fetchStoredFile: () => new Promise(() => {}) }));
vi.mock('../../../src/machines/admin-request/admin-request.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ adminRequestMachine: typeof adminRequestMachine }>();
  return { ...chart, adminRequestMachine: probed(chart.adminRequestMachine, ['loadRequest', 'decide']) };
});

setLocale('en');
const reads = settleable();
const plazaReads = settleable();
const decisions = settleable();
const ended = { saved: vi.fn(), closed: vi.fn() };
beforeEach(() => {
  for (const s of [reads, plazaReads, decisions]) s.reset();
  api.fetchAdminRequest.mockReset().mockImplementation(reads.impl);
  api.fetchRequestPlazas.mockReset().mockImplementation(plazaReads.impl);
  api.decideRequest.mockReset().mockImplementation(decisions.impl);
  ended.saved.mockReset();
  ended.closed.mockReset();
});

const row: AdminRequestRow = { id: REQUEST_ID, store_name: pending.store_name, kind: 'parent', first_name: 'Olga', last_name: 'Mirador', email: pending.email, category: pending.category, status: 'pending', created_at: pending.created_at, decided_at: null };
const button = (name: string) => screen.queryByRole('button', { name });
const click = (element: HTMLElement | null) => {
  if (!element || (element as HTMLButtonElement).disabled || element.hasAttribute('data-loading')) return false;
  fireEvent.click(element);
  return true;
};
const STATUS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

describeViewPaths<typeof adminRequestMachine>(adminRequestOracle, {
  render: () =>
    renderWithSession(<RequestEditor target={{ mode: 'edit', row }} onSaved={ended.saved} onClose={ended.closed} />, {
      path: '/admin/requests',
      stored: storedSession({ auth: loginAnswer({ type: 'nexo', user_id: 1, role_id: 1, permissions: ['nexo.request', 'nexo.request.accepted'] }), module: 'nexo', lots: [] }),
    }),
  drive: {
    'xstate.done.actor.loadRequest': async (e) => {
      const { request, plazas } = (e as Done<LoadedRequest>).output;
      await reads.resolve(request);
      await plazaReads.resolve(plazas);
      return true;
    },
    'xstate.error.actor.loadRequest': async (e) => (await reads.reject((e as Failure).error), true),
    'request.retry': () => click(button('Retry')),
    'request.approve': () => click(button('Approve')),
    'request.reject': () => click(button('Reject')),
    'request.back': () => click(button('Back')),
    // Nothing chosen: the form sends no plaza; a plaza is chosen in a combobox the replay leaves to the chart.
    'request.confirmApprove': (e) => (e as { plazaId: number | null }).plazaId === null && click(button('Approve and create the shop')),
    'request.confirmReject': (e) => {
      fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: (e as { reason: string }).reason } });
      return click(button('Reject and send the reason'));
    },
    'request.close': () => click(button('Close')),
    'xstate.done.actor.approve': async (e) => (await decisions.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.approve': async (e) => (await decisions.reject((e as Failure).error), true),
    'xstate.done.actor.reject': async (e) => (await decisions.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.reject': async (e) => (await decisions.reject((e as Failure).error), true),
  },
  sees: {
    loading: () => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchAdminRequest).toHaveBeenLastCalledWith(REQUEST_ID);
    },
    loadFailed: (c) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(`The request could not be read${c.error}`);
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    viewing: (c) => {
      const details = screen.getByRole('table', { name: pending.store_name });
      expect(details).toHaveTextContent(pending.email);
      expect(screen.getByText(STATUS[c.request!.status])).toBeInTheDocument();
      const open = c.request!.status === 'pending';
      expect(button('Approve') !== null).toBe(open);
      expect(button('Reject') !== null).toBe(open);
      if (c.request!.status === 'rejected') expect(details).toHaveTextContent(c.request!.reject_reason!);
      if (c.request!.status === 'approved') expect(details).toHaveTextContent('Shop created');
    },
    approving: (c) => {
      const form = screen.getByRole('region', { name: 'Approve' });
      const [plaza] = within(form).getAllByLabelText(/First store's plaza/);
      expect(plaza).toBeEnabled();
      if (c.error) expect(within(form).getByRole('alert')).toHaveTextContent(c.error);
      expect(plaza.getAttribute('aria-invalid') === 'true').toBe(Boolean(c.problems.plaza_id));
    },
    rejecting: (c) => {
      const form = screen.getByRole('region', { name: 'Reject' });
      expect(within(form).getByRole('textbox', { name: /Reason/ })).toBeEnabled();
      if (c.error) expect(within(form).getByRole('alert')).toHaveTextContent(c.error);
      expect(within(form).getByRole('textbox', { name: /Reason/ }).getAttribute('aria-invalid') === 'true').toBe(Boolean(c.problems.reason));
    },
    sendingApproval: (c) => {
      expect(button('Approve and create the shop')).toHaveAttribute('data-loading');
      expect(button('Back')).toBeDisabled();
      expect(api.decideRequest).toHaveBeenLastCalledWith(REQUEST_ID, { kind: 'approve', plaza_id: c.plazaId });
    },
    sendingRejection: (c) => {
      expect(button('Reject and send the reason')).toHaveAttribute('data-loading');
      expect(api.decideRequest).toHaveBeenLastCalledWith(REQUEST_ID, { kind: 'reject', reason: c.reason.trim() });
    },
    closed: (c) => {
      expect(ended.saved).toHaveBeenCalledTimes(c.decided ? 1 : 0);
      expect(ended.closed).toHaveBeenCalledTimes(c.decided ? 0 : 1);
    },
  },
});
