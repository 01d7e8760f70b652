// /operators (spec 3 §2 "Operators screen", §5, §6, §8, §9): the list with its search, the info panel, the
// delete question and its toast, the load failure with and without Retry, the user modal's rules, the request an
// operator's save sends, a 422 on its field, the retry warning before the roles are loaded, and Spanish without
// English words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Person } from '../../src/contracts/people.struct';
import { setLocale } from '../../src/i18n/i18n';
import { ApiError } from '../../src/services/http';
import OperatorsScreen from '../../src/ui/parking/operators/operators-screen';
import { storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({ fetchPeople: vi.fn(), fetchParkingRoles: vi.fn(), savePerson: vi.fn(), deletePerson: vi.fn() }));
vi.mock('../../src/services/operators.api', () => api);
// The chat panel's own calls stay unanswered here: tests/ui/chat-panel.test.tsx answers them.
vi.mock('../../src/services/chat.api', () => ({ fetchChats: () => new Promise(() => {}) }));

setLocale('en');
const person = (id: number, first_name: string, last_name: string, operator: boolean): Person => ({
  id,
  first_name,
  last_name,
  email: operator ? null : `${first_name.toLowerCase()}@example.mx`,
  username: operator ? `LOT1_${first_name.toUpperCase()}` : null,
  phone: operator ? null : '8112345678',
  country_code: operator ? null : '52',
  type: operator ? 'operator' : 'parking',
  role_id: operator ? 6 : 2,
  role: operator ? 'Operador' : 'Administrador de estacionamiento',
  status: 1,
  photo: { original: null },
  parkingId: 1,
});
const people = [person(4, 'Lucía', 'Garza', false), person(7, 'Ramiro', 'Treviño', true)];
const roles = [
  { id: 2, name: 'Administrador de estacionamiento', type: 'parking' },
  { id: 6, name: 'Operador', type: 'operator' },
];

const open = () => renderWithSession(<OperatorsScreen />, { path: '/operators', stored: storedSession({ activeLotId: 1 }) });
const list = () => screen.findByRole('list', { name: "The lot's users" });

beforeEach(() => {
  api.fetchPeople.mockResolvedValue(people);
  api.fetchParkingRoles.mockResolvedValue(roles);
  api.deletePerson.mockResolvedValue({ message: null });
});
afterEach(() => vi.clearAllMocks());

describe('operators screen', { timeout: 30_000 }, () => {
  it('lists the people with their kind, searches with typos and shows the one selected', async () => {
    open();
    const items = within(await list()).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(['LGLucía GarzaAdministrador de estacionamiento · Administrator', 'RTRamiro TreviñoOperador · Employee']);
    expect(api.fetchPeople).toHaveBeenCalledWith(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'trevino' } });
    expect(within(await list()).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(await list()).getByRole('button', { name: /Ramiro/ }));
    const info = screen.getByRole('region', { name: 'Information' });
    expect(within(info).getByText('LOT1_RAMIRO')).toBeInTheDocument();
    expect(within(info).getByText('Employee')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'zzzz' } });
    expect(screen.getByText('Nobody matches “zzzz”.')).toBeInTheDocument();
  });

  it('asks before deleting, deletes and says so', async () => {
    open();
    fireEvent.click(within(await list()).getByRole('button', { name: /Ramiro/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to delete Ramiro Treviño?' });
    expect(within(dialog).getByText("You won't be able to reverse this!")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deletePerson).toHaveBeenCalledWith(1, 7));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(within(await list()).getAllByRole('button')).toHaveLength(1);
  });

  it('offers Retry for a read that got no answer, and only the message for a refusal', async () => {
    api.fetchPeople.mockRejectedValueOnce(new ApiError('Network error'));
    const first = open();
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await list();
    first.unmount();
    api.fetchPeople.mockRejectedValueOnce(new ApiError('Forbidden.', 403));
    open();
    expect(await screen.findByText('Forbidden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('creates an operator: rules on the fields, then the operator request with the prefixed username; a 422 shows on its field', async () => {
    api.savePerson.mockRejectedValueOnce(new ApiError('The given data was invalid.', 422, { username: ['The username has already been taken.'] }));
    open();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Add Operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await waitFor(() => expect(api.fetchParkingRoles).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The role field is required.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Operador' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^First name/ }), { target: { value: 'Sandra' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Last name/ }), { target: { value: 'Sal' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Username/ }), { target: { value: 'sandra' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'secreto1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The last name field must be at least 4 characters.')).toBeInTheDocument();
    expect(api.savePerson).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Last name/ }), { target: { value: 'Salinas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The username has already been taken.')).toBeInTheDocument();
    expect(api.savePerson).toHaveBeenCalledWith({
      lotId: 1,
      target: { kind: 'operator' },
      body: { first_name: 'Sandra', last_name: 'Salinas', role_id: 6, type: 'operator', status: 1, username: 'L1_SANDRA', password: 'secreto1' },
      photo: null,
    });
  });

  it('warns Retry when saving before the roles are loaded', async () => {
    api.fetchParkingRoles.mockReturnValue(new Promise(() => {}));
    open();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Add Operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The roles are not loaded. Retry in a moment.')).toBeInTheDocument();
    expect(api.savePerson).not.toHaveBeenCalled();
  });

  it('in Spanish, the list, the info panel and the edit form have no English word', async () => {
    const data = ['Lucía', 'Garza', 'Ramiro', 'Treviño', 'LOT1_RAMIRO', 'Operador', 'Administrador de estacionamiento', 'Lot 1', 'lucía@example.mx', '8112345678'];
    await inSpanish(async () => {
      open();
      const items = await screen.findByRole('list', { name: 'Usuarios del estacionamiento' });
      fireEvent.click(within(items).getByRole('button', { name: /Ramiro/ }));
      expect(screen.getByText('Empleado')).toBeInTheDocument();
      expect(englishIn(document.body, data)).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Ra' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findAllByText(/obligatorio|al menos/)).not.toHaveLength(0);
      expect(englishIn(document.body, data)).toEqual([]);
    });
  });
});
