// /parking-validations (src/ui/shopping/validations/parking-validations-screen.tsx) along the shortest path to
// every state of the validation-form chart, its actors stubbed (the replay answers for them): the loader, a failed
// read with Retry, no lot to validate in, the form with the lot's limits and Validate only for a request within
// them, the server's refusal on its field or as the form's message, the validation made, the recent list with
// Withdraw only where the visit is unpaid, the confirmation before withdrawing and a refused withdrawal beside the
// list (issue 21 item 3).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { ValidationFormContext, validationFormMachine } from '../../../src/machines/validation-form/validation-form.machine';
import ParkingValidationsScreen from '../../../src/ui/shopping/validations/parking-validations-screen';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import { actorOf, describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { lots, paidVisit, recent, sendable, validationFormOracle } from '../oracles/validation-form.oracle';

vi.mock('../../../src/machines/validation-form/validation-form.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ validationFormMachine: typeof validationFormMachine }>();
  return { ...chart, validationFormMachine: probed(chart.validationFormMachine) };
});

setLocale('en');
const shop = { id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }, { id: 4, name: 'Sucursal Norte' }] };
const stored = storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.validations'] }), module: 'shopping', lots: [], shops: [shop], activeShopId: 1 });

const button = (name: string) => screen.queryByRole('button', { name });
const click = (name: string) => {
  const b = button(name);
  if (!b || b.hasAttribute('disabled')) return false;
  fireEvent.click(b);
  return true;
};
const field = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
/** The screen's alerts, not the toasts. */
const alerts = () => screen.queryAllByRole('alert').filter((a) => !a.className.includes('Notification'));
const recentTable = () => screen.getByRole('table', { name: 'Recent validations' });
const withdrawable = (c: ValidationFormContext) => c.recent.filter((r) => r.voided_at === null && r.visit_state === 'open' && r.branch_id !== null);

const view: ViewOracle<typeof validationFormMachine> = {
  render: () => void renderWithSession(<ParkingValidationsScreen />, { path: '/parking-validations', stored }),
  drive: {
    'form.retryLoad': () => click('Retry'),
    'form.submit': () => click('Validate'),
    'form.again': () => click('Validate another'),
    'form.void': (e) => {
      const row = recent.find((r) => r.id === (e as { id: number }).id);
      return row ? click(`Withdraw the validation of ${row.plate}`) : false;
    },
    'form.confirmVoid': () => {
      const dialog = screen.queryByRole('dialog', { name: 'Withdraw this validation?' });
      if (!dialog) return false;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      return true;
    },
    'form.cancelVoid': () => click('Keep it'),
    'form.plate': (e) => (fireEvent.change(field(/^Plate/), { target: { value: (e as { plate: string }).plate } }), true),
    'form.ticket': (e) => (fireEvent.change(field(/^Ticket/), { target: { value: (e as { ticket: string }).ticket } }), true),
  },
  sees: {
    loading: () => expect(screen.getByLabelText('Loading')).toBeInTheDocument(),
    loadFailed: (c) => {
      expect(alerts()[0]).toHaveTextContent(`The lots could not be loaded${c.error}`);
      expect(button('Retry')).not.toBeNull();
    },
    noLots: () => {
      expect(screen.getByText("No lot of your stores' plaza lets your shop validate: ask its administrator.")).toBeInTheDocument();
      expect(button('Validate')).toBeNull();
      expect(within(recentTable()).getByText('PAID002')).toBeInTheDocument();
      expect(within(recentTable()).queryByRole('button')).toBeNull();
    },
    editing: (c) => {
      const lot = lots.find((l) => l.parking_id === c.parkingId);
      expect(screen.getByTestId('validation-limits')).toHaveTextContent(
        lot?.parking_id === 1 ? 'up to 120 minutes · up to MXN 50.00 — each validation takes 1 credit from your store' : 'up to 50% — your shop is billed monthly for its validations',
      );
      expect(button('Validate')).toHaveProperty('disabled', !sendable(c));
      const offered = within(recentTable()).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));
      expect(offered).toEqual(withdrawable(c).map((r) => `Withdraw the validation of ${r.plate}`));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'editing.clean': () => expect(alerts()).toEqual([]),
    'editing.refused': (c) => {
      const onValue = c.fieldErrors.value?.[0];
      if (onValue) {
        expect(screen.getByText(onValue)).toBeInTheDocument();
        expect(screen.queryByText('Not validated')).toBeNull();
      } else expect(alerts().map((a) => a.textContent)).toEqual([`Not validated${c.error}`]);
    },
    'editing.voidRefused': () => {
      expect(alerts().map((a) => a.textContent)).toEqual([`Not withdrawn${paidVisit.message}`]);
      expect(screen.queryByText('Not validated')).toBeNull();
    },
    confirmingVoid: () => {
      const dialog = screen.getByRole('dialog', { name: 'Withdraw this validation?' });
      expect(dialog).toHaveTextContent('The validation of ABC123 (60 minutes) is withdrawn: the customer pays without it, and any credits it cost go back to your store.');
      expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveProperty('disabled', false);
    },
    voiding: () => {
      const dialog = screen.getByRole('dialog', { name: 'Withdraw this validation?' });
      expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toHaveAttribute('data-loading', 'true');
      expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveProperty('disabled', true);
    },
    submitting: () => expect(screen.getByRole('button', { name: 'Validate' })).toHaveAttribute('data-loading', 'true'),
    done: (c) => {
      expect(screen.getByTestId('validation-done')).toHaveTextContent(`ValidatedABC123 (ticket 581) at Fundadores Norte: ${c.last?.value} minutes.`);
      expect(within(recentTable()).getAllByRole('row')[1]).toHaveTextContent('ABC123');
    },
  },
};

describeViewPaths(validationFormOracle, view);

describe('validation-form view stories', () => {
  it('sends the value typed, and a refusal on a field the form does not show is its message', async () => {
    view.render();
    const actor = actorOf('validationForm');
    act(() => actor.send({ type: 'xstate.done.actor.loadForm', output: { lots, recent } } as never));
    fireEvent.change(field(/^Plate/), { target: { value: 'abc123' } });
    fireEvent.change(field(/^Value/), { target: { value: '45' } });
    expect(actor.getSnapshot().context).toMatchObject({ plate: 'abc123', value: 45 });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(actor.getSnapshot().value).toBe('submitting');
    const { ApiError } = await import('../../../src/services/http');
    act(() => actor.send({ type: 'xstate.error.actor.sendValidation', error: new ApiError('The lot is not known.', 422, { parking_id: ['The lot is not known.'] }) } as never));
    expect(alerts().map((a) => a.textContent)).toEqual(['Not validatedThe lot is not known.']);
  });
});
