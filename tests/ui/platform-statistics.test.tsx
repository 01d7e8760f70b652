// The platform statistics (issue 20 items 2 and 4): the nexo admin's /dashboard in the nexo and Big Data modules,
// its six tiles read for the last 30 days and again for another period or lot, a tile that failed beside the
// others and Retry, none read at all, a tile's export, no English word in Spanish; and the module tabs, which offer
// only the modules the user has.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAT_TILES, type StatTile } from '../../src/contracts/statistics.struct';
import { setLocale } from '../../src/i18n/i18n';
import { SessionContext } from '../../src/machines/session/session.context';
import { selectModule } from '../../src/machines/session/session.selectors';
import type { StatsFilters } from '../../src/services/admin-statistics.api';
import { ApiError } from '../../src/services/http';
import ModuleDashboard from '../../src/ui/shell/module-dashboard';
import { ModuleSwitch } from '../../src/ui/shell/module-switch';
import { CHOICES, FIRST_FILTERS, tileData } from '../model/oracles/platform-stats.oracle';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({ fetchTile: vi.fn(), fetchChoices: vi.fn(), downloadTile: vi.fn() }));
vi.mock('../../src/services/admin-statistics.api', () => api);
const files = vi.hoisted(() => ({ saveFile: vi.fn(), REPORT_FILE: 'report.xlsx' }));
vi.mock('../../src/services/transactions.api', () => files);

setLocale('en');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterAll(() => vi.useRealTimers());

let failing: StatTile[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  failing = [];
  api.fetchTile.mockImplementation(async (tile: StatTile, f: StatsFilters) => {
    if (failing.includes(tile)) throw new ApiError('Network error');
    return tileData(tile, f);
  });
  api.fetchChoices.mockResolvedValue(CHOICES);
  api.downloadTile.mockResolvedValue(new Blob(['xlsx']));
});

const NEXO = ['nexo.dashboard', 'nexo.users', 'nexo.plaza', 'category.view'];
const admin = (module: 'nexo' | 'bigdata', permissions = NEXO) =>
  storedSession({ auth: loginAnswer({ type: 'nexo', role_id: 1, permissions }), module, lots: [] });
const open = (module: 'nexo' | 'bigdata' = 'nexo') => renderWithSession(<ModuleDashboard />, { path: '/dashboard', stored: admin(module) });
const calledWith = (f: StatsFilters) => STAT_TILES.every((tile) => api.fetchTile.mock.calls.some(([t, filters]) => t === tile && JSON.stringify(filters) === JSON.stringify(f)));

describe('the platform statistics', () => {
  it.each(['nexo', 'bigdata'] as const)('are the /dashboard of the %s module: every tile of the last 30 days, all lots and shops', async (module) => {
    open(module);
    expect(await screen.findByRole('heading', { name: 'Platform statistics' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-income-total')).toHaveTextContent('MXN 5.00');
    expect(calledWith(FIRST_FILTERS)).toBe(true);
    expect(screen.getByTestId('stat-visits-total')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-stay-average')).toHaveTextContent('95 min');
    expect(screen.getByTestId('stat-occupancy-peak')).toHaveTextContent('Mon 10:00 · Cars: 2.5');
    expect(screen.getByTestId('stat-credits-spent')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-funnel-done')).toHaveTextContent('1');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  });

  it('reads every tile again for a quick period and for one lot', async () => {
    open();
    await screen.findByTestId('stat-income-total', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(calledWith({ ...FIRST_FILTERS, from: '2026-11-19' })).toBe(true));
    expect(await screen.findByTestId('stat-income-total')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('combobox', { name: 'Parking lot' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Valle Oriente' }));
    await waitFor(() => expect(calledWith({ ...FIRST_FILTERS, from: '2026-11-19', parkingId: 3 })).toBe(true));
    expect(await screen.findByTestId('stat-income-total')).toHaveTextContent('MXN 30.00');
  });

  it('shows a tile that failed beside the others, and Retry reads them again', async () => {
    failing = ['credits'];
    open();
    const credits = await screen.findByRole('region', { name: 'Credits' }, { timeout: 10_000 });
    expect(within(credits).getByRole('alert')).toHaveTextContent('This tile could not be read.Network error');
    expect(screen.getByTestId('stat-income-total')).toBeInTheDocument();
    failing = [];
    fireEvent.click(within(credits).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('stat-credits-sold')).toHaveTextContent('50');
  });

  it('says so once when no tile could be read', async () => {
    failing = [...STAT_TILES];
    open();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The statistics could not be read.Network error');
    expect(screen.queryByRole('region', { name: 'Income' })).toBeNull();
  });

  it("exports a tile's figures for the period and lot shown", async () => {
    open();
    await screen.findByTestId('stat-income-total', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Export Stay' }));
    await waitFor(() => expect(files.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'report.xlsx'));
    expect(api.downloadTile).toHaveBeenCalledWith('stay', FIRST_FILTERS);
  });

  it('in Spanish, shows no English word', async () => {
    await inSpanish(async () => {
      open();
      expect(await screen.findByRole('heading', { name: 'Estadísticas de la plataforma' }, { timeout: 10_000 })).toBeInTheDocument();
      await screen.findByTestId('stat-income-total');
      expect(englishIn(document.body, ['Fundadores Norte', 'Valle Oriente', 'Boutique Norte'])).toEqual([]);
    });
  });
});

function ModuleShown() {
  return <output aria-label="module">{SessionContext.useSelector(selectModule)}</output>;
}

describe('the module tabs', () => {
  it('offer the nexo admin Nexo and Big Data only, and switch to Big Data', () => {
    renderWithSession(
      <>
        <ModuleSwitch />
        <ModuleShown />
      </>,
      { path: '/dashboard', stored: admin('nexo') },
    );
    expect(screen.getByRole('tab', { name: 'Nexo' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Shopping To Go', 'Shopping', 'Parking']) expect(screen.getByRole('tab', { name })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'Big Data' }));
    expect(screen.getByRole('tab', { name: 'Big Data' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('module')).toHaveTextContent('bigdata');
  });

  it('leave Big Data disabled without nexo.dashboard, and enable Parking for a role that has it', () => {
    renderWithSession(<ModuleSwitch />, { path: '/dashboard', stored: admin('nexo', ['nexo.users', 'parking.dashboard']) });
    expect(screen.getByRole('tab', { name: 'Big Data' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Parking' })).toBeEnabled();
  });
});
