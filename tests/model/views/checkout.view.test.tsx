// The operator's checkout panel (src/ui/parking/operator/search-client-screen.tsx `CheckoutPanel`: the phone
// search, the status beside it and the card) along the shortest path to every state of its chart, the quote, the
// checkout and the exit gates answered by a mocked operations service, the operator's shift by a mocked shifts
// service, the receipt by a mocked receipts service: what the operator sees in each step (spec 2 §2 "Operator
// screen", §4 "Operator checkout", §5, §8; issue 21: the lost ticket's reason asked on the card, the receipt after
// the checkout).
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { setLocale } from '../../../src/i18n/i18n';
import type { checkoutMachine } from '../../../src/machines/checkout/checkout.machine';
import type { CheckoutEvent } from '../../../src/machines/checkout/checkout.types';
import { CheckoutPanel } from '../../../src/ui/parking/operator/search-client-screen';
import { lot } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { checkoutOracle, withoutSearch } from '../oracles/checkout.oracle';
import { paidReceipt } from '../oracles/receipt.oracle';

const api = vi.hoisted(() => ({ quoteByPhone: vi.fn(), checkoutVisit: vi.fn(), fetchExitGates: vi.fn(), fetchCurrentShift: vi.fn(), fetchReceipt: vi.fn() }));
// The chat drawer's calls stay unanswered here: the chat has replays of its own.
vi.mock('../../../src/services/chat.api', () => ({ fetchChats: () => new Promise(() => {}) }));
vi.mock('../../../src/services/operations.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/services/receipts.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchReceipt: api.fetchReceipt }));
vi.mock('../../../src/services/shifts.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchCurrentShift: api.fetchCurrentShift }));
vi.mock('../../../src/machines/checkout/checkout.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ checkoutMachine: typeof checkoutMachine }>();
  return { ...chart, checkoutMachine: probed(chart.checkoutMachine, ['quote', 'checkout', 'loadExitGates', 'loadShift']) };
});

setLocale('en');
type On<T extends CheckoutEvent['type']> = Extract<CheckoutEvent, { type: T }>;
const calls = { quote: settleable(), checkout: settleable(), gates: settleable(), shift: settleable() };
beforeEach(() => {
  for (const call of Object.values(calls)) call.reset();
  api.quoteByPhone.mockReset().mockImplementation(calls.quote.impl);
  api.checkoutVisit.mockReset().mockImplementation(calls.checkout.impl);
  api.fetchExitGates.mockReset().mockImplementation(calls.gates.impl);
  api.fetchCurrentShift.mockReset().mockImplementation(calls.shift.impl);
  // The receipt of the visit just checked out (its own chart has replays of its own).
  api.fetchReceipt.mockReset().mockImplementation(async (_lotId: number, visitId: number) => ({ ...paidReceipt, visit_id: visitId }));
});

const phoneField = () => screen.getByRole('textbox', { name: /^Phone/ });
const card = () => screen.queryByRole('region', { name: 'Checkout' });
const cardOrFail = () => {
  const region = card();
  if (!region) throw new Error('no checkout card');
  return region;
};
/** Spec 2 §4: hours, minutes and seconds since the arrival (days apart when a stay passes one). */
const clock = (seconds: number) => [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');
const shiftNotice = () => screen.queryByTestId('shift-notice');
const receipt = (visitId: number | undefined) => screen.findByRole('region', { name: `Receipt of ticket ${visitId}` });
const typePhone = (phone: string) => fireEvent.change(phoneField(), { target: { value: phone } });
const validPhone = (phone: string) => /^\d{10}$/.test(phone);
/** Answers the service's last call (React's act gives a thenable that does not chain: awaited, not `.then`). */
async function settle(call: ReturnType<typeof settleable>, e: Done<unknown> | Failure) {
  await ('output' in e ? call.resolve(e.output) : call.reject(e.error));
  return true;
}

function view(canSearch: boolean): ViewOracle<typeof checkoutMachine> {
  return {
    render: () => renderWithSession(<CheckoutPanel lot={lot(1)} canSearch={canSearch} />),
    drive: {
      'checkout.search': (e) => {
        const { phone } = e as On<'checkout.search'>;
        // The form refuses a bad phone, and the button needs the permission: the chart is told directly.
        if (!canSearch || !validPhone(phone)) return false;
        if ((phoneField() as HTMLInputElement).value !== phone) typePhone(phone);
        fireEvent.click(screen.getByRole('button', { name: 'Search' }));
        return true;
      },
      'checkout.submit': async (e, s) => {
        const { name, gateOut, paymentKind } = e as On<'checkout.submit'>;
        const gate = s.context.gates.find((g) => g.id === gateOut);
        const region = card();
        const select = region ? within(region).getByRole('combobox', { name: /^Exit gate/ }) : null;
        // The gate list is disabled while the gates load again: the operator cannot choose one then. Without an
        // open shift Checkout is disabled.
        if (!region || !select || (select as HTMLInputElement).disabled || !gate || name.trim().length < 5 || s.context.shift === null) return false;
        fireEvent.change(within(region).getByRole('textbox', { name: /^Client name/ }), { target: { value: name } });
        fireEvent.click(select);
        fireEvent.click(await screen.findByRole('option', { name: gate.name }));
        fireEvent.click(within(region).getByLabelText(paymentKind === 'card' ? 'Card' : 'Cash'));
        fireEvent.click(within(region).getByRole('button', { name: 'Checkout' }));
        return true;
      },
      'checkout.receiptClosed': async (_e, s) => {
        await receipt(s.context.lastCheckout?.visitId);
        fireEvent.click(screen.getByRole('button', { name: 'Close receipt' }));
        return true;
      },
      'checkout.receiptOpened': () => (fireEvent.click(screen.getByRole('button', { name: 'Show receipt' })), true),
      'xstate.done.actor.quote': (e) => settle(calls.quote, e as Done<unknown>),
      'xstate.error.actor.quote': (e) => settle(calls.quote, e as Failure),
      'xstate.done.actor.checkout': (e) => settle(calls.checkout, e as Done<unknown>),
      'xstate.done.actor.loadExitGates': (e) => settle(calls.gates, e as Done<unknown>),
      'xstate.error.actor.loadExitGates': (e) => settle(calls.gates, e as Failure),
      'xstate.done.actor.loadShift': (e) => settle(calls.shift, e as Done<unknown>),
      'xstate.error.actor.loadShift': (e) => settle(calls.shift, e as Failure),
      'checkout.reloadShift': (_e, s) => {
        const notice = shiftNotice();
        if (!notice) return false;
        fireEvent.click(within(notice).getByRole('button', { name: s.context.shiftError === null ? 'I opened my shift' : 'Retry' }));
        return true;
      },
    },
    sees: {
      'visit.idle': () => {
        expect(screen.getByText("Type the customer's phone and press Enter.")).toBeInTheDocument();
        expect(card()).toBeNull();
        expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', !canSearch);
        if (!canSearch) expect(screen.getByText(/operators\.search permission/)).toBeInTheDocument();
      },
      'visit.quoting': (c) => {
        expect(api.quoteByPhone).toHaveBeenLastCalledWith(c.lotId, c.phone, c.lostTicket);
        if (c.quote) expect(within(cardOrFail()).getByText('Updating the amount')).toBeInTheDocument();
        else expect(screen.getByRole('status')).toHaveTextContent('Searching');
      },
      'visit.quoted': (c) => {
        const region = cardOrFail();
        expect(within(region).getByTestId('plate')).toHaveTextContent(c.quote?.plate ?? '');
        expect(within(region).getByTestId('amount-due')).toHaveTextContent(formatMoney(c.quote?.to_pay ?? 0));
        expect(within(region).getByRole('timer')).toHaveTextContent(clock(c.elapsed));
        expect(within(region).queryByText('Updating the amount')).toBeNull();
        if (c.requoted) expect(within(region).getByText(/quoted again/)).toBeInTheDocument();
        for (const messages of Object.values(c.fieldErrors)) expect(within(region).getByText(messages[0])).toBeInTheDocument();
        if (c.lostTicket) {
          expect(within(region).getByTestId('lost-ticket')).toHaveTextContent(`Lost ticket: ${c.lostTicket.reason}`);
          expect(within(region).getByRole('button', { name: 'Ticket found' })).toBeEnabled();
        } else {
          expect(within(region).getByRole('button', { name: 'Lost ticket' })).toBeEnabled();
        }
      },
      'visit.checkingOut': (c) => {
        expect(within(cardOrFail()).getByRole('button', { name: 'Checkout' })).toHaveAttribute('data-loading', 'true');
        expect(phoneField()).toBeDisabled();
        expect(api.checkoutVisit).toHaveBeenLastCalledWith({ lotId: c.lotId, name: c.form?.name, transactionId: c.quote?.id, gateOut: c.form?.gateOut, paymentKind: c.form?.paymentKind });
      },
      'visit.done': (c) => {
        expect(card()).toBeNull();
        const done = screen.getByRole('status');
        expect(done).toHaveTextContent(c.lastCheckout?.message ?? '');
        expect(done).toHaveTextContent(`${c.lastCheckout?.plate} paid ${formatMoney(c.lastCheckout?.amount ?? 0)}.`);
        expect(phoneField()).toHaveValue('');
      },
      // Issue 21 item 6: the receipt of the visit just checked out, printable and as a PDF.
      'visit.done.receipt': async (c) => {
        const shown = await receipt(c.lastCheckout?.visitId);
        expect(api.fetchReceipt).toHaveBeenLastCalledWith(c.lotId, c.lastCheckout?.visitId);
        expect(within(shown).getByTestId('receipt-line-lost_ticket')).toHaveTextContent('Lost in the mall');
        expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
        expect(screen.queryByRole('button', { name: 'Show receipt' })).toBeNull();
      },
      'visit.done.receiptClosed': () => {
        expect(screen.queryByTestId('receipt')).toBeNull();
        expect(screen.getByRole('button', { name: 'Show receipt' })).toBeEnabled();
      },
      'visit.failed': (c) => {
        const title = c.failedStep === 'quote' ? 'No quote' : 'The checkout did not go through';
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent(`${title}${c.error}`);
        expect(within(alert).queryByRole('button', { name: 'Retry' }) !== null).toBe(c.retriable);
        const kept = within(alert).queryByTestId('lost-ticket-kept');
        if (c.lostTicket && c.retriable) expect(kept).toHaveTextContent(`Retry quotes the lost ticket again (${c.lostTicket.reason}); Cancel drops it.`);
        else expect(kept).toBeNull();
        if (c.failedStep === 'quote') expect(card()).toBeNull();
        else expect(card()).not.toBeNull();
      },
      'exitGates.loading': (c) => {
        expect(api.fetchExitGates).toHaveBeenLastCalledWith(c.lotId);
        const region = card();
        if (region) expect(within(region).getByRole('combobox', { name: /^Exit gate/ })).toBeDisabled();
      },
      'exitGates.ready': (c) => {
        const region = card();
        if (region && c.form === null) expect(within(region).getByRole('combobox', { name: /^Exit gate/ })).toBeEnabled();
      },
      'exitGates.failed': (c) => {
        const region = card();
        if (region) expect(within(region).getByText(c.gatesError ?? '')).toBeInTheDocument();
      },
      'shift.loading': (c) => {
        expect(api.fetchCurrentShift).toHaveBeenLastCalledWith(c.lotId);
        expect(shiftNotice()).toBeNull();
      },
      'shift.open': (c) => {
        expect(screen.getByTestId('checkout-shift')).toHaveTextContent(`Shift open at ${c.shift?.gate_name}`);
        expect(shiftNotice()).toBeNull();
      },
      // Issue 21 item 5: no checkout without a shift; the way to open one.
      'shift.missing': () => {
        const notice = shiftNotice();
        expect(notice).toHaveTextContent('You have no open cash shift');
        expect(within(notice as HTMLElement).getByRole('link', { name: 'Open a shift' })).toHaveAttribute('href', '/shift');
        const region = card();
        if (region) expect(within(region).getByRole('button', { name: 'Checkout' })).toBeDisabled();
      },
      'shift.failed': (c) => {
        const notice = shiftNotice();
        expect(notice).toHaveTextContent(`Your cash shift could not be read${c.shiftError}`);
      },
    },
  };
}

describeViewPaths(checkoutOracle, view(true));
describeViewPaths({ ...checkoutOracle, input: withoutSearch }, view(false), 'without operators.search');
