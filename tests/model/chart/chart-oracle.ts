// The oracle of a chart's path tests, written apart from the chart: its committed transition table (read as a
// small statechart interpreter: which row a source state, an event and the guards' outcomes select, and which
// states that enters) plus, per chart, what each guard holds (`guards`), what each row and state entry does to
// the context (`effects`, `entry`), what each state's context satisfies (`states`), the named actions' params
// and the invoked actors' input. A replayed step is checked against this, never against the chart itself.
import { expect } from 'vitest';
import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom, StateValue } from 'xstate';
import { ALWAYS, eventLabel, NONE, ROOT, type ChartTable, type StateRow, type TransitionRow } from './chart-table';

/** A function whose parameters an oracle may narrow (`(c, e: On<'car.remove'>) => ...`): bivariant on purpose. */
type Fn<A extends unknown[], R> = { f(...args: A): R }['f'];

/** The done and error events of invoked actors (and delayed events), which the path tests send themselves. */
export type ActorEvent = { type: `xstate.${string}`; output?: unknown; error?: unknown };
export type Done<T> = { type: `xstate.done.actor.${string}`; output: T };
export type Failure<T = unknown> = { type: `xstate.error.actor.${string}`; error: T };
export type ChartEvent = { type: string };
export type ChartSnapshot<C> = { value: StateValue; context: C; status: string };

export type ChartOracle<C extends object, E extends ChartEvent, I> = {
  /** The chart's file name without `.machine.ts`: its table is tests/model/tables/<name>.transitions.md. */
  name: string;
  machine: AnyStateMachine;
  input?: I;
  /** The events a path may take, with payloads (drawn from the context where needed). */
  events: (snapshot: ChartSnapshot<C>) => readonly (E | ActorEvent)[];
  /** The context a new actor starts with, before entry actions. */
  initialContext: (input: I) => C;
  /** Whether each guard of the table holds: by name, or `<source> <event>` for an inline guard. */
  guards: Record<string, Fn<[C, E | ActorEvent, Record<string, string>], boolean>>;
  /**
   * What a row does to the context: the fields it changes, keyed `<source> <event>` (`<source> <event> [<guard>]`
   * where one event has several rows). A row with `assign` among its actions has one; no other row changes the context.
   */
  effects: Record<string, Fn<[C, E | ActorEvent], Partial<C>>>;
  /** What entering a state does to the context (entry `assign`s), keyed by state. */
  entry?: Record<string, Fn<[C], Partial<C>>>;
  /** What the context satisfies in each state (every atomic and final state has one, or a state around it). */
  states: Record<string, Fn<[C], void>>;
  /** The params each named action is called with, from the context after the step and the event. */
  params?: Record<string, Fn<[C, E | ActorEvent], unknown>>;
  /** The input each invoked actor starts with, by invoke id, from the context after the step, the event and the invoking state. */
  invokes?: Record<string, Fn<[C, E | ActorEvent, string], unknown>>;
  /** Named actions that are the chart's own (built with `assign`, `enqueueActions`...): not the app's to fill in. */
  internalActions?: readonly string[];
  /** Named actions that only send events to the chart's children (no context change): what they send is in `sends`. */
  sendActions?: readonly string[];
  /** The events a row sends to the chart's invoked children, keyed like `effects`: `{ to: <invoke id>, type }`. */
  sends?: Record<string, Fn<[C, E | ActorEvent], { to: string; type: string }[]>>;
};

/** The oracle of a chart, typed from the machine. */
export type OracleOf<M extends AnyStateMachine> = ChartOracle<ContextFrom<M>, EventFromLogic<M>, InputFrom<M>>;
/** Any oracle, for the functions that only pass its parts around. */
export type AnyOracle = ChartOracle<object, ChartEvent, unknown>;

/** What a step must produce: active leaf states, context, the app's actions called, the actors started. */
export type Expected<C> = {
  leaves: string[];
  context: C;
  actions: string[];
  invoked: { id: string; state: string }[];
  sent: { to: string; type: string }[];
  rows: TransitionRow[];
  /** The context fields the step's effects and entries write (whatever they write there). */
  written: string[];
  done: boolean;
};

const parentOf = (path: string): string | null => (path === ROOT ? null : path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : ROOT);
const isUnder = (path: string, ancestor: string): boolean => ancestor === ROOT ? path !== ROOT : path.startsWith(`${ancestor}.`);
const nameOf = (action: string) => action.replace(/\(.*\)$/, '');
const cellList = (cell: string) => (cell === NONE ? [] : cell.split(', ').map((s) => s.trim()));

/** The leaf states of a state value, as dotted paths. */
export function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  // An atomic region of a parallel state shows as an empty object.
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [] : typeof child === 'object' && Object.keys(child).length === 0 ? [prefix + key] : leavesOf(child, `${prefix}${key}.`),
  );
}

/** A statechart interpreter over a transition table, with the oracle's guards and effects. */
export class ChartModel<C extends object, E extends ChartEvent, I> {
  private readonly states = new Map<string, StateRow>();

  constructor(
    readonly table: ChartTable,
    readonly oracle: ChartOracle<C, E, I>,
    /** Named actions the app fills in, which the replay records (every other action is the chart's own). */
    readonly observable: ReadonlySet<string>,
  ) {
    for (const row of table.states) this.states.set(row.state, row);
  }

  private row(path: string): StateRow {
    const row = this.states.get(path);
    if (!row) throw new Error(`The table has no state ${path}`);
    return row;
  }

  private children(path: string): string[] {
    return this.table.states.map((s) => s.state).filter((s) => s !== ROOT && parentOf(s) === path);
  }

  /** The states a state enters by default, itself included, ancestors first. */
  private defaultEntry(path: string): string[] {
    const row = this.row(path);
    if (row.type === 'compound') return [path, ...this.defaultEntry(row.initial)];
    if (row.type === 'parallel') return [path, ...this.children(path).flatMap((c) => this.defaultEntry(c))];
    return [path];
  }

  private isLeaf = (path: string) => ['atomic', 'final'].includes(this.row(path).type);

  /** The states entered below `domain` to reach `target`, ancestors first: a parallel parent enters its other regions too. */
  private entrySet(domain: string, target: string): string[] {
    const chain: string[] = [];
    for (let p: string | null = target; p !== null && p !== domain; p = parentOf(p)) chain.unshift(p);
    const out: string[] = [];
    for (const state of chain) {
      if (state === target) out.push(...this.defaultEntry(state));
      else out.push(state);
      const parent = parentOf(state);
      if (parent !== null && this.row(parent).type === 'parallel') {
        for (const sibling of this.children(parent)) if (!chain.includes(sibling)) out.push(...this.defaultEntry(sibling));
      }
    }
    return out;
  }

  /**
   * The transition domain of a row, as XState v5 computes it: the source itself for a transition to a descendant
   * that does not re-enter; otherwise the nearest proper ancestor of the target that holds the source. A root
   * that re-enters leaves and enters everything, the root included (`null`).
   */
  private domainOf(row: TransitionRow, target: string): string | null {
    const reenter = row.target.endsWith('(reenter)');
    if (!reenter && (target === row.source || isUnder(target, row.source))) return row.source;
    for (let p = parentOf(target); p !== null; p = parentOf(p)) if (isUnder(row.source, p)) return p;
    return reenter ? null : ROOT;
  }

  guardHolds(row: TransitionRow, context: C, event: E | ActorEvent): boolean {
    if (row.guard === NONE) return true;
    const inline = row.guard === '(inline)';
    const match = /^([^(]+)(?:\((.*)\))?$/.exec(row.guard);
    const name = inline ? `${row.source} ${row.event}` : (match?.[1] ?? row.guard);
    const guard = this.oracle.guards[name];
    if (!guard) throw new Error(`The oracle of ${this.oracle.name} has no guard ${name}`);
    const params = Object.fromEntries((match?.[2] && match[2] !== '…' ? match[2].split(', ') : []).map((kv) => kv.split(': ') as [string, string]));
    return guard(context, event, params);
  }

  /**
   * The rows an event selects in a configuration, as XState v5 selects them: a compound state's active child
   * first, the state's own first enabled row only when the child (and its children) took none; a parallel
   * state's regions each, the parallel state's own row only when no region took one.
   */
  select(leaves: readonly string[], context: C, event: E | ActorEvent | null): TransitionRow[] {
    const label = event === null ? ALWAYS : eventLabel(event.type);
    const active = new Set([ROOT, ...this.activeStates(leaves)]);
    const visit = (node: string): TransitionRow[] => {
      const children = this.children(node).filter((c) => active.has(c));
      const inner = this.row(node).type === 'parallel' ? children.flatMap(visit) : children.length === 1 ? visit(children[0]) : [];
      if (inner.length > 0) return inner;
      const own = this.table.transitions.find((r) => r.source === node && r.event === label && this.guardHolds(r, context, event as E | ActorEvent));
      return own ? [own] : [];
    };
    return [...new Set(visit(ROOT))];
  }

  /** A row's entry in one of the oracle's maps: `<source> <event> [<guard>]`, else `<source> <event>`. */
  private entryOf<T>(map: Record<string, T> | undefined, row: TransitionRow): T | null {
    const key = [`${row.source} ${row.event} [${row.guard}]`, `${row.source} ${row.event}`].find((k) => map && k in map);
    return key && map ? map[key] : null;
  }

  private effectOf(row: TransitionRow) {
    const effect = this.entryOf(this.oracle.effects, row);
    const sendsOnly = (a: string) => this.oracle.sendActions?.includes(nameOf(a)) ?? false;
    const assigns = cellList(row.actions).some((a) => a === 'assign' || (!this.observable.has(nameOf(a)) && !sendsOnly(a)));
    if (!effect && assigns) throw new Error(`The oracle of ${this.oracle.name} has no effect for "${row.source} ${row.event}" (${row.guard})`);
    return effect;
  }

  private observableActions(cell: string): string[] {
    return cellList(cell).map(nameOf).filter((a) => this.observable.has(a));
  }

  /** Applies rows (a step, or eventless rows after it) to a configuration. */
  private apply(leaves: string[], context: C, event: E | ActorEvent, rows: TransitionRow[], into: Expected<C>) {
    let next = leaves;
    let ctx = context;
    const entered: string[] = [];
    for (const row of rows) {
      const effect = this.effectOf(row);
      into.sent.push(...(this.entryOf(this.oracle.sends, row)?.(ctx, event) ?? []));
      if (effect) ctx = this.write(ctx, effect(ctx, event), into);
      into.actions.push(...this.observableActions(row.actions));
      into.rows.push(row);
    }
    for (const row of rows) {
      if (row.target === NONE) continue;
      const target = row.target.replace(/ \(reenter\)$/, '');
      const domain = this.domainOf(row, target);
      next = next.filter((leaf) => domain !== null && !isUnder(leaf, domain));
      const states = domain === null ? [ROOT, ...this.entrySet(ROOT, target)] : this.entrySet(domain, target);
      entered.push(...states);
      next.push(...states.filter(this.isLeaf));
    }
    for (const state of entered) {
      const effect = this.oracle.entry?.[state];
      if (effect) ctx = this.write(ctx, effect(ctx), into);
      into.actions.push(...this.observableActions(this.row(state).entry));
      into.invoked.push(...cellList(this.row(state).invokes).map((i) => ({ id: i.split(':')[0], state })));
    }
    return { leaves: next, context: ctx };
  }

  private write(context: C, changes: Partial<C>, into: Expected<C>): C {
    into.written.push(...Object.keys(changes));
    return { ...context, ...changes };
  }

  /** Eventless rows, until none is enabled. */
  private settle(start: { leaves: string[]; context: C }, event: E | ActorEvent, into: Expected<C>) {
    let state = start;
    for (let i = 0; i < 20; i++) {
      const rows = this.select(state.leaves, state.context, null);
      if (rows.length === 0) break;
      state = this.apply(state.leaves, state.context, event, rows, into);
    }
    return state;
  }

  private finish(state: { leaves: string[]; context: C }, into: Expected<C>): Expected<C> {
    const ordered = this.table.states.map((s) => s.state).filter((s) => state.leaves.includes(s));
    const done = ordered.some((s) => this.row(s).type === 'final' && parentOf(s) === ROOT);
    return { ...into, leaves: ordered, context: state.context, done };
  }

  /** What a new actor's first snapshot holds. */
  initial(input: I): Expected<C> {
    const into: Expected<C> = { leaves: [], context: this.oracle.initialContext(input), actions: [], invoked: [], sent: [], rows: [], written: [], done: false };
    const init: ActorEvent = { type: 'xstate.init' };
    const entered = this.defaultEntry(ROOT);
    let ctx = into.context;
    for (const state of entered) {
      const effect = this.oracle.entry?.[state];
      if (effect) ctx = this.write(ctx, effect(ctx), into);
      into.actions.push(...this.observableActions(this.row(state).entry));
      into.invoked.push(...cellList(this.row(state).invokes).map((i) => ({ id: i.split(':')[0], state })));
    }
    return this.finish(this.settle({ leaves: entered.filter(this.isLeaf), context: ctx }, init, into), into);
  }

  /** What one event does to a snapshot's configuration and context. */
  step(leaves: string[], context: C, event: E | ActorEvent): Expected<C> {
    const into: Expected<C> = { leaves: [], context, actions: [], invoked: [], sent: [], rows: [], written: [], done: false };
    const rows = this.select(leaves, context, event);
    if (rows.length === 0) return this.finish({ leaves, context }, into);
    return this.finish(this.settle(this.apply(leaves, context, event, rows, into), event, into), into);
  }

  /** The state paths active with these leaves (ancestors included, root excluded). */
  activeStates(leaves: readonly string[]): string[] {
    const out = new Set<string>();
    for (const leaf of leaves) for (let p: string | null = leaf; p !== null && p !== ROOT; p = parentOf(p)) out.add(p);
    return this.table.states.map((s) => s.state).filter((s) => out.has(s));
  }

  /** The per-state context checks of the oracle for every active state (the root's, `(root)`, in every state). */
  checkStates(leaves: readonly string[], context: C, label: string) {
    const active = [ROOT, ...this.activeStates(leaves)];
    for (const state of active) {
      const check = this.oracle.states[state];
      const covered = active.some((a) => this.oracle.states[a] && isUnder(state, a));
      if (!check && this.isLeaf(state) && !covered) throw new Error(`The oracle of ${this.oracle.name} says nothing about state ${state}`);
      try {
        check?.(context);
      } catch (error) {
        throw new Error(`${label}: the context breaks what state ${state} requires: ${(error as Error).message}`);
      }
    }
  }
}

export type Recorded = { calls: { name: string; params: unknown }[]; started: { id: string; input: unknown }[]; received: { to: string; type: string }[] };

/** Checks one snapshot against what the oracle expects of it. */
export function expectSnapshot<C extends object, E extends ChartEvent, I>(
  model: ChartModel<C, E, I>,
  snapshot: ChartSnapshot<C>,
  expected: Expected<C>,
  recorded: Recorded,
  event: E | ActorEvent,
  label: string,
) {
  const { oracle } = model;
  expect(leavesOf(snapshot.value as StateValue).sort(), `${label}: states (rows ${expected.rows.map((r) => `${r.source} ${r.event} ${r.guard}`).join('; ') || 'none'})`).toEqual([...expected.leaves].sort());
  expect(snapshot.status, `${label}: status`).toBe(expected.done ? 'done' : 'active');
  expect(snapshot.context, `${label}: context`).toEqual(expected.context);
  expect(recorded.calls.map((c) => c.name), `${label}: the app's actions`).toEqual(expected.actions);
  for (const call of recorded.calls) {
    const params = oracle.params?.[call.name];
    if (params) expect(call.params, `${label}: params of ${call.name}`).toEqual(params(expected.context, event));
  }
  expect(recorded.started.map((s) => s.id).sort(), `${label}: actors started`).toEqual(expected.invoked.map((i) => i.id).sort());
  const bySender = (a: { to: string; type: string }, b: { to: string; type: string }) => `${a.to} ${a.type}`.localeCompare(`${b.to} ${b.type}`);
  expect([...recorded.received].sort(bySender), `${label}: events sent to the children`).toEqual([...expected.sent].sort(bySender));
  for (const start of recorded.started) {
    const input = oracle.invokes?.[start.id];
    const state = expected.invoked.find((i) => i.id === start.id)?.state ?? '';
    if (input) expect(start.input, `${label}: input of ${start.id}`).toEqual(input(expected.context, event, state));
  }
  model.checkStates(expected.leaves, snapshot.context, label);
}
