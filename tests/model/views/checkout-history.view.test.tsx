// The operator's history (src/ui/parking/operator/checkout-history.tsx) along the shortest path to every state
// of its chart, the list read from a mocked operations service: the loader, the day's checkouts with total and
// count, the failure with Retry.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { checkoutHistoryMachine } from '../../../src/machines/checkout/checkout-history.machine';
import { CheckoutHistory } from '../../../src/ui/parking/operator/checkout-history';
import { lot } from '../../ui/fixtures';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { checkoutHistoryOracle } from '../oracles/checkout-history.oracle';

const api = vi.hoisted(() => ({ fetchCheckoutHistory: vi.fn() }));
vi.mock('../../../src/services/operations.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchCheckoutHistory: api.fetchCheckoutHistory }));
vi.mock('../../../src/machines/checkout/checkout-history.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ checkoutHistoryMachine: typeof checkoutHistoryMachine }>();
  return { ...chart, checkoutHistoryMachine: probed(chart.checkoutHistoryMachine, ['loadHistory']) };
});

setLocale('en');
const historyCall = settleable();
beforeEach(() => {
  historyCall.reset();
  api.fetchCheckoutHistory.mockImplementation(historyCall.impl);
});

describeViewPaths<typeof checkoutHistoryMachine>(checkoutHistoryOracle, {
  render: () => render(<CheckoutHistory lot={lot(1)} />),
  drive: {
    'xstate.done.actor.loadHistory': async (e) => (await historyCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadHistory': async (e) => (await historyCall.reject((e as Failure).error), true),
    'history.refresh': () => (fireEvent.click(screen.getByRole('button', { name: 'Refresh' })), true),
    'history.retry': () => (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true),
  },
  sees: {
    loading: (c) => {
      if (!c.history) expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchCheckoutHistory).toHaveBeenLastCalledWith(c.lotId);
    },
    ready: (c) => {
      const table = screen.getByRole('table', { name: "Today's checkouts" });
      expect(within(table).getAllByRole('row')).toHaveLength((c.history?.data.length ?? 0) + 2);
      expect(screen.getByTestId('history-count')).toHaveTextContent(`${c.history?.count} checkout`);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent(`The history could not be read${c.error}`);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  },
});
