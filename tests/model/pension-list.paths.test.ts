// Path tests of the pensions table (spec 3 §2 "Pensions screen", §4, §9): every generated path checked against
// the chart's transition table and oracle (with and without 'do not show again', with and without the add
// permission); the delete confirmation and its 'do not show again'; the fuzzy search and the footer.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PensionItem } from '../../src/contracts/pension.struct';
import { pensionListMachine } from '../../src/machines/pension-list/pension-list.machine';
import { pensionTable, searchPensions } from '../../src/machines/pension-list/pension-list.selectors';
import { describeChartInputs } from './chart/describe-chart';
import { pensionListOracle } from './oracles/pension-list.oracle';
import { pending } from './path-plan';

const pension = (id: number, first_name: string, lastname: string, email: string, role: string): PensionItem => ({ id, first_name, lastname, email, role, cars: [] });
const list = [
  pension(1, 'Lucía', 'Garza', 'lucia@example.mx', 'Contadora'),
  pension(2, 'Mariana', 'Treviño', 'mariana@example.mx', 'Gerente'),
  pension(3, 'Roberto', 'Salinas', 'roberto@example.mx', 'Chofer'),
];
const input = { lotId: 1, canAdd: true, skipConfirm: false };

const build = (remember = vi.fn()) =>
  pensionListMachine.provide({ actors: { loadPensions: pending(), deletePension: pending() }, actions: { rememberSkipConfirm: () => remember() } });

describeChartInputs(pensionListOracle, [
  { label: 'asks before deleting', input: { lotId: 1, canAdd: true, skipConfirm: false } },
  { label: "'do not show again' chosen earlier", input: { lotId: 1, canAdd: true, skipConfirm: true } },
  { label: 'without parking.rates.add', input: { lotId: 1, canAdd: false, skipConfirm: false } },
]);

describe('pension-list stories', () => {
  it("asks before deleting; 'do not show again' is remembered and the next delete runs without asking", () => {
    const remember = vi.fn();
    const actor = createActor(build(remember), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadPensions', output: list } as never);
    actor.send({ type: 'pensions.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'pensions.confirmDelete', dontAskAgain: true });
    expect(remember).toHaveBeenCalledTimes(1);
    actor.send({ type: 'xstate.done.actor.deletePension', output: { message: 'Deleted.' } } as never);
    expect(actor.getSnapshot().context.pensions.map((p) => p.id)).toEqual([2, 3]);
    actor.send({ type: 'pensions.delete', id: 2 });
    expect(actor.getSnapshot().value).toBe('deleting');
    // Remembered from an earlier visit: no prompt either.
    const again = createActor(build(), { input: { ...input, skipConfirm: true } }).start();
    again.send({ type: 'xstate.done.actor.loadPensions', output: list } as never);
    again.send({ type: 'pensions.delete', id: 3 });
    expect(again.getSnapshot().value).toBe('deleting');
  });

  it('a saved modal reads the list again', () => {
    const actor = createActor(build(), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadPensions', output: list } as never);
    actor.send({ type: 'pensions.add' });
    actor.send({ type: 'pensions.saved' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('fuzzy-searches first name, last name, e-mail and role (threshold 0.3) and says what the page shows', () => {
    expect(searchPensions(list, 'Trevino').map((p) => p.id)).toEqual([2]);
    expect(searchPensions(list, 'chofr').map((p) => p.id)).toEqual([3]);
    expect(searchPensions(list, 'lucia@').map((p) => p.id)).toEqual([1]);
    expect(searchPensions(list, 'Mariana Trevino').map((p) => p.id)).toEqual([2]);
    expect(searchPensions(list, 'zzzz')).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => pension(i + 1, `Name${i}`, 'Garza', `p${i}@example.mx`, 'Chofer'));
    expect(pensionTable({ pensions: many, query: '', page: 2, perPage: 10 }).view).toMatchObject({ from: 11, to: 12, total: 12, buttons: [1, 2] });
    expect(pensionTable({ pensions: many, query: '', page: 2, perPage: 10 }).rows.map((p) => p.id)).toEqual([11, 12]);
    expect(pensionTable({ pensions: list, query: 'zzzz', page: 1, perPage: 10 }).view).toMatchObject({ from: 0, to: 0, total: 0 });
  });
});
