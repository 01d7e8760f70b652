// The lost-ticket fee's section of the rates screen (src/ui/parking/rates/lost-ticket-panel.tsx) along the
// shortest path to every state of its chart, the fee read and saved through a mocked receipts service: the
// loader, a failed read with Retry, the form with the fee as saved (a fixed amount, or the day's maximum that
// keeps it), Save busy; then stories: amounts the form refuses itself, the day's maximum saved, the server's
// refusal at its field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { lostTicketFeeMachine, LostTicketFeeEvent } from '../../../src/machines/lost-ticket-fee/lost-ticket-fee.machine';
import { LostTicketPanel } from '../../../src/ui/parking/rates/lost-ticket-panel';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { lostTicketFeeOracle, newFee, readFee, refused, saved } from '../oracles/lost-ticket-fee.oracle';

const api = vi.hoisted(() => ({ fetchLostTicket: vi.fn(), saveLostTicket: vi.fn() }));
vi.mock('../../../src/services/receipts.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/lost-ticket-fee/lost-ticket-fee.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ lostTicketFeeMachine: typeof lostTicketFeeMachine }>();
  return { ...chart, lostTicketFeeMachine: probed(chart.lostTicketFeeMachine, ['loadFee', 'saveFee']) };
});

setLocale('en');
type Save = Extract<LostTicketFeeEvent, { type: 'lostTicketFee.save' }>;
const read = settleable();
const save = settleable();
beforeEach(() => {
  read.reset();
  save.reset();
  api.fetchLostTicket.mockReset().mockImplementation(read.impl);
  api.saveLostTicket.mockReset().mockImplementation(save.impl);
});

const section = () => screen.getByRole('form', { name: 'Lost ticket' });
const amount = () => within(section()).getByRole('textbox', { name: /^Amount/ });
function fillIn(fee: { mode: string; cents: number }) {
  fireEvent.click(within(section()).getByLabelText('Fixed amount'));
  fireEvent.change(amount(), { target: { value: (fee.cents / 100).toFixed(2) } });
  fireEvent.click(within(section()).getByLabelText(fee.mode === 'fixed' ? 'Fixed amount' : "The day's maximum"));
  fireEvent.click(within(section()).getByRole('button', { name: 'Save fee' }));
}
const pesos = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describeViewPaths<typeof lostTicketFeeMachine>(lostTicketFeeOracle, {
  render: () => render(<LostTicketPanel lotId={1} />),
  drive: {
    'xstate.done.actor.loadFee': async (e) => (await read.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadFee': async (e) => (await read.reject((e as Failure).error), true),
    'xstate.done.actor.saveFee': async (e) => (await save.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.saveFee': async (e) => (await save.reject((e as Failure).error), true),
    'lostTicketFee.retry': () => (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true),
    // The amount is typed while the fixed amount applies, then the mode is chosen; whole cents only.
    'lostTicketFee.save': (e) => {
      const { fee } = e as Save;
      // The form refuses these itself (the stories below): the chart is told directly.
      if (!Number.isInteger(fee.cents) || fee.cents < 1 || fee.cents > 10_000_000) return false;
      fillIn(fee);
      return true;
    },
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchLostTicket).toHaveBeenLastCalledWith(c.lotId);
    },
    failed: (c) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(`The lost-ticket fee could not be read${c.error}`);
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    editing: (c) => {
      expect(within(section()).getByLabelText(c.fee?.mode === 'day_max' ? "The day's maximum" : 'Fixed amount')).toBeChecked();
      if (c.fee?.mode === 'day_max') expect(screen.getByText(/from the lot’s opening today/)).toBeInTheDocument();
      if (Object.keys(c.fieldErrors).length > 0) expect(within(section()).getByText(c.fieldErrors.cents[0])).toBeInTheDocument();
      else if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(`The fee could not be saved${c.error}`);
      else {
        expect(amount()).toHaveValue(pesos(c.fee?.cents ?? 0));
        expect(screen.queryByRole('alert')).toBeNull();
      }
      expect(within(section()).getByRole('button', { name: 'Save fee' })).not.toHaveAttribute('data-loading');
    },
    saving: (c) => {
      expect(within(section()).getByRole('button', { name: 'Save fee' })).toHaveAttribute('data-loading', 'true');
      expect(api.saveLostTicket).toHaveBeenLastCalledWith(c.lotId, c.draft);
    },
  },
});

describe('the lost-ticket fee form', () => {
  async function shown() {
    render(<LostTicketPanel lotId={1} />);
    await read.resolve(readFee);
    return section();
  }

  it('refuses an amount of nothing or above 100,000.00 before sending it', async () => {
    await shown();
    for (const cents of [0, 10_000_001]) {
      fillIn({ mode: 'fixed', cents });
      expect(await within(section()).findByText('The amount field must be between MXN 0.01 and MXN 100,000.00.')).toBeInTheDocument();
    }
    fireEvent.change(amount(), { target: { value: '' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Save fee' }));
    expect(await within(section()).findByText('The amount field is required.')).toBeInTheDocument();
    expect(api.saveLostTicket).not.toHaveBeenCalled();
  });

  it("saves the day's maximum keeping the fixed amount, and the form starts from what the server kept", async () => {
    await shown();
    fillIn({ mode: 'day_max', cents: 15000 });
    expect(amount()).toBeDisabled();
    expect(api.saveLostTicket).toHaveBeenLastCalledWith(1, { mode: 'day_max', cents: 15000 });
    await save.resolve({ data: { mode: 'day_max', cents: 15000 }, message: 'Lost-ticket fee saved.' });
    await waitFor(() => expect(within(section()).getByLabelText("The day's maximum")).toBeChecked());
    expect(amount()).toHaveValue('$150.00');
  });

  it("shows the server's refusal at the amount, and saves again", async () => {
    await shown();
    fillIn(newFee);
    await save.reject(refused);
    expect(await within(section()).findByText('The cents field must be between 1 and 10000000.')).toBeInTheDocument();
    expect(amount()).toHaveValue('$200.00');
    fireEvent.click(within(section()).getByRole('button', { name: 'Save fee' }));
    expect(api.saveLostTicket).toHaveBeenCalledTimes(2);
    await save.resolve(saved);
    await waitFor(() => expect(within(section()).queryByText('The cents field must be between 1 and 10000000.')).toBeNull());
  });
});
