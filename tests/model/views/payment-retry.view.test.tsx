// /credits/buy (src/ui/shopping/credits/buy-credits-screen.tsx) along the shortest path to every state of the
// payment-retry chart, its actors stubbed (the replay answers for them): the packages with the chosen one, who
// receives the credits with the spec's warnings, Pay only once a purchase can be made, the CVV form and its rule,
// 'Waiting for your bank... ({num}/3)', the declined text with Try again and Change method only while tries are
// left, a failure's message, the accepted balances; Cancel leaves for the dashboard (spec 3 §2, §4, §5, §8, §9).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { PaymentRetryContext, paymentRetryMachine } from '../../../src/machines/payment-retry/payment-retry.machine';
import BuyCreditsScreen from '../../../src/ui/shopping/credits/buy-credits-screen';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import { describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { BRANCH_MANAGER, paymentRetryOracle, payable } from '../oracles/payment-retry.oracle';

vi.mock('../../../src/machines/payment-retry/payment-retry.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ paymentRetryMachine: typeof paymentRetryMachine }>();
  return { ...chart, paymentRetryMachine: probed(chart.paymentRetryMachine) };
});

setLocale('en');
const DECLINED = 'Your bank declined the payment order and your purchase could not be completed this time. Please try again later.';
const shop = { id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }] };
const stored = storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.creditsbuy'] }), module: 'shopping', lots: [], shops: [shop], activeShopId: 1 });
/** The manager holds the branch variant only: the screen works for one store, the first unless another is chosen. */
const manager = storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 3, permissions: ['shopping.branch.creditsbuy'] }), module: 'shopping', lots: [], shops: [shop], activeShopId: 1 });
let location: ReturnType<typeof renderWithSession>['location'];

beforeEach(() => sessionStorage.clear());

const button = (name: string) => screen.queryByRole('button', { name });
const click = (name: string) => {
  const b = button(name);
  if (!b) return false;
  fireEvent.click(b);
  return true;
};
/** A Select's input (its label also names its list of options). */
const selectInput = (label: string) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT');
const tryOf = (c: PaymentRetryContext) => `(${Math.max(c.tries, 1)}/3)`;
/** The choices a try shows until it is settled or over: Try again and Change method only while tries are left. */
function retryChoices(c: PaymentRetryContext) {
  expect(button('Try again') !== null, 'Try again').toBe(c.tries < 3);
  expect(button('Change payment method') !== null, 'Change method').toBe(c.tries < 3);
  expect(button('Cancel')).not.toBeNull();
}

const view: ViewOracle<typeof paymentRetryMachine> = {
  render: () => {
    ({ location } = renderWithSession(<BuyCreditsScreen />, { path: '/credits/buy', stored }));
  },
  drive: {
    'buy.pay': () => click('Pay'),
    'buy.cancel': () => click('Cancel'),
    'buy.retry': () => click('Try again'),
    'buy.changeMethod': () => click('Change payment method'),
    'buy.retryLoad': () => click('Retry'),
    'buy.again': () => click('Buy more credits'),
    'buy.choosePackage': (e) => {
      const radio = screen.getByRole('radio', { name: new RegExp(`^Paquete ${(e as { packageId: number }).packageId === 1 ? 10 : 50} ·`) });
      fireEvent.click(radio);
      return true;
    },
    'buy.chooseRecipients': (e, s) => {
      const { kind, branchIds } = e as { kind: string; branchIds: number[] };
      // The radios send the pool of every store offered, or the first store of the pool.
      if (kind === 'pool' && branchIds.join() !== s.context.stores.map((x) => x.id).join()) return false;
      fireEvent.click(screen.getByRole('radio', { name: kind === 'pool' ? 'A credit pool across your stores' : 'One store' }));
      return true;
    },
    'buy.confirmCvv': (e) => {
      const { cvv } = e as { cvv: string };
      fireEvent.change(screen.getByLabelText('CVV'), { target: { value: cvv } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
      return true;
    },
  },
  sees: {
    loading: () => expect(screen.getByText('Loading packages, stores and cards...')).toBeInTheDocument(),
    loadFailed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The packages, stores and cards could not be loaded');
      expect(screen.getByRole('alert')).toHaveTextContent(c.error ?? '');
      expect(button('Retry')).not.toBeNull();
    },
    choosing: (c) => {
      for (const p of c.packages) expect(screen.getByRole('radio', { name: new RegExp(`^${p.name} ·`) })).toHaveProperty('checked', p.id === c.packageId);
      expect(screen.getByRole('radio', { name: 'One store' })).toHaveProperty('checked', c.recipients.kind === 'store');
      expect(screen.getByText('Credit purchases are non-refundable.')).toBeInTheDocument();
      expect(screen.queryByText('Single-store credits cannot be moved to other stores afterwards.') !== null).toBe(c.recipients.kind === 'store');
      expect(button('Pay')).toHaveProperty('disabled', !payable(c));
    },
    confirmingCvv: (c) => {
      expect(screen.getByRole('heading', { name: 'Confirm the CVV' })).toBeInTheDocument();
      expect(screen.queryByText('The CVV must be 3 digits.') !== null).toBe(c.error === 'cvv');
      if (c.error && c.error !== 'cvv') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
      expect(screen.getByLabelText('CVV')).toHaveValue('');
    },
    ticketing: () => {
      expect(screen.getByText('Confirming the CVV...')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm and pay' }).hasAttribute('data-loading')).toBe(true);
    },
    processing: (c) => expect(screen.getByTestId('payment-processing')).toHaveTextContent(`Waiting for your bank... ${tryOf(c)}`),
    awaitingBank: (c) => expect(screen.getByTestId('payment-processing')).toHaveTextContent(`Waiting for your bank... ${tryOf(c)}`),
    checking: (c) => expect(screen.getByTestId('payment-processing')).toHaveTextContent(`Waiting for your bank... ${tryOf(c)}`),
    declined: (c) => {
      const alert = screen.getByTestId('payment-declined');
      expect(alert).toHaveTextContent(`Payment declined ${tryOf(c)}`);
      expect(alert).toHaveTextContent(DECLINED);
      retryChoices(c);
    },
    failed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent(`Nothing was charged ${tryOf(c)}`);
      expect(screen.getByRole('alert')).toHaveTextContent(c.error ?? 'The payment was not completed and nothing was charged.');
      retryChoices(c);
    },
    // The balance of the stores bought for: the shop's for the owner, the manager's store's for the manager.
    accepted: (c) => {
      const shown = (c.balances?.stores ?? []).filter((s) => c.stores.map((x) => x.id).includes(s.id));
      let total = 0;
      for (const s of shown) total += s.total;
      expect(screen.getByTestId('payment-accepted')).toHaveTextContent(`${(c.purchase?.credits ?? 0) + (c.purchase?.gift_credits ?? 0)} credits were added. Your balance: ${total} credits.`);
      const flow = within(screen.getByTestId('payment-accepted').parentElement as HTMLElement);
      for (const s of shown) expect(within(flow.getByText(s.name).parentElement as HTMLElement).getByText(`${s.total} credits`)).toBeInTheDocument();
      expect(flow.queryAllByText(/^Sucursal /)).toHaveLength(shown.length);
    },
    cancelled: async () => {
      await act(async () => undefined);
      expect(location.history?.at(-1)).toBe('/dashboard');
    },
  },
};

describeViewPaths(paymentRetryOracle, view);

describeViewPaths(
  { ...paymentRetryOracle, input: BRANCH_MANAGER },
  {
    ...view,
    render: () => {
      ({ location } = renderWithSession(<BuyCreditsScreen />, { path: '/credits/buy', stored: manager }));
    },
    sees: {
      ...view.sees,
      choosing: (c) => {
        view.sees.choosing(c);
        // The manager's store is chosen above the flow; the store the credits go to is that one.
        expect(selectInput('Your store')).toHaveValue('Sucursal Centro');
        if (c.recipients.kind === 'store') expect(selectInput('Store')).toHaveValue('Sucursal Centro (30 credits)');
      },
    },
  },
  'branch manager',
);
