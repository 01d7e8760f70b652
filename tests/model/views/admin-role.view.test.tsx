// The role editor (src/ui/admin/roles/role-editor.tsx) along the shortest path to every state of its chart, for a
// new role, a role of the admin's own and one of the product's roles, its actors running against mocked roles
// services: the permissions read first (Retry when they fail), the name, the type (fixed on the product's
// roles) and the permissions by group with the administrator ones marked, the rules and the server's refusal,
// the spec's warning naming the administrator permissions a save gives, Delete only on a role of the admin's own
// and its question, the busy Save or Delete, the toast and the list told.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { AdminRole } from '../../../src/contracts/admin-roles.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { RoleEditorContext, RoleEditorEvent, roleEditorMachine } from '../../../src/machines/admin-editor/admin-role/admin-role.machine';
import { roleBodyOf } from '../../../src/machines/admin-editor/admin-role/role-form';
import { RoleEditor } from '../../../src/ui/admin/roles/role-editor';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { cashier, manager, permissions, roleEditorOracle } from '../oracles/admin-role.oracle';

const api = vi.hoisted(() => ({ fetchPermissions: vi.fn(), saveRole: vi.fn(), deleteRole: vi.fn() }));
vi.mock('../../../src/services/admin-roles.api', () => api);
vi.mock('../../../src/machines/admin-editor/admin-role/admin-role.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ roleEditorMachine: typeof roleEditorMachine }>();
  return { ...chart, roleEditorMachine: probed(chart.roleEditorMachine, ['loadPermissions', 'saveRole', 'removeRole']) };
});

setLocale('en');
const permissionsCall = settleable();
const saveCall = settleable();
const removeCall = settleable();
const spies = { saved: vi.fn(), close: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  for (const call of [permissionsCall, saveCall, removeCall]) call.reset();
  api.fetchPermissions.mockImplementation(permissionsCall.impl);
  api.saveRole.mockImplementation(saveCall.impl);
  api.deleteRole.mockImplementation(removeCall.impl);
});

type C = RoleEditorContext;
type Save = Extract<RoleEditorEvent, { type: 'role.save' }>;
const TYPE_LABELS: Record<string, string> = { nexo: 'Platform', parking: 'Parking', operator: 'Operator', shopping: 'Shop', salesman: 'Salesman' };

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
const titleOf = (role: AdminRole | null) => (role ? 'Edit role' : 'New role');
const nameField = (d: HTMLElement) => within(d).getByRole('textbox', { name: /^Name/ });
const typeField = (d: HTMLElement) => within(d).getByRole('combobox', { name: /^Type/ });
const permissionBox = (d: HTMLElement, name: string) => within(d).getByRole('checkbox', { name: new RegExp(`^${name.replace('.', '\\.')}`) }) as HTMLInputElement;
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const busy = (button: HTMLElement) => button.hasAttribute('data-loading');

function view(role: AdminRole | null): ViewOracle<typeof roleEditorMachine> {
  const editor = () => dialogNamed(titleOf(role));
  const theForm = (c: C, working: 'save' | 'delete' | null) => {
    const d = editor();
    expect(nameField(d)).toHaveValue(c.values.name);
    expect(errorOn(nameField(d))).toBe(c.fieldErrors.name?.[0] ?? (c.problems.name ? validationMessage(c.problems.name, 'name', 'en') : null));
    expect(typeField(d)).toHaveValue(c.values.type === '' ? '' : TYPE_LABELS[c.values.type]);
    expect(typeField(d)).toHaveProperty('disabled', working !== null || (role !== null && (role.built_in || role.users > 0)));
    for (const p of permissions) expect(permissionBox(d, p.name).checked, p.name).toBe(c.values.permissions.includes(p.name));
    // The administrator permissions are marked.
    expect(within(d).getAllByText('Administrator')).toHaveLength(permissions.filter((p) => p.name.startsWith('nexo.')).length);
    if (c.error) expect(within(d).getByRole('alert')).toHaveTextContent(c.error);
    const remove = within(d).queryByRole('button', { name: 'Delete' });
    expect(remove !== null, 'Delete shown').toBe(role !== null && !role.built_in);
    expect(busy(within(d).getByRole('button', { name: 'Save' })), 'Save busy').toBe(working === 'save');
    if (remove) expect(busy(remove), 'Delete busy').toBe(working === 'delete');
    expect(within(d).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', working !== null);
  };
  const toast = async (message: string) => {
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(spies.saved).toHaveBeenCalledTimes(1);
    expect(spies.close).not.toHaveBeenCalled();
  };

  return {
    render: () => {
      notifications.clean();
      render(<RoleEditor target={role ? { mode: 'edit', row: role } : { mode: 'new' }} onSaved={spies.saved} onClose={spies.close} />);
    },
    drive: {
      'xstate.done.actor.loadPermissions': async (e) => (await permissionsCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.loadPermissions': async (e) => (await permissionsCall.reject((e as Failure).error), true),
      'xstate.done.actor.saveRole': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveRole': async (e) => (await saveCall.reject((e as Failure).error), true),
      'xstate.done.actor.removeRole': async (e) => (await removeCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.removeRole': async (e) => (await removeCall.reject((e as Failure).error), true),
      'role.retry': () => (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true),
      'role.close': () => {
        const cancel = within(editor()).queryByRole('button', { name: 'Cancel' });
        fireEvent.click(cancel ?? (editor().querySelector('.mantine-Modal-close') as HTMLElement));
        return true;
      },
      'role.save': (e, s) => {
        const { values } = e as Save;
        const d = editor();
        const typed = (typeField(d) as HTMLInputElement).value;
        const wanted = values.type === '' ? '' : TYPE_LABELS[values.type];
        // The type cannot be cleared, nor changed where it is fixed.
        if (typed !== wanted && (values.type === '' || (typeField(d) as HTMLInputElement).disabled)) return false;
        fireEvent.change(nameField(d), { target: { value: values.name } });
        if (typed !== wanted) {
          fireEvent.click(typeField(d));
          fireEvent.click(screen.getByRole('option', { name: wanted }));
        }
        // Unticked first, then ticked in the order the save lists them (the form keeps the order of the ticks).
        for (const p of (s as ChartSnapshot<C>).context.permissions) if (permissionBox(d, p.name).checked) fireEvent.click(permissionBox(d, p.name));
        for (const name of values.permissions) fireEvent.click(permissionBox(d, name));
        fireEvent.click(within(d).getByRole('button', { name: 'Save' }));
        return true;
      },
      'role.remove': () => {
        const remove = within(editor()).queryByRole('button', { name: 'Delete' });
        if (!remove) return false;
        fireEvent.click(remove);
        return true;
      },
      'role.confirm': (_e, s) => {
        const warning = (s as ChartSnapshot<C>).value === 'warning';
        const d = warning ? dialogNamed('Administrator permissions') : dialogNamed(`Are you sure to delete ${role?.name}?`);
        fireEvent.click(within(d).getByRole('button', { name: warning ? 'Continue' : 'Delete' }));
        return true;
      },
      'role.cancel': (_e, s) => {
        const d = (s as ChartSnapshot<C>).value === 'warning' ? dialogNamed('Administrator permissions') : dialogNamed(`Are you sure to delete ${role?.name}?`);
        fireEvent.click(within(d).getByRole('button', { name: 'Cancel' }));
        return true;
      },
    },
    sees: {
      loading: () => {
        expect(within(editor()).getByRole('status')).toHaveTextContent('Loading the permissions...');
        expect(api.fetchPermissions).toHaveBeenCalled();
      },
      loadFailed: (c) => {
        expect(within(editor()).getByRole('alert')).toHaveTextContent(`The permissions could not be read${c.error}`);
        expect(within(editor()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      },
      editing: (c) => theForm(c, null),
      warning: (c) => {
        const d = dialogNamed('Administrator permissions');
        expect(within(d).getByRole('alert')).toHaveTextContent('Give the administrator permission set only when necessary.');
        for (const name of c.gained) expect(within(d).getByText(name)).toBeInTheDocument();
        expect(screen.queryByRole('dialog', { name: titleOf(role) })).toBeNull();
      },
      confirmingDelete: () => {
        expect(dialogNamed(`Are you sure to delete ${role?.name}?`)).toBeInTheDocument();
        expect(screen.queryByRole('dialog', { name: titleOf(role) })).toBeNull();
      },
      saving: (c) => {
        theForm(c, 'save');
        expect(saveCall.calls.at(-1)?.args).toEqual([role?.id ?? null, roleBodyOf(c.values)]);
      },
      removing: (c) => {
        theForm(c, 'delete');
        expect(removeCall.calls.at(-1)?.args).toEqual([role?.id]);
      },
      saved: () => toast('Role Cajero de piso saved.'),
      removed: () => toast('Role Cajero deleted.'),
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
        expect(spies.saved).not.toHaveBeenCalled();
      },
    },
  };
}

describeViewPaths({ ...roleEditorOracle, input: { role: null } }, view(null), 'a new role');
describeViewPaths({ ...roleEditorOracle, input: { role: cashier } }, view(cashier), "a role of the admin's own");
describeViewPaths({ ...roleEditorOracle, input: { role: manager } }, view(manager), "one of the product's roles");
