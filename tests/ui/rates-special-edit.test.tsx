// /rates/special/edit?data=... (spec 2 §2): the `data` parameter read into the wizard; malformed data shows a
// clear message and a link back, never a crash. Also the parser on the spec's shapes.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SpecialRateItem } from '../../src/contracts/rates.struct';
import { setLocale } from '../../src/i18n/i18n';
import { encodeEditData, parseEditData } from '../../src/machines/special-rate-wizard/edit-data';
import SpecialRateEditScreen from '../../src/ui/parking/special-rates/special-rate-edit-screen';
import { storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({ fetchAccesses: vi.fn(async () => []), fetchAccessMap: vi.fn(async () => null), saveSpecialRate: vi.fn() }));
vi.mock('../../src/services/rates.api', async (importOriginal) => ({ ...(await importOriginal<object>()), saveSpecialRate: api.saveSpecialRate }));
vi.mock('../../src/services/access.api', () => ({ fetchAccesses: api.fetchAccesses, fetchAccessMap: api.fetchAccessMap }));

setLocale('en');
const buenFin: SpecialRateItem = {
  id: 1,
  name: 'Buen Fin',
  typeTariff: 'discount',
  type_special: 'discount',
  access: -1,
  access_str: 'All',
  courtesy: { isCourtesy: true, timeCourtesy: '00:10' },
  dates: [{ from: '2026-11-13', to: '2026-11-16' }],
  rules: { discount: { discount: 10 } },
  times_g: { str_dates: '2026-11-13 - 2026-11-16' },
};
const open = (data: string | null) =>
  renderWithSession(<SpecialRateEditScreen />, {
    path: data === null ? '/rates/special/edit' : `/rates/special/edit?data=${encodeURIComponent(data)}`,
    stored: storedSession({ activeLotId: 1 }),
  });

describe('special-rate edit page', () => {
  it.each([
    ['missing', null, 'The data parameter with the rate to edit is missing.'],
    ['not JSON', '{nope', 'The data parameter is not valid JSON.'],
    ['without a name', JSON.stringify({ rate: { typeTariff: 'discount' }, rules: '{}', access: [1] }), "The data parameter lacks the rate's details (name or type)."],
    ['with rules that are not JSON', JSON.stringify({ rate: { name: 'X', typeTariff: 'discount' }, rules: '{bad', access: [1] }), 'The rules of the rate are not valid JSON.'],
    ['an array', '[1,2]', "The data parameter lacks the rate's details (name or type)."],
  ])('data %s shows why and a link back', (_what, data, message) => {
    open(data);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to special rates' })).toHaveAttribute('href', '/rates/special');
  });

  it('in Spanish, the wizard on the rate and a bad link have no English word', async () => {
    await inSpanish(async () => {
      const { unmount } = open(encodeEditData(buenFin));
      expect(await screen.findByRole('region', { name: 'Editar Buen Fin' })).toBeInTheDocument();
      expect(englishIn(document.body, ['Buen Fin', 'Lot 1', 'Lot 2'])).toEqual([]);
      unmount();
      open('{nope');
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(englishIn(document.body, ['Lot 1', 'Lot 2'])).toEqual([]);
    });
  });

  it('opens the wizard on the rate in data', async () => {
    open(encodeEditData(buenFin));
    expect(await screen.findByRole('region', { name: 'Edit Buen Fin' })).toBeInTheDocument();
  });

  it('reads the spec shape: rules as JSON text with raw amounts, access ids, time slots', () => {
    expect(parseEditData(encodeEditData(buenFin))).toEqual({
      ok: true,
      rate: {
        id: 1,
        access: -1,
        dates: [{ from: '2026-11-13', to: '2026-11-16' }],
        rules: expect.objectContaining({ name: 'Buen Fin', typeTariff: 'discount', discount: '10', isCourtesy: true, timeCourtesy: '00:10' }),
      },
    });
    const custom = parseEditData(
      JSON.stringify({
        rate: { name: 'Feria', type_special: 'custom', courtesy: { isCourtesy: false } },
        rules: JSON.stringify({ custom: [{ qty: 2, unit: 'hour', price: '$35.00', priceRaw: 35 }, { qty: '30', unit: 'minute', price: '$1,200.5' }] }),
        access: [2, 3],
        times: { 1: [{ from: '08:00', to: '12:00' }] },
      }),
    );
    expect(custom).toMatchObject({
      ok: true,
      rate: { id: null, access: 2, dates: [], rules: { name: 'Feria', typeTariff: 'custom', custom: [{ qty: 2, unit: 'hour', price: '35.00' }, { qty: 30, unit: 'minute', price: '1200.50' }] } },
    });
  });
});
