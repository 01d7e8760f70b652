// Path tests of the rates board (spec 2 "Rates screen", §4 "Timeline", "Max-rate periods"): every generated path
// checked against the chart's transition table and oracle, then the timeline's and configuration's behaviours.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyStateMachine } from 'xstate';
import { quote } from '../../src/domain/tariff';
import { ratesBoardMachine } from '../../src/machines/rates-board/rates-board.machine';
import { quoteRates } from '../../src/machines/rates-board/rates-board.selectors';
import { dayStretches } from '../../src/machines/rates-board/timeline-rules';
import type { TimelineWeek } from '../../src/services/rates.api';
import { describeChart } from './chart/describe-chart';
import { configForm, loaded, ratesBoardOracle, refusal, savedWeek, week } from './oracles/rates-board.oracle';
import { pending } from './path-plan';

const input = { lotId: 1 };
const savedConfig = { isFractionaryOff: false, isCourtesy: true, isCourtesyAllMinutes: true, timeCourtesy: '00:10', maxRates: [{ unit: 'day' as const, price: 15000 }] };

const spies = () => ({ notify: vi.fn() });
const build = (s = spies()) =>
  ratesBoardMachine.provide({
    actors: { loadRates: pending(), saveTimeline: pending(), saveConfig: pending() },
    actions: { notify: (_, p) => s.notify(p) },
  });

function run<M extends AnyStateMachine>(machine: M, story: object[]) {
  const actor = createActor(machine as AnyStateMachine, { input }).start() as unknown as Actor<M>;
  for (const event of story) actor.send(event as never);
  return actor;
}
const ready = [{ type: 'xstate.done.actor.loadRates', output: loaded }];

describeChart(ratesBoardOracle);

describe('rates-board stories', () => {
  it('a free gap opens the modal prefilled; a block opens with its values', () => {
    const gap = run(build(), [...ready, { type: 'timeline.openGap', day: 2, from: '07:00', to: '23:00' }]);
    expect(gap.getSnapshot().context.period).toEqual({ day: 2, index: null, from: '07:00', to: '23:00', feeSetId: null });
    const block = run(build(), [...ready, { type: 'timeline.openPeriod', day: 1, index: 0 }]);
    expect(block.getSnapshot().context.period).toEqual({ day: 1, index: 0, from: '07:00', to: '23:00', feeSetId: 11 });
  });

  it('an overlapping period is refused locally with the overlap code and nothing is sent', () => {
    const saveTimeline = vi.fn(() => new Promise<never>(() => {}));
    const machine = build().provide({ actors: { saveTimeline: fromPromise(saveTimeline) as never } });
    const actor = run(machine, [...ready, { type: 'timeline.openGap', day: 1, from: '07:00', to: '23:00' }, { type: 'timeline.savePeriod', from: '08:00', to: '20:00', feeSetId: 12 }]);
    expect(actor.getSnapshot().matches({ ready: { timeline: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.timelineProblems.map((p) => p.code)).toEqual(['overlap']);
    actor.send({ type: 'timeline.savePeriod', from: '06:00', to: '08:00', feeSetId: 12 });
    expect(actor.getSnapshot().context.timelineProblems.map((p) => p.code)).toEqual(['outsideSchedule', 'overlap']);
    actor.send({ type: 'timeline.savePeriod', from: '08:00', to: '08:00', feeSetId: null });
    expect(actor.getSnapshot().context.timelineProblems.map((p) => p.code)).toContain('fromBeforeTo');
    expect(saveTimeline).not.toHaveBeenCalled();
  });

  it('a rate must be chosen from the existing fee sets', () => {
    const actor = run(build(), [...ready, { type: 'timeline.openGap', day: 2, from: '07:00', to: '23:00' }, { type: 'timeline.savePeriod', from: '08:00', to: '12:00', feeSetId: null }]);
    expect(actor.getSnapshot().context.timelineProblems.map((p) => p.code)).toEqual(['unknownFeeSet']);
    actor.send({ type: 'timeline.savePeriod', from: '08:00', to: '12:00', feeSetId: 99 });
    expect(actor.getSnapshot().context.timelineProblems.map((p) => p.code)).toEqual(['unknownFeeSet']);
  });

  it('every change saves the whole week; removing a block saves the week without it', () => {
    const sent: TimelineWeek[] = [];
    const saveTimeline = fromPromise<never, { week: TimelineWeek }>(({ input: i }) => {
      sent.push(i.week);
      return new Promise<never>(() => {});
    });
    const machine = build().provide({ actors: { saveTimeline: saveTimeline as never } });
    run(machine, [...ready, { type: 'timeline.openGap', day: 2, from: '07:00', to: '23:00' }, { type: 'timeline.savePeriod', from: '08:00', to: '12:00', feeSetId: 11 }]);
    expect(sent[0]).toEqual(savedWeek);
    run(machine, [...ready, { type: 'timeline.openPeriod', day: 1, index: 0 }, { type: 'timeline.removePeriod' }]);
    expect(sent[1]).toEqual({ ...week(), 1: [] });
  });

  it("a saved week replaces the shown one; the server's refusal keeps the modal and the saved week", () => {
    const s = spies();
    const ok = run(build(s), [...ready, { type: 'timeline.openGap', day: 2, from: '07:00', to: '23:00' }, { type: 'timeline.savePeriod', from: '08:00', to: '12:00', feeSetId: 11 }, { type: 'xstate.done.actor.saveTimeline', output: { week: savedWeek, message: 'Saved.' } }]);
    expect(ok.getSnapshot().context.week).toEqual(savedWeek);
    expect(ok.getSnapshot().context.period).toBeNull();
    expect(s.notify).toHaveBeenCalledWith({ message: 'Saved.', kind: 'timeline' });
    const refused = run(build(), [...ready, { type: 'timeline.openGap', day: 2, from: '07:00', to: '23:00' }, { type: 'timeline.savePeriod', from: '08:00', to: '12:00', feeSetId: 11 }, { type: 'xstate.error.actor.saveTimeline', error: refusal }]);
    expect(refused.getSnapshot().matches({ ready: { timeline: 'editing' } })).toBe(true);
    expect(refused.getSnapshot().context.week).toEqual(week());
    expect(refused.getSnapshot().context.timelineFieldErrors).toEqual({ 'times_configs.2.0': ['The periods overlap.'] });
  });

  it('the configuration saves with the Update Config notice; the simulator prices with the saved one', () => {
    const s = spies();
    const actor = run(build(s), [...ready, { type: 'config.save', config: configForm }, { type: 'xstate.done.actor.saveConfig', output: { config: savedConfig, message: 'Saved.' } }]);
    expect(actor.getSnapshot().context.config).toEqual(savedConfig);
    expect(s.notify).toHaveBeenCalledWith({ message: 'Saved.', kind: 'config' });
    // Monday 2030-01-07 09:00-19:00 Monterrey: 10 hours of Tarifa general, capped by the day rate.
    const stay = { entry: '2030-01-07T15:00:00Z', exit: '2030-01-08T01:00:00Z', accessId: 1 };
    const before = quote({ ...quoteRates(run(build(), ready).getSnapshot().context, 'America/Monterrey'), ...stay });
    const after = quote({ ...quoteRates(actor.getSnapshot().context, 'America/Monterrey'), ...stay });
    expect(before.total).toBe(12000);
    expect(after.total).toBe(15000);
  });

  it("a day's row shows its blocks and the free gaps within the opening hours", () => {
    const names = new Map([[11, 'Tarifa general']]);
    expect(dayStretches([{ from: '09:00', to: '12:00', fromID: 11 }], { start: '07:00', end: '23:00' }, names)).toEqual([
      { kind: 'gap', from: '07:00', to: '09:00' },
      { kind: 'period', index: 0, from: '09:00', to: '12:00', feeSetId: 11, name: 'Tarifa general' },
      { kind: 'gap', from: '12:00', to: '23:00' },
    ]);
  });
});
