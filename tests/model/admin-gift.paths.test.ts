// Path tests of Gifts Credits (admin module, issue 20): every generated path checked against the chart's
// transition table and oracle; then the body a gift sends and the stores a gift may name.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { giftMachine } from '../../src/machines/admin-editor/admin-gift/admin-gift.machine';
import { choosable, giftBodyOf, giftProblems } from '../../src/machines/admin-editor/admin-gift/gift-form';
import { describeChart } from './chart/describe-chart';
import { centro, giftOracle, norte, valle, welcome } from './oracles/admin-gift.oracle';
import { pending } from './path-plan';

describeChart(giftOracle);

describe('admin-gift stories', () => {
  it('sends the stores chosen, the credits and the trimmed reason', () => {
    expect(giftBodyOf([centro, norte], { credits: 25, note: '  Aniversario ' })).toEqual({ branch_ids: [1, 3], credits: 25, note: 'Aniversario' });
  });

  it('names each store once, up to the most a gift may name', () => {
    expect(choosable([centro], valle)).toBe(true);
    expect(choosable([centro], centro)).toBe(false);
    const many = Array.from({ length: 100 }, (_, i) => ({ ...centro, id: i + 10 }));
    expect(choosable(many, valle)).toBe(false);
    expect(giftProblems([], welcome)).toEqual({ branch_ids: 'required' });
    expect(giftProblems([centro], { credits: 0, note: 'Premio' })).toEqual({ credits: 'range|1|1000000' });
  });

  it('a search while one is under way reads again with the newest text; the stores chosen stay', () => {
    const actor = createActor(giftMachine.provide({ actors: { searchStores: pending(), giveCredits: pending() } })).start();
    actor.send({ type: 'xstate.done.actor.searchStores', output: [centro, valle] } as never);
    actor.send({ type: 'gift.choose', store: centro });
    actor.send({ type: 'gift.search', q: 'nor' });
    actor.send({ type: 'gift.search', q: 'norte' });
    expect(actor.getSnapshot().context).toMatchObject({ q: 'norte', chosen: [centro] });
    expect(actor.getSnapshot().value).toEqual({ picker: 'searching', form: 'editing' });
  });
});
