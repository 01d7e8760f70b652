// /rates/special (spec 2 "Special rates screen", §9): the shared table toolbar and footer over the lot's
// special rates: per page, fuzzy search on the name, 'Showing {from} to {to} of {total} entries' and five
// numbered page buttons around the current page; add only with parking.rates.add.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpecialRateItem } from '../../src/contracts/rates.struct';
import { setLocale } from '../../src/i18n/i18n';
import SpecialRatesScreen from '../../src/ui/parking/special-rates/special-rates-screen';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({ fetchSpecialRates: vi.fn(), deleteSpecialRate: vi.fn() }));
vi.mock('../../src/services/rates.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

setLocale('en');
const rate = (id: number, name: string): SpecialRateItem => ({
  id,
  name,
  typeTariff: 'discount',
  type_special: 'discount',
  access: -1,
  access_str: 'All',
  courtesy: { isCourtesy: false, timeCourtesy: '00:00' },
  dates: [{ from: '2026-11-13', to: '2026-11-16' }],
  rules: { discount: { discount: 10 } },
  times_g: { str_dates: '2026-11-13 - 2026-11-16' },
});
const rates = Array.from({ length: 60 }, (_, i) => rate(i + 1, `Tarifa ${String(i + 1).padStart(2, '0')}`));
const open = (permissions?: string[]) =>
  renderWithSession(<SpecialRatesScreen />, { path: '/rates/special', stored: storedSession({ activeLotId: 1, ...(permissions ? { auth: loginAnswer({ permissions }) } : {}) }) });
const pageButtons = () => within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('button', { name: /^Page \d+$/ });

beforeEach(() => {
  api.fetchSpecialRates.mockResolvedValue(rates);
});

describe('special rates table', { timeout: 30_000 }, () => {
  it('shows ten a page with five page buttons that follow the current page', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Special Rates' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1 to 10 of 60 entries')).toBeInTheDocument();
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(pageButtons().map((b) => b.textContent)).toEqual(['2', '3', '4', '5', '6']);
    expect(screen.getByText('Showing 41 to 50 of 60 entries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add special rate' })).toBeInTheDocument();
  });

  it('in Spanish, the table, its toolbar and its footer for one rate have no English word', async () => {
    api.fetchSpecialRates.mockResolvedValue([rate(1, 'Buen Fin')]);
    await inSpanish(async () => {
      open();
      expect(await screen.findByText('Mostrando 1 a 1 de 1 registro')).toBeInTheDocument();
      expect(englishIn(document.body, ['Buen Fin', 'Lot 1', 'Lot 2'])).toEqual([]);
    });
  });

  it('per page and the fuzzy search go back to page 1', async () => {
    open();
    await screen.findByRole('table', { name: 'Special Rates' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Per page' }));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByText('Showing 1 to 25 of 60 entries')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Tarifa 42' } });
    expect(screen.getByRole('cell', { name: 'Tarifa 42' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'zzzz' } });
    expect(screen.getByText('No special rate matches "zzzz".')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers no add button without parking.rates.add', async () => {
    open(['parking.dashboard']);
    await screen.findByRole('table', { name: 'Special Rates' });
    expect(screen.queryByRole('button', { name: 'Add special rate' })).toBeNull();
  });
});
