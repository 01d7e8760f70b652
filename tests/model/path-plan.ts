// Path tests from a chart (README.md, Watching the flows): the shortest path to every state, plus one path through every
// transition (the shortest path to its source, then the transition), each replayed on a live actor whose
// invoked actors are stubs that never settle, so the listed done/error events drive it.
import { expect } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InputFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type StatePath } from 'xstate/graph';

type Snap<_M extends AnyStateMachine> = AnyMachineSnapshot;
/** Paths carry the chart's own events and the done/error events of its invokes. */
type Ev<_M extends AnyStateMachine> = EventObject & { [key: string]: unknown };
export type ChartPath<M extends AnyStateMachine> = StatePath<Snap<M>, Ev<M>> & { description: string };

export type PlanOptions<M extends AnyStateMachine> = {
  input?: InputFrom<M>;
  events: readonly unknown[] | ((snapshot: Snap<M>) => readonly unknown[]);
  limit?: number;
  serializeEvent?: (event: unknown) => string;
};

/** A promise actor that never settles: the test sends its done or error event itself. */
export const pending = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

const serialize = (s: unknown) => serializeSnapshot(s as Snap<AnyStateMachine>);

function describePath(path: StatePath<Snap<AnyStateMachine>, Ev<AnyStateMachine>>): string {
  const events = path.steps.slice(1).map((s) => s.event.type);
  return `${events.join(' > ') || '(start)'} => ${JSON.stringify(path.state.value)}`;
}

export function shortestPaths<M extends AnyStateMachine>(machine: M, options: PlanOptions<M>): ChartPath<M>[] {
  const traversal = { ...options, serializeState: serialize } as never;
  return getShortestPaths(machine, traversal).map((p) => ({ ...p, description: describePath(p) })) as ChartPath<M>[];
}

/** One path per transition of the graph: every (state, event) edge is taken at least once. */
export function transitionPaths<M extends AnyStateMachine>(machine: M, options: PlanOptions<M>): ChartPath<M>[] {
  const traversal = { ...options, serializeState: serialize } as never;
  const bySource = new Map<string, ChartPath<M>>(shortestPaths(machine, options).map((p) => [serialize(p.state), p]));
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<string, { transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }>;
  const out: ChartPath<M>[] = [];
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = bySource.get(source);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) {
      const path = { state, steps: [...head.steps, { event, state }], weight: head.weight + 1 };
      out.push({ ...path, description: describePath(path) });
    }
  }
  return out;
}

/** Replays `path` on a live actor of `machine` (already given its stubs), checking value and context at each step. */
export function replay<M extends AnyStateMachine>(machine: M, path: ChartPath<M>, input?: InputFrom<M>) {
  const actor = createActor(machine as AnyStateMachine, input === undefined ? {} : { input }).start();
  for (const step of path.steps.slice(1)) {
    actor.send(step.event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
    expect(snapshot.context, `context after ${step.event.type}`).toEqual(step.state.context);
  }
  return actor;
}

/** Every state node id of a chart, to check the shortest paths reach them all. */
export function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    ids.push(node.id);
    Object.values(node.states).forEach((child) => walk(child as AnyStateMachine['root']));
  };
  walk(machine.root);
  return ids;
}

/** The ids of the state nodes a snapshot is in (its value's leaves and their ancestors). */
export function activeIds(snapshot: { _nodes: { id: string }[] }): string[] {
  return snapshot._nodes.map((n) => n.id);
}
