// Every file of docs/flows/, in memory: a diagram per chart and the index. `npm run flows` writes them and
// tests/unit/flows.test.ts compares them with the committed ones.
import { chartGraph, type ChartGraph } from './chart-graph';
import { findCharts, type FoundChart } from './charts';
import { layoutChart } from './layout';
import { chartSvg } from './svg';

export const FLOWS_DIR = 'docs/flows';
export const INDEX = 'index.md';

export type DrawnChart = FoundChart & { graph: ChartGraph; svg: string };

export async function drawCharts(): Promise<DrawnChart[]> {
  const drawn: DrawnChart[] = [];
  for (const chart of await findCharts()) {
    const graph = chartGraph(chart.machine);
    const svg = chartSvg(graph, await layoutChart(graph), `${chart.file} (${chart.exportName})`);
    drawn.push({ ...chart, graph, svg });
  }
  return drawn;
}

const count = (graph: ChartGraph) => {
  let states = 0;
  let selfLines = 0;
  const walk = (box: ChartGraph['root']) => {
    states += 1;
    selfLines += box.lines.filter((l) => l.event !== undefined).length;
    box.children.forEach(walk);
  };
  walk(graph.root);
  return { states, transitions: graph.arrows.length + selfLines };
};

const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

export function indexPage(charts: readonly DrawnChart[]): string {
  const rows = charts.map((c) => {
    const { states, transitions } = count(c.graph);
    return `| [${c.name}](${c.name}.svg) | \`${c.file}\` (\`${c.exportName}\`) | ${states} | ${transitions} | ${cell(c.graph.description ?? '')} |`;
  });
  return [
    '# Flows: a diagram of every chart',
    '',
    'Every XState chart exported from `src/machines/` drawn as an SVG, laid out with elkjs. Written by `npm run flows`',
    '(`scripts/flows.ts`); do not edit by hand. `tests/unit/flows.test.ts` fails when a chart changed and its diagram',
    'was not written again, when a diagram is missing or left over, or when a diagram lacks a state or a transition of',
    'its chart. To watch a chart run, open the console with `?inspect` (README, "Watching the flows").',
    '',
    'How to read a diagram: a box is a state, named by its key (the outer box is the chart, named by its id); a',
    "state's children are drawn inside it; the children of a parallel state are its regions, drawn dashed and all",
    'active at once; a black dot points at the initial child of a state; a final state has a double border; a circle',
    'marked H (H* deep) is a history state. An arrow is a transition, labelled with its event and its guard in',
    'brackets: `after(delay)` is a delayed transition, `always` an eventless one, `onDone(actor)` and `onError(actor)`',
    "answer an invoked actor, `onDone` a state's final child. Inside a box, `invoke` lines name the actors the state",
    'runs while active, and `on` lines the transitions that stay in the state (their actions only). Hover a state for',
    'its description.',
    '',
    `${charts.length} charts.`,
    '',
    '| chart | module (export) | states | transitions | what it does |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** File name (inside docs/flows/) to its contents, the index last. */
export async function renderFlows(): Promise<Map<string, string>> {
  const charts = await drawCharts();
  const files = new Map<string, string>();
  for (const chart of charts) files.set(`${chart.name}.svg`, chart.svg);
  files.set(INDEX, indexPage(charts));
  return files;
}
