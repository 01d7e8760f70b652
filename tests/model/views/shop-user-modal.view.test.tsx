// The shop's user modal (src/ui/shopping/users/shop-user-modal.tsx) along the shortest path to every state of its
// chart, for a new user, a salesman's edit and a manager's edit, its actors running against mocked shop-users
// services: the role fixed in an edit, the role's own fields (e-mail and phone, or username and password), the
// branch of a new salesman and the branches otherwise, the locks of an edit, the active switch only in an edit,
// the retry of the roles, the rules and the server's refusal on their fields, the busy save (spec 1 §4, §5, §8).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { ShopUser } from '../../../src/contracts/shop-users.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { ShopUserValues } from '../../../src/machines/shop-user-modal/shop-user-form';
import type { ShopUserModalContext, ShopUserModalEvent, shopUserModalMachine } from '../../../src/machines/shop-user-modal/shop-user-modal.machine';
import { ApiError } from '../../../src/services/http';
import { ShopUserModal } from '../../../src/ui/shopping/users/shop-user-modal';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { manager, newSalesman, noRole, refusal, roles, salesman, shopUserModalOracle } from '../oracles/shop-user-modal.oracle';

const api = vi.hoisted(() => ({ fetchShopRoles: vi.fn(), saveShopUser: vi.fn() }));
vi.mock('../../../src/services/shop-users.api', () => api);
vi.mock('../../../src/machines/shop-user-modal/shop-user-modal.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ shopUserModalMachine: typeof shopUserModalMachine }>();
  return { ...chart, shopUserModalMachine: probed(chart.shopUserModalMachine, ['loadRoles', 'saveShopUser']) };
});

setLocale('en');
const rolesCall = settleable();
const saveCall = settleable();
const spies = { saved: vi.fn(), close: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  rolesCall.reset();
  saveCall.reset();
  api.fetchShopRoles.mockImplementation(rolesCall.impl);
  api.saveShopUser.mockImplementation(saveCall.impl);
});

const BRANCHES = [
  { id: 1, name: 'Sucursal Centro' },
  { id: 2, name: 'Sucursal Valle' },
];
type Save = Extract<ShopUserModalEvent, { type: 'user.save' }>;
const SALESMAN = 5;
const LABELS = { first_name: 'First name', last_name: 'Last name', email: 'Email', phone: 'Phone', username: 'Username', password: 'Password' } as const;
type TextField = keyof typeof LABELS;

const dialog = () => screen.getByRole('dialog');
const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`));
const activeSwitch = () => within(dialog()).getByRole('switch', { name: 'Active' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const roleOf = (c: ShopUserModalContext) => (c.user ? c.user.role_id : c.values.role_id);
/** The text fields the form shows for a role: none but the names without one. */
const shownFor = (role: number | null): TextField[] => ['first_name', 'last_name', ...(role === null ? [] : role === SALESMAN ? (['username', 'password'] as const) : (['email', 'phone'] as const))];
/** The fields an edit shows locked. */
const lockedIn = (user: ShopUser | null): TextField[] => (user ? ['email', 'username'] : []);

/** The form puts the username in capitals while it is typed: the oracle's saves as the view sends them. */
const typed = (values: ShopUserValues): ShopUserValues => ({ ...values, username: values.username.toUpperCase() });
const asTyped = <E extends { type: string }>(e: E): E => ('values' in e ? { ...e, values: typed(e.values as ShopUserValues) } : e);

function view(user: ShopUser | null): ViewOracle<typeof shopUserModalMachine> {
  const start = shopUserModalOracle.initialContext({ shopId: 1, shopPrefix: 'TNDA', user }).values;
  let form: ShopUserValues = start;

  /** The view sends what a save carries when what it cannot type (hidden or locked fields, a list of branches)
   *  already holds it, and its role can be chosen. */
  const sendable = ({ values }: Save, c: ShopUserModalContext) => {
    const role = user ? user.role_id : values.role_id;
    // The branches are chosen once a role is; locked fields cannot change.
    const typable = new Set<string>([...shownFor(role).filter((k) => !lockedIn(user).includes(k)), 'role_id', ...(user ? ['active'] : []), ...(role === null ? [] : ['branchs'])]);
    const keptOthers = (Object.keys(values) as (keyof ShopUserValues)[]).every((k) => typable.has(k) || JSON.stringify(values[k]) === JSON.stringify(form[k]));
    const roleChosen = user ? values.role_id === user.role_id : values.role_id === form.role_id || c.roles.some((r) => r.id === values.role_id);
    return keptOthers && roleChosen && (role !== SALESMAN || user !== null || values.branchs.length <= 1);
  };

  return {
    render: () => {
      form = start;
      notifications.clean();
      render(<ShopUserModal shopId={1} shopPrefix="TNDA" branches={BRANCHES} user={user} onSaved={spies.saved} onClose={spies.close} />);
    },
    drive: {
      'xstate.done.actor.loadRoles': async (e) => (await rolesCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.loadRoles': async (e) => (await rolesCall.reject((e as Failure).error), true),
      'xstate.done.actor.saveShopUser': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveShopUser': async (e) => (await saveCall.reject((e as Failure).error), true),
      'user.save': (e, s) => {
        const save = e as Save;
        const { values } = save;
        if (!sendable(save, s.context)) return false;
        if (!user && values.role_id !== form.role_id) {
          fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Role/ }));
          fireEvent.click(screen.getByRole('option', { name: s.context.roles.find((r) => r.id === values.role_id)?.name }));
        }
        const role = user ? user.role_id : values.role_id;
        for (const key of shownFor(role).filter((k) => !lockedIn(user).includes(k))) type(LABELS[key], values[key]);
        if (!user && role === SALESMAN) {
          if (values.branchs[0] !== undefined && values.branchs[0] !== form.branchs[0]) {
            fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Branch$/ }));
            fireEvent.click(screen.getByRole('option', { name: BRANCHES.find((b) => b.id === values.branchs[0])?.name }));
          }
        } else if (role !== null) {
          // Each branch clicked in the list toggles it; the list keeps the order they were chosen in.
          let held = [...form.branchs];
          for (const b of BRANCHES.filter((x) => values.branchs.includes(x.id) !== held.includes(x.id))) {
            fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Branches/ }));
            fireEvent.click(screen.getByRole('option', { name: b.name }));
            held = held.includes(b.id) ? held.filter((x) => x !== b.id) : [...held, b.id];
          }
          if (JSON.stringify(held) !== JSON.stringify(values.branchs)) throw new Error(`the list cannot hold ${JSON.stringify(values.branchs)} in that order`);
        }
        if (user && (activeSwitch() as HTMLInputElement).checked !== values.active) fireEvent.click(activeSwitch());
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
        expect(api.fetchShopRoles).toHaveBeenCalled();
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
        expect(api.saveShopUser).toHaveBeenLastCalledWith(shopUserModalOracle.invokes?.saveShopUser?.(c, { type: 'user.save', values: c.values }, 'saving'));
      },
      saved: async (c) => {
        // A new user's toast names them; an edit's says the server's words.
        expect(await screen.findByText(c.user ? 'Saved.' : 'New: Lupita De La Garza')).toBeInTheDocument();
        expect(spies.saved).toHaveBeenCalledWith(12);
        expect(spies.close).not.toHaveBeenCalled();
      },
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
        expect(spies.saved).not.toHaveBeenCalled();
        expect(api.saveShopUser).not.toHaveBeenCalled();
      },
    },
  };
}

/** The form where it shows: its title, the role (fixed in an edit), the role's fields with the context's values
 *  (e-mail and username locked in an edit), the branch of a new salesman or the branches, the password hint of
 *  an edit, the active switch only in an edit, the refusal and each field's error; while busy, the spinner on
 *  Save and no way to close. */
function theForm(c: ShopUserModalContext, busy = false) {
  expect(screen.getByRole('dialog', { name: c.user ? 'Edit user' : 'New user' })).toBeInTheDocument();
  const role = roleOf(c);
  const select = within(dialog()).getByRole('combobox', { name: /^Role/ });
  expect(select).toHaveProperty('disabled', c.user !== null);
  expect(select).toHaveValue(role === null ? '' : (c.roles.find((r) => r.id === role)?.name ?? c.user?.role));
  const shown = shownFor(role);
  for (const [key, label] of Object.entries(LABELS) as [TextField, string][]) {
    if (!shown.includes(key)) {
      expect(within(dialog()).queryByLabelText(new RegExp(`^${label}`)), label).toBeNull();
      continue;
    }
    const locked = lockedIn(c.user).includes(key);
    const lockedValue = key === 'email' ? c.user?.email : c.user?.username;
    expect(field(label), label).toHaveValue(locked ? (lockedValue ?? '') : c.values[key]);
    expect(field(label), `${label} locked`).toHaveProperty('disabled', locked);
    const error = c.fieldErrors[key]?.[0] ?? (c.problems[key] ? validationMessage(c.problems[key], label.toLowerCase(), 'en') : null);
    expect(errorOn(field(label)), `${label}'s error`).toBe(error);
  }
  if (role === SALESMAN && !c.user) expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('Saved in capitals as TNDA_USERNAME.'));
  expect(within(dialog()).queryByText('Leave it empty to keep the current one.') !== null).toBe(c.user !== null && role === SALESMAN);
  // One branch for a new salesman, the list otherwise (once a role is chosen).
  const single = within(dialog()).queryByRole('combobox', { name: /^Branch$/ });
  expect(single !== null, 'one branch').toBe(!c.user && role === SALESMAN);
  if (single) {
    expect(single).toHaveValue(BRANCHES.find((b) => b.id === c.values.branchs[0])?.name ?? '');
    expect(errorOn(single)).toBe(c.problems.branchs ? validationMessage(c.problems.branchs, 'branches', 'en') : null);
  }
  const many = within(dialog()).queryByRole('combobox', { name: /^Branches/ });
  expect(many !== null, 'the branches').toBe(role !== null && !(role === SALESMAN && !c.user));
  if (many) {
    const pills = [...dialog().querySelectorAll('.mantine-Pill-label')].map((p) => p.textContent);
    expect(pills).toEqual(c.values.branchs.map((id) => BRANCHES.find((b) => b.id === id)?.name));
    expect(errorOn(many)).toBe(c.fieldErrors.branchs?.[0] ?? (c.problems.branchs ? validationMessage(c.problems.branchs, 'branches', 'en') : null));
  }
  if (c.user) expect(activeSwitch()).toHaveProperty('checked', c.values.active);
  else expect(within(dialog()).queryByRole('switch', { name: 'Active' })).toBeNull();
  if (c.error) expect(within(dialog()).getByRole('alert')).toHaveTextContent(c.error);
  else expect(within(dialog()).queryByRole('alert')).toBeNull();
  expect(within(dialog()).getByRole('button', { name: 'Save' }).hasAttribute('data-loading'), 'Save busy').toBe(busy);
  expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', busy);
  expect(dialog().querySelector('.mantine-Modal-close') === null, 'no close button').toBe(busy);
}

/** An edit the view can make first (its locked fields and branches as they are): renamed and deactivated. */
const editOf = (user: ShopUser): ShopUserModalEvent => ({
  type: 'user.save',
  values: { ...shopUserModalOracle.initialContext({ shopId: 1, shopPrefix: 'TNDA', user }).values, first_name: 'Renombrado', active: false },
});
const inputs = [
  [null, ''],
  [salesman, "a salesman's edit"],
  [manager, "a manager's edit"],
] as const;
for (const [user, variant] of inputs) {
  const events = (s: Parameters<typeof shopUserModalOracle.events>[0]) => [...(user ? [editOf(user)] : []), ...shopUserModalOracle.events(s).map(asTyped)];
  describeViewPaths({ ...shopUserModalOracle, input: { shopId: 1, shopPrefix: 'TNDA', user }, events }, view(user), variant);
}

it('a save before the roles are read warns; the rules and the refusal show on their fields', async () => {
  const modal = view(null);
  modal.render();
  const at = () => actorOf(shopUserModalOracle.machine.id).getSnapshot() as ChartSnapshot<ShopUserModalContext>;
  const save = (values: ShopUserValues) => modal.drive?.['user.save']?.({ type: 'user.save', values }, at());
  expect(await save(noRole)).toBe(true);
  expect(await screen.findByText('The roles are not loaded. Retry in a moment.')).toBeInTheDocument();
  await rolesCall.reject(new ApiError('Network error'));
  await modal.sees.rolesMissing(at().context);
  expect(modal.drive?.['user.retryRoles']?.({ type: 'user.retryRoles' }, at())).toBe(true);
  await rolesCall.resolve(roles);
  expect([at().value, api.fetchShopRoles.mock.calls.length]).toEqual(['editing', 2]);

  const lupita = typed(newSalesman);
  expect(await save({ ...lupita, last_name: 'Gar', password: 'abc', branchs: [] })).toBe(true);
  await waitFor(() => expect(at().context.problems).not.toEqual({}));
  await modal.sees.editing(at().context);
  expect(errorOn(field('Last name'))).toBe('The last name field must be at least 4 characters.');
  expect(errorOn(field('Password'))).toBe('The password field must be at least 6 characters.');
  expect(errorOn(within(dialog()).getByRole('combobox', { name: /^Branch$/ }))).toBe('The branches field is required.');

  expect(await save(lupita)).toBe(true);
  await waitFor(() => expect(at().value).toBe('saving'));
  await saveCall.reject(refusal);
  expect(at().value).toBe('editing');
  await modal.sees.editing(at().context);
  expect(errorOn(field('Username'))).toBe('The username TNDA_LUPITA already belongs to another user.');
});
