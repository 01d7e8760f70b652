// The rate configuration (spec 2 §4-5, §9): Day is the default row (120.00) and never offered in the choice,
// each period once, at most 4 rows; courtesy HH:mm (default 00:00); 'Update Config' sends PUT configs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { setLocale } from '../../src/i18n/i18n';
import { RatesBoardContext } from '../../src/machines/rates-board/rates-board.context';
import { ratesBoardMachine } from '../../src/machines/rates-board/rates-board.machine';
import type { LoadRatesOutput } from '../../src/machines/rates-board/rates-board.types';
import { configValues, RateConfigPanel, toConfigForm, validateConfig } from '../../src/ui/parking/rates/rate-config-panel';
import { render } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');

describe('rate configuration form rules', () => {
  const empty = { isFractionaryOff: true, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '', maxRates: [] };

  it('defaults: a Day row of 120.00, courtesy 00:00, fractional off when isFractionaryOff', () => {
    expect(configValues(empty)).toEqual({ fractional: false, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '00:00', maxRate: [{ unit: 'day', price: '120.00' }] });
    expect(configValues({ ...empty, maxRates: [{ unit: 'week', price: 70000 }, { unit: 'day', price: 15050 }] }).maxRate).toEqual([
      { unit: 'day', price: '150.50' },
      { unit: 'week', price: '700.00' },
    ]);
  });

  it('checks the courtesy time, each price, each unit once and at most 4 rows', () => {
    const base = configValues(empty);
    expect(validateConfig(base)).toEqual({});
    expect(validateConfig({ ...base, timeCourtesy: '7:00' })).toEqual({ timeCourtesy: 'Times are hours:minutes (HH:mm).' });
    expect(validateConfig({ ...base, timeCourtesy: '' }).timeCourtesy).toMatch(/required/);
    expect(validateConfig({ ...base, maxRate: [{ unit: 'day', price: '' }] })).toEqual({ 'maxRate.0.price': expect.stringMatching(/required/) });
    expect(validateConfig({ ...base, maxRate: [{ unit: 'day', price: '1' }, { unit: 'day', price: '2' }] })).toEqual({ 'maxRate.1.unit': 'Each period can be used once.' });
    const five = ['day', 'week', 'month', 'session', 'week'].map((unit) => ({ unit: unit as 'day', price: '1' }));
    expect(validateConfig({ ...base, maxRate: five }).maxRate).toBe('At most 4 max-rate rows.');
  });

  it('sends prices as two-decimal text and the fractional switch as isFractionaryOff', () => {
    expect(toConfigForm({ fractional: true, isCourtesy: true, isCourtesyAllMinutes: false, timeCourtesy: '00:15', maxRate: [{ unit: 'day', price: 150 }, { unit: 'week', price: '$700' }] })).toEqual({
      isFractionaryOff: false,
      isCourtesy: true,
      isCourtesyAllMinutes: false,
      timeCourtesy: '00:15',
      maxRate: [{ unit: 'day', price: '150.00' }, { unit: 'week', price: '700.00' }],
    });
  });
});

describe('rate configuration panel', () => {
  // Looked up afresh: the panel renders its rows again once the configuration has loaded, and a row found before
  // that is no longer in the document.
  const maxRateGroup = (name: string) => screen.getByRole('group', { name });

  const loaded: LoadRatesOutput = {
    feeSets: [],
    group: 1,
    week: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
    schedules: [],
    config: { isFractionaryOff: true, isCourtesy: true, isCourtesyAllMinutes: false, timeCourtesy: '00:15', maxRates: [{ unit: 'day', price: 12000 }] },
    accesses: [],
    maps: {},
    specialRates: [],
  };

  it('in Spanish, the panel has no English word and the fixed first period is día', async () => {
    const logic = ratesBoardMachine.provide({ actors: { loadRates: fromPromise(async () => loaded) } });
    await inSpanish(async () => {
      render(
        <RatesBoardContext.Provider logic={logic} options={{ input: { lotId: 1 } }}>
          <RateConfigPanel />
        </RatesBoardContext.Provider>,
      );
      await waitFor(() => expect(within(maxRateGroup('Tarifa máxima 1')).getByLabelText('Periodo')).toHaveValue('día'));
      expect(englishIn()).toEqual([]);
    });
  });

  it('keeps Day as the fixed first row, offers each other period once, up to 4 rows, and saves', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const logic = ratesBoardMachine.provide({
      actors: {
        loadRates: fromPromise(async () => loaded),
        saveConfig: fromPromise(async ({ input }: { input: { config: unknown } }) => {
          saved.push(input.config);
          return { config: loaded.config, message: 'Saved.' };
        }) as never,
      },
    });
    render(
      <RatesBoardContext.Provider logic={logic} options={{ input: { lotId: 1 } }}>
        <RateConfigPanel />
      </RatesBoardContext.Provider>,
    );
    await waitFor(() => expect(within(maxRateGroup('Max rate 1')).getByLabelText('Period')).toHaveValue('day'));
    const first = maxRateGroup('Max rate 1');
    expect(within(first).getByLabelText('Period')).toHaveAttribute('readonly');
    expect(within(first).getByLabelText(/^Max rate/)).toHaveValue('$120.00');
    const add = screen.getByRole('button', { name: 'Add period' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Max rate \d/ })).toHaveLength(4);
    expect(add).toBeDisabled();
    const units = screen.getAllByRole('group', { name: /^Max rate [234]/ }).map((g) => (within(g).getAllByLabelText(/^Period/)[0] as HTMLInputElement).value);
    expect(new Set(units).size).toBe(3);
    expect(units).not.toContain('day');
    expect(units).not.toContain('Day');
    for (const n of [2, 3, 4]) await user.type(within(screen.getByRole('group', { name: `Max rate ${n}` })).getByRole('textbox', { name: /^Max rate/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Update Config' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ isFractionaryOff: true, isCourtesy: true, timeCourtesy: '00:15', maxRate: [{ unit: 'day', price: '120.00' }, { price: '500.00' }, { price: '500.00' }, { price: '500.00' }] });
  }, 20_000);
});
