// Replays of a chart's paths on its real view (docs/architecture.md "Path tests"): shortest paths that together
// end in every state of the chart, each step driven through the view with Testing Library where the view
// offers it (a click, a form) and sent to the view's actor otherwise (an answer of a stubbed service, an event
// from the parent); every step must land where the transition table says, and each state must show what its view
// oracle says the user sees. The view gets the chart through `vi.mock` of the machine module, wrapped by
// `probed`: its invoked actors never settle, and the actor the view starts is recorded for the test.
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef, type AnyStateMachine, type ContextFrom, type EventFromLogic, type InputFrom } from 'xstate';
import { shortestPaths } from '../path-plan';
import { leavesOf, type ActorEvent, type ChartEvent, type ChartOracle, type ChartSnapshot } from './chart-oracle';
import { modelOf, planOf } from './describe-chart';
import type { Path } from './row-paths';

const started = new Map<string, AnyActorRef>();

/** Records the actor of every machine made from `machine`, its `provide` variants included. */
function watched<M extends AnyStateMachine>(machine: M): M {
  return new Proxy(machine, {
    get(target, prop) {
      if (prop === 'provide') return (implementations: object) => watched(target.provide(implementations as never));
      if (prop === 'getInitialSnapshot') {
        return (scope: { self: AnyActorRef }, input: unknown) => {
          started.set(target.id, scope.self);
          return target.getInitialSnapshot(scope as never, input);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The chart for a view under test: its actors recorded, and every invoked actor not in `keep` a stub that never
 * settles. Kept actors run their own code against services the test mocks with `settleable`.
 */
export function probed<M extends AnyStateMachine>(machine: M, keep: readonly string[] = []): M {
  const actors = Object.keys(machine.implementations.actors as object).filter((name) => !keep.includes(name));
  const never = () => fromPromise(() => new Promise<never>(() => {}));
  return watched(machine.provide({ actors: Object.fromEntries(actors.map((name) => [name, never()])) } as never) as M);
}

/** A mocked service whose every call waits until the test resolves or rejects it. */
export function settleable<T = unknown>() {
  const calls: { args: unknown[]; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return {
    calls,
    impl: (...args: unknown[]) => new Promise<T>((resolve, reject) => void calls.push({ args, resolve, reject })),
    /** Settles the last call (inside `act`, so the view renders what follows). */
    resolve: (value: T) => act(async () => calls.at(-1)?.resolve(value)),
    reject: (error: unknown) => act(async () => calls.at(-1)?.reject(error)),
    reset: () => void calls.splice(0),
  };
}

/** The actor the view last started from the chart with this id. */
export function actorOf(machineId: string): AnyActorRef {
  const actor = started.get(machineId);
  if (!actor) throw new Error(`No view started an actor of ${machineId}`);
  return actor;
}

export type ViewOracle<M extends AnyStateMachine, C = ContextFrom<M>, E = EventFromLogic<M> | ActorEvent> = {
  /** Renders the view at the oracle's input, with the chart from `probed`. */
  render: () => void;
  /**
   * The user's action that sends an event, where the view has one. It answers `false` when the view cannot send
   * this event as given (its form refuses the values first): the replay then sends it to the actor.
   */
  drive?: Partial<Record<string, { f(event: E, snapshot: ChartSnapshot<C>): boolean | Promise<boolean> }['f']>>;
  /** What the user sees in each state (every atomic and final state has one), from the context. */
  sees: Record<string, (context: C) => void | Promise<void>>;
};

/**
 * Shortest paths that together end in every state of the chart: the generated shortest paths, shortest first, each
 * kept when the configuration it ends in holds a state no kept path ended in. A chart with parallel regions has
 * many configurations (profile-modal 61) but fewer states; each replay renders the view and drives it, and the
 * view oracle looks at every state at a replay's end, so one replay per configuration repeated what it saw.
 */
export function pathPerState<C extends object, E extends ChartEvent, I>(oracle: ChartOracle<C, E, I>): Path[] {
  const { model } = modelOf(oracle);
  const paths = shortestPaths(oracle.machine, planOf(model)).sort((a, b) => a.steps.length - b.steps.length);
  const statesOf = (path: Path) => model.activeStates(leavesOf(path.state.value));
  const seen = new Set<string>();
  const chosen: Path[] = [];
  for (const path of paths) {
    const states = statesOf(path);
    if (states.every((state) => seen.has(state))) continue;
    chosen.push(path);
    states.forEach((state) => seen.add(state));
  }
  return chosen;
}

export function describeViewPaths<M extends AnyStateMachine>(oracle: ChartOracle<ContextFrom<M>, EventFromLogic<M>, InputFrom<M>>, view: ViewOracle<M>, variant = '') {
  type C = ContextFrom<M>;
  type E = (EventFromLogic<M> | ActorEvent) & ChartEvent;
  const { model } = modelOf(oracle);
  describe(`${oracle.name} view${variant ? ` (${variant})` : ''} along shortest paths through every state`, () => {
    it.each(pathPerState(oracle).map((p) => [p.description, p] as const))('%s', async (_d, path) => {
      view.render();
      const actor = actorOf(oracle.machine.id);
      let label = '(start)';
      for (const step of path.steps.slice(1)) {
        const event = step.event as unknown as E;
        const before = actor.getSnapshot() as ChartSnapshot<C>;
        const { type } = step.event;
        label += ` > ${type}`;
        const drive = view.drive?.[type];
        const driven = drive ? await drive(event, before) : false;
        if (!driven) act(() => actor.send(event));
        const expected = model.step(leavesOf(before.value), before.context, event);
        await waitFor(() => expect(leavesOf((actor.getSnapshot() as ChartSnapshot<C>).value).sort(), `${label}: states`).toEqual([...expected.leaves].sort()));
        expect(actor.getSnapshot().context, `${label}: context`).toEqual(expected.context);
      }
      const { value, context } = actor.getSnapshot() as ChartSnapshot<C>;
      for (const state of model.activeStates(leavesOf(value))) {
        const sees = view.sees[state];
        if (!sees && model.table.states.some((s) => s.state === state && ['atomic', 'final'].includes(s.type))) {
          throw new Error(`The view oracle of ${oracle.name} says nothing about state ${state}`);
        }
        await sees?.(context);
      }
    });
  });
}
