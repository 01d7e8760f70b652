// What a chart's diagram shows, read from the chart's state nodes (XState v5 StateNode walk), before any layout:
// a box per state (nested in its parent; the children of a parallel state are its regions), the initial child of
// each compound state, an arrow per transition target labelled `EVENT [guard]` (after/always/onDone/onError
// spelled out), and inside each box the actors it invokes and the transitions that change no state.
import type { AnyStateMachine } from 'xstate';

type Node = AnyStateMachine['root'];
type Transition = { target?: readonly Node[]; guard?: unknown; reenter: boolean };

/** The path the transition tables use: `(root)`, `visit`, `visit.idle`. */
export const pathOf = (node: Node): string => (node.path.length === 0 ? '(root)' : node.path.join('.'));

/** The event column of an eventless transition (as in tests/model/tables). */
export const ALWAYS = '(always)';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A line inside a state's box; `event` when it is a transition that changes no state. */
export type BoxLine = { text: string; event?: string };

export type StateBox = {
  /** The state's path (see pathOf), unique in the chart. */
  path: string;
  title: string;
  kind: StateKind;
  /** 'deep' or 'shallow' for a history state. */
  history?: string;
  /** A child of a parallel state. */
  region: boolean;
  description?: string;
  lines: BoxLine[];
  children: StateBox[];
  /** The path of the initial child of a compound state. */
  initial?: string;
};

export type Arrow = {
  source: string;
  target: string;
  /** The event type as the chart names it, or ALWAYS. */
  event: string;
  /** What the arrow reads: the event (first line) and the guard in brackets (second line). */
  label: string[];
};

export type ChartGraph = { id: string; description?: string; root: StateBox; arrows: Arrow[] };

function paramsText(params: unknown): string {
  if (params === undefined || params === null) return '';
  if (typeof params === 'function') return '(…)';
  return `(${Object.entries(params as Record<string, unknown>).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ')})`;
}

/** A named guard by name (with its static params); and/or/not/stateIn spelled out; any other inline function `(inline)`. */
export function guardText(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    if (combined.guards && ['and', 'or', 'not'].includes(combined.name ?? '')) return `${combined.name}(${combined.guards.map(guardText).join(', ')})`;
    if (combined.stateValue !== undefined) return `stateIn(${JSON.stringify(combined.stateValue)})`;
    return '(inline)';
  }
  const { type, params } = guard as { type: string; params?: unknown };
  return `${type}${paramsText(params)}`;
}

/** The event as a reader knows it: `after(delay)`, `onDone(actor)`, `onError(actor)`, `onDone` of a state, `always`. */
export function eventText(event: string, node: Node): string {
  if (event === ALWAYS) return 'always';
  const after = `xstate.after.`;
  if (event.startsWith(after) && event.endsWith(`.${node.id}`)) return `after(${event.slice(after.length, -node.id.length - 1)})`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (done) return `${done[1] === 'done' ? 'onDone' : 'onError'}(${actorName(node, done[2])})`;
  if (event.startsWith('xstate.done.state.')) return 'onDone';
  return event;
}

const transitionText = (event: string, node: Node, t: Transition): string[] =>
  t.guard === undefined ? [eventText(event, node)] : [eventText(event, node), `[${guardText(t.guard)}]`];

type Invoke = { id: string; src: unknown };
/** XState names an invoke without an id `<index>.<state id>`, and inline logic `xstate.invoke.<index>.<state id>`. */
const srcName = (invoke: Invoke) => (typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.') ? invoke.src : '(inline logic)');
const givenId = (invoke: Invoke) => !/^\d+\./.test(invoke.id);

/** An invoked actor as its done and error events name it: its id, or its logic's name when it was given no id. */
function actorName(node: Node, id: string): string {
  const invoke = node.invoke.find((i) => i.id === id);
  return invoke && !givenId(invoke) ? srcName(invoke) : id;
}

function invokeText(invoke: Invoke): string {
  const src = srcName(invoke);
  return invoke.id === src || !givenId(invoke) ? `invoke ${src}` : `invoke ${invoke.id}: ${src}`;
}

/** Every transition of a node, in the chart's order: its events (after, onDone, onError included), then `always`. */
export function transitionsOf(node: Node): Array<{ event: string; t: Transition }> {
  const out: Array<{ event: string; t: Transition }> = [];
  for (const [event, list] of node.transitions) for (const t of list) out.push({ event, t: t as Transition });
  for (const t of node.always ?? []) out.push({ event: ALWAYS, t: t as Transition });
  return out;
}

/** The chart as boxes and arrows, in document order (the same chart gives the same graph). */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const arrows: Arrow[] = [];
  const box = (node: Node, region: boolean): StateBox => {
    const lines: BoxLine[] = node.invoke.map((i) => ({ text: invokeText(i) }));
    for (const { event, t } of transitionsOf(node)) {
      const label = transitionText(event, node, t);
      if (!t.target || t.target.length === 0) lines.push({ text: `on ${label.join(' ')}`, event });
      else for (const target of t.target) arrows.push({ source: pathOf(node), target: pathOf(target), event, label });
    }
    const children = Object.values(node.states).map((child) => box(child as Node, node.type === 'parallel'));
    return {
      path: pathOf(node),
      title: node.path.length === 0 ? machine.id : node.key,
      kind: node.type as StateKind,
      ...(node.type === 'history' ? { history: node.history || 'shallow' } : {}),
      region,
      ...(node.description ? { description: node.description } : {}),
      lines,
      children,
      ...(node.type === 'compound' ? { initial: pathOf(node.initial.target[0] as Node) } : {}),
    };
  };
  const root = box(machine.root, false);
  return { id: machine.id, ...(machine.root.description ? { description: machine.root.description } : {}), root, arrows };
}
