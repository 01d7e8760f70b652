// Path tests of the user modal (spec 3 §5 "User/operator modal", §6, §8): every generated path checked against
// the chart's transition table and oracle, for a new person, an operator's edit and a user's edit; then the
// requests a save sends and the retry warning on chosen stories.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { saveRequestOf } from '../../src/machines/user-modal/user-form';
import { userModalMachine } from '../../src/machines/user-modal/user-modal.machine';
import { describeChartInputs } from './chart/describe-chart';
import { administrator, badUser, inactive, newOperator, newUser, operator, photo, roles, userModalOracle } from './oracles/user-modal.oracle';
import { pending } from './path-plan';

describeChartInputs(userModalOracle, [
  { label: 'new person', input: { lotId: 1, lotPrefix: 'CENTRO', person: null } },
  { label: "an operator's edit", input: { lotId: 1, lotPrefix: 'CENTRO', person: operator } },
  { label: "a user's edit", input: { lotId: 1, lotPrefix: 'CENTRO', person: administrator } },
]);

describe('user-modal stories', () => {
  it('saving before the roles are read warns and sends nothing; after a failed read it reads them again', () => {
    const warn = vi.fn();
    const actor = createActor(userModalMachine.provide({ actors: { loadRoles: pending(), savePerson: pending() }, actions: { warnRolesMissing: () => warn() } }), {
      input: { lotId: 1, lotPrefix: 'CENTRO', person: null },
    }).start();
    actor.send({ type: 'user.save', values: newOperator, photo: null });
    expect([actor.getSnapshot().value, warn.mock.calls.length]).toEqual(['loadingRoles', 1]);
    actor.send({ type: 'xstate.error.actor.loadRoles', error: new Error('offline') } as never);
    actor.send({ type: 'user.save', values: newOperator, photo: null });
    expect([actor.getSnapshot().value, warn.mock.calls.length]).toEqual(['loadingRoles', 2]);
  });

  it('sends an operator to the operator endpoint with the prefixed upper-cased username, a user to the user endpoint, an edit to the edit', () => {
    expect(saveRequestOf(3, newOperator, roles, null, 'CENTRO', photo)).toEqual({
      lotId: 3,
      target: { kind: 'operator' },
      body: { first_name: 'Sandra', last_name: 'Salinas', role_id: 6, type: 'operator', status: 1, username: 'CENTRO_SANDRA', password: 'secreto1' },
      photo,
    });
    expect(saveRequestOf(3, newUser, roles, null, 'CENTRO', null)).toEqual({
      lotId: 3,
      target: { kind: 'user' },
      body: { first_name: 'Mariana', last_name: 'Garza', role_id: 2, type: 'parking', status: 1, email: 'mariana@example.mx', phone: '8112345678', country_code: '52', password: 'secreto1' },
      photo: null,
    });
    // The role stays the person's whatever the form holds; the prefix is not doubled.
    expect(saveRequestOf(3, { ...newOperator, role_id: 2, username: 'centro_ramiro', active: false }, roles, operator, 'CENTRO', null)).toEqual({
      lotId: 3,
      target: { kind: 'edit', userId: 7 },
      body: { first_name: 'Sandra', last_name: 'Salinas', role_id: 6, type: 'operator', status: 2, username: 'CENTRO_RAMIRO', password: 'secreto1' },
      photo: null,
    });
  });

  it('keeps the form and shows the broken rules on their fields', () => {
    const actor = createActor(userModalMachine.provide({ actors: { loadRoles: pending(), savePerson: pending() } }), { input: { lotId: 1, lotPrefix: 'CENTRO', person: null } }).start();
    actor.send({ type: 'xstate.done.actor.loadRoles', output: roles } as never);
    actor.send({ type: 'user.save', values: badUser, photo: null });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ first_name: 'min|4', email: 'email', phone: 'digitsBetween|10|13', password: 'min|6' });
    actor.send({ type: 'user.save', values: newUser, photo });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it("a user's edit keeps the password when left empty and deactivates with status 2", () => {
    const actor = createActor(userModalMachine.provide({ actors: { loadRoles: pending(), savePerson: pending() } }), { input: { lotId: 1, lotPrefix: 'CENTRO', person: administrator } }).start();
    actor.send({ type: 'xstate.done.actor.loadRoles', output: roles } as never);
    actor.send({ type: 'user.save', values: inactive, photo: null });
    expect(actor.getSnapshot().value).toBe('saving');
    // An operator's edit asks for the password again.
    const other = createActor(userModalMachine.provide({ actors: { loadRoles: pending(), savePerson: pending() } }), { input: { lotId: 1, lotPrefix: 'CENTRO', person: operator } }).start();
    other.send({ type: 'xstate.done.actor.loadRoles', output: roles } as never);
    other.send({ type: 'user.save', values: { ...newOperator, password: '' }, photo: null });
    expect(other.getSnapshot().context.problems).toEqual({ password: 'required' });
  });
});
