// Path tests of the time-fee chart (spec 2 §4 "Time-fee editing"): every generated path checked against the
// chart's transition table and oracle; then the spec's behaviours on chosen stories.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { feeSetEditorMachine } from '../../src/machines/fee-set-editor/fee-set-editor.machine';
import { newFeeSetDraft } from '../../src/machines/fee-set-editor/fee-set-rules';
import { describeChart } from './chart/describe-chart';
import { bad, created, feeSetEditorOracle, general, good, inUse, offline, refusal, sunday } from './oracles/fee-set-editor.oracle';
import { pending } from './path-plan';

const input = { lotId: 1, feeSets: [general, sunday] };
const spies = () => ({ notify: vi.fn(), feeSetsChanged: vi.fn() });
const build = (s = spies()) =>
  feeSetEditorMachine.provide({
    actors: { saveFeeSet: pending(), deleteFeeSet: pending(), loadFeeSets: pending() },
    actions: { notify: (_, p) => s.notify(p.message), feeSetsChanged: (_, p) => s.feeSetsChanged(p.feeSets) },
  });

/** Replays a hand-written story (a path through several invokes) on a live actor. */
function run<M extends AnyStateMachine>(machine: M, story: object[]) {
  const actor = createActor(machine as AnyStateMachine, { input }).start() as unknown as Actor<M>;
  for (const event of story) actor.send(event as never);
  return actor;
}
const toDelete = [{ type: 'feeSet.delete', id: 12 }, { type: 'feeSet.confirmDelete' }];

describeChart(feeSetEditorOracle);

describe('fee-set-editor stories', () => {
  it('a new set starts as New Time Fee with one rule of 1 hour at 20.00', () => {
    const actor = run(build(), [{ type: 'feeSet.new' }]);
    expect(actor.getSnapshot().context.draft).toEqual({ id: null, name: 'New Time Fee', rules: [{ qty: 1, unit: 'hour', price: '20.00' }] });
    expect(newFeeSetDraft()).toEqual(actor.getSnapshot().context.draft);
  });

  it('editing shows the set with its prices as two-decimal text', () => {
    const actor = run(build(), [{ type: 'feeSet.edit', id: 11 }]);
    expect(actor.getSnapshot().context.draft).toEqual({ id: 11, name: 'Tarifa general', rules: [{ qty: 1, unit: 'hour', price: '25.00' }, { qty: 30, unit: 'minute', price: '10.00' }] });
  });

  it('an invalid draft is never sent', () => {
    const actor = run(build(), [{ type: 'feeSet.new' }, { type: 'feeSet.save', draft: bad }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual(newFeeSetDraft());
  });

  it('saving returns to the list, refreshes it and passes it on', () => {
    const s = spies();
    const actor = run(build(s), [
      { type: 'feeSet.new' },
      { type: 'feeSet.save', draft: good },
      { type: 'xstate.done.actor.saveFeeSet', output: { feeSet: created, message: 'Saved.' } },
      { type: 'xstate.done.actor.loadFeeSets', output: [general, sunday, created] },
    ]);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().context.feeSets.map((f) => f.id)).toEqual([11, 12, 40]);
    expect(s.notify).toHaveBeenCalledWith('Saved.');
    expect(s.feeSetsChanged).toHaveBeenCalledWith([general, sunday, created]);
  });

  it('a refused save keeps the single view, the draft and the field errors', () => {
    const actor = run(build(), [{ type: 'feeSet.new' }, { type: 'feeSet.save', draft: good }, { type: 'xstate.error.actor.saveFeeSet', error: refusal }]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.draft).toEqual(good);
    expect(context.error).toBe('The given data was invalid.');
    expect(context.fieldErrors).toEqual({ 'rules.0.price': ['The price field is invalid.'] });
  });

  it('a refused delete goes back to the list with the reason, offers no Retry, and can be dismissed', () => {
    const actor = run(build(), [...toDelete, { type: 'xstate.error.actor.deleteFeeSet', error: inUse }]);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.error).toMatch(/weekly timeline/);
    expect(actor.getSnapshot().context.canRetry).toBe(false);
    expect(actor.getSnapshot().can({ type: 'feeSet.retry' })).toBe(false);
    actor.send({ type: 'feeSet.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a list that could not be read offers Retry, which reads it again', () => {
    const actor = run(build(), [...toDelete, { type: 'xstate.done.actor.deleteFeeSet', output: { message: 'Deleted.' } }, { type: 'xstate.error.actor.loadFeeSets', error: offline }]);
    expect(actor.getSnapshot().context.canRetry).toBe(true);
    actor.send({ type: 'feeSet.retry' });
    expect(actor.getSnapshot().value).toBe('refreshing');
  });
});
