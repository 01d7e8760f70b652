// /shift (src/ui/parking/shift/shift-screen.tsx) along the shortest path to every state of the cashier-shift chart,
// its actors stubbed (the replay answers for them): the loader, a failed read with Retry, the open form (exit gate,
// float in pesos sent as cents; Open shift only for a valid one; a refusal on its field or as the form's message),
// the open shift's totals with Refresh and the close form, the confirmation with the amounts counted, the count of
// the closed shift by payment kind (expected, counted, difference short/over) and Open another shift (issue 21
// item 5).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShiftRow } from '../../../src/contracts/shifts.struct';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { setLocale } from '../../../src/i18n/i18n';
import type { CashierShiftContext, cashierShiftMachine } from '../../../src/machines/cashier-shift/cashier-shift.machine';
import ShiftScreen from '../../../src/ui/parking/shift/shift-screen';
import { lot, loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { ApiError } from '../../../src/services/http';
import { actorOf, describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { busyShift, cashierShiftOracle, exitGates, floatRefused, gateTaken, notOpen } from '../oracles/cashier-shift.oracle';

vi.mock('../../../src/machines/cashier-shift/cashier-shift.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ cashierShiftMachine: typeof cashierShiftMachine }>();
  return { ...chart, cashierShiftMachine: probed(chart.cashierShiftMachine) };
});

setLocale('en');
const stored = storedSession({ auth: loginAnswer({ type: 'operator', role_id: 6, permissions: ['parking.gates', 'operators.search'] }), lots: [lot(1, 'Fundadores Norte')], activeLotId: 1 });

type C = CashierShiftContext;
const button = (name: string) => screen.queryByRole('button', { name });
const click = (name: string) => {
  const b = button(name);
  if (!b || b.hasAttribute('disabled')) return false;
  fireEvent.click(b);
  return true;
};
/** The screen's alerts, not the toasts. */
const alerts = () => screen.queryAllByRole('alert').filter((a) => !a.className.includes('Notification'));
const openForm = () => screen.queryByRole('form', { name: 'Open a shift' });
const closeForm = () => screen.queryByRole('form', { name: 'Close the shift' });
const money = (form: HTMLElement, label: RegExp, cents: number) =>
  fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value: Number.isFinite(cents) ? (cents / 100).toFixed(2) : '' } });
const pesosTypable = (cents: number) => Number.isFinite(cents) && cents >= 0 && Number.isInteger(cents);
const confirmDialog = () => screen.queryByRole('dialog', { name: 'Close your shift?' });

const view: ViewOracle<typeof cashierShiftMachine> = {
  render: () => void renderWithSession(<ShiftScreen params={{}} route={{ path: '/shift', name: 'Shift', title: 'page.shift', access: 'protected' }} />, { path: '/shift', stored }),
  drive: {
    'shift.retry': () => click('Retry'),
    'shift.open': async (e) => {
      const { gateId, floatCents } = e as { gateId: number; floatCents: number };
      const form = openForm();
      const gate = exitGates.find((g) => g.id === gateId);
      // The form offers only the lot's exit gates, and its money field takes no negative amount nor a fraction of a cent.
      if (!form || !gate || !pesosTypable(floatCents)) return false;
      fireEvent.click(within(form).getByRole('combobox', { name: /^Till \(exit gate\)/ }));
      fireEvent.click(await screen.findByRole('option', { name: gate.name }));
      money(form, /^Cash float/, floatCents);
      return click('Open shift');
    },
    'shift.refresh': () => click('Refresh'),
    'shift.close': (e) => {
      const { cashCents, cardCents, note } = e as { cashCents: number; cardCents: number; note: string };
      const form = closeForm();
      if (!form || !pesosTypable(cashCents) || !pesosTypable(cardCents) || note.length > 500) return false;
      money(form, /^Cash counted/, cashCents);
      money(form, /^Card counted/, cardCents);
      fireEvent.change(within(form).getByRole('textbox', { name: /^Note/ }), { target: { value: note } });
      return click('Close shift');
    },
    'shift.confirm': () => {
      const dialog = confirmDialog();
      if (!dialog) return false;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close it' }));
      return true;
    },
    'shift.cancel': () => {
      const dialog = confirmDialog();
      if (!dialog) return false;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      return true;
    },
    'shift.new': () => click('Open another shift'),
  },
  sees: {
    loading: () => expect(screen.getByLabelText('Loading')).toBeInTheDocument(),
    failed: (c) => {
      expect(alerts().map((a) => a.textContent)).toEqual([`Your shift could not be read${c.error}Retry`]);
      expect(button('Retry')).not.toBeNull();
    },
    noShift: (c: C) => {
      expect(openForm()).not.toBeNull();
      expect(closeForm()).toBeNull();
      const onField = [...(c.fieldErrors.gate_id ?? []), ...(c.fieldErrors.float_cents ?? [])];
      if (onField.length > 0) for (const message of onField) expect(screen.getByText(message)).toBeInTheDocument();
      else if (c.error) expect(alerts().map((a) => a.textContent)).toEqual([`The shift could not be opened${c.error}`]);
      else expect(alerts()).toEqual([]);
    },
    opening: () => expect(screen.getByRole('button', { name: 'Open shift' })).toHaveAttribute('data-loading', 'true'),
    open: (c: C) => {
      const shift = c.shift;
      const region = screen.getByRole('region', { name: `Your shift: ${shift?.gate_name}` });
      expect(within(region).getByTestId('shift-float')).toHaveTextContent(formatMoney(shift?.float_cents ?? 0));
      expect(within(region).getByTestId('shift-checkouts')).toHaveTextContent(String(shift?.checkouts));
      expect(within(region).getByTestId('shift-cash')).toHaveTextContent(formatMoney(shift?.cash_cents ?? 0));
      expect(within(region).getByTestId('shift-expected-cash')).toHaveTextContent(formatMoney(shift?.expected_cash_cents ?? 0));
      expect(within(region).getByTestId('shift-expected-card')).toHaveTextContent(formatMoney(shift?.expected_card_cents ?? 0));
      expect(closeForm()).not.toBeNull();
      expect(confirmDialog()).toBeNull();
      const said = alerts().map((a) => a.textContent);
      expect(said).toEqual([...(c.refreshError ? [`The totals could not be refreshed${c.refreshError}`] : []), ...(c.error ? [`The shift could not be closed${c.error}`] : [])]);
    },
    refreshing: () => expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute('data-loading', 'true'),
    confirming: (c: C) => {
      const dialog = confirmDialog();
      expect(dialog).toHaveTextContent(`You counted ${formatMoney(c.count?.cashCents ?? 0)} in cash and ${formatMoney(c.count?.cardCents ?? 0)} by card.`);
      expect(dialog).toHaveTextContent('Note: Faltó un billete de 20');
    },
    closing: () => expect(screen.getByRole('button', { name: 'Close shift' })).toHaveAttribute('data-loading', 'true'),
    closed: () => {
      const region = screen.getByRole('region', { name: 'Shift closed' });
      expect(within(region).getByTestId('count-cash')).toHaveTextContent(`Cash${formatMoney(59_000)}${formatMoney(57_000)}${formatMoney(-2_000)} (Short)`);
      expect(within(region).getByTestId('count-card')).toHaveTextContent(`Card${formatMoney(4_500)}${formatMoney(5_000)}${formatMoney(500)} (Over)`);
      expect(within(region).getByTestId('count-total')).toHaveTextContent(`Total${formatMoney(63_500)}${formatMoney(62_000)}${formatMoney(-1_500)} (Short)`);
      expect(region).toHaveTextContent('Note: Faltó un billete de 20');
      expect(button('Open another shift')).not.toBeNull();
    },
  },
};

describeViewPaths(cashierShiftOracle, view);

describe('cashier-shift view stories', () => {
  const loaded = (shift: ShiftRow | null) => act(() => actorOf('cashierShift').send({ type: 'xstate.done.actor.loadShift', output: { shift, gates: exitGates } } as never));
  const fail = (type: string, error: ApiError) => act(() => actorOf('cashierShift').send({ type, error } as never));

  it('keeps Open shift off until an exit gate and a float are given, and shows a refusal on its field or as the form\'s message', async () => {
    view.render();
    loaded(null);
    expect(screen.getByRole('button', { name: 'Open shift' })).toBeDisabled();
    const form = openForm() as HTMLElement;
    fireEvent.click(within(form).getByRole('combobox', { name: /^Till \(exit gate\)/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Salida Norte' }));
    expect(screen.getByRole('button', { name: 'Open shift' })).toBeDisabled();
    money(form, /^Cash float/, 75_050);
    fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
    expect(actorOf('cashierShift').getSnapshot().context.opening).toEqual({ gateId: 2, floatCents: 75_050 });
    fail('xstate.error.actor.openShift', floatRefused);
    expect(screen.getByText('The cash float must be at most 1,000,000.00.')).toBeInTheDocument();
    expect(alerts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
    fail('xstate.error.actor.openShift', gateTaken);
    expect(alerts().map((a) => a.textContent)).toEqual([`The shift could not be opened${gateTaken.message}`]);
  });

  it('goes back to the open shift with the server\'s words when closing is refused, and Cancel keeps it open', async () => {
    view.render();
    loaded(busyShift);
    const form = closeForm() as HTMLElement;
    money(form, /^Cash counted/, 59_000);
    money(form, /^Card counted/, 4_500);
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    fireEvent.click(within(confirmDialog() as HTMLElement).getByRole('button', { name: 'Cancel' }));
    expect(actorOf('cashierShift').getSnapshot().value).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close shift' }));
    expect(confirmDialog()).toHaveTextContent(`You counted ${formatMoney(59_000)} in cash and ${formatMoney(4_500)} by card.`);
    fireEvent.click(within(confirmDialog() as HTMLElement).getByRole('button', { name: 'Yes, close it' }));
    fail('xstate.error.actor.closeShift', notOpen);
    expect(alerts().map((a) => a.textContent)).toEqual([`The shift could not be closed${notOpen.message}`]);
  });
});
