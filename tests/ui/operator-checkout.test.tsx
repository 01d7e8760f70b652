// The search-client screen (spec 2 §2 operator screen, §4-5): the phone's checks and Enter, the permission on
// the search button, the card (plate, arrival in the lot's zone, ticking time, amount and lines), the client
// name's checks, one checkout per press, a stale quote quoted again, and the day's history; the cashier shift a
// checkout needs (issue 21 item 5): its gate chosen first, the payment kind sent, and no checkout without one; the
// lost ticket's reason on the card (item 4) and the receipt after the checkout (item 6).
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { ROUTES } from '../../src/routes';
import SearchClientScreen from '../../src/ui/parking/operator/search-client-screen';
import { reply, stubApi, type Reply } from './api-stub';
import { freshShift, loginAnswer, lot, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

const ARRIVAL = new Date(Date.now() - 70 * 60_000 - 5_000).toISOString();
const rateAnswer = (overrides: object = {}) => ({
  message: 'Amount to pay.',
  to_pay: 4500,
  subtotal: 4500,
  service: 0,
  tax: 0,
  time_utc: ARRIVAL,
  id: 41,
  plate: 'PAY0001',
  quoted_at: new Date().toISOString(),
  lines: [{ kind: 'segment', label: 'Fee · Tarifa general', params: { name: 'Tarifa general' }, from: ARRIVAL, to: new Date().toISOString(), amount: 4500 }],
  open_visits: 1,
  ...overrides,
});
const GATES = reply({
  success: true,
  data: [
    { id: 1, name: 'Entrada Norte', code: 'PF-E1', code_map: 'gate-in', type: 1, status: 'online', access_id: 1 },
    { id: 2, name: 'Salida Norte', code: 'PF-S1', code_map: 'gate-out', type: 2, status: 'online', access_id: 1 },
    { id: 4, name: 'Salida Sur', code: 'PF-S2', code_map: 'gate-out', type: 2, status: 'warning', access_id: 2 },
  ],
});
/** The operator's open cashier shift, at the south exit. */
const SHIFT = freshShift({ id: 7, gate_id: 4, gate_name: 'Salida Sur', operator_name: 'Oscar Operador', opened_at: new Date(Date.now() - 3 * 3600_000).toISOString() });
const CURRENT_SHIFT = 'GET parkings/1/shifts/current';
const RATE = 'POST parkings/1/operators/checkout/users/rate';
const CHECKOUT = 'POST parkings/1/operators/checkout/users/checkout';
const HISTORY = 'GET parkings/1/operators/checkout/history';
const RECEIPT = 'GET parkings/1/visits/41/receipt';
const FEE_LINE = { kind: 'lost_ticket', label: 'Lost ticket · Lost in the mall', params: { reason: 'Lost in the mall' }, amount: 20000 };
const RECEIPT_41 = {
  visit_id: 41,
  plate: 'PAY0001',
  customer_name: 'Carla Méndez',
  lot: { id: 1, name: 'Plaza Fundadores', address: 'Av. Constitución 100', time_zone: 'America/Monterrey' },
  gate: 'Salida Norte',
  operator: 'Oscar Operador',
  paid_by: 'operator',
  payment_kind: 'cash',
  entry_at: ARRIVAL,
  paid_at: new Date().toISOString(),
  period: '1:10',
  lines: [...rateAnswer().lines, FEE_LINE],
  net: 24500,
  service: 0,
  tax: 0,
  total: 24500,
  validation_cents: 0,
  lost_ticket: { cents: 20000, reason: 'Lost in the mall' },
};

const routeOf = (path: string) => {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(path);
  return route;
};

function renderScreen(path = '/search', answers: Record<string, Reply> = {}, permissions?: string[]) {
  const api = stubApi({ 'GET parkings/1/gates/active': GATES, [CURRENT_SHIFT]: reply({ shift: SHIFT }), [RATE]: reply(rateAnswer()), ...answers });
  const auth = loginAnswer(permissions ? { permissions } : {});
  const stored = storedSession({ auth, lots: [lot(1, 'Plaza Fundadores')], activeLotId: 1 });
  const view = renderWithSession(<SearchClientScreen params={{}} route={routeOf(path)} />, { path, stored });
  return { ...view, api };
}

const phone = () => screen.getByRole('textbox', { name: /^Phone/ });
const searchButton = () => screen.getByRole('button', { name: 'Search' });
const card = () => screen.getByRole('region', { name: 'Checkout' });

async function searchAndQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.type(phone(), '8180000003{Enter}');
  return screen.findByRole('region', { name: 'Checkout' });
}

beforeEach(() => {
  setLocale('en');
  // Toasts of an earlier test must not answer for this one's alerts.
  act(() => notifications.clean());
});

describe('phone search', () => {
  it('requires a phone of exactly 10 digits before asking the server; Enter searches', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Client' })).toBeInTheDocument();
    await user.click(searchButton());
    expect(await screen.findByText('The phone field is required.')).toBeInTheDocument();
    await user.type(phone(), '81-123{Enter}');
    expect(await screen.findByText('The phone field must be 10 digits.')).toBeInTheDocument();
    await user.clear(phone());
    await user.type(phone(), '818000000a{Enter}');
    expect(await screen.findByText('The phone field must be 10 digits.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(phone());
    await user.type(phone(), '8180000003{Enter}');
    await screen.findByRole('region', { name: 'Checkout' });
    expect(api.calls.find((c) => c.path.endsWith('users/rate'))?.body).toEqual({ phone: '8180000003' });
  });

  it('the search button needs operators.search', () => {
    renderScreen('/search-out', {}, ['parking.gates']);
    expect(screen.getByRole('heading', { level: 1, name: 'Exit checkout' })).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
    expect(screen.getByText(/You need the operators.search permission/)).toBeInTheDocument();
  });

  it("shows the server's message when no visit is open for the phone, with no retry (asking again cannot help)", async () => {
    const user = userEvent.setup();
    renderScreen('/search', { [RATE]: reply({ message: 'There is no open visit for that phone.' }, 404) });
    await user.type(phone(), '8189999999{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no open visit for that phone.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server failed on its side', async () => {
    const user = userEvent.setup();
    renderScreen('/search', { [RATE]: reply({ message: 'Something went wrong on our side. Please try again.' }, 503) });
    await user.type(phone(), '8189999999{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('checkout card', () => {
  it("adds the company's service charge and tax under the lines when it charges them, and nothing when it does not", async () => {
    const user = userEvent.setup();
    renderScreen('/search', { [RATE]: reply(rateAnswer({ to_pay: 5742, service: 450, tax: 792 })) });
    const region = await searchAndQuote(user);
    expect(within(region).getByTestId('amount-due')).toHaveTextContent('MXN 57.42');
    const lines = within(region).getByRole('table', { name: 'Breakdown' });
    expect(within(lines).getByText('Subtotal')).toBeInTheDocument();
    expect(within(lines).getByTestId('quote-subtotal')).toHaveTextContent('MXN 45.00');
    expect(within(lines).getByText('Service charge')).toBeInTheDocument();
    expect(within(lines).getByTestId('quote-service')).toHaveTextContent('MXN 4.50');
    expect(within(lines).getByTestId('quote-tax')).toHaveTextContent('MXN 7.92');
    expect(within(lines).getAllByText('MXN 57.42')).toHaveLength(1);
  });

  it('shows no charge rows with the default settings', async () => {
    const user = userEvent.setup();
    renderScreen();
    const region = await searchAndQuote(user);
    expect(within(region).queryByText('Subtotal')).toBeNull();
    expect(within(region).queryByTestId('quote-tax')).toBeNull();
  });

  it('shows the plate, the arrival in the lot time zone, the ticking elapsed time, the amount and the lines', async () => {
    const user = userEvent.setup();
    renderScreen();
    const region = await searchAndQuote(user);
    expect(within(region).getByTestId('plate')).toHaveTextContent('PAY0001');
    expect(within(region).getByTestId('amount-due')).toHaveTextContent('MXN 45.00');
    expect(within(region).getByTestId('arrival')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const timer = within(region).getByRole('timer', { name: 'Elapsed time' });
    expect(timer.textContent).toMatch(/^01:1\d:\d{2}$/);
    const before = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(before), { timeout: 2500 });
    const lines = within(region).getByRole('table', { name: 'Breakdown' });
    expect(within(lines).getByText('Fee · Tarifa general')).toBeInTheDocument();
    expect(within(lines).getByText('MXN 45.00')).toBeInTheDocument();
    // Only exit gates (type 2) are offered.
    await user.click(within(region).getByRole('combobox', { name: /^Exit gate/ }));
    expect(screen.getByRole('option', { name: 'Salida Norte' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Salida Sur' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Entrada Norte' })).not.toBeInTheDocument();
  });

  it('says so when the phone has several open visits', async () => {
    const user = userEvent.setup();
    renderScreen('/search', { [RATE]: reply(rateAnswer({ open_visits: 2, message: 'That phone has 2 open visits: this is the most recent one.' })) });
    const region = await searchAndQuote(user);
    expect(within(region).getByText('That phone has 2 open visits: this is the most recent one.')).toBeInTheDocument();
  });

  it('checks the client name (required, 5 to 100) before checking out; the exit gate is the shift\'s at first', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen();
    const region = await searchAndQuote(user);
    expect(within(region).getByRole('combobox', { name: /^Exit gate/ })).toHaveValue('Salida Sur');
    await user.click(within(region).getByRole('button', { name: 'Checkout' }));
    expect(await within(region).findByText('The client name field is required.')).toBeInTheDocument();
    expect(within(region).queryByText('The exit gate field is required.')).toBeNull();
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Gera');
    await user.click(within(region).getByRole('button', { name: 'Checkout' }));
    expect(await within(region).findByText('The client name field must be at least 5 characters.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('users/checkout'))).toEqual([]);
  });

  it('checks out once however often the button is pressed, clears the card and shows the message', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    const { api } = renderScreen();
    const region = await searchAndQuote(user);
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Carla Méndez');
    await user.click(within(region).getByRole('combobox', { name: /^Exit gate/ }));
    await user.click(screen.getByRole('option', { name: 'Salida Norte' }));

    // Hold the checkout answer so the button is seen busy.
    const fetchMock = api.fetchMock;
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('users/checkout')) {
        api.calls.push({ method: 'POST', path: 'parkings/1/operators/checkout/users/checkout', headers: new Headers(), body: JSON.parse(String(init?.body)) });
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return base ? base(input, init) : new Response('{}', { status: 404 });
    });
    const button = within(region).getByRole('button', { name: 'Checkout' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    await user.dblClick(button);
    const posted = api.calls.filter((c) => c.path.endsWith('users/checkout'));
    expect(posted).toHaveLength(1);
    expect(posted[0].body).toEqual({ name: 'Carla Méndez', transaction_id: 41, gate_out: 2, payment_kind: 'cash' });

    await act(async () => {
      release(new Response(JSON.stringify({ message: 'Checked out: the gate Salida Norte opens.', success: true, amount: 4500 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Checked out: the gate Salida Norte opens.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('PAY0001 paid MXN 45.00.');
    expect(phone()).toHaveValue('');
  });

  it('a stale quote is quoted again by itself and the card asks to check the new amount', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen('/search', {
      [CHECKOUT]: reply({ message: 'The amount was quoted more than a minute ago: quote again.', reason: 'quote_stale' }, 409),
    });
    const region = await searchAndQuote(user);
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Olga Ortega');
    await user.click(within(region).getByRole('combobox', { name: /^Exit gate/ }));
    await user.click(screen.getByRole('option', { name: 'Salida Sur' }));
    // The 409 carries `quote_stale`; http.ts keeps no reason, so the answer counts as stale by the quote's age.
    const realNow = Date.now;
    Date.now = () => realNow() + 50_000;
    try {
      await user.click(within(region).getByRole('button', { name: 'Checkout' }));
      expect(await screen.findByText('The amount was quoted again: check it and press Checkout again.')).toBeInTheDocument();
    } finally {
      Date.now = realNow;
    }
    expect(api.calls.filter((c) => c.path.endsWith('users/rate'))).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Checkout' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Checkout' })).getByRole('textbox', { name: /^Client name/ })).toHaveValue('Olga Ortega');
  });

  it("another operator's checkout fails on the card with the server's message", async () => {
    const user = userEvent.setup();
    renderScreen('/search', { [CHECKOUT]: reply({ message: 'This visit was already checked out.' }, 409) });
    const region = await searchAndQuote(user);
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Rodrigo Treviño');
    await user.click(within(region).getByRole('combobox', { name: /^Exit gate/ }));
    await user.click(screen.getByRole('option', { name: 'Salida Sur' }));
    await user.click(within(region).getByRole('button', { name: 'Checkout' }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('This visit was already checked out.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sends the payment kind chosen', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen('/search', { [CHECKOUT]: reply({ message: 'Checked out: the gate Salida Sur opens.', success: true, amount: 4500 }) });
    const region = await searchAndQuote(user);
    expect(screen.getByTestId('checkout-shift')).toHaveTextContent('Shift open at Salida Sur');
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Carla Méndez');
    await user.click(within(region).getByLabelText('Card'));
    await user.click(within(region).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('users/checkout'))).toHaveLength(1));
    expect(api.calls.find((c) => c.path.endsWith('users/checkout'))?.body).toEqual({ name: 'Carla Méndez', transaction_id: 41, gate_out: 4, payment_kind: 'card' });
  });

  it('without an open shift says to open one in /shift and sends no checkout', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen('/search', { [CURRENT_SHIFT]: reply({ shift: null }) });
    const region = await searchAndQuote(user);
    const notice = screen.getByTestId('shift-notice');
    expect(notice).toHaveTextContent('You have no open cash shift');
    expect(within(notice).getByRole('link', { name: 'Open a shift' })).toHaveAttribute('href', '/shift');
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Carla Méndez');
    expect(within(region).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(api.calls.filter((c) => c.path.endsWith('users/checkout'))).toEqual([]);
  });

  it('a checkout refused for want of a shift keeps the card and says to open one', async () => {
    const user = userEvent.setup();
    renderScreen('/search', { [CHECKOUT]: reply({ message: 'Open your cash shift before checking out.', reason: 'shift_required' }, 409) });
    const region = await searchAndQuote(user);
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Carla Méndez');
    await user.click(within(region).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByTestId('shift-notice')).toHaveTextContent('You have no open cash shift');
    expect(screen.getByRole('region', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('changing the phone or cancelling clears the card', async () => {
    const user = userEvent.setup();
    renderScreen();
    await searchAndQuote(user);
    await user.type(phone(), '{Backspace}');
    expect(screen.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();
    await user.type(phone(), '3{Enter}');
    await screen.findByRole('region', { name: 'Checkout' });
    await user.click(within(card()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});

describe('lost ticket', () => {
  /** The quote answers with the lot's fee whenever it is asked with a lost ticket. */
  function quoteWithFee(api: ReturnType<typeof renderScreen>['api']) {
    const base = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      const answer = await base?.(input, init);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { lost_ticket?: unknown }) : {};
      if (!String(input).includes('users/rate') || !body.lost_ticket) return answer ?? new Response('{}', { status: 404 });
      const quoted = rateAnswer({ to_pay: 24500, subtotal: 24500, lines: [...rateAnswer().lines, FEE_LINE] });
      return new Response(JSON.stringify(quoted), { status: 200, headers: { 'content-type': 'application/json' } });
    });
  }
  const rates = (api: ReturnType<typeof renderScreen>['api']) => api.calls.filter((c) => c.path.endsWith('users/rate')).map((c) => c.body);

  it('asks why the ticket is missing (3 to 120 characters); Escape puts the question away and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen();
    const region = await searchAndQuote(user);
    await user.click(within(region).getByRole('button', { name: 'Lost ticket' }));
    const reason = within(region).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveFocus();
    await user.type(reason, ' no {Enter}');
    expect(await within(region).findByText('The reason field must be at least 3 characters.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(region).queryByRole('textbox', { name: /^Reason/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Checkout' })).toBeInTheDocument();
    expect(rates(api)).toEqual([{ phone: '8180000003' }]);
  });

  it('Enter quotes again with the reason and the fee shows as a line; Ticket found quotes again without it', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen();
    quoteWithFee(api);
    const region = await searchAndQuote(user);
    await user.click(within(region).getByRole('button', { name: 'Lost ticket' }));
    await user.type(within(region).getByRole('textbox', { name: /^Reason/ }), '  Lost in the mall {Enter}');
    expect(await within(region).findByTestId('lost-ticket')).toHaveTextContent('Lost ticket: Lost in the mall');
    await waitFor(() => expect(within(region).getByTestId('amount-due')).toHaveTextContent('MXN 245.00'));
    expect(within(within(region).getByRole('table', { name: 'Breakdown' })).getByText('Lost ticket · Lost in the mall')).toBeInTheDocument();
    expect(rates(api)).toEqual([{ phone: '8180000003' }, { phone: '8180000003', lost_ticket: { reason: 'Lost in the mall' } }]);

    await user.click(within(region).getByRole('button', { name: 'Ticket found' }));
    await waitFor(() => expect(within(region).getByTestId('amount-due')).toHaveTextContent('MXN 45.00'));
    expect(within(region).queryByTestId('lost-ticket')).toBeNull();
    expect(rates(api)).toHaveLength(3);
    expect(rates(api)[2]).toEqual({ phone: '8180000003' });
  });

  it('a failed quote with a lost ticket says the ticket stays, and Retry quotes with it again', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen();
    const region = await searchAndQuote(user);
    const base = api.fetchMock.getMockImplementation();
    let down = true;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (down && String(input).includes('users/rate')) return new Response(JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }), { status: 503, headers: { 'content-type': 'application/json' } });
      return (await base?.(input, init)) ?? new Response('{}', { status: 404 });
    });
    await user.click(within(region).getByRole('button', { name: 'Lost ticket' }));
    await user.type(within(region).getByRole('textbox', { name: /^Reason/ }), 'Lost in the mall{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('lost-ticket-kept')).toHaveTextContent('Retry quotes the lost ticket again (Lost in the mall); Cancel drops it.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Checkout' });
    expect(rates(api).at(-1)).toEqual({ phone: '8180000003', lost_ticket: { reason: 'Lost in the mall' } });
  });
});

describe('receipt after the checkout', () => {
  it('shows the receipt of the visit just checked out; closed, Show receipt brings it back', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen('/search', {
      [CHECKOUT]: reply({ message: 'Checked out: the gate Salida Sur opens.', success: true, amount: 24500 }),
      [RECEIPT]: reply({ success: true, data: RECEIPT_41 }),
    });
    const region = await searchAndQuote(user);
    await user.type(within(region).getByRole('textbox', { name: /^Client name/ }), 'Carla Méndez');
    await user.click(within(region).getByRole('button', { name: 'Checkout' }));
    const receipt = await screen.findByRole('region', { name: 'Receipt of ticket 41' });
    expect(within(receipt).getByTestId('receipt-line-lost_ticket')).toHaveTextContent('Lost ticket · Lost in the mall');
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('MXN 245.00');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close receipt' }));
    expect(screen.queryByRole('region', { name: 'Receipt of ticket 41' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show receipt' }));
    expect(await screen.findByRole('region', { name: 'Receipt of ticket 41' })).toBeInTheDocument();

    await user.type(phone(), '8');
    expect(screen.queryByRole('region', { name: 'Receipt of ticket 41' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show receipt' })).toBeNull();
    expect(api.calls.filter((c) => c.path === 'parkings/1/visits/41/receipt').length).toBeGreaterThanOrEqual(1);
  });
});

describe('history', () => {
  it("lists the operator's checkouts of the day with the total and count, and refreshes", async () => {
    const user = userEvent.setup();
    const row = { id: 41, plate: 'PAY0001', name: 'Carla Méndez', entry: ARRIVAL, paid_at: '2030-01-07T16:10:00.000Z', amount: 4500, period: '1:10', gate_out: 2, state: 'paid' };
    const { api } = renderScreen('/history', { [HISTORY]: reply({ data: [row, { ...row, id: 42, plate: 'RACE001', amount: 3000 }], total: 7500, count: 2 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Today's checkouts" });
    expect(within(table).getByText('PAY0001')).toBeInTheDocument();
    expect(within(table).getAllByText('10:10')).toHaveLength(2);
    expect(screen.getByTestId('history-total')).toHaveTextContent('MXN 75.00');
    expect(screen.getByTestId('history-count')).toHaveTextContent('2 checkouts');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('checkout/history'))).toHaveLength(2));
  });

  it('has an empty state and a failed state with a retry', async () => {
    renderScreen('/history', { [HISTORY]: reply({ data: [], total: 0, count: 0 }) });
    expect(await screen.findByText('You have not checked anyone out today in this lot.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    const { api } = renderScreen('/history', { [HISTORY]: reply({ message: 'Server Error' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be read');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('checkout/history'))).toHaveLength(2));
  });
});

describe('in Spanish', () => {
  it("words the quote's lines itself (not the server's label), singular for one, and shows no English word", async () => {
    const user = userEvent.setup();
    const lines = [
      { kind: 'special.per_day', label: 'Special rate · Navidad: 1 day', params: { name: 'Navidad', days: 1 }, from: ARRIVAL, to: new Date().toISOString(), amount: 4500 },
      { kind: 'courtesy', label: 'Courtesy · 15 minutes', params: { minutes: 15 }, from: ARRIVAL, to: ARRIVAL, amount: 0 },
    ];
    await inSpanish(async () => {
      renderScreen('/search', { [RATE]: reply(rateAnswer({ message: 'Monto a pagar.', lines })) });
      await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '8180000003{Enter}');
      const table = await screen.findByRole('table', { name: 'Desglose' });
      expect(within(table).getByText('Tarifa especial · Navidad: 1 día')).toBeInTheDocument();
      expect(within(table).getByText('Cortesía · 15 minutos')).toBeInTheDocument();
      expect(englishIn(document.body, ['Plaza Fundadores'])).toEqual([]);
    });
  });

  it('asks for the lost ticket in Spanish', async () => {
    const user = userEvent.setup();
    await inSpanish(async () => {
      renderScreen();
      await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '8180000003{Enter}');
      const region = await screen.findByRole('region', { name: 'Cobro' });
      await user.click(within(region).getByRole('button', { name: 'Boleto perdido' }));
      await user.type(within(region).getByRole('textbox', { name: /^Motivo/ }), 'x{Enter}');
      expect(await within(region).findByText('El campo motivo debe tener al menos 3 caracteres.')).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Cobrar boleto perdido' })).toBeInTheDocument();
      // The lot's names are data, not words of the console.
      expect(englishIn(document.body, ['Plaza Fundadores', 'Tarifa general'])).toEqual([]);
    });
  });

  it('the history counts one checkout in the singular', async () => {
    const row = { id: 41, plate: 'PAY0001', name: 'Carla Méndez', entry: ARRIVAL, paid_at: '2030-01-07T16:10:00.000Z', amount: 4500, period: '1:10', gate_out: 2, state: 'paid' };
    await inSpanish(async () => {
      renderScreen('/history', { [HISTORY]: reply({ data: [row], total: 4500, count: 1 }) });
      await waitFor(() => expect(screen.getByTestId('history-count')).toHaveTextContent('1 cobro'));
      expect(englishIn(document.body, ['Plaza Fundadores'])).toEqual([]);
    });
  });
});

describe('without an active lot', () => {
  it('points to /lots', () => {
    stubApi();
    renderWithSession(<SearchClientScreen params={{}} route={routeOf('/search')} />, { path: '/search', stored: storedSession({ activeLotId: null }) });
    expect(screen.getByRole('link', { name: 'Choose a lot' })).toHaveAttribute('href', '/lots');
  });
});
