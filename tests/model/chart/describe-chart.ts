// The generated path tests of a chart (docs/architecture.md "Path tests"): the chart is compared with its
// committed transition table, then every path of `transitionPaths` (one per edge of the chart's graph) is
// replayed on a live actor whose invoked actors, app actions and delays are recording stubs, and each step is
// checked against the table and the chart's oracle (chart-oracle.ts): states, context, actions, actors started.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyStateMachine } from 'xstate';
import { activeIds, shortestPaths, stateIds, transitionPaths, type ChartPath, type PlanOptions } from '../path-plan';
import { ChartModel, expectSnapshot, leavesOf, type ActorEvent, type ChartEvent, type ChartOracle, type ChartSnapshot, type Recorded } from './chart-oracle';
import { eventLabel, readTable, ROOT, stateLines, tableOf, transitionLines, type TransitionRow } from './chart-table';

/** Longer than any test: a delayed transition happens only when a path sends its `xstate.after` event. */
const NEVER_MS = 2 ** 31 - 1;

/** Read from the project root (vitest's and Stryker's sandbox's working directory), in node and jsdom alike. */
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

/** Replays a path on a live actor, checking the first snapshot and every step against the oracle. */
/** Four times the edges of the largest graph (checkout's, 2,235): a chart whose graph grows without end fails fast. */
const GRAPH_LIMIT = 10_000;
/** Events told apart by their errors too (JSON drops an Error's message and fields). */
const serializeEvent = (event: unknown) => JSON.stringify(event, (_k, v: unknown) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v));

/** The options of the graph functions: the oracle's input and the events the table lets each state take. */
export const planOf = <C extends object, E extends ChartEvent, I>(model: ChartModel<C, E, I>) =>
  ({ input: model.oracle.input, events: tableEvents(model), limit: GRAPH_LIMIT, serializeEvent }) as unknown as PlanOptions<AnyStateMachine>;

export type Path = ChartPath<AnyStateMachine>;
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

const rowLine = (r: TransitionRow) => `${r.source} | ${r.event} | ${r.guard} | ${r.target}`;

/** The generated tests of one chart; `variant` names a second run of the same chart with another input. */
export function describeChart<C extends object, E extends ChartEvent, I>(oracle: ChartOracle<C, E, I>, variant = '') {
  const { model, observable } = modelOf(oracle);
  const record = newRecord();
  const machine = instrument(oracle.machine, record, observable);
  const options = planOf(model);

  describe(`${oracle.name} chart${variant ? ` (${variant})` : ''}, checked against tests/model/tables/${oracle.name}.transitions.md`, () => {
    it('is the chart its transition table describes', () => {
      const chart = tableOf(oracle.machine);
      expect(chart.id).toBe(model.table.id);
      expect(stateLines(chart)).toEqual(stateLines(model.table));
      expect(transitionLines(chart)).toEqual(transitionLines(model.table));
    });

    const paths = transitionPaths(machine, options);
    it.each(paths.map((p) => [p.description, p] as const))('%s', (_d, path) => {
      replayChecked(model, machine, record, path);
    });

    it('takes every row of the table on some generated path', () => {
      const taken = new Set<TransitionRow>();
      for (const path of paths) {
        eventsOf<E>(path).forEach((event, i) => {
          const before = snapshotOf<C>(path.steps[i].state);
          model.step(leavesOf(before.value), before.context, event).rows.forEach((r) => taken.add(r));
        });
      }
      model.initial(oracle.input as I).rows.forEach((r) => taken.add(r));
      expect(model.table.transitions.filter((r) => !taken.has(r)).map(rowLine)).toEqual([]);
    });

    it('reaches every state by a shortest path', () => {
      const seen = new Set(shortestPaths(machine, options).flatMap((p) => activeIds(p.state)));
      expect(stateIds(oracle.machine).filter((id) => !seen.has(id))).toEqual([]);
    });
  });
}
