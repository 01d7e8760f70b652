// Path tests of the operators list (spec 3 §2 "Operators screen", §5, §9): every generated path checked against
// the chart's transition table and oracle; then the search, the selection across a reload and the delete's
// Retry on chosen stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { operatorListMachine } from '../../src/machines/operator-list/operator-list.machine';
import { foundPeople, isOperator, searchPeople, selectedPerson } from '../../src/machines/operator-list/operator-list.selectors';
import { describeChart } from './chart/describe-chart';
import { notFound, offline, operatorListOracle, people, refused, serverFault } from './oracles/operator-list.oracle';
import { pending } from './path-plan';

describeChart(operatorListOracle);

const start = () => {
  const actor = createActor(operatorListMachine.provide({ actors: { loadPeople: pending(), deletePerson: pending() } }), { input: { lotId: 1 } }).start();
  actor.send({ type: 'xstate.done.actor.loadPeople', output: people } as never);
  return actor;
};

describe('operator-list stories', () => {
  it('fuzzy-searches names, username, e-mail and role with typos (threshold 0.3)', () => {
    expect(searchPeople(people, 'Trevino').map((p) => p.id)).toEqual([7]);
    expect(searchPeople(people, 'centro_sandra').map((p) => p.id)).toEqual([9]);
    expect(searchPeople(people, 'lucia@').map((p) => p.id)).toEqual([4]);
    expect(searchPeople(people, 'Sandra Salinas').map((p) => p.id)).toEqual([9]);
    expect(searchPeople(people, 'zzzz')).toEqual([]);
    expect(foundPeople({ people, query: '  ' })).toBe(people);
    expect(people.map(isOperator)).toEqual([false, true, true]);
  });

  it('keeps the saved person selected after the reload, and forgets a selection whose person is gone', () => {
    const actor = start();
    actor.send({ type: 'operators.edit', id: 9 });
    actor.send({ type: 'operators.saved', id: 9 });
    actor.send({ type: 'xstate.done.actor.loadPeople', output: people } as never);
    expect(selectedPerson(actor.getSnapshot().context)?.first_name).toBe('Sandra');
    actor.send({ type: 'operators.add' });
    actor.send({ type: 'operators.saved', id: 9 });
    actor.send({ type: 'xstate.done.actor.loadPeople', output: people.slice(0, 2) } as never);
    expect(actor.getSnapshot().context.selectedId).toBeNull();
  });

  it('offers Retry for a read that got no answer, not for one refused', () => {
    const actor = createActor(operatorListMachine.provide({ actors: { loadPeople: pending() } }), { input: { lotId: 1 } }).start();
    actor.send({ type: 'xstate.error.actor.loadPeople', error: notFound } as never);
    actor.send({ type: 'operators.retry' });
    expect(actor.getSnapshot().value).toBe('failed');
    const other = createActor(operatorListMachine.provide({ actors: { loadPeople: pending() } }), { input: { lotId: 1 } }).start();
    other.send({ type: 'xstate.error.actor.loadPeople', error: offline } as never);
    other.send({ type: 'operators.retry' });
    expect(other.getSnapshot().value).toBe('loading');
  });

  it('asks again after a delete that failed on the server, returns to the list after one refused', () => {
    const actor = start();
    actor.send({ type: 'operators.select', id: 7 });
    actor.send({ type: 'operators.delete', id: 7 });
    actor.send({ type: 'operators.confirmDelete' });
    actor.send({ type: 'xstate.error.actor.deletePerson', error: serverFault } as never);
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'operators.confirmDelete' });
    actor.send({ type: 'xstate.error.actor.deletePerson', error: refused } as never);
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.error).toBe(refused.message);
    actor.send({ type: 'operators.delete', id: 7 });
    actor.send({ type: 'operators.confirmDelete' });
    actor.send({ type: 'xstate.done.actor.deletePerson', output: { message: null } } as never);
    expect(actor.getSnapshot().context.people.map((p) => p.id)).toEqual([4, 9]);
    expect(actor.getSnapshot().context.selectedId).toBeNull();
  });
});
