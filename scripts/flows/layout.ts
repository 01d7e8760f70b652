// Lays a chart's boxes and arrows out with elkjs (layered, top to bottom, nested states laid out with their
// parents so arrows may cross their borders). Text is sized for a monospace font, so the layout does not depend
// on the fonts of the machine that runs it: the same chart gives the same coordinates.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { Arrow, ChartGraph, StateBox } from './chart-graph';

export const FONT_SIZE = 12;
/** A monospace glyph is 0.6 em wide; a little more keeps the text inside its box in any monospace font. */
export const CHAR_WIDTH = 7.4;
export const LINE_HEIGHT = 16;
export const PAD = 8;
export const INITIAL_SIZE = 12;
export const HISTORY_SIZE = 30;
/** The gap of a final state's double border. */
export const FINAL_GAP = 3;

export type Point = { x: number; y: number };
export type Rect = Point & { width: number; height: number };
export type PlacedArrow = { arrow: Arrow; points: Point[]; label: Rect };
export type ChartLayout = {
  width: number;
  height: number;
  boxes: Map<string, Rect>;
  /** The initial marker of each compound state, by the state's path, and its line to the initial child. */
  initials: Map<string, { marker: Rect; points: Point[] }>;
  arrows: PlacedArrow[];
};

const textWidth = (lines: readonly string[]) => Math.max(0, ...lines.map((l) => [...l].length)) * CHAR_WIDTH;
const round = (n: number) => Math.round(n * 10) / 10;

/** The title and the lines of a box: its size when it has no children, its header when it has. */
export function headerSize(box: StateBox): { width: number; height: number } {
  const lines = [box.title, ...box.lines.map((l) => l.text)];
  const extra = box.kind === 'final' ? 2 * FINAL_GAP : 0;
  return { width: Math.max(60, textWidth(lines) + 2 * PAD) + extra, height: lines.length * LINE_HEIGHT + 2 * PAD + (box.lines.length > 0 ? 4 : 0) + extra };
}

const stateId = (path: string) => `s:${path}`;
const initialId = (path: string) => `i:${path}`;

/** The node that holds an edge, as ELK expects: the nearest node holding both ends (a node holds its own inner edges). */
function containerOf(source: string, target: string, parents: Map<string, string | null>): string | null {
  const chain = (path: string | null): string[] => (path === null ? [] : [path, ...chain(parents.get(path) ?? null)]);
  if (source === target) return parents.get(source) ?? null;
  const sourceChain = chain(source);
  const targetChain = new Set(chain(target));
  return sourceChain.find((p) => targetChain.has(p)) ?? null;
}

/** How each level is laid out: read per nested graph, so every state with children carries them too. */
const NESTED = {
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
};

const OPTIONS = {
  ...NESTED,
  // Model order on the nested levels too makes elkjs 0.12 throw: the root's alone.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.randomSeed': '1',
};

export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  const parents = new Map<string, string | null>();
  const nodes = new Map<string, ElkNode>();
  const graphRoot: ElkNode = { id: 'graph', layoutOptions: OPTIONS, children: [], edges: [] };

  const elkNode = (box: StateBox, parent: string | null): ElkNode => {
    parents.set(box.path, parent);
    const header = headerSize(box);
    // A history state: the circle, its key beside it.
    if (box.kind === 'history') return { id: stateId(box.path), width: HISTORY_SIZE + PAD + textWidth([box.title]), height: HISTORY_SIZE };
    if (box.children.length === 0) return { id: stateId(box.path), ...header };
    const children = box.children.map((child) => elkNode(child, box.path));
    const node: ElkNode = {
      id: stateId(box.path),
      layoutOptions: {
        ...NESTED,
        'elk.padding': `[top=${header.height + PAD},left=${PAD * 2},bottom=${PAD * 2},right=${PAD * 2}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${header.width + 4 * PAD}, ${header.height + 2 * PAD})`,
      },
      children,
      edges: [],
    };
    if (box.initial) {
      children.unshift({ id: initialId(box.path), width: INITIAL_SIZE, height: INITIAL_SIZE });
      node.edges!.push({ id: `ie:${box.path}`, sources: [initialId(box.path)], targets: [stateId(box.initial)] });
    }
    return node;
  };
  const collect = (node: ElkNode) => {
    nodes.set(node.id, node);
    node.children?.forEach(collect);
  };
  graphRoot.children!.push(elkNode(graph.root, null));
  collect(graphRoot);

  // An arrow back to a state written earlier in the chart is given to ELK the other way round (and drawn the right
  // way after), so the states go down the page in the chart's order, the initial ones on top.
  const order = new Map([...parents.keys()].map((p, i) => [p, i]));
  const backwards = (arrow: Arrow) => order.get(arrow.target)! < order.get(arrow.source)!;
  graph.arrows.forEach((arrow, i) => {
    const holder = containerOf(arrow.source, arrow.target, parents);
    const container = holder === null ? graphRoot : nodes.get(stateId(holder))!;
    const lines = arrow.label;
    const label: ElkLabel = { text: lines.join('\n'), width: textWidth(lines) + 4, height: lines.length * LINE_HEIGHT, layoutOptions: { 'elk.edgeLabels.inline': 'true' } };
    const ends = [[stateId(arrow.source)], [stateId(arrow.target)]];
    const [sources, targets] = backwards(arrow) ? ends.reverse() : ends;
    (container.edges ??= []).push({ id: `e${i}`, sources, targets, labels: [label] });
  });

  const laid = await new ELK().layout(graphRoot);

  const boxes = new Map<string, Rect>();
  const initials = new Map<string, { marker: Rect; points: Point[] }>();
  const arrows: PlacedArrow[] = [];
  const rect = (n: { x?: number; y?: number; width?: number; height?: number }): Rect => ({
    x: round(n.x ?? 0),
    y: round(n.y ?? 0),
    width: round(n.width ?? 0),
    height: round(n.height ?? 0),
  });
  const pointsOf = (edge: ElkExtendedEdge): Point[] =>
    (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]).map((p) => ({ x: round(p.x), y: round(p.y) }));
  const laidNodes = new Map<string, ElkNode>();
  const walk = (node: ElkNode): ElkNode[] => [node, ...(node.children ?? []).flatMap(walk)];
  for (const node of walk(laid)) laidNodes.set(node.id, node);
  for (const node of laidNodes.values()) {
    if (node.id.startsWith('s:')) boxes.set(node.id.slice(2), rect(node));
    for (const edge of node.edges ?? []) {
      if (edge.id.startsWith('ie:')) {
        const path = edge.id.slice(3);
        initials.set(path, { marker: rect(laidNodes.get(initialId(path)) ?? {}), points: pointsOf(edge) });
      } else {
        const arrow = graph.arrows[Number(edge.id.slice(1))];
        const points = pointsOf(edge);
        arrows.push({ arrow, points: backwards(arrow) ? points.reverse() : points, label: rect(edge.labels?.[0] ?? {}) });
      }
    }
  }
  arrows.sort((a, b) => graph.arrows.indexOf(a.arrow) - graph.arrows.indexOf(b.arrow));
  return { width: round(laid.width ?? 0), height: round(laid.height ?? 0), boxes, initials, arrows };
}
