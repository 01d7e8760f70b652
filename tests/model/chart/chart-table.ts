// A chart's transition table: the states (type, initial child, entry actions, invokes) and the transitions
// (source, event, guard, target, actions) of an XState chart, read from the chart itself (StateNode walk) or
// from the committed, hand-reviewed markdown file in tests/model/tables/. The two are compared by the path
// tests, so any change to a chart's structure shows up as a reviewed diff of its table.
import { readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';

export type StateRow = { state: string; type: string; initial: string; entry: string; invokes: string };
export type TransitionRow = { source: string; event: string; guard: string; target: string; actions: string };
/** `id` is the chart's id (its `#id` targets, its name in the inspector). */
export type ChartTable = { id: string; states: StateRow[]; transitions: TransitionRow[] };

/** The root node's name in the table. */
export const ROOT = '(root)';
/** An empty cell: no guard, no target, no actions. */
export const NONE = '—';
/** The event column of an eventless (`always`) transition. */
export const ALWAYS = '(always)';

type Node = AnyStateMachine['root'];
type Transition = { target?: readonly Node[]; reenter: boolean; guard?: unknown; actions: readonly unknown[] };

const pathOf = (node: Node): string => (node.path.length === 0 ? ROOT : node.path.join('.'));

/** `xstate.after.<delay>.<state id>` reads `after(<delay>)`; every other event type is kept as it is. */
export function eventLabel(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  return after ? `after(${after[1]})` : type;
}

function paramsLabel(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '(…)';
  const entries = Object.entries(params as Record<string, unknown>).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return `(${entries.join(', ')})`;
}

/** A named guard reads `name` or `name(param: value)`; an inline guard reads `(inline)`. */
export function guardLabel(guard: unknown): string {
  if (guard === undefined) return NONE;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return '(inline)';
  const { type, params } = guard as { type: string; params?: unknown };
  return `${type}${paramsLabel(params)}`;
}

/** Named actions by name (with their static params), built-in `assign` as `assign`, other inline functions `(inline)`. */
export function actionLabel(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: string }).type;
    if (type === 'xstate.assign') return 'assign';
    // The delayed events of `after` are raised on entry and cancelled on exit: the transition row says it.
    if (type === 'xstate.raise' || type === 'xstate.cancel') return null;
    return type?.startsWith('xstate.') ? type.slice('xstate.'.length) : '(inline)';
  }
  const { type, params } = action as { type: string; params?: unknown };
  return `${type}${paramsLabel(params)}`;
}

const actionsLabel = (actions: readonly unknown[]): string => actions.map(actionLabel).filter((a) => a !== null).join(', ') || NONE;

function targetLabel(t: Transition): string {
  if (!t.target || t.target.length === 0) return NONE;
  return t.target.map(pathOf).join(', ') + (t.reenter ? ' (reenter)' : '');
}

function transitionRow(source: Node, event: string, t: Transition): TransitionRow {
  return { source: pathOf(source), event, guard: guardLabel(t.guard), target: targetLabel(t), actions: actionsLabel(t.actions) };
}

/** The chart's table, read from its state nodes in document order. */
export function tableOf(machine: AnyStateMachine): ChartTable {
  const states: StateRow[] = [];
  const transitions: TransitionRow[] = [];
  const walk = (node: Node) => {
    const initial = node.type === 'compound' ? pathOf(node.initial.target[0] as Node) : NONE;
    const invokes = node.invoke.map((i) => (i.id === i.src ? i.id : `${i.id}: ${String(i.src)}`)).join(', ') || NONE;
    states.push({ state: pathOf(node), type: node.type, initial, entry: actionsLabel(node.entry), invokes });
    for (const [type, list] of node.transitions) for (const t of list) transitions.push(transitionRow(node, eventLabel(type), t as Transition));
    for (const t of node.always ?? []) transitions.push(transitionRow(node, ALWAYS, t as Transition));
    Object.values(node.states).forEach((child) => walk(child as Node));
  };
  walk(machine.root);
  return { id: machine.id, states, transitions };
}

const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim() || NONE);

/** The chart's id from the line "Chart id: `<id>`", and the two tables of a markdown file: the first whose header
 *  starts with `state`, the first with `source`. */
export function parseTable(markdown: string): ChartTable {
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      current = null;
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(line.trim())) continue;
    if (!current) tables.push((current = []));
    current.push(cells(line));
  }
  const find = (first: string) => tables.find((t) => t[0]?.[0] === first)?.slice(1) ?? [];
  return {
    id: /^Chart id: `([^`]+)`/m.exec(markdown)?.[1] ?? NONE,
    states: find('state').map(([state, type, initial, entry, invokes]) => ({ state, type, initial, entry, invokes })),
    transitions: find('source').map(([source, event, guard, target, actions]) => ({ source, event, guard, target, actions })),
  };
}

export const readTable = (file: string): ChartTable => parseTable(readFileSync(file, 'utf8'));

/** One line a row, for a readable diff when the chart and its table disagree. */
export const stateLines = (t: ChartTable) => t.states.map((r) => `${r.state} | ${r.type} | ${r.initial} | ${r.entry} | ${r.invokes}`);
export const transitionLines = (t: ChartTable) => t.transitions.map((r) => `${r.source} | ${r.event} | ${r.guard} | ${r.target} | ${r.actions}`);
