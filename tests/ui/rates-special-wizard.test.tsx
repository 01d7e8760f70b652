// The special-rate wizard's forms (spec 2 §4-5): Next disabled until the step is valid, the rule form's checks
// (name 3-100 capitalised, discount 1-100 with two decimals, courtesy HH:mm), date rows with their save icon
// and the overlap message, and a refused save keeping every field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { ApiError } from '../../src/services/http';
import type { Access } from '../../src/contracts/access.struct';
import { SpecialRateWizard } from '../../src/ui/parking/special-rates/special-rate-wizard';
import { pickDate } from './date-pickers';
import { render } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({ fetchAccesses: vi.fn(), fetchAccessMap: vi.fn(), saveSpecialRate: vi.fn() }));
vi.mock('../../src/services/rates.api', async (importOriginal) => ({ ...(await importOriginal<object>()), saveSpecialRate: api.saveSpecialRate }));
vi.mock('../../src/services/access.api', () => ({ fetchAccesses: api.fetchAccesses, fetchAccessMap: api.fetchAccessMap }));

const accesses: Access[] = [
  { id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [{ id: 1, name: 'Entrada Norte', code: 'PF-E1', code_map: 'gate-in', type: 1, status: 'offline', barrier: null }] },
  { id: 2, name: 'Acceso Sur', map: '/maps/access-b.svg', gates: [] },
];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="gate-in" width="5" height="5"/><rect id="gate-out" x="5" width="5" height="5"/></svg>';

setLocale('en');
beforeEach(() => {
  api.fetchAccesses.mockResolvedValue(accesses);
  api.fetchAccessMap.mockResolvedValue(SVG);
  api.saveSpecialRate.mockReset();
});

function renderWizard() {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(<SpecialRateWizard lotId={1} timeZone="America/Monterrey" rate={null} asModal={false} onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
}

const next = () => screen.getByRole('button', { name: 'Next' });
/** The day a date field shows (dd/MM/yyyy) as yyyy-MM-dd. */
const isoDay = (field: HTMLElement): string => (field.textContent ?? '').split('/').reverse().join('-');

async function toRules(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('radio', { name: 'Acceso Norte' });
  await user.click(screen.getByRole('radio', { name: 'Acceso Norte' }));
  await user.click(next());
}

describe('special-rate wizard', { timeout: 30_000 }, () => {
  it('the map step offers All Gates and each access, colours gates by status, and Next waits for a choice', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByRole('radio', { name: 'All Gates' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Acceso Norte' }));
    expect(next()).toBeEnabled();
    const map = screen.getByRole('img', { name: 'Map of Acceso Norte' });
    expect(map.querySelector('#gate-in')).toHaveAttribute('fill', '#e03131');
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });

  it('the rule step capitalises the name, checks it and the discount, and disables Next until valid', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toRules(user);
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveValue('New Special Tariff');
    await user.clear(name);
    await user.type(name, 'ab');
    expect(name).toHaveValue('Ab');
    expect(await screen.findByText('The name field must be at least 3 characters.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(name, 'ril');
    expect(name).toHaveValue('Abril');
    expect(next()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Discount' }));
    const discount = screen.getByRole('textbox', { name: /^Discount/ });
    expect(discount).toHaveValue('10 %');
    await user.clear(discount);
    await user.type(discount, '120');
    expect(await screen.findByText(/The discount is 1 to 100/)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.clear(discount);
    await user.type(discount, '12.5');
    expect(next()).toBeEnabled();

    await user.click(screen.getByRole('switch', { name: 'Courtesy time' }));
    const courtesy = screen.getByLabelText(/^Courtesy \(HH:mm\)/);
    expect(courtesy).toHaveValue('00:10');
    await user.clear(courtesy);
    await user.type(courtesy, '7');
    expect(next()).toBeDisabled();
  });

  it('date rows: today to tomorrow first, a changed row shows its save icon, saving an overlap is flagged', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toRules(user);
    await user.click(next());
    const first = screen.getByRole('group', { name: 'Dates 1' });
    const from = within(first).getByRole('button', { name: /^From/ });
    expect(from).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}$/);
    await user.click(screen.getByRole('button', { name: 'Add dates' }));
    const second = screen.getByRole('group', { name: 'Dates 2' });
    expect(within(second).queryByRole('button', { name: 'Save dates 2' })).toBeNull();
    await pickDate(user, within(second).getByRole('button', { name: /^From/ }), isoDay(from));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: 'Save dates 2' }));
    expect(within(second).getByRole('alert')).toHaveTextContent('Beware the dates overlap');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
  });

  it('speaks Spanish on every step, the repeated-dates text included, with no English word', async () => {
    const data = ['Acceso Norte', 'Acceso Sur', 'Entrada Norte', 'New Special Tariff'];
    await inSpanish(async () => {
      const user = userEvent.setup();
      renderWizard();
      await screen.findByRole('radio', { name: 'Acceso Norte' });
      expect(englishIn(document.body, data)).toEqual([]);
      await user.click(screen.getByRole('radio', { name: 'Acceso Norte' }));
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(englishIn(document.body, data)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      const from = isoDay(within(screen.getByRole('group', { name: 'Fechas 1' })).getByRole('button', { name: /^Desde/ }));
      await user.click(screen.getByRole('button', { name: 'Agregar fechas' }));
      const second = screen.getByRole('group', { name: 'Fechas 2' });
      await pickDate(user, within(second).getByRole('button', { name: /^Desde/ }), from);
      await user.click(within(second).getByRole('button', { name: 'Guardar las fechas 2' }));
      expect(within(second).getByRole('alert')).toHaveTextContent('Hay fechas repetidas');
      expect(englishIn(document.body, data)).toEqual([]);
    });
  });

  it('a refused save stays on the dates with the error, and every step keeps its fields', async () => {
    const user = userEvent.setup();
    api.saveSpecialRate.mockRejectedValue(new ApiError('The given data was invalid.', 422, { name: ['The name has already been taken.'] }));
    const { onSaved } = renderWizard();
    await toRules(user);
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Semana santa');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(screen.getByText('The name has already been taken.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.saveSpecialRate).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Semana santa', access: 1, typeTariff: 'custom' }), null);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Semana santa');
  });

  it('a saved rate hands the answer to the parent and confirms it by name', async () => {
    const user = userEvent.setup();
    api.saveSpecialRate.mockResolvedValue({ rates: [], message: 'Saved.' });
    const { onSaved } = renderWizard();
    await toRules(user);
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith([]));
    expect(await screen.findByText('Special rate New Special Tariff created')).toBeInTheDocument();
  });
});
