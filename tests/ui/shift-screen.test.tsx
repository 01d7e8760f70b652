// The operator's /shift screen on its real chart and services (only fetch is stubbed): the calls its actors make,
// which the path tests and view replays leave to stubs. Opening sends the gate and the float in cents; Refresh
// reads the current shift again; closing sends the counts in cents with the note trimmed (none when blank) and
// shows the difference by payment kind.
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShiftRow } from '../../src/contracts/shifts.struct';
import { setLocale } from '../../src/i18n/i18n';
import { ROUTES } from '../../src/routes';
import ShiftScreen from '../../src/ui/parking/shift/shift-screen';
import { reply, stubApi, type Reply } from './api-stub';
import { freshShift, loginAnswer, lot, storedSession } from './fixtures';
import { renderWithSession } from './render';

const GATES = reply({
  success: true,
  data: [
    { id: 1, name: 'Entrada Norte', code: 'PF-E1', code_map: 'gate-in', type: 1, status: 'online', access_id: 1 },
    { id: 4, name: 'Salida Sur', code: 'PF-S2', code_map: 'gate-out', type: 2, status: 'online', access_id: 2 },
  ],
});
const OPENED = freshShift({ id: 9, gate_id: 4, gate_name: 'Salida Sur', operator_name: 'Oscar Operador', opened_at: '2030-01-07T15:00:00.000Z' });
/** Two checkouts since: 45.00 in cash and 30.00 by card. */
const RUNNING: ShiftRow = { ...OPENED, checkouts: 2, cash_cents: 4_500, card_cents: 3_000, expected_cash_cents: 54_500, expected_card_cents: 3_000 };
const CLOSED: ShiftRow = {
  ...RUNNING,
  closed_at: '2030-01-07T23:00:00.000Z',
  counted_cash_cents: 52_500,
  counted_card_cents: 3_000,
  difference_cash_cents: -2_000,
  difference_card_cents: 0,
  note: 'Faltan 20',
};

const route = ROUTES.find((r) => r.path === '/shift');

function renderShift(answers: Record<string, Reply>) {
  if (!route) throw new Error('/shift is not routed');
  // The same object: a test may change an answer later (the totals after Refresh).
  answers['GET parkings/1/gates/active'] = GATES;
  const api = stubApi(answers);
  const stored = storedSession({ auth: loginAnswer({ permissions: ['parking.gates', 'operators.search'] }), lots: [lot(1, 'Plaza Fundadores')], activeLotId: 1 });
  renderWithSession(<ShiftScreen params={{}} route={route} />, { path: '/shift', stored });
  return api;
}

const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));

beforeEach(() => {
  setLocale('en');
  act(() => notifications.clean());
});

describe('/shift on its services', () => {
  it('opens a shift at the exit gate with the float in cents', async () => {
    const user = userEvent.setup();
    const api = renderShift({ 'GET parkings/1/shifts/current': reply({ shift: null }), 'POST parkings/1/shifts': reply({ message: 'Cash shift opened at Salida Sur.', shift: OPENED }) });
    // The only exit gate is chosen already; the entry gate is not offered.
    await screen.findByRole('heading', { name: 'Open a shift' });
    await user.type(screen.getByRole('textbox', { name: /^Cash float/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    await screen.findByRole('heading', { name: 'Close the shift' });
    expect(posts(api)).toEqual([{ path: 'parkings/1/shifts', body: { gate_id: 4, float_cents: 50_000 } }]);
  });

  it('reads the running totals again on Refresh, then closes with the counts in cents and the note trimmed', async () => {
    const user = userEvent.setup();
    const answers: Record<string, Reply> = {
      'GET parkings/1/shifts/current': reply({ shift: OPENED }),
      'POST parkings/1/shifts/9/close': reply({ message: 'Cash shift closed.', shift: CLOSED }),
    };
    const api = renderShift(answers);
    await screen.findByRole('heading', { name: 'Close the shift' });
    answers['GET parkings/1/shifts/current'] = reply({ shift: RUNNING });
    const reads = () => api.calls.filter((c) => c.path === 'parkings/1/shifts/current').length;
    const before = reads();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('shift-expected-cash')).toHaveTextContent('545.00'));
    expect(reads()).toBe(before + 1);

    await user.type(screen.getByRole('textbox', { name: /^Cash counted/ }), '525');
    await user.type(screen.getByRole('textbox', { name: /^Card counted/ }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '  Faltan 20  ');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your shift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, close it' }));
    await screen.findByRole('heading', { name: 'Shift closed' });
    expect(posts(api)).toEqual([{ path: 'parkings/1/shifts/9/close', body: { counted_cash_cents: 52_500, counted_card_cents: 3_000, note: 'Faltan 20' } }]);
    expect(screen.getByText('Note: Faltan 20')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Difference' })).getAllByRole('row')[1]).toHaveTextContent(/525\.00.*20\.00/);
  });

  it('sends no note when the note is blank', async () => {
    const user = userEvent.setup();
    const api = renderShift({
      'GET parkings/1/shifts/current': reply({ shift: OPENED }),
      'POST parkings/1/shifts/9/close': reply({ message: 'Cash shift closed.', shift: { ...CLOSED, counted_cash_cents: 50_000, difference_cash_cents: 0, note: null } }),
    });
    await screen.findByRole('heading', { name: 'Close the shift' });
    await user.type(screen.getByRole('textbox', { name: /^Cash counted/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /^Card counted/ }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Close your shift?' })).getByRole('button', { name: 'Yes, close it' }));
    await screen.findByRole('heading', { name: 'Shift closed' });
    expect(posts(api)).toEqual([{ path: 'parkings/1/shifts/9/close', body: { counted_cash_cents: 50_000, counted_card_cents: 0 } }]);
  });
});
