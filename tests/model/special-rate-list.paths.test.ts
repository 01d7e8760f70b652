// Path tests of the special-rates table chart (spec 2 "Special rates screen", §9): every generated path checked
// against the chart's transition table and oracle, then its search and pages.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { specialRateListMachine } from '../../src/machines/special-rate-list/special-rate-list.machine';
import { searchRates, specialRateTable } from '../../src/machines/special-rate-list/special-rate-list.selectors';
import { describeChart } from './chart/describe-chart';
import { rate, rates, specialRateListOracle } from './oracles/special-rate-list.oracle';
import { pending } from './path-plan';

const input = { lotId: 1, canAdd: true };

const spies = () => ({ notify: vi.fn() });
const build = (s = spies()) =>
  specialRateListMachine.provide({ actors: { loadSpecialRates: pending(), deleteSpecialRate: pending() }, actions: { notify: (_, p) => s.notify(p.message) } });

describeChart(specialRateListOracle);

describe('special-rate-list stories', () => {
  it('add needs parking.rates.add; page size is one of 5, 10, 25, 50 (10 by default)', () => {
    const actor = createActor(build(), { input: { lotId: 1, canAdd: false } }).start();
    actor.send({ type: 'xstate.done.actor.loadSpecialRates', output: rates } as never);
    expect(actor.getSnapshot().context.perPage).toBe(10);
    actor.send({ type: 'specialRates.add' });
    expect(actor.getSnapshot().value).toBe('browsing');
    actor.send({ type: 'specialRates.perPage', perPage: 7 });
    expect(actor.getSnapshot().context.perPage).toBe(10);
    actor.send({ type: 'specialRates.edit', id: 1 });
    expect(actor.getSnapshot().context.wizard).toEqual({ mode: 'edit', rate: rates[0] });
  });

  it('a saved wizard closes and the table shows the answer', () => {
    const actor = createActor(build(), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadSpecialRates', output: [rates[0]] } as never);
    actor.send({ type: 'specialRates.add' });
    actor.send({ type: 'specialRates.saved', rates });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context).toMatchObject({ wizard: null, rates });
  });

  it('deleting asks first, then shows the list the server answers', () => {
    const s = spies();
    const actor = createActor(build(s), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadSpecialRates', output: rates } as never);
    actor.send({ type: 'specialRates.delete', id: 2 });
    expect(actor.getSnapshot().context.deleting?.name).toBe('Navidad');
    actor.send({ type: 'specialRates.confirmDelete' });
    actor.send({ type: 'xstate.done.actor.deleteSpecialRate', output: { rates: [rates[0]], message: 'Deleted.' } } as never);
    expect(actor.getSnapshot().context.rates).toEqual([rates[0]]);
    expect(s.notify).toHaveBeenCalledWith('Deleted.');
  });

  it('search is fuzzy on the name (threshold 0.3); pages show five buttons around the current one', () => {
    expect(searchRates(rates, 'buen fn').map((r) => r.name)).toEqual(['Buen Fin']);
    expect(searchRates(rates, 'zzz')).toEqual([]);
    expect(searchRates(rates, '  ')).toBe(rates);
    const many = Array.from({ length: 60 }, (_, i) => rate(i + 1, `Tarifa ${i + 1}`));
    const table = (page: number, perPage = 5) => specialRateTable({ rates: many, query: '', page, perPage });
    expect(table(1).view.buttons).toEqual([1, 2, 3, 4, 5]);
    expect(table(7).view.buttons).toEqual([5, 6, 7, 8, 9]);
    expect(table(12).view.buttons).toEqual([8, 9, 10, 11, 12]);
    expect(table(1, 50).view.buttons).toEqual([1, 2]);
    expect(table(12, 50).rows.map((r) => r.id)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    // A page past the end shows the last one.
    expect(table(99)).toMatchObject({ view: { page: 12, from: 56, to: 60, total: 60 } });
    expect(specialRateTable({ rates, query: 'navid', page: 1, perPage: 10 }).rows.map((r) => r.name)).toEqual(['Navidad']);
  });
});
