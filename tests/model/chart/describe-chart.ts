// The generated path tests of a chart (docs/testing.md): the chart is compared with its committed transition
// table, then every path of the plan (row-paths.ts: one per row of the table and per state, shortest first) is
// replayed on a live actor whose invoked actors, app actions and delays are recording stubs, and each step is
// checked against the table and the chart's oracle (chart-oracle.ts): states, context, actions, actors started.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyStateMachine } from 'xstate';
import { stateIds, type PlanOptions } from '../path-plan';
import { ChartModel, expectSnapshot, leavesOf, type ActorEvent, type ChartEvent, type ChartOracle, type ChartSnapshot, type Recorded } from './chart-oracle';
import { eventLabel, readTable, ROOT, stateLines, tableOf, transitionLines } from './chart-table';
import { exhaustive, planEdges, planRows, rowLine, type Path } from './row-paths';

/** Longer than any test: a delayed transition happens only when a path sends its `xstate.after` event. */
const NEVER_MS = 2 ** 31 - 1;

/** Read from the project root (vitest's and Stryker's sandbox's working directory), in node and happy-dom alike. */
export const tableFile = (name: string) => resolve(process.cwd(), 'tests/model/tables', `${name}.transitions.md`);

const isPlainAction = (action: unknown) => typeof action === 'function' && !('resolve' in action);

/** The named actions the app fills in (plain functions in `setup`), which the replay records. */
export function observableActions(machine: AnyStateMachine, internal: readonly string[] = []): Set<string> {
  const actions = machine.implementations.actions as Record<string, unknown>;
  return new Set(Object.keys(actions).filter((name) => isPlainAction(actions[name]) && !internal.includes(name)));
}

export const newRecord = (): Recorded => ({ calls: [], started: [], received: [] });

/** The chart with every actor a recording stub that never settles (and hears what it is sent), the app's actions recorded, delays endless. */
export function instrument<M extends AnyStateMachine>(machine: M, record: Recorded, observable: ReadonlySet<string>): M {
  const names = (o: object) => Object.keys(o);
  const { actors, delays } = machine.implementations as { actors: object; delays: object };
  return machine.provide({
    actors: Object.fromEntries(
      names(actors).map((name) => [
        name,
        fromCallback(({ self, input, receive }) => {
          record.started.push({ id: self.id, input });
          receive((event) => void record.received.push({ to: self.id, type: event.type }));
        }),
      ]),
    ),
    actions: Object.fromEntries([...observable].map((name) => [name, (_: unknown, params: unknown) => void record.calls.push({ name, params })])),
    delays: Object.fromEntries(names(delays).map((name) => [name, NEVER_MS])),
  } as never) as M;
}

export function modelOf<C extends object, E extends ChartEvent, I>(oracle: ChartOracle<C, E, I>) {
  const observable = observableActions(oracle.machine, oracle.internalActions);
  return { model: new ChartModel(readTable(tableFile(oracle.name)), oracle, observable), observable };
}

/** The events the table lets the current states take (whatever their guards say), from the oracle's list. */
export function tableEvents<C extends object, E extends ChartEvent, I>(model: ChartModel<C, E, I>) {
  return (snapshot: ChartSnapshot<C>) => {
    const active = new Set([ROOT, ...model.activeStates(leavesOf(snapshot.value))]);
    const handled = new Set(model.table.transitions.filter((r) => active.has(r.source)).map((r) => r.event));
    return model.oracle.events(snapshot).filter((e) => handled.has(eventLabel(e.type)));
  };
}

/** Four times the edges of the largest graph (checkout's, 2,235): a chart whose graph grows without end fails fast. */
const GRAPH_LIMIT = 10_000;
/** Events told apart by their errors too (JSON drops an Error's message and fields). */
const serializeEvent = (event: unknown) => JSON.stringify(event, (_k, v: unknown) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v));

/** The options of the graph functions: the oracle's input and the events the table lets each state take. */
export const planOf = <C extends object, E extends ChartEvent, I>(model: ChartModel<C, E, I>) =>
  ({ input: model.oracle.input, events: tableEvents(model), limit: GRAPH_LIMIT, serializeEvent }) as unknown as PlanOptions<AnyStateMachine>;

const eventsOf = <E extends ChartEvent>(path: Path) => path.steps.slice(1).map((s) => s.event as unknown as E | ActorEvent);
const snapshotOf = <C>(snapshot: unknown) => snapshot as ChartSnapshot<C>;

/** Replays a path on a live actor, checking the first snapshot and every step against the oracle. */
export function replayChecked<C extends object, E extends ChartEvent, I>(model: ChartModel<C, E, I>, machine: AnyStateMachine, record: Recorded, path: Path) {
  const { oracle } = model;
  record.calls.length = 0;
  record.started.length = 0;
  record.received.length = 0;
  const actor = createActor(machine, oracle.input === undefined ? {} : { input: oracle.input });
  actor.start();
  let label = '(start)';
  expectSnapshot(model, snapshotOf<C>(actor.getSnapshot()), model.initial(oracle.input as I), record, { type: 'xstate.init' }, label);
  for (const event of eventsOf<E>(path)) {
    const before = snapshotOf<C>(actor.getSnapshot());
    record.calls.length = 0;
    record.started.length = 0;
    record.received.length = 0;
    actor.send(event);
    label += ` > ${event.type}`;
    expectSnapshot(model, snapshotOf<C>(actor.getSnapshot()), model.step(leavesOf(before.value), before.context, event), record, event, label);
  }
  actor.stop();
}

/** States left at once by an unguarded eventless row: never at rest, so no snapshot shows them; the row
 *  coverage proves they are entered. */
function transientIds(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: AnyStateMachine['root']) => {
    if ((node.always ?? []).some((t) => t.guard === undefined)) out.add(node.id);
    Object.values(node.states).forEach((child) => walk(child as AnyStateMachine['root']));
  };
  walk(machine.root);
  return out;
}

export type ChartInput<I> = { label: string; input: I };

/**
 * The generated tests of a chart, for one input or several (a token or none, a stored session or none): the chart
 * is its table; one replay per planned path (row-paths.ts), each step checked by the oracle; every row of the
 * table taken and every state entered by the paths of some input.
 */
export function describeChartInputs<C extends object, E extends ChartEvent, I>(oracle: ChartOracle<C, E, I>, inputs: readonly ChartInput<I>[], title = `${oracle.name} chart`) {
  const walks = inputs.map(({ label, input }) => {
    const { model, observable } = modelOf({ ...oracle, input });
    const record = newRecord();
    return { label, model, record, machine: instrument(oracle.machine, record, observable), options: planOf(model) };
  });
  const { table } = walks[0].model;
  const rows = table.transitions.map(rowLine);
  const passing = transientIds(oracle.machine);
  const states = stateIds(oracle.machine).filter((id) => !passing.has(id));

  describe(`${title}, checked against tests/model/tables/${oracle.name}.transitions.md`, () => {
    it('is the chart its transition table describes', () => {
      const chart = tableOf(oracle.machine);
      expect(chart.id).toBe(table.id);
      expect(stateLines(chart)).toEqual(stateLines(table));
      expect(transitionLines(chart)).toEqual(transitionLines(table));
    });

    type W = (typeof walks)[number];
    const plan = exhaustive() ? planEdges<C, E, I, W>(walks) : planRows<C, E, I, W>(walks, GRAPH_LIMIT);
    const named = (walk: { label: string }, path: Path) => (inputs.length > 1 ? `[${walk.label}] ${path.description}` : path.description);
    it.each(plan.paths.map(({ walk, path }) => [named(walk, path), walk, path] as const))('%s', (_d, walk, path) => {
      replayChecked(walk.model, walk.machine, walk.record, path);
    });

    it('takes every row of the table on some planned path', () => {
      expect(rows.filter((r) => !plan.rows.has(r))).toEqual([]);
    });

    it('enters every state on some planned path', () => {
      expect(states.filter((s) => !plan.states.has(s))).toEqual([]);
    });
  });
}

/** The generated tests of a chart started with its oracle's input; `variant` names a run with another input. */
export function describeChart<C extends object, E extends ChartEvent, I>(oracle: ChartOracle<C, E, I>, variant = '') {
  describeChartInputs(oracle, [{ label: variant, input: oracle.input as I }], `${oracle.name} chart${variant ? ` (${variant})` : ''}`);
}
