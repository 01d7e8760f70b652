// Path tests of the time-fee chart (spec 2 §4 "Time-fee editing"): every state and every transition, replayed
// with stub actors; then the spec's behaviours on the paths that show them.
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { FeeSet } from '../../src/domain/tariff';
import { feeSetEditorMachine } from '../../src/machines/fee-set-editor/fee-set-editor.machine';
import { newFeeSetDraft, type FeeSetDraft } from '../../src/machines/fee-set-editor/fee-set-rules';
import { ApiError } from '../../src/services/http';
import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { activeIds, pending, replay, shortestPaths, stateIds, transitionPaths } from './path-plan';

const general: FeeSet = { id: 11, name: 'Tarifa general', rules: [{ qty: 1, unit: 'hour', price: 2500 }, { qty: 30, unit: 'minute', price: 1000 }] };
const sunday: FeeSet = { id: 12, name: 'Tarifa domingo', rules: [{ qty: 1, unit: 'hour', price: 1500 }] };
const created: FeeSet = { id: 40, name: 'Tarifa nocturna', rules: [{ qty: 1, unit: 'hour', price: 3000 }] };
const input = { lotId: 1, feeSets: [general, sunday] };

const good: FeeSetDraft = { id: null, name: 'Tarifa nocturna', rules: [{ qty: 1, unit: 'hour', price: 30 }] };
const bad: FeeSetDraft = { id: null, name: 'Tarifa nocturna', rules: [{ qty: 61, unit: 'hour', price: '30.00' }] };
const refusal = new ApiError('The given data was invalid.', 422, { 'rules.0.price': ['The price field is invalid.'] });

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

const events = (snapshot: SnapshotFrom<typeof feeSetEditorMachine>) =>
  [
    { type: 'feeSet.new' },
    { type: 'feeSet.edit', id: 11 },
    { type: 'feeSet.edit', id: 99 },
    { type: 'feeSet.save', draft: good },
    { type: 'feeSet.save', draft: bad },
    { type: 'feeSet.cancel' },
    { type: 'feeSet.delete', id: 12 },
    { type: 'feeSet.confirmDelete' },
    { type: 'feeSet.retry' },
    { type: 'feeSet.dismiss' },
    { type: 'xstate.done.actor.saveFeeSet', output: { feeSet: created, message: 'Saved.' } },
    { type: 'xstate.error.actor.saveFeeSet', error: refusal },
    { type: 'xstate.done.actor.deleteFeeSet', output: { message: 'Deleted.' } },
    { type: 'xstate.error.actor.deleteFeeSet', error: new ApiError('This rate is used in the weekly timeline: remove it from the timeline first.', 422) },
    { type: 'xstate.done.actor.loadFeeSets', output: [general, sunday, created] },
    { type: 'xstate.error.actor.loadFeeSets', error: new ApiError('Network error') },
  ].filter((e) => snapshot.can(e as never)) as never[];

describe('fee-set-editor chart', () => {
  const paths = transitionPaths(build(), { input, events });

  it.each(paths.map((p) => [p.description, p] as const))('%s', (_d, path) => {
    replay(build(), path, input);
  });

  it('reaches every state', () => {
    const seen = new Set(shortestPaths(build(), { input, events }).flatMap((p) => activeIds(p.state)));
    expect(stateIds(feeSetEditorMachine).filter((id) => !seen.has(id))).toEqual([]);
  });

  it('a new set starts as New Time Fee with one rule of 1 hour at 20.00', () => {
    const path = paths.find((p) => p.steps.at(-1)?.event.type === 'feeSet.new')!;
    const actor = replay(build(), path, input);
    expect(actor.getSnapshot().context.draft).toEqual({ id: null, name: 'New Time Fee', rules: [{ qty: 1, unit: 'hour', price: '20.00' }] });
    expect(newFeeSetDraft()).toEqual(actor.getSnapshot().context.draft);
  });

  it('editing shows the set with its prices as two-decimal text', () => {
    const path = paths.find((p) => p.steps.at(-1)?.event.type === 'feeSet.edit' && p.state.matches('editing'))!;
    const actor = replay(build(), path, input);
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
    const path = paths.find((p) => p.steps.at(-1)?.event.type === 'xstate.error.actor.saveFeeSet')!;
    const actor = replay(build(), path, input);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.draft).not.toBeNull();
    expect(context.error).toBe('The given data was invalid.');
    expect(context.fieldErrors).toEqual({ 'rules.0.price': ['The price field is invalid.'] });
  });

  it('a refused delete goes back to the list with the reason, offers no Retry, and can be dismissed', () => {
    const path = paths.find((p) => p.steps.at(-1)?.event.type === 'xstate.error.actor.deleteFeeSet')!;
    const actor = replay(build(), path, input);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.error).toMatch(/weekly timeline/);
    expect(actor.getSnapshot().context.canRetry).toBe(false);
    expect(actor.getSnapshot().can({ type: 'feeSet.retry' })).toBe(false);
    actor.send({ type: 'feeSet.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a list that could not be read offers Retry, which reads it again', () => {
    const path = paths.find((p) => p.steps.at(-1)?.event.type === 'xstate.error.actor.loadFeeSets')!;
    const actor = replay(build(), path, input);
    expect(actor.getSnapshot().context.canRetry).toBe(true);
    actor.send({ type: 'feeSet.retry' });
    expect(actor.getSnapshot().value).toBe('refreshing');
  });
});
