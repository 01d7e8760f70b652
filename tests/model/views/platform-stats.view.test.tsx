// The platform statistics screen (src/ui/admin/statistics, the nexo admin's /dashboard) along the shortest path
// to every state of the platform-stats chart: the loader, the six tiles of the period and lot asked (one that
// failed saying why beside the others, with Retry), the alert when none could be read, the export under way and
// its failure (issue 20 item 2). The quick periods, Retry and Export are driven through the screen; the answers of
// the (stubbed) reads are sent to the chart.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { setLocale } from '../../../src/i18n/i18n';
import type { platformStatsMachine } from '../../../src/machines/platform-stats/platform-stats.machine';
import PlatformStatisticsScreen from '../../../src/ui/admin/statistics/statistics-screen';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import { describeViewPaths } from '../chart/view-paths';
import { FIRST_FILTERS, platformStatsOracle } from '../oracles/platform-stats.oracle';

vi.mock('../../../src/machines/platform-stats/platform-stats.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ platformStatsMachine: typeof platformStatsMachine }>();
  return { ...chart, platformStatsMachine: probed(chart.platformStatsMachine) };
});

setLocale('en');
// Today in Monterrey is the oracle's 25 November 2026.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const QUICK = { 7: '7 days', 30: '30 days', 90: '90 days', 365: '365 days' } as const;
const TITLES = ['Income', 'Visits', 'Occupancy by hour', 'Stay', 'Credits', 'Requests'];
const section = (name: string) => screen.queryByRole('region', { name });
const exportIncome = () => screen.getByRole('button', { name: 'Export Income' });

describeViewPaths<typeof platformStatsMachine>(platformStatsOracle, {
  render: () =>
    renderWithSession(<PlatformStatisticsScreen />, {
      path: '/dashboard',
      stored: storedSession({ auth: loginAnswer({ type: 'nexo', role_id: 1, permissions: ['nexo.dashboard', 'nexo.users'] }), module: 'nexo', lots: [] }),
    }),
  drive: {
    // The first period is the 30 days' quick choice; the week of the oracle is picked by its days (sent).
    'stats.period': (e) => {
      const { from, to } = e as { from: string; to: string };
      const back = from === FIRST_FILTERS.from && to === FIRST_FILTERS.to;
      return back && (fireEvent.click(screen.getByRole('radio', { name: QUICK[30] })), true);
    },
    'stats.retry': () => {
      const retry = screen.queryAllByRole('button', { name: 'Retry' })[0];
      return retry !== undefined && (fireEvent.click(retry), true);
    },
    'stats.export': () => {
      const button = screen.queryByRole('button', { name: 'Export Income' });
      return button !== null && !button.hasAttribute('disabled') && (fireEvent.click(button), true);
    },
  },
  sees: {
    'tiles.loading': () => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      for (const title of TITLES) expect(section(title)).toBeNull();
    },
    // Every tile, of the lot asked (its income says which), or why it could not be read.
    'tiles.shown': (c) => {
      for (const title of TITLES) expect(section(title)).toBeInTheDocument();
      const income = c.results.find((r) => r.tile === 'income');
      if (income?.error) {
        expect(within(section('Income')!).getByRole('alert')).toHaveTextContent(`This tile could not be read.${income.error}`);
      } else {
        expect(screen.getByTestId('stat-income-total')).toHaveTextContent(formatMoney(c.filters.parkingId === null ? 500 : c.filters.parkingId * 1_000));
      }
      expect(screen.getByTestId('stat-funnel-requests')).toHaveTextContent('4');
      expect(screen.queryByText('The statistics could not be read.')).toBeNull();
    },
    'tiles.failed': (c) => {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The statistics could not be read.');
      expect(alert).toHaveTextContent(c.error ?? '');
      for (const title of TITLES) expect(section(title)).toBeNull();
    },
    // The export's failure is said over the tiles.
    'export.idle': (c) => {
      if (section('Income')) {
        expect(exportIncome()).not.toHaveAttribute('data-loading');
        if (c.exportError) expect(screen.getByRole('status')).toHaveTextContent(`The export failed.${c.exportError}`);
        else expect(screen.queryByText('The export failed.')).toBeNull();
      }
    },
    // The tile's button is busy and the others wait.
    'export.exporting': () => {
      if (section('Income')) {
        expect(exportIncome()).toHaveAttribute('data-loading');
        expect(screen.getByRole('button', { name: 'Export Visits' })).toBeDisabled();
      }
    },
  },
});
