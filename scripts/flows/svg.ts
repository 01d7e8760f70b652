// A laid-out chart as a standalone SVG (no fonts, scripts or links to fetch). Every state's group carries
// `data-state` (its path) and every transition `data-event` and `data-source` (and `data-target` for an arrow; a
// transition that stays is a line of its state), so a test can check that the diagram holds the whole chart.
import type { BoxLine, ChartGraph, StateBox } from './chart-graph';
import { CHAR_WIDTH, FINAL_GAP, FONT_SIZE, HISTORY_SIZE, LINE_HEIGHT, PAD, type ChartLayout, type Point, type Rect } from './layout';

const MARGIN = 16;
const HEADING = 44;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Numbers to a tenth, so sums of coordinates print the same everywhere. */
const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? Math.round(v * 10) / 10 : escape(v)}"`)
    .join(' ');

const STYLE = `
text { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: ${FONT_SIZE}px; fill: #0f172a; }
.heading { font-size: 15px; font-weight: bold; }
.source { fill: #475569; }
.state > rect, .state > circle { fill: #ffffff; stroke: #475569; stroke-width: 1.2; }
.state.compound > rect, .state.parallel > rect { fill: #f8fafc; }
.state.region > rect { fill: none; stroke-dasharray: 6 4; }
.state.final > rect.inner { fill: none; }
.name { font-weight: bold; }
.line { fill: #334155; }
.line.self { fill: #1d4ed8; }
.arrow { fill: none; stroke: #64748b; stroke-width: 1.2; }
.label rect { fill: #ffffff; fill-opacity: 0.9; }
.label text { fill: #1d4ed8; }
.initial circle { fill: #0f172a; }
`.trim();

const pathData = (points: readonly Point[]) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');

function lineText(line: BoxLine, source: string, x: number, y: number): string {
  const event: Record<string, string> = line.event === undefined ? {} : { 'data-event': line.event, 'data-source': source };
  return `<text ${attrs({ class: line.event === undefined ? 'line' : 'line self', x, y, ...event })}>${escape(line.text)}</text>`;
}

function stateSvg(box: StateBox, layout: ChartLayout, out: string[]): void {
  const r = layout.boxes.get(box.path) as Rect;
  const kind = box.children.length > 0 ? (box.kind === 'parallel' ? 'parallel' : 'compound') : box.kind;
  const classes = ['state', kind, ...(box.region ? ['region'] : [])].join(' ');
  out.push(`<g ${attrs({ class: classes, 'data-state': box.path })}>`);
  if (box.description) out.push(`<title>${escape(box.description)}</title>`);
  if (box.kind === 'history') {
    const cx = r.x + HISTORY_SIZE / 2;
    const cy = r.y + r.height / 2;
    out.push(`<circle ${attrs({ cx, cy, r: HISTORY_SIZE / 2 })}/>`);
    out.push(`<text ${attrs({ class: 'name', x: cx, y: cy + FONT_SIZE / 3, 'text-anchor': 'middle' })}>${box.history === 'deep' ? 'H*' : 'H'}</text>`);
    out.push(`<text ${attrs({ class: 'line', x: r.x + HISTORY_SIZE + PAD, y: cy + FONT_SIZE / 3 })}>${escape(box.title)}</text>`);
  } else {
    out.push(`<rect ${attrs({ x: r.x, y: r.y, width: r.width, height: r.height, rx: 8 })}/>`);
    const inset = box.kind === 'final' ? FINAL_GAP : 0;
    if (inset > 0) out.push(`<rect ${attrs({ class: 'inner', x: r.x + inset, y: r.y + inset, width: r.width - 2 * inset, height: r.height - 2 * inset, rx: 6 })}/>`);
    const x = r.x + PAD + inset;
    let y = r.y + PAD + inset + FONT_SIZE;
    out.push(`<text ${attrs({ class: 'name', x, y })}>${escape(box.title)}</text>`);
    if (box.lines.length > 0) y += 4;
    for (const line of box.lines) out.push(lineText(line, box.path, x, (y += LINE_HEIGHT)));
  }
  out.push('</g>');
  for (const child of box.children) stateSvg(child, layout, out);
}

/** The diagram of one chart; `source` names the file and export it was read from. */
export function chartSvg(graph: ChartGraph, layout: ChartLayout, source: string): string {
  const width = Math.max(layout.width, [...source].length * CHAR_WIDTH) + 2 * MARGIN;
  const height = layout.height + HEADING + 2 * MARGIN;
  const out: string[] = [
    `<svg ${attrs({ xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' })}>`,
    `<title>${escape(`${graph.id}: the chart of ${source}`)}</title>`,
    `<style>\n${STYLE}\n</style>`,
    '<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#64748b"/></marker></defs>',
    `<rect ${attrs({ x: 0, y: 0, width, height, fill: '#ffffff' })}/>`,
    `<text ${attrs({ class: 'heading', x: MARGIN, y: MARGIN + 14 })}>${escape(graph.id)}</text>`,
    `<text ${attrs({ class: 'source', x: MARGIN, y: MARGIN + 34 })}>${escape(source)}</text>`,
    `<g ${attrs({ transform: `translate(${MARGIN} ${MARGIN + HEADING})` })}>`,
  ];
  stateSvg(graph.root, layout, out);
  for (const [path, initial] of layout.initials) {
    const m = initial.marker;
    out.push(`<g ${attrs({ class: 'initial', 'data-initial-of': path })}>`);
    out.push(`<circle ${attrs({ cx: m.x + m.width / 2, cy: m.y + m.height / 2, r: m.width / 2 })}/>`);
    out.push(`<path ${attrs({ class: 'arrow', d: pathData(initial.points), 'marker-end': 'url(#arrowhead)' })}/>`);
    out.push('</g>');
  }
  for (const placed of layout.arrows) out.push(`<path ${attrs({ class: 'arrow', d: pathData(placed.points), 'marker-end': 'url(#arrowhead)' })}/>`);
  for (const { arrow, label } of layout.arrows) {
    out.push(`<g ${attrs({ class: 'transition label', 'data-event': arrow.event, 'data-source': arrow.source, 'data-target': arrow.target })}>`);
    out.push(`<rect ${attrs({ x: label.x, y: label.y, width: label.width, height: label.height, rx: 3 })}/>`);
    arrow.label.forEach((line, i) => out.push(`<text ${attrs({ x: label.x + 2, y: label.y + (i + 1) * LINE_HEIGHT - 4 })}>${escape(line)}</text>`));
    out.push('</g>');
  }
  out.push('</g>', '</svg>', '');
  return out.join('\n');
}
