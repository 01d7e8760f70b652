// Path tests of the shop's user modal (spec 1 §4, §5 user modal, §7, §8): every generated path checked against
// the chart's transition table and oracle, for a new user, a salesman's edit and a manager's edit; then the
// requests a save sends and the retry warning on chosen stories.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { saveRequestOf } from '../../src/machines/shop-user-modal/shop-user-form';
import { shopUserModalMachine } from '../../src/machines/shop-user-modal/shop-user-modal.machine';
import { describeChartInputs } from './chart/describe-chart';
import { badManager, badSalesman, inactive, manager, newManager, newSalesman, roles, salesman, shopUserModalOracle } from './oracles/shop-user-modal.oracle';
import { pending } from './path-plan';

describeChartInputs(shopUserModalOracle, [
  { label: 'new user', input: { shopId: 1, shopPrefix: 'TNDA', user: null } },
  { label: "a salesman's edit", input: { shopId: 1, shopPrefix: 'TNDA', user: salesman } },
  { label: "a manager's edit", input: { shopId: 1, shopPrefix: 'TNDA', user: manager } },
]);

const started = (user: typeof salesman | null) => {
  const actor = createActor(shopUserModalMachine.provide({ actors: { loadRoles: pending(), saveShopUser: pending() } }), { input: { shopId: 1, shopPrefix: 'TNDA', user } }).start();
  actor.send({ type: 'xstate.done.actor.loadRoles', output: roles } as never);
  return actor;
};

describe('shop-user-modal stories', () => {
  it('saving before the roles are read warns and sends nothing; after a failed read it reads them again', () => {
    const warn = vi.fn();
    const actor = createActor(shopUserModalMachine.provide({ actors: { loadRoles: pending(), saveShopUser: pending() }, actions: { warnRolesMissing: () => warn() } }), {
      input: { shopId: 1, shopPrefix: 'TNDA', user: null },
    }).start();
    actor.send({ type: 'user.save', values: newSalesman });
    expect([actor.getSnapshot().value, warn.mock.calls.length]).toEqual(['loadingRoles', 1]);
    actor.send({ type: 'xstate.error.actor.loadRoles', error: new Error('offline') } as never);
    actor.send({ type: 'user.save', values: newSalesman });
    expect([actor.getSnapshot().value, warn.mock.calls.length]).toEqual(['loadingRoles', 2]);
  });

  it('sends a new salesman through the chosen branch with the prefixed upper-cased username, a manager through the shop, edits to their own ids', () => {
    expect(saveRequestOf(1, newSalesman, null, 'TNDA')).toEqual({
      shopId: 1,
      target: { kind: 'salesman', branchId: 2, userId: null },
      body: { first_name: 'Lupita', last_name: 'De La Garza', role_id: 5, type: 'salesman', status: 1, username: 'TNDA_LUPITA', password: 'secreto1' },
    });
    expect(saveRequestOf(1, newManager, null, 'TNDA')).toEqual({
      shopId: 1,
      target: { kind: 'user', userId: null },
      body: { first_name: 'Gabriela', last_name: 'Montes', role_id: 3, type: 'shopping', status: 1, email: 'gabriela@example.mx', phone: '8112345678', branchs: [1] },
    });
    // The role, the e-mail and the username stay the user's whatever the form holds; the active switch sends 2.
    expect(saveRequestOf(1, inactive, manager, 'TNDA')).toEqual({
      shopId: 1,
      target: { kind: 'user', userId: 6 },
      body: { first_name: 'Mario', last_name: 'Gerente', role_id: 3, type: 'shopping', status: 2, email: 'manager@nexo.demo', phone: '8110000006', branchs: [2] },
    });
    // A salesman moved to other branches is edited through a branch they still have, else the one they had.
    expect(saveRequestOf(1, { ...inactive, branchs: [2, 1] }, { ...salesman, branchs: [1, 3] }, 'TNDA').target).toEqual({ kind: 'salesman', branchId: 1, userId: 7 });
    expect(saveRequestOf(1, { ...inactive, branchs: [2] }, { ...salesman, branchs: [3] }, 'TNDA')).toEqual({
      shopId: 1,
      target: { kind: 'salesman', branchId: 3, userId: 7 },
      body: { first_name: 'Mario', last_name: 'Gerente', role_id: 5, type: 'salesman', status: 2, username: 'TNDA_VENDEDOR', branchs: [2] },
    });
  });

  it('keeps the form and shows the broken rules on their fields', () => {
    const actor = started(null);
    actor.send({ type: 'user.save', values: badManager });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ first_name: 'min|4', email: 'email', phone: 'digitsBetween|10|16' });
    actor.send({ type: 'user.save', values: badSalesman });
    expect(actor.getSnapshot().context.problems).toEqual({ username: 'min|4', password: 'min|6', branchs: 'required' });
    actor.send({ type: 'user.save', values: { ...badSalesman, username: 'tomas', password: '', branchs: [1] } });
    expect(actor.getSnapshot().context.problems).toEqual({ password: 'required' });
    actor.send({ type: 'user.save', values: { ...newManager, phone: '81123456789012345' } });
    expect(actor.getSnapshot().context.problems).toEqual({ phone: 'digitsBetween|10|16' });
    actor.send({ type: 'user.save', values: newSalesman });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it("a salesman's edit keeps the password when left empty and needs one branch at least", () => {
    const actor = started(salesman);
    actor.send({ type: 'user.save', values: { ...inactive, branchs: [] } });
    expect(actor.getSnapshot().context.problems).toEqual({ branchs: 'required' });
    actor.send({ type: 'user.save', values: inactive });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
