// /pensions (spec 3 §2 "Pensions screen", §4): table, footer, permission, loading/empty/error states, the delete
// prompt with 'do not show again', a new active lot clearing and reloading the table, and the modal's send.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PensionItem } from '../../src/contracts/pension.struct';
import { setLocale } from '../../src/i18n/i18n';
import { SessionContext } from '../../src/machines/session/session.context';
import PensionsScreen from '../../src/ui/parking/pensions/pensions-screen';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({ fetchPensions: vi.fn(), deletePension: vi.fn(), savePension: vi.fn() }));
vi.mock('../../src/services/pensions.api', () => api);

setLocale('en');
const pension = (id: number, first_name: string, lastname: string, role = 'Contadora'): PensionItem => ({
  id,
  first_name,
  lastname,
  email: `${first_name.toLowerCase()}@example.mx`,
  role,
  cars: [{ id: id * 10, plate: `ABC${1000 + id}`, brand: 'Mazda', model: 'Mazda 3', color: 'red' }],
});
const lot1 = [pension(1, 'Lucía', 'Garza'), pension(2, 'Mariana', 'Treviño', 'Gerente'), pension(3, 'Roberto', 'Salinas', 'Chofer')];
const lot2 = [pension(7, 'Norma', 'Villarreal')];

function LotSwitch() {
  const session = SessionContext.useActorRef();
  return <button onClick={() => session.send({ type: 'session.selectLot', lotId: 2 })}>switch lot</button>;
}
const open = (permissions?: string[]) =>
  renderWithSession(
    <>
      <LotSwitch />
      <PensionsScreen />
    </>,
    { path: '/pensions', stored: storedSession({ activeLotId: 1, ...(permissions ? { auth: loginAnswer({ permissions }) } : {}) }) },
  );

beforeEach(() => {
  localStorage.clear();
  api.fetchPensions.mockImplementation(async (lotId: number) => (lotId === 1 ? lot1 : lot2));
  api.deletePension.mockResolvedValue({ message: 'Deleted.' });
});
afterEach(() => vi.clearAllMocks());

describe('pensions screen', { timeout: 30_000 }, () => {
  it('lists first name, last name, email and role with the footer', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Pensions' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('row', { name: /Mariana Treviño mariana@example.mx Gerente/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add pension' })).toBeInTheDocument();
    expect(api.fetchPensions).toHaveBeenCalledWith(1);
  });

  it('shows neither the list card nor the add button without parking.rates.add', () => {
    open(['parking.dashboard']);
    expect(screen.queryByRole('region', { name: 'Pensions list' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add pension' })).toBeNull();
    expect(screen.getByText('You do not have permission to manage pensions.')).toBeInTheDocument();
    expect(api.fetchPensions).not.toHaveBeenCalled();
  });

  it('shows loading, then an error with retry, then the empty state', async () => {
    let fail!: (e: Error) => void;
    api.fetchPensions.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    api.fetchPensions.mockResolvedValueOnce([]);
    open();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await act(async () => fail(new Error('Network down')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No pensions yet.')).toBeInTheDocument();
  });

  it('clears and reloads the table when the active lot changes', async () => {
    open();
    await screen.findByRole('cell', { name: 'Lucía' });
    fireEvent.click(screen.getByRole('button', { name: 'switch lot' }));
    expect(await screen.findByRole('cell', { name: 'Norma' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Lucía' })).toBeNull();
    expect(api.fetchPensions).toHaveBeenLastCalledWith(2);
  });

  it('pages with numbered buttons and the per-page selector', async () => {
    const many = Array.from({ length: 12 }, (_, i) => pension(i + 1, `Persona${String(i + 1).padStart(2, '0')}`, 'Garza'));
    api.fetchPensions.mockResolvedValue(many);
    open();
    const table = await screen.findByRole('table', { name: 'Pensions' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Persona12' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Per page' }));
    fireEvent.click(await screen.findByRole('option', { name: '5' }));
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByText('Showing 1 to 5 of 12 entries')).toBeInTheDocument();
  });

  it("fuzzy-searches and pages; delete asks, 'do not show again' is remembered and the next delete does not ask", async () => {
    open();
    await screen.findByRole('table', { name: 'Pensions' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'chofr' } });
    expect(screen.getByText('Showing 1 to 1 of 1 entry')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Lucía Garza' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('All valid plates added will be removed')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('checkbox', { name: 'Do not show again' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lucía' })).toBeNull());
    expect(api.deletePension).toHaveBeenCalledWith(1, 1);
    expect(localStorage.getItem('nexo.pensions.skip-delete-confirm')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Mariana Treviño' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Mariana' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
    expect(api.deletePension).toHaveBeenLastCalledWith(1, 2);
  });

  it('edits a pension: the e-mail is disabled, sending hides the close button, success closes and reloads', async () => {
    let finish!: (v: unknown) => void;
    api.savePension.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Roberto Salinas' }));
    const modal = await screen.findByRole('dialog', { name: /Edit pension/ });
    expect(within(modal).getByLabelText(/^Email/)).toBeDisabled();
    fireEvent.change(within(modal).getByLabelText(/^Role/), { target: { value: 'jefe de patio' } });
    expect(within(modal).getByLabelText(/^Role/)).toHaveValue('Jefe De Patio');
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByRole('listitem', { name: 'ABC1003' })).toHaveTextContent('Mazda');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save pension' }));
    await waitFor(() => expect(within(modal).queryByRole('button', { name: 'Close' })).toBeNull());
    expect(within(modal).getByLabelText('Saving the pension')).toBeInTheDocument();
    expect(api.savePension).toHaveBeenCalledWith(1, expect.objectContaining({ role: 'Jefe De Patio', email: 'roberto@example.mx' }), 3);
    await act(async () => finish({ pension: lot1[2], message: 'Saved.' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit pension/ })).toBeNull());
    expect(api.fetchPensions).toHaveBeenCalledTimes(2);
  });

  it('in Spanish, the list, its footer for one row and the new-pension form have no English word', async () => {
    api.fetchPensions.mockResolvedValue([lot1[0]]);
    const data = ['Lucía', 'Garza', 'lucía@example.mx', 'Contadora', 'Lot 1', 'switch lot'];
    await inSpanish(async () => {
      open();
      await screen.findByText('Mostrando 1 a 1 de 1 registro');
      expect(englishIn(document.body, data)).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Agregar pensión' }));
      const modal = await screen.findByRole('dialog', { name: /Nueva pensión/ });
      fireEvent.click(within(modal).getByRole('button', { name: 'Siguiente' }));
      expect(await within(modal).findAllByText(/es obligatorio/)).not.toHaveLength(0);
      expect(englishIn(document.body, data)).toEqual([]);
    });
  });

  it('a new pension cannot be sent without a car: the empty list says so', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add pension' }));
    const modal = await screen.findByRole('dialog', { name: /New pension/ });
    fireEvent.change(within(modal).getByLabelText(/^First name/), { target: { value: 'an' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByText('The first name field must be at least 3 characters.')).toBeInTheDocument();
    expect(within(modal).getByText('The last name field is required.')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText(/^First name/), { target: { value: 'ana maría' } });
    fireEvent.change(within(modal).getByLabelText(/^Last name/), { target: { value: 'lópez' } });
    fireEvent.change(within(modal).getByLabelText(/^Email/), { target: { value: 'ana@example.mx' } });
    fireEvent.change(within(modal).getByLabelText(/^Role/), { target: { value: 'cajera' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByText('No cars yet, you need to add one or more cars')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Save pension' })).toBeDisabled();
    fireEvent.click(within(modal).getByRole('button', { name: 'Add car' }));
    fireEvent.change(await within(modal).findByRole('combobox', { name: /^Color/ }), { target: { value: 'Pink' } });
    expect(within(modal).getByText('Pink Not Found')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Back' }));
    expect(await within(modal).findByText('No cars yet, you need to add one or more cars')).toBeInTheDocument();
  });
});
