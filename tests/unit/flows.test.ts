// docs/flows/ is the diagram of every chart as the charts are today: `npm run flows` written again in memory
// must give the committed files byte for byte, none missing and none left over; and each committed diagram holds
// every state and every transition (source, event, target) of its chart, read here from the chart's state nodes
// apart from the code that draws it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup, StateMachine, type AnyStateMachine } from 'xstate';
import { checkoutMachine } from '../../src/machines/checkout/checkout.machine';
import { chartGraph } from '../../scripts/flows/chart-graph';
import { ROOT } from '../../scripts/flows/charts';
import { layoutChart } from '../../scripts/flows/layout';
import { drawCharts, FLOWS_DIR, indexPage, INDEX, type DrawnChart } from '../../scripts/flows/render';
import { chartSvg } from '../../scripts/flows/svg';

const RUN = 'run npm run flows and commit docs/flows/';
const dir = path.join(ROOT, FLOWS_DIR);
function committed(name: string): string {
  if (!existsSync(path.join(dir, name))) throw new Error(`${FLOWS_DIR}/${name} is missing: ${RUN}`);
  return readFileSync(path.join(dir, name), 'utf8');
}

type Node = AnyStateMachine['root'];
const pathOf = (node: Node) => (node.path.length === 0 ? '(root)' : node.path.join('.'));

/** Every state and every `source | event | target` of the chart (`—` for a transition that stays). */
function chartParts(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: Node) => {
    states.push(pathOf(node));
    const all = [...[...node.transitions].flatMap(([event, list]) => list.map((t) => ({ event, t }))), ...(node.always ?? []).map((t) => ({ event: '(always)', t }))];
    for (const { event, t } of all) {
      const targets = t.target ?? [];
      if (targets.length === 0) transitions.push(`${pathOf(node)} | ${event} | —`);
      for (const target of targets) transitions.push(`${pathOf(node)} | ${event} | ${pathOf(target as Node)}`);
    }
    Object.values(node.states).forEach((child) => visit(child as Node));
  };
  visit(machine.root);
  return { states, transitions };
}

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The data-* attributes of every element of an SVG that has any. */
function dataOf(svg: string): Array<Record<string, string>> {
  return [...svg.matchAll(/<[a-z]+\s([^>]*)>/g)]
    .map(([, attributes]) => Object.fromEntries([...attributes.matchAll(/(data-[a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, unescape(v)])))
    .filter((data) => Object.keys(data).length > 0);
}

/** What the chart has that the diagram lacks (and transitions drawn that the chart lacks). */
function diagramGaps(machine: AnyStateMachine, svg: string): string[] {
  const parts = chartParts(machine);
  const data = dataOf(svg);
  const drawnStates = new Set(data.map((d) => d['data-state']).filter(Boolean));
  const drawn = data.filter((d) => d['data-event'] !== undefined).map((d) => `${d['data-source']} | ${d['data-event']} | ${d['data-target'] ?? '—'}`);
  const gaps = parts.states.filter((s) => !drawnStates.has(s)).map((s) => `state ${s} not drawn`);
  const left = [...drawn];
  for (const t of parts.transitions) {
    const at = left.indexOf(t);
    if (at < 0) gaps.push(`transition ${t} not drawn`);
    else left.splice(at, 1);
  }
  return [...gaps, ...left.map((t) => `transition ${t} drawn but not in the chart`)];
}

describe(`${FLOWS_DIR}: a current diagram of every chart`, () => {
  let charts: DrawnChart[] = [];
  beforeAll(async () => {
    charts = await drawCharts();
  }, 180_000);

  it('draws every machine each *.machine.ts module of src/machines/ exports', async () => {
    const modules = (readdirSync(path.join(ROOT, 'src/machines'), { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.machine.ts'));
    expect(modules.length).toBeGreaterThan(40);
    for (const file of modules) {
      const exported = Object.values((await import(pathToFileURL(path.join(ROOT, 'src/machines', file)).href)) as Record<string, unknown>);
      for (const machine of exported.filter((v) => v instanceof StateMachine)) expect(charts.map((c) => c.machine), file).toContain(machine);
    }
  });

  it(`holds no diagram missing, stale or left over (${RUN})`, () => {
    const expected = new Map(charts.map((c) => [`${c.name}.svg`, c.svg]));
    expected.set(INDEX, indexPage(charts));
    const present = readdirSync(dir);
    const missing = [...expected.keys()].filter((name) => !present.includes(name));
    const extra = present.filter((name) => !expected.has(name));
    const stale = [...expected].filter(([name, text]) => present.includes(name) && committed(name) !== text).map(([name]) => name);
    expect({ missing, extra, stale }, `docs/flows/ differs from the charts: ${RUN}`).toEqual({ missing: [], extra: [], stale: [] });
  });

  it('shows in each committed diagram every state and every transition of its chart', () => {
    const gaps = charts.flatMap((c) => diagramGaps(c.machine, committed(`${c.name}.svg`)).map((gap) => `${c.name}: ${gap}`));
    expect(gaps).toEqual([]);
    for (const c of charts) expect(committed(INDEX)).toContain(`](${c.name}.svg)`);
  });

  it('names every state on its box and every event on its arrow or line', () => {
    for (const c of charts) {
      const svg = committed(`${c.name}.svg`);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, t]) => unescape(t));
      const visit = (node: Node) => {
        expect(texts, `${c.name}: ${pathOf(node)}`).toContain(node.path.length === 0 ? c.machine.id : node.key);
        Object.values(node.states).forEach((child) => visit(child as Node));
      };
      visit(c.machine.root);
      const plainEvents = chartParts(c.machine).transitions.map((t) => t.split(' | ')[1]).filter((e) => !e.startsWith('xstate.') && e !== '(always)');
      for (const event of plainEvents) expect(texts.some((t) => t === event || t.startsWith(`${event} `) || t.startsWith(`on ${event}`)), `${c.name}: ${event}`).toBe(true);
    }
  });

  it('finds a diagram that lacks a state or a transition, or draws one the chart lacks', () => {
    const svg = committed('checkout.svg');
    expect(diagramGaps(checkoutMachine, svg)).toEqual([]);
    const withoutIdle = svg.replace('data-state="visit.idle"', 'data-state="visit.gone"');
    expect(diagramGaps(checkoutMachine, withoutIdle)).toContain('state visit.idle not drawn');
    const arrow = /<g class="transition label" data-event="checkout\.search" data-source="visit\.idle" data-target="visit\.quoting">/.exec(svg)![0];
    expect(diagramGaps(checkoutMachine, svg.replace(arrow, '<g>'))).toEqual(['transition visit.idle | checkout.search | visit.quoting not drawn']);
    expect(diagramGaps(checkoutMachine, svg.replace(arrow, `${arrow}${arrow}`))).toEqual(['transition visit.idle | checkout.search | visit.quoting drawn but not in the chart']);
  });

  it('draws every kind of state and transition a chart may have', async () => {
    // No chart of the console has a history state or a guard combined in place: this one has them all.
    const machine = setup({
      actors: { fetchItem: fromPromise(async () => 1) },
      guards: { ready: () => true, stale: () => false },
      delays: { pause: 500 },
    }).createMachine({
      id: 'everyKind',
      initial: 'working',
      states: {
        working: {
          type: 'parallel',
          on: { stop: 'over', back: '.left.remembered' },
          states: {
            left: {
              initial: 'waiting',
              states: {
                waiting: { after: { pause: 'fetching' } },
                fetching: { invoke: { src: 'fetchItem', onDone: 'waiting', onError: { target: 'waiting', guard: not('ready') } } },
                remembered: { type: 'history', history: 'deep' },
              },
            },
            right: {
              initial: 'idle',
              onDone: '#everyKind.over',
              states: {
                idle: { always: { guard: and(['ready', 'stale']), target: 'finished' }, on: { poke: { actions: () => {} } } },
                finished: { type: 'final' },
              },
            },
          },
        },
        over: { type: 'final' },
      },
    });
    const graph = chartGraph(machine);
    const svg = chartSvg(graph, await layoutChart(graph), 'a chart of this test');
    expect(diagramGaps(machine, svg)).toEqual([]);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, t]) => unescape(t));
    expect(texts).toEqual(expect.arrayContaining(['H*', 'remembered', 'invoke fetchItem', 'after(pause)', 'onDone(fetchItem)', 'onError(fetchItem)', '[not(ready)]']));
    expect(texts).toEqual(expect.arrayContaining(['always', '[and(ready, stale)]', 'onDone', 'on poke', 'stop', 'back']));
    expect(svg.match(/class="state final"/g)).toHaveLength(2);
    expect(svg.match(/class="state compound region"/g)).toHaveLength(2);
    expect(dataOf(svg).map((d) => d['data-initial-of']).filter(Boolean)).toEqual(['(root)', 'working.left', 'working.right']);
  });

  it('draws the same chart to the same bytes', async () => {
    const graph = chartGraph(checkoutMachine);
    const [first, second] = [await layoutChart(graph), await layoutChart(graph)];
    expect(chartSvg(graph, second, 'source')).toBe(chartSvg(graph, first, 'source'));
  });
});
