// The oracle of the operators list's chart (spec 3 §2 "Operators screen", §5, §9), written from the spec: the
// lot's people, a search, one person selected, the user modal for Add Operator and edit (a saved person is read
// again and selected), delete after a question; Retry only for a failure that may pass (no answer, a server
// fault), never for a refusal (403, 404, 409, 422). Used by tests/model/operator-list.paths.test.ts and the
// screen's replays.
import { expect } from 'vitest';
import type { Person } from '../../../src/contracts/people.struct';
import { operatorListMachine, type OperatorListEvent } from '../../../src/machines/operator-list/operator-list.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends OperatorListEvent['type']> = Extract<OperatorListEvent, { type: T }>;

const person = (id: number, first_name: string, last_name: string, operator: boolean): Person => ({
  id,
  first_name,
  last_name,
  email: operator ? null : `${first_name.toLowerCase()}@example.mx`,
  username: operator ? `CENTRO_${first_name.toUpperCase()}` : null,
  phone: operator ? null : '8112345678',
  country_code: operator ? null : '52',
  type: operator ? 'operator' : 'parking',
  role_id: operator ? 6 : 2,
  role: operator ? 'Operator' : 'Parking administrator',
  status: 1,
  photo: { original: null },
  parkingId: 1,
});
export const people = [person(4, 'Lucía', 'Garza', false), person(7, 'Ramiro', 'Treviño', true), person(9, 'Sandra', 'Salinas', true)];

export const offline = new ApiError('Network error');
export const serverFault = new ApiError('Something went wrong', 500);
export const refused = new ApiError('You cannot delete yourself.', 409);
export const notFound = new ApiError('Not found.', 404);

const byId = (c: { people: Person[] }, id: number) => c.people.find((p) => p.id === id) as Person;
const listed = (c: { people: Person[] }, id: number) => c.people.some((p) => p.id === id);
/** What the spec's Retry rests on: no answer at all, a timeout, a throttle or a server fault may pass. */
const mayPass = (e: ApiError) => e.status === null || e.status === 408 || e.status === 429 || e.status >= 500;

export const operatorListOracle: OracleOf<typeof operatorListMachine> = {
  name: 'operator-list',
  machine: operatorListMachine,
  input: { lotId: 1 },
  events: () => [
    { type: 'xstate.done.actor.loadPeople', output: people },
    { type: 'xstate.error.actor.loadPeople', error: offline },
    { type: 'xstate.error.actor.loadPeople', error: notFound },
    { type: 'operators.retry' },
    { type: 'operators.search', query: 'trevino' },
    { type: 'operators.select', id: 7 },
    { type: 'operators.select', id: 99 },
    { type: 'operators.add' },
    { type: 'operators.edit', id: 9 },
    { type: 'operators.edit', id: 99 },
    { type: 'operators.closeModal' },
    { type: 'operators.saved', id: 9 },
    { type: 'operators.delete', id: 7 },
    { type: 'operators.delete', id: 99 },
    { type: 'operators.confirmDelete' },
    { type: 'operators.cancelDelete' },
    { type: 'xstate.done.actor.deletePerson', output: { message: 'Deleted.' } },
    { type: 'xstate.error.actor.deletePerson', error: serverFault },
    { type: 'xstate.error.actor.deletePerson', error: refused },
  ],
  initialContext: (input) => ({ lotId: input.lotId, people: [], query: '', selectedId: null, modal: null, deleting: null, error: null, retriable: false }),
  guards: {
    retriable: (c) => c.retriable,
    listed: (c, e: On<'operators.select'>) => listed(c, e.id),
    retriableFailure: (_c, e: Failure<ApiError>) => mayPass(e.error),
  },
  effects: {
    // A selection survives a reload only while its person is still there.
    'loading xstate.done.actor.loadPeople': (c, e: Done<Person[]>) => ({ people: e.output, selectedId: e.output.some((p) => p.id === c.selectedId) ? c.selectedId : null, error: null }),
    'loading xstate.error.actor.loadPeople': (_c, e: Failure<ApiError>) => ({ error: e.error.message, retriable: mayPass(e.error) }),
    'failed operators.retry': () => ({ error: null, retriable: false }),
    'browsing operators.search': (_c, e: On<'operators.search'>) => ({ query: e.query }),
    'browsing operators.select': (_c, e: On<'operators.select'>) => ({ selectedId: e.id }),
    'browsing operators.add': () => ({ modal: { mode: 'new' }, error: null }),
    'browsing operators.edit': (c, e: On<'operators.edit'>) => ({ modal: { mode: 'edit', person: byId(c, e.id) }, selectedId: e.id, error: null }),
    'browsing operators.delete': (c, e: On<'operators.delete'>) => ({ deleting: byId(c, e.id), error: null }),
    'modalOpen operators.closeModal': () => ({ modal: null }),
    'modalOpen operators.saved': (_c, e: On<'operators.saved'>) => ({ modal: null, selectedId: e.id }),
    'confirmingDelete operators.confirmDelete': () => ({ error: null, retriable: false }),
    'confirmingDelete operators.cancelDelete': () => ({ deleting: null, error: null, retriable: false }),
    'deleting xstate.done.actor.deletePerson': (c) => ({
      people: c.people.filter((p) => p.id !== c.deleting?.id),
      selectedId: c.selectedId === c.deleting?.id ? null : c.selectedId,
      deleting: null,
    }),
    'deleting xstate.error.actor.deletePerson [retriableFailure(…)]': (_c, e: Failure<ApiError>) => ({ error: e.error.message, retriable: true }),
    'deleting xstate.error.actor.deletePerson': (_c, e: Failure<ApiError>) => ({ error: e.error.message, retriable: false, deleting: null }),
  },
  states: {
    '(root)': (c) => {
      if (c.selectedId !== null) expect(c.people.map((p) => p.id)).toContain(c.selectedId);
    },
    loading: (c) => expect([c.modal, c.deleting]).toEqual([null, null]),
    failed: (c) => expect(c.error).toEqual(expect.any(String)),
    browsing: (c) => expect([c.modal, c.deleting]).toEqual([null, null]),
    modalOpen: (c) => {
      expect(c.modal).not.toBeNull();
      if (c.modal?.mode === 'edit') expect(c.people).toContain(c.modal.person);
    },
    confirmingDelete: (c) => {
      expect(c.people).toContain(c.deleting);
      // A message here is a failed delete that may pass: the question is the Retry.
      if (c.error !== null) expect(c.retriable).toBe(true);
    },
    deleting: (c) => expect(c.people).toContain(c.deleting),
  },
  params: { notifyDeleted: (_c, e: Done<{ message: string | null }>) => ({ message: e.output.message }) },
  invokes: {
    loadPeople: (c) => ({ lotId: c.lotId }),
    deletePerson: (c) => ({ lotId: c.lotId, id: c.deleting?.id }),
  },
};
