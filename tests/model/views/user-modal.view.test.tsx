// The user modal (src/ui/parking/operators/user-modal.tsx) along the shortest path to every state of its chart,
// for a new person, an operator's edit and a user's edit, its actors running against mocked operators services:
// the role fixed in an edit, the role's own fields, the active switch only in an edit, the retry of the roles,
// the rules and the server's refusal on their fields, the busy save (spec 3 §5 "User/operator modal", §6, §8).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Person } from '../../../src/contracts/people.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { PersonValues } from '../../../src/machines/user-modal/user-form';
import type { UserModalContext, UserModalEvent, userModalMachine } from '../../../src/machines/user-modal/user-modal.machine';
import { ApiError } from '../../../src/services/http';
import { UserModal } from '../../../src/ui/parking/operators/user-modal';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { administrator, newOperator, noRole, operator, photo, refusal, roles, userModalOracle } from '../oracles/user-modal.oracle';

const api = vi.hoisted(() => ({ fetchParkingRoles: vi.fn(), savePerson: vi.fn() }));
vi.mock('../../../src/services/operators.api', () => api);
vi.mock('../../../src/machines/user-modal/user-modal.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ userModalMachine: typeof userModalMachine }>();
  return { ...chart, userModalMachine: probed(chart.userModalMachine, ['loadRoles', 'savePerson']) };
});

setLocale('en');
const rolesCall = settleable();
const saveCall = settleable();
const spies = { saved: vi.fn(), close: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  rolesCall.reset();
  saveCall.reset();
  api.fetchParkingRoles.mockImplementation(rolesCall.impl);
  api.savePerson.mockImplementation(saveCall.impl);
});

type Save = Extract<UserModalEvent, { type: 'user.save' }>;
const EMAIL_PHONE = 2;
const USERNAME = 6;
/** The form's text fields, by their labels. */
const LABELS = { first_name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Phone', username: 'Username', password: 'Password' } as const;
type TextField = keyof typeof LABELS;

const dialog = () => screen.getByRole('dialog');
const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`));
const activeSwitch = () => within(dialog()).getByRole('switch', { name: 'Active' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The error message tied to a field (Mantine's `<id>-error` among the ids that describe it). */
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const roleOf = (c: UserModalContext) => (c.person ? c.person.role_id : c.values.role_id);
/** The fields the form shows for a role: e-mail and phone for role 2, the username for role 6. */
const shownFor = (role: number | null): TextField[] => ['first_name', 'last_name', ...(role === EMAIL_PHONE ? (['email', 'phone'] as const) : []), ...(role === USERNAME ? (['username'] as const) : []), 'password'];

/** The form puts the username in capitals while it is typed (spec 3 §5): the oracle's saves as it sends them. */
const typed = (values: PersonValues): PersonValues => ({ ...values, username: values.username.toUpperCase() });
const asTyped = <E extends { type: string }>(e: E): E => ('values' in e ? { ...e, values: typed(e.values as PersonValues) } : e);

function view(person: Person | null): ViewOracle<typeof userModalMachine> {
  const start = userModalOracle.initialContext({ lotId: 1, lotPrefix: 'CENTRO', person }).values;
  /** What the form holds: the values it started with, then the last ones saved through it. */
  let form: PersonValues = start;

  /** The form sends what a save carries when the fields it hides already hold it and its role can be chosen. */
  const sendable = ({ values }: Save, c: UserModalContext) => {
    const role = person ? person.role_id : values.role_id;
    const shown = new Set([...shownFor(role), 'role_id', ...(person ? ['active'] : [])]);
    const hiddenKept = (Object.keys(values) as (keyof PersonValues)[]).every((k) => shown.has(k) || values[k] === form[k]);
    const roleChosen = person ? values.role_id === person.role_id : values.role_id === form.role_id || c.roles.some((r) => r.id === values.role_id);
    return hiddenKept && roleChosen;
  };

  return {
    render: () => {
      form = start;
      notifications.clean();
      render(<UserModal lotId={1} lotPrefix="CENTRO" person={person} onSaved={spies.saved} onClose={spies.close} />);
    },
    drive: {
      'xstate.done.actor.loadRoles': async (e) => (await rolesCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.loadRoles': async (e) => (await rolesCall.reject((e as Failure).error), true),
      'xstate.done.actor.savePerson': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.savePerson': async (e) => (await saveCall.reject((e as Failure).error), true),
      'user.save': (e, s) => {
        const save = e as Save;
        const { values } = save;
        if (!sendable(save, s.context)) return false;
        if (!person && values.role_id !== form.role_id) {
          fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Role/ }));
          fireEvent.click(screen.getByRole('option', { name: s.context.roles.find((r) => r.id === values.role_id)?.name }));
        }
        for (const key of shownFor(person ? person.role_id : values.role_id)) type(LABELS[key], values[key]);
        if (person && (activeSwitch() as HTMLInputElement).checked !== values.active) fireEvent.click(activeSwitch());
        if (save.photo) fireEvent.change(dialog().querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [save.photo] } });
        click('Save');
        form = values;
        return true;
      },
      'user.retryRoles': () => (click('Retry loading the roles'), true),
      'user.close': () => (click('Cancel'), true),
    },
    sees: {
      loadingRoles: (c) => {
        theForm(c);
        expect(api.fetchParkingRoles).toHaveBeenCalled();
        expect(within(dialog()).queryByRole('button', { name: 'Retry loading the roles' })).toBeNull();
      },
      rolesMissing: (c) => {
        theForm(c);
        expect(within(dialog()).getByRole('button', { name: 'Retry loading the roles' })).toBeInTheDocument();
      },
      editing: (c) => {
        theForm(c);
        expect(within(dialog()).queryByRole('button', { name: 'Retry loading the roles' })).toBeNull();
      },
      saving: (c) => {
        theForm(c, true);
        // The request the oracle expects from the save that led here.
        expect(api.savePerson).toHaveBeenLastCalledWith(userModalOracle.invokes?.savePerson?.(c, { type: 'user.save', values: c.values, photo: c.photo }, 'saving'));
      },
      saved: async () => {
        expect(await screen.findByText('Saved.')).toBeInTheDocument();
        expect(spies.saved).toHaveBeenCalledWith(12);
        expect(spies.close).not.toHaveBeenCalled();
      },
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
        expect(spies.saved).not.toHaveBeenCalled();
        expect(api.savePerson).not.toHaveBeenCalled();
      },
    },
  };
}

/** The form of the states where it shows: its title, the role (fixed in an edit), the role's own fields with the
 *  context's values, the password, the active switch only in an edit, the refusal and each field's error; while
 *  busy, the spinner on Save and no way to close until the server answers. */
function theForm(c: UserModalContext, busy = false) {
  expect(screen.getByRole('dialog', { name: c.person ? 'Edit user' : 'New user' })).toBeInTheDocument();
  const role = roleOf(c);
  const select = within(dialog()).getByRole('combobox', { name: /^Role/ });
  expect(select).toHaveProperty('disabled', c.person !== null);
  expect(select).toHaveValue(role === null ? '' : (c.roles.find((r) => r.id === role)?.name ?? c.person?.role));
  const shown = shownFor(role);
  for (const [key, label] of Object.entries(LABELS) as [TextField, string][]) {
    if (!shown.includes(key)) {
      expect(within(dialog()).queryByLabelText(new RegExp(`^${label}`)), label).toBeNull();
      continue;
    }
    expect(field(label), label).toHaveValue(c.values[key]);
    const error = c.fieldErrors[key]?.[0] ?? (c.problems[key] ? validationMessage(c.problems[key], label.toLowerCase(), 'en') : null);
    expect(errorOn(field(label)), `${label}'s error`).toBe(error);
  }
  if (role === USERNAME) expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Saved in capitals as CENTRO_USERNAME.'));
  // The password may stay empty only in a user's edit.
  expect(within(dialog()).queryByText('Leave it empty to keep the current one.') !== null).toBe(c.person !== null && role !== USERNAME);
  if (c.person) expect(activeSwitch()).toHaveProperty('checked', c.values.active);
  else expect(within(dialog()).queryByRole('switch', { name: 'Active' })).toBeNull();
  if (c.error) expect(within(dialog()).getByRole('alert')).toHaveTextContent(c.error);
  else expect(within(dialog()).queryByRole('alert')).toBeNull();
  expect(within(dialog()).getByRole('button', { name: 'Save' }).hasAttribute('data-loading'), 'Save busy').toBe(busy);
  expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', busy);
  expect(dialog().querySelector('.mantine-Modal-close') === null, 'no close button').toBe(busy);
}

const saveEvents = (s: Parameters<typeof userModalOracle.events>[0]) => userModalOracle.events(s).map(asTyped);
const inputs = [
  [null, ''],
  [operator, "an operator's edit"],
  [administrator, "a user's edit"],
] as const;
for (const [person, variant] of inputs) describeViewPaths({ ...userModalOracle, input: { lotId: 1, lotPrefix: 'CENTRO', person }, events: saveEvents }, view(person), variant);

it('a save before the roles are read warns; the rules and the refusal show on their fields', async () => {
  const modal = view(null);
  modal.render();
  const at = () => actorOf(userModalOracle.machine.id).getSnapshot() as ChartSnapshot<UserModalContext>;
  const save = (values: PersonValues, photo: File | null = null) => modal.drive?.['user.save']?.({ type: 'user.save', values, photo }, at());
  expect(await save(noRole)).toBe(true);
  expect(await screen.findByText('The roles are not loaded. Retry in a moment.')).toBeInTheDocument();
  await rolesCall.reject(new ApiError('Network error'));
  await modal.sees.rolesMissing(at().context);
  expect(modal.drive?.['user.retryRoles']?.({ type: 'user.retryRoles' }, at())).toBe(true);
  await rolesCall.resolve(roles);
  expect([at().value, api.fetchParkingRoles.mock.calls.length]).toEqual(['editing', 2]);

  const sandra = typed(newOperator);
  expect(await save({ ...sandra, last_name: 'Sal', password: 'abc' })).toBe(true);
  await waitFor(() => expect(at().context.problems).not.toEqual({}));
  await modal.sees.editing(at().context);
  expect(errorOn(field('Last name'))).toBe('The last name field must be at least 4 characters.');
  expect(errorOn(field('Password'))).toBe('The password field must be at least 6 characters.');

  expect(await save(sandra, photo)).toBe(true);
  await waitFor(() => expect(at().value).toBe('saving'));
  await saveCall.reject(refusal);
  expect(at().value).toBe('editing');
  await modal.sees.editing(at().context);
  expect(errorOn(field('Username'))).toBe('The username has already been taken.');
});
