// Path tests of the role editor (Roles and Permissions; issue 20): every generated path checked against the
// chart's transition table and oracle, for a new role, a role the platform admin made, one of the product's own
// and an administrator's role; then the body a save sends and the warning's permissions on chosen stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { roleEditorMachine } from '../../src/machines/admin-editor/admin-role/admin-role.machine';
import { gainedBy, roleBodyOf, typeEditable } from '../../src/machines/admin-editor/admin-role/role-form';
import { describeChartInputs } from './chart/describe-chart';
import { cashier, manager, permissions, plain, roleEditorOracle, supervisor, withAdmin } from './oracles/admin-role.oracle';
import { pending } from './path-plan';

describeChartInputs(roleEditorOracle, [
  { label: 'a new role', input: { role: null } },
  { label: "a role of the admin's own", input: { role: cashier } },
  { label: "one of the product's roles", input: { role: manager } },
  { label: "an administrator's role", input: { role: supervisor } },
]);

const live = (role = cashier) => {
  const actor = createActor(roleEditorMachine.provide({ actors: { loadPermissions: pending(), saveRole: pending(), removeRole: pending() } }), { input: { role } }).start();
  actor.send({ type: 'xstate.done.actor.loadPermissions', output: permissions } as never);
  return actor;
};

describe('admin-role stories', () => {
  it('sends the trimmed name, the type and each permission once', () => {
    expect(roleBodyOf({ ...plain, permissions: ['shopping.users', 'shopping.users'] })).toEqual({ name: 'Cajero de piso', type: 'shopping', permissions: ['shopping.users'] });
  });

  it('warns only about the administrator permissions the role does not hold yet', () => {
    expect(gainedBy(null, withAdmin)).toEqual(['nexo.dashboard']);
    expect(gainedBy(supervisor, withAdmin)).toEqual([]);
    expect(gainedBy(cashier, { ...plain, permissions: ['nexo.roles', 'nexo.users', 'shopping.users'] })).toEqual(['nexo.roles', 'nexo.users']);
    const actor = live();
    actor.send({ type: 'role.save', values: { ...plain, permissions: ['nexo.roles', 'nexo.users'] } });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.gained]).toEqual(['warning', ['nexo.roles', 'nexo.users']]);
    actor.send({ type: 'role.confirm' });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it("keeps the type of the product's roles and of held ones; deletes only a role of the admin's own", () => {
    expect([typeEditable(null), typeEditable(cashier), typeEditable(manager), typeEditable(supervisor)]).toEqual([true, true, false, false]);
    const builtIn = live(manager);
    builtIn.send({ type: 'role.remove' });
    expect(builtIn.getSnapshot().value).toBe('editing');
    const own = live(cashier);
    own.send({ type: 'role.remove' });
    expect(own.getSnapshot().value).toBe('confirmingDelete');
  });
});
