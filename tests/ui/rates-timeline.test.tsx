// The weekly timeline and the quote simulator (spec 2 §4 "Timeline", §5 rate modal): a free stretch opens the
// rate modal prefilled, an overlap is refused here with parkingL.labels.overlap and nothing is sent, a saved
// week shows at once, and the simulator prices again with it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { FeeSet } from '../../src/domain/tariff';
import { setLocale } from '../../src/i18n/i18n';
import { RatesBoardContext } from '../../src/machines/rates-board/rates-board.context';
import { ratesBoardMachine } from '../../src/machines/rates-board/rates-board.machine';
import type { LoadRatesOutput } from '../../src/machines/rates-board/rates-board.types';
import type { TimelineWeek } from '../../src/services/rates.api';
import { QuoteSimulator } from '../../src/ui/parking/rates/quote-simulator';
import { TimelinePanel } from '../../src/ui/parking/rates/timeline-panel';
import { pickDateTime, timeShown, typeTime } from './date-pickers';
import { render } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');
vi.setConfig({ testTimeout: 30_000 });
const general: FeeSet = { id: 11, name: 'Tarifa general', rules: [{ qty: 1, unit: 'hour', price: 2500 }] };
const night: FeeSet = { id: 13, name: 'Tarifa noche', rules: [{ qty: 1, unit: 'hour', price: 1000 }] };
const week: TimelineWeek = {
  0: [], 2: [], 3: [], 4: [], 5: [], 6: [],
  1: [{ from: '07:00', to: '12:00', fromID: 11, fromName: 'Tarifa general' }, { from: '14:00', to: '23:00', fromID: 11, fromName: 'Tarifa general' }],
};
const loaded: LoadRatesOutput = {
  feeSets: [general, night],
  group: 1,
  week,
  schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '07:00', end: '23:00' })),
  config: { isFractionaryOff: true, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '00:00', maxRates: [] },
  accesses: [{ id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [] }],
  maps: {},
  specialRates: [],
};

function renderBoard(saveTimeline = vi.fn(async ({ input }: { input: { week: TimelineWeek } }) => ({ week: input.week, message: 'Saved.' })), rates = loaded) {
  const logic = ratesBoardMachine.provide({ actors: { loadRates: fromPromise(async () => rates), saveTimeline: fromPromise(saveTimeline) as never } });
  render(
    <RatesBoardContext.Provider logic={logic} options={{ input: { lotId: 1 } }}>
      <TimelinePanel />
      <QuoteSimulator timeZone="America/Monterrey" />
    </RatesBoardContext.Provider>,
  );
  return saveTimeline;
}

describe('weekly timeline', () => {
  it('opens the rate modal on a free stretch with the gap, and refuses an overlap without sending', async () => {
    const user = userEvent.setup();
    const save = renderBoard();
    const gap = await screen.findByRole('button', { name: 'Add a rate on Monday from 12:00 to 14:00' });
    await user.click(gap);
    const dialog = await screen.findByRole('dialog', { name: 'New rate on Monday' });
    expect(timeShown(dialog, 'From')).toBe('12:00');
    expect(timeShown(dialog, 'To')).toBe('14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/The rate field is required/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Rate/ }));
    await user.click(await screen.findByRole('option', { name: 'Tarifa noche' }));
    await typeTime(user, dialog, 'From', '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Periods cannot overlap.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the whole week, shows the new block, and the simulator prices with it', async () => {
    const user = userEvent.setup();
    const save = renderBoard();
    await screen.findByRole('button', { name: 'Add a rate on Monday from 12:00 to 14:00' });
    // Monday 2030-01-07, 12:00 to 14:00 in Monterrey: two hours of Tarifa general (the 07:00 period carries on).
    await pickDateTime(user, screen.getByRole('button', { name: 'Entry' }), '2030-01-07 12:00');
    await pickDateTime(user, screen.getByRole('button', { name: 'Exit' }), '2030-01-07 14:00');
    expect(screen.getByRole('button', { name: 'Entry' })).toHaveTextContent('07/01/2030 12:00');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('MXN 50.00');

    await user.click(screen.getByRole('button', { name: 'Add a rate on Monday from 12:00 to 14:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rate on Monday' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Rate/ }));
    await user.click(await screen.findByRole('option', { name: 'Tarifa noche' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0].input.week[1]).toEqual([
      { from: '07:00', to: '12:00', fromID: 11, fromName: 'Tarifa general' },
      { from: '12:00', to: '14:00', fromID: 13, fromName: 'Tarifa noche' },
      { from: '14:00', to: '23:00', fromID: 11, fromName: 'Tarifa general' },
    ]);
    expect(await screen.findByRole('button', { name: 'Tarifa noche 12:00–14:00, Monday' })).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('MXN 20.00');
  });

  it('a block opens for editing and Remove saves the week without it', async () => {
    const user = userEvent.setup();
    const save = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Tarifa general 14:00–23:00, Monday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate on Monday' });
    expect(timeShown(dialog, 'From')).toBe('14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0].input.week[1]).toEqual([{ from: '07:00', to: '12:00', fromID: 11, fromName: 'Tarifa general' }]);
  });

  it('in Spanish, the timeline, its rate modal and the simulator with its lines have no English word', async () => {
    const user = userEvent.setup();
    const courtesy = { ...loaded, config: { ...loaded.config, isCourtesy: true, isCourtesyAllMinutes: true, timeCourtesy: '00:15' } };
    const data = ['Tarifa general', 'Tarifa noche', 'Acceso Norte', 'America/Monterrey'];
    await inSpanish(async () => {
      renderBoard(undefined, courtesy);
      const result = await screen.findByRole('status', { name: 'Cotización' });
      expect(await within(result).findByText('Cortesía · 15 minutos')).toBeInTheDocument();
      expect(within(result).getByText('Tarifa · Tarifa general')).toBeInTheDocument();
      expect(within(result).getByText('120 minutos de estancia')).toBeInTheDocument();
      expect(englishIn(document.body, data)).toEqual([]);
      await user.click(screen.getAllByRole('button', { name: /^Agregar tarifa el/ })[0]);
      const dialog = await screen.findByRole('dialog', { name: /^Nueva tarifa del/ });
      expect(timeShown(dialog, 'Desde')).toMatch(/^\d{2}:\d{2}$/);
      expect(englishIn(document.body, data)).toEqual([]);
    });
  });

  it("the simulator says why the engine cannot price, in the console's language", async () => {
    renderBoard(undefined, { ...loaded, week: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] } });
    const result = await screen.findByRole('status', { name: 'Quote' });
    expect(await within(result).findByText('The weekly timeline has no periods: add at least one period with a time fee.')).toBeInTheDocument();
    act(() => setLocale('es'));
    expect(await within(result).findByText('La semana no tiene periodos: agrega al menos un periodo con una tarifa por tiempo.')).toBeInTheDocument();
    act(() => setLocale('en'));
  });
});
