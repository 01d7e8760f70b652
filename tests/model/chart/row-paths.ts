// The plan of a chart's path tests (docs/testing.md): a breadth-first walk over the chart's snapshots (state and
// context) that plans one path per row of the reviewed transition table and per shape of what the row writes,
// and one per state: the first path the walk finds, so a shortest one (the shortest prefix to a snapshot where the
// row is selected, then its event). The shape tells only which of the fields the step writes (by the oracle's
// effects and entries) were empty before it (null, '', 0, false, [] or {}) and which were set: a row that resets
// an error is taken once with the error set, where forgetting the reset shows, and once without, instead of
// once per error message, amount or list. Guards: each guarded row is taken, and its event is also sent in its
// source state where every guard refuses it (the guard's false side), once per shape of the whole context, when
// the oracle offers such an event.
// With several inputs (a chart whose rows depend on how it starts) the walks take turns and share the plan.
// `PATHS=all` (npm run test:paths:all) plans instead one path per edge of the whole graph: every snapshot, every
// event, as the suite did before; it is outside `npm test` (docs/testing.md says what it found).
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { activeIds, transitionPaths, type ChartPath, type PlanOptions } from '../path-plan';
import { leavesOf, type ActorEvent, type ChartEvent, type ChartModel, type ChartSnapshot } from './chart-oracle';
import { NONE, type TransitionRow } from './chart-table';

export type Path = ChartPath<AnyStateMachine>;
/** One input's walk: its model (the oracle with that input), the instrumented chart and the walk's options. */
export type Walk<C extends object, E extends ChartEvent, I> = { label: string; model: ChartModel<C, E, I>; machine: AnyStateMachine; options: PlanOptions<AnyStateMachine> };
/** A planned path and the walk it belongs to. */
export type Planned<W> = { walk: W; path: Path };
export type Plan<W> = { rows: Map<string, Planned<W>>; states: Map<string, Planned<W>>; paths: Planned<W>[] };

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || v === 0 || v === false || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.keys(v).length === 0);

/** Which of these fields of a context are set: `error:1 quote:0`. */
const shapeOf = (context: Record<string, unknown>, fields: readonly string[]) => [...new Set(fields)].sort().map((k) => `${k}:${isEmpty(context[k]) ? 0 : 1}`).join(' ');

/** A row's identity across the models of several inputs (each reads the table itself). */
export const rowLine = (r: TransitionRow) => `${r.source} | ${r.event} | ${r.guard} | ${r.target}`;

/** Whether the exhaustive plan was asked for (npm run test:paths:all). */
export const exhaustive = () => process.env.PATHS === 'all';

type Node = { snapshot: AnyMachineSnapshot; parent: Node | null; event: EventObject };

const keyOf = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const describeSteps = (events: EventObject[], value: unknown) => `${events.map((e) => e.type).join(' > ') || '(start)'} => ${JSON.stringify(value)}`;

function pathOf(node: Node): Path {
  const chain: Node[] = [];
  for (let n: Node | null = node; n; n = n.parent) chain.unshift(n);
  const steps = chain.map((n) => ({ state: n.snapshot, event: n.event }));
  return { state: node.snapshot, steps, weight: steps.length - 1, description: describeSteps(chain.slice(1).map((n) => n.event), node.snapshot.value) } as unknown as Path;
}

/** The rows an event takes from a snapshot, as the oracle's interpreter of the table selects them, and the fields it writes. */
function stepOf<C extends object, E extends ChartEvent, I>(model: ChartModel<C, E, I>, snapshot: AnyMachineSnapshot, event: EventObject) {
  const before = snapshot as unknown as ChartSnapshot<C>;
  return model.step(leavesOf(before.value), before.context, event as unknown as E | ActorEvent);
}

/**
 * Plans the paths of a chart: every row of the table taken from every shape of context the walk meets it in, and
 * every state entered, by one walk per input over its whole graph. `limit` bounds the snapshots a walk visits: a
 * chart whose graph grows without end fails fast.
 */
export function planRows<C extends object, E extends ChartEvent, I, W extends Walk<C, E, I>>(walks: readonly W[], limit: number): Plan<W> {
  const plan: Plan<W> = { rows: new Map(), states: new Map(), paths: [] };
  const variants = new Set<string>();
  /**
   * A guarded row whose event came in its source state and was refused by every guard: its guard's false side,
   * once per shape of the whole context (which fields are set). The rows alone plan each guard true only, and a
   * guard mutated to `true` survived them (shift-list's `aDay`); refused once only, with an empty list, the
   * session's `shops.some((s) => s.id === event.shopId)` mutated to `!==` refused alike and survived.
   */
  const refusedRows = (walk: W, before: AnyMachineSnapshot | null, event: EventObject | null, taken: readonly TransitionRow[]): string[] => {
    if (!before || !event || taken.length > 0) return [];
    const active = new Set(walk.model.activeStates(leavesOf(before.value as never)));
    const guarded = walk.model.table.transitions.filter((r) => r.event === event.type && r.guard !== NONE && active.has(r.source));
    const context = before.context as Record<string, unknown>;
    return guarded.map((r) => `${rowLine(r)} refused @ ${shapeOf(context, Object.keys(context))}`);
  };
  const cover = (walk: W, step: { rows: readonly TransitionRow[]; written: readonly string[] }, before: AnyMachineSnapshot | null, after: AnyMachineSnapshot, path: () => Path, event: EventObject | null = null) => {
    const { rows } = step;
    const shape = before ? shapeOf(before.context as Record<string, unknown>, step.written) : '';
    const newVariants = [...rows.map((r) => `${rowLine(r)} @ ${shape}`), ...refusedRows(walk, before, event, rows)].filter((v) => !variants.has(v));
    const newStates = activeIds(after as never).filter((s) => !plan.states.has(s));
    if (newVariants.length === 0 && newStates.length === 0) return;
    const planned = { walk, path: path() };
    plan.paths.push(planned);
    newVariants.forEach((v) => variants.add(v));
    rows.forEach((r) => plan.rows.has(rowLine(r)) || plan.rows.set(rowLine(r), planned));
    newStates.forEach((s) => plan.states.set(s, planned));
  };

  const queues = walks.map((walk) => {
    const [snapshot] = initialTransition(walk.machine, walk.options.input);
    const root: Node = { snapshot, parent: null, event: { type: 'xstate.init' } };
    cover(walk, walk.model.initial(walk.options.input as I), null, snapshot, () => pathOf(root));
    return { walk, queue: [root], seen: new Set([keyOf(snapshot)]) };
  });

  const expand = ({ walk, queue, seen }: (typeof queues)[number]) => {
    const node = queue.shift() as Node;
    const events = typeof walk.options.events === 'function' ? walk.options.events(node.snapshot) : walk.options.events;
    for (const event of events as EventObject[]) {
      const [next] = transition(walk.machine, node.snapshot, event);
      const child: Node = { snapshot: next, parent: node, event };
      cover(walk, stepOf(walk.model, node.snapshot, event), node.snapshot, next, () => pathOf(child), event);
      const key = keyOf(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) throw new Error(`The walk of ${walkName(walk)} met ${limit} snapshots: does its context grow without end?`);
      seen.add(key);
      queue.push(child);
    }
  };

  for (let live = queues; live.length > 0; live = live.filter((q) => q.queue.length > 0)) live.forEach(expand);
  return plan;
}

const walkName = (w: { label: string; model: { oracle: { name: string } } }) => `${w.model.oracle.name}${w.label ? ` (${w.label})` : ''}`;

/** The exhaustive plan (PATHS=all): one path per edge of each input's whole graph, and what they cover. */
export function planEdges<C extends object, E extends ChartEvent, I, W extends Walk<C, E, I>>(walks: readonly W[]): Plan<W> {
  const plan: Plan<W> = { rows: new Map(), states: new Map(), paths: [] };
  for (const w of walks) {
    const paths = transitionPaths(w.machine, w.options);
    const [start] = initialTransition(w.machine, w.options.input);
    const initial = { walk: w, path: { state: start, steps: [{ state: start, event: { type: 'xstate.init' } }], weight: 0, description: '(start)' } as unknown as Path };
    plan.paths.push(...(paths.length > 0 ? paths.map((path) => ({ walk: w, path })) : [initial]));
    w.model.initial(w.options.input as I).rows.forEach((r) => plan.rows.set(rowLine(r), initial));
    activeIds(start as never).forEach((s) => plan.states.set(s, initial));
  }
  for (const planned of plan.paths) {
    const { steps } = planned.path;
    steps.slice(1).forEach((step, i) => {
      stepOf(planned.walk.model, steps[i].state as AnyMachineSnapshot, step.event).rows.forEach((r) => plan.rows.has(rowLine(r)) || plan.rows.set(rowLine(r), planned));
      activeIds(step.state as never).forEach((s) => plan.states.has(s) || plan.states.set(s, planned));
    });
  }
  return plan;
}
