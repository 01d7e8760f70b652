// npm run docs:layers: draws the picture of the layers in docs/architecture.md from the dependency rules
// (.dependency-cruiser.cjs). It asks the rules rather than restating them: a probe file in each layer imports
// a probe of every other layer (once as values, once as types only), the rules judge them, and every import
// they let through is an arrow. `--check` changes nothing and fails when the committed picture differs
// (tests/unit/layering.test.ts checks the same).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeProbes, ROOT } from './layering-probes';

type Layer = {
  id: string;
  label: string;
  /** Probe files: one importing values, one importing types only, and one that others import. */
  values: string;
  types: string;
  target: string;
  /** Said under the label when the rules refuse an import between two folders of the layer. */
  apart?: string;
};

const inFolder = (id: string, label: string, dir: string): Layer => ({
  id,
  label,
  values: `${dir}/probe-values.ts`,
  types: `${dir}/probe-types.ts`,
  target: `${dir}/probe-target.ts`,
});

/** The layers (docs/architecture.md, Layers). bench/, tests/ and scripts/ may import anything and are not drawn. */
const LAYERS: Layer[] = [
  { id: 'composition', label: 'src/main.tsx, app.tsx, routes.tsx', values: 'src/app.tsx', types: 'src/main.tsx', target: 'src/routes.tsx' },
  inFolder('ui', 'src/ui', 'src/ui'),
  {
    id: 'machines',
    label: 'src/machines/(flow)',
    values: 'src/machines/probe-a/probe-values.ts',
    types: 'src/machines/probe-a/probe-types.ts',
    target: 'src/machines/probe-b/probe-target.ts',
    apart: 'no flow imports another',
  },
  inFolder('services', 'src/services', 'src/services'),
  inFolder('i18n', 'src/i18n', 'src/i18n'),
  inFolder('storage', 'src/storage', 'src/storage'),
  inFolder('contracts', 'src/contracts', 'src/contracts'),
  inFolder('domain', 'src/domain', 'src/domain'),
  inFolder('server', 'server', 'server'),
  inFolder('simulator', 'simulator', 'simulator'),
  inFolder('gateway', 'gateway (sandbox card gateway)', 'gateway'),
];

export const MARK_START = '<!-- layers:start (npm run docs:layers draws this from .dependency-cruiser.cjs) -->';
export const MARK_END = '<!-- layers:end -->';
export const DOC = path.join(ROOT, 'docs/architecture.md');

const specifier = (from: string, to: string): string => {
  const rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** The Mermaid picture, fenced, as the rules draw it today. */
export async function drawLayers(): Promise<string> {
  const files: Record<string, string> = {};
  for (const layer of LAYERS) {
    const others = LAYERS.filter((l) => l !== layer || layer.apart);
    files[layer.target] = 'export const probe = 1;\nexport type Probe = number;\n';
    files[layer.values] = others.map((o, i) => `import { probe as p${i} } from '${specifier(layer.values, o.target)}';\n`).join('') +
      `export const probes = [${others.map((_, i) => `p${i}`).join(', ')}];\n`;
    files[layer.types] = others.map((o, i) => `import type { Probe as P${i} } from '${specifier(layer.types, o.target)}';\n`).join('') +
      `export type Probes = [${others.map((_, i) => `P${i}`).join(', ')}];\n`;
  }
  const refused = new Set((await judgeProbes(files)).map((v) => `${v.from} -> ${v.to}`));
  const allows = (from: string, to: Layer) => !refused.has(`${from} -> ${to.target}`);

  const lines = ['```mermaid', 'flowchart TD'];
  for (const layer of LAYERS) {
    const apart = layer.apart && !allows(layer.values, layer) ? `<br/><i>${layer.apart}</i>` : '';
    lines.push(`  ${layer.id}["${layer.label}${apart}"]`);
  }
  for (const from of LAYERS) {
    for (const to of LAYERS) {
      if (to === from) continue;
      if (allows(from.values, to)) lines.push(`  ${from.id} --> ${to.id}`);
      else if (allows(from.types, to)) lines.push(`  ${from.id} -. types only .-> ${to.id}`);
    }
  }
  lines.push('```');
  return lines.join('\n');
}

/** The picture between the markers of `doc`, or null when the markers are missing. */
export function drawnIn(doc: string): string | null {
  const start = doc.indexOf(MARK_START);
  const end = doc.indexOf(MARK_END);
  if (start < 0 || end < start) return null;
  return doc.slice(start + MARK_START.length, end).trim();
}

async function main(): Promise<void> {
  const doc = fs.readFileSync(DOC, 'utf8');
  const drawn = drawnIn(doc);
  if (drawn === null) throw new Error(`docs/architecture.md lacks the markers ${MARK_START} ... ${MARK_END}`);
  const picture = await drawLayers();
  if (drawn === picture) return console.log('docs/architecture.md: the picture of the layers is up to date');
  if (process.argv.includes('--check')) {
    console.error('docs/architecture.md: the picture of the layers differs from the rules; run npm run docs:layers');
    process.exit(1);
  }
  const start = doc.indexOf(MARK_START) + MARK_START.length;
  fs.writeFileSync(DOC, `${doc.slice(0, start)}\n${picture}\n${doc.slice(doc.indexOf(MARK_END))}`);
  console.log('docs/architecture.md: picture of the layers written');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
