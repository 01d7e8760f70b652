// The rates screen (src/ui/parking/rates/rates-screen.tsx) along the shortest path to every configuration of
// the rates-board chart, its actors running against mocked rates and access services: the loader, the
// failure, the quadrants, the timeline's rate modal and its save, the configuration's save (spec 2 "Rates
// screen", §4).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { ratesBoardMachine } from '../../../src/machines/rates-board/rates-board.machine';
import type { LoadRatesOutput } from '../../../src/machines/rates-board/rates-board.types';
import { weekdayName } from '../../../src/ui/parking/rates/rate-text';
import RatesScreen from '../../../src/ui/parking/rates/rates-screen';
import { storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { loaded, ratesBoardOracle } from '../oracles/rates-board.oracle';

const api = vi.hoisted(() => ({ fetchRatesOverview: vi.fn(), fetchSpecialRates: vi.fn(), saveTimeline: vi.fn(), saveRateConfig: vi.fn(), fetchAccesses: vi.fn(), fetchAccessMap: vi.fn() }));
vi.mock('../../../src/services/rates.api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchRatesOverview: api.fetchRatesOverview,
  fetchSpecialRates: api.fetchSpecialRates,
  saveTimeline: api.saveTimeline,
  saveRateConfig: api.saveRateConfig,
}));
vi.mock('../../../src/services/access.api', () => ({ fetchAccesses: api.fetchAccesses, fetchAccessMap: api.fetchAccessMap }));
vi.mock('../../../src/machines/rates-board/rates-board.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ ratesBoardMachine: typeof ratesBoardMachine }>();
  return { ...chart, ratesBoardMachine: probed(chart.ratesBoardMachine, ['loadRates', 'saveTimeline', 'saveConfig']) };
});

setLocale('en');
const calls = { overview: settleable(), special: settleable(), accesses: settleable(), timeline: settleable(), config: settleable() };
beforeEach(() => {
  Object.values(calls).forEach((c) => c.reset());
  notifications.clean();
  api.fetchRatesOverview.mockImplementation(calls.overview.impl);
  api.fetchSpecialRates.mockImplementation(calls.special.impl);
  api.fetchAccesses.mockImplementation(calls.accesses.impl);
  api.fetchAccessMap.mockImplementation(async (path: string) => loaded.maps[path]);
  api.saveTimeline.mockImplementation(calls.timeline.impl);
  api.saveRateConfig.mockImplementation(calls.config.impl);
});

const click = (name: string, inside: HTMLElement = document.body) => fireEvent.click(within(inside).getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const settle = (call: ReturnType<typeof settleable>) => ({
  done: async (e: unknown) => (await call.resolve((e as Done<unknown>).output), true),
  error: async (e: unknown) => (await call.reject((e as Failure).error), true),
});

describeViewPaths<typeof ratesBoardMachine>(ratesBoardOracle, {
  render: () => renderWithSession(<RatesScreen />, { path: '/rates/edit', stored: storedSession({ activeLotId: 1 }) }),
  drive: {
    // The board reads the overview, the accesses (and their maps) and the special rates at once.
    'xstate.done.actor.loadRates': async (e) => {
      const { feeSets, group, week, schedules, config, accesses, specialRates } = (e as Done<LoadRatesOutput>).output;
      await calls.special.resolve(specialRates);
      await calls.accesses.resolve(accesses);
      await calls.overview.resolve({ feeSets, group, week, schedules, config });
      return true;
    },
    'xstate.error.actor.loadRates': async (e) => (await calls.overview.reject((e as Failure).error), true),
    'xstate.done.actor.saveTimeline': settle(calls.timeline).done,
    'xstate.error.actor.saveTimeline': settle(calls.timeline).error,
    'xstate.done.actor.saveConfig': settle(calls.config).done,
    'xstate.error.actor.saveConfig': settle(calls.config).error,
    'rates.retry': () => (click('Retry'), true),
    'access.select': (e) => {
      const access = loaded.accesses.find((a) => a.id === (e as { accessId: number }).accessId);
      if (access) fireEvent.click(screen.getByRole('radio', { name: access.name }));
      return access !== undefined;
    },
    'timeline.openGap': (e) => {
      const { day, from, to } = e as { day: number; from: string; to: string };
      return (click(`Add a rate on ${weekdayName(day, 'en')} from ${from} to ${to}`), true);
    },
    'timeline.openPeriod': (e, s) => {
      const { day, index } = e as { day: 0; index: number };
      const block = s.context.week[day][index];
      if (!block) return false;
      return (click(`${weekdayName(day, 'en')} ${block.from}-${block.to}: ${block.fromName}`), true);
    },
    'timeline.cancel': () => (click('Cancel', dialog()), true),
    'timeline.removePeriod': () => (click('Remove', dialog()), true),
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchRatesOverview).toHaveBeenLastCalledWith(c.lotId);
      expect(api.fetchAccesses).toHaveBeenLastCalledWith(c.lotId);
      expect(api.fetchSpecialRates).toHaveBeenLastCalledWith(c.lotId);
    },
    failed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent(`The rates could not be read${c.loadError}`);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    ready: (c) => {
      expect(screen.getByRole('region', { name: 'Weekly timeline' })).toBeInTheDocument();
      const chosen = c.accesses.find((a) => a.id === c.selectedAccessId);
      expect(screen.getByRole('radio', { name: chosen?.name })).toBeChecked();
    },
    'ready.timeline.idle': () => expect(screen.queryByRole('dialog')).toBeNull(),
    'ready.timeline.editing': (c) => {
      const day = weekdayName(c.period?.day ?? 0, 'en');
      expect(within(dialog()).getByText(c.period?.index === null ? `New rate on ${day}` : `Rate on ${day}`)).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    'ready.timeline.saving': (c) => {
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(api.saveTimeline).toHaveBeenLastCalledWith(c.lotId, c.group, c.pendingWeek);
    },
    'ready.config.idle': () => expect(screen.getByRole('form', { name: 'Max rate and courtesy' })).toBeInTheDocument(),
    'ready.config.saving': () => expect(api.saveRateConfig).toHaveBeenCalled(),
  },
});
