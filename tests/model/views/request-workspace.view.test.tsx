// The salesman's workspace /shopping-to-go (src/ui/shopping/to-go/shopping-to-go-screen.tsx) along the shortest path
// to every state of the request-workspace chart, its calls running against a mocked store-requests service: the
// loader, the failure with Retry, the modules as tabs with their lists (or their empty words), the store's credits
// badge, the selected request's detail and actions, the dismissal's question and its busy Yes, the sale, and the
// offer form (an offer is sent through the form itself: fields, Send, the confirmation with product and total).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { OfferAnswer } from '../../../src/contracts/shopping.struct';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { setLocale } from '../../../src/i18n/i18n';
import type { requestWorkspaceMachine } from '../../../src/machines/request-workspace/request-workspace.machine';
import ShoppingToGoScreen from '../../../src/ui/shopping/to-go/shopping-to-go-screen';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { BRANCH_ID, mayDismiss, mayOffer, maySell, requestWorkspaceOracle } from '../oracles/request-workspace.oracle';

const api = vi.hoisted(() => ({
  fetchStoreRequests: vi.fn(),
  dismissRequest: vi.fn(),
  closeSale: vi.fn(),
  sendOffer: vi.fn(),
  fetchRequestChat: vi.fn(),
  sendRequestMessage: vi.fn(),
  markRequestRead: vi.fn(),
}));
vi.mock('../../../src/services/store-requests.api', () => api);
vi.mock('../../../src/machines/request-workspace/request-workspace.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ requestWorkspaceMachine: typeof requestWorkspaceMachine }>();
  return { ...chart, liveWorkspaceActors: () => ({}), requestWorkspaceMachine: probed(chart.requestWorkspaceMachine, ['loadRequests', 'refreshRequests', 'dismissRequest', 'closeSale']) };
});

setLocale('en');
const reads = settleable();
const dismissal = settleable();
const sale = settleable();
const offer = settleable();
beforeEach(() => {
  vi.clearAllMocks();
  for (const s of [reads, dismissal, sale, offer]) s.reset();
  api.fetchStoreRequests.mockImplementation(reads.impl);
  api.dismissRequest.mockImplementation(dismissal.impl);
  api.closeSale.mockImplementation(sale.impl);
  api.sendOffer.mockImplementation(offer.impl);
  // The chat has replays of its own: here it stays on its way.
  api.fetchRequestChat.mockReturnValue(new Promise(() => {}));
});

const TABS = { pending: 'Pending', progress: 'In progress / chat', here: "I'm here", sales: 'Sales' } as const;
const button = (name: string | RegExp, inside: HTMLElement = document.body) => within(inside).queryByRole('button', { name });
const click = (name: string | RegExp, inside?: HTMLElement) => {
  const b = button(name, inside);
  if (!b || b.hasAttribute('disabled')) return false;
  fireEvent.click(b);
  return true;
};
const dialog = () => screen.getByRole('dialog');

describeViewPaths<typeof requestWorkspaceMachine>(requestWorkspaceOracle, {
  render: () =>
    renderWithSession(<ShoppingToGoScreen />, {
      path: '/shopping-to-go',
      stored: storedSession({
        auth: loginAnswer({ type: 'salesman', user_type: 'user', user_id: 7, permissions: ['shopping.shopping-to-go'] }),
        module: 'salesman',
        lots: [],
        stores: [{ id: BRANCH_ID, name: 'Sucursal Centro' }],
        activeStoreId: BRANCH_ID,
      }),
    }),
  drive: {
    'xstate.done.actor.loadRequests': async (e) => (await reads.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadRequests': async (e) => (await reads.reject((e as Failure).error), true),
    'xstate.done.actor.refreshRequests': async (e) => (await reads.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.refreshRequests': async (e) => (await reads.reject((e as Failure).error), true),
    'workspace.retry': () => click('Retry'),
    'workspace.view': (e) => {
      const tab = screen.getByRole('tab', { name: TABS[(e as { view: keyof typeof TABS }).view] });
      if (tab.hasAttribute('disabled') || tab.getAttribute('data-disabled') === 'true') return false;
      fireEvent.click(tab);
      return true;
    },
    'workspace.select': (e, s) => {
      const r = s.context.requests.find((x) => x.id === (e as { id: number }).id);
      const item = r ? screen.queryByRole('button', { name: `${r.customer_name}: ${r.text}` }) : null;
      return item !== null && (fireEvent.click(item), true);
    },
    'workspace.dismiss': (e) => click((e as { kind: string }).kind === 'reject' ? 'Reject' : 'Discard'),
    'workspace.confirm': () => click('Yes', dialog()),
    'workspace.cancel': () => click('No', dialog()),
    'xstate.done.actor.dismissRequest': async (e) => (await dismissal.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.dismissRequest': async (e) => (await dismissal.reject((e as Failure).error), true),
    'workspace.sale': () => click('Close sale'),
    'xstate.done.actor.closeSale': async (e) => (await sale.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.closeSale': async (e) => (await sale.reject((e as Failure).error), true),
    'offer.open': () => click(/^Make (an|a new) offer$/),
    'offer.close': () => click('Close', dialog()),
    // Through the form: the fields, Send, the confirmation, and the server's answer.
    'offer.sent': async (e) => {
      const answer = (e as { answer: OfferAnswer }).answer;
      const form = dialog();
      fireEvent.change(within(form).getByLabelText('Product'), { target: { value: answer.data.product } });
      fireEvent.change(within(form).getByLabelText('Price (pesos)'), { target: { value: '1299' } });
      fireEvent.change(within(form).getByLabelText('Discount (%)'), { target: { value: '10' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
      expect(within(dialog()).getByTestId('offer-confirm-product')).toHaveTextContent(answer.data.product);
      expect(within(dialog()).getByTestId('offer-confirm-total')).toHaveTextContent(formatMoney(116_910));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Send offer' }));
      await waitFor(() => expect(api.sendOffer).toHaveBeenCalled());
      expect(api.sendOffer).toHaveBeenLastCalledWith({
        branchId: BRANCH_ID,
        requestId: 11,
        body: { product: answer.data.product, price_cents: 129_900, discount_percent: 10, discount_minutes: 0, expires_minutes: 30 },
      });
      await offer.resolve(answer);
      return true;
    },
  },
  sees: {
    loading: (c) => {
      expect(screen.getAllByText('Loading').length).toBeGreaterThan(0);
      expect(api.fetchStoreRequests).toHaveBeenLastCalledWith(BRANCH_ID, c.view);
      expect(screen.getByRole('tab', { name: TABS[c.view] })).toHaveAttribute('aria-selected', 'true');
    },
    loadFailed: (c) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The requests could not be read');
      expect(alert).toHaveTextContent(c.error ?? '');
      expect(button('Retry', alert)).toBeInTheDocument();
    },
    ready: (c) => {
      expect(screen.getByRole('tab', { name: TABS[c.view] })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByTestId('credits-badge')).toHaveTextContent(`${c.credits} credits`);
      if (c.requests.length === 0) expect(screen.getByText(/^(You have no|No customer|You have not)/)).toBeInTheDocument();
      else {
        const items = within(screen.getByRole('list', { name: TABS[c.view] })).getAllByRole('button');
        expect(items.map((b) => b.getAttribute('aria-label'))).toEqual(c.requests.map((r) => `${r.customer_name}: ${r.text}`));
        for (const [i, r] of c.requests.entries()) expect(items[i]).toHaveAttribute('aria-pressed', String(r.id === c.selectedId));
      }
      const chosen = c.requests.find((r) => r.id === c.selectedId);
      const detail = screen.queryByLabelText('The selected request');
      if (!chosen) expect(detail).toBeNull();
      else {
        expect(detail).toHaveTextContent(chosen.text);
        expect(within(detail as HTMLElement).getByTestId('offers-count')).toHaveTextContent(`${chosen.offers_count} of ${chosen.max_offers} offers`);
        const offerButton = button(/^Make (an|a new) offer$/, detail as HTMLElement);
        expect(offerButton !== null).toBe(chosen.view === 'pending');
        if (chosen.view === 'pending' && chosen.offers_count >= chosen.max_offers) expect(detail).toHaveTextContent('Too late!');
        expect(button('Reject', detail as HTMLElement) !== null).toBe(mayDismiss(chosen));
        expect(button('Close sale', detail as HTMLElement) !== null).toBe(maySell(chosen));
      }
    },
    'ready.ui.idle': (c) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      const chosen = c.requests.find((r) => r.id === c.selectedId);
      if (chosen?.view === 'pending') expect(button(/^Make (an|a new) offer$/)?.hasAttribute('disabled')).toBe(!mayOffer(chosen));
      for (const tab of Object.values(TABS)) expect(screen.getByRole('tab', { name: tab })).not.toHaveAttribute('data-disabled');
    },
    'ready.ui.confirmingDismiss': (c) => {
      expect(within(dialog()).getByText(c.dismissKind === 'reject' ? 'Reject this request?' : 'Discard this request?')).toBeInTheDocument();
      expect(button('Yes', dialog())).not.toBeDisabled();
    },
    'ready.ui.dismissing': (c) => {
      expect(button('Yes', dialog())).toHaveAttribute('data-loading', 'true');
      expect(api.dismissRequest).toHaveBeenLastCalledWith({ branchId: BRANCH_ID, requestId: c.subject?.id, kind: c.dismissKind });
    },
    'ready.ui.closingSale': (c) => expect(api.closeSale).toHaveBeenLastCalledWith({ branchId: BRANCH_ID, requestId: c.subject?.id }),
    'ready.ui.offering': (c) => {
      expect(within(dialog()).getByText(`Offer for ${c.subject?.customer_name}`)).toBeInTheDocument();
      expect(within(dialog()).getByLabelText('Product')).toHaveValue('');
    },
    'ready.sync.live': () => {},
    'ready.sync.refreshing': (c) => expect(api.fetchStoreRequests).toHaveBeenLastCalledWith(BRANCH_ID, c.view),
  },
});
