// The gate maps under public/maps/ read in both colour schemes: their words, lines and surfaces take Mantine's
// colour variables (resolved here from @mantine/core's own stylesheet, light and dark), the words stand out
// from what they are written on, and the console still fills each gate by its status.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { colouredMap, GATE_COLORS } from '../../src/ui/components/access-map';

const MAPS = readdirSync(path.resolve('public/maps')).filter((f) => f.endsWith('.svg'));
const mantineCss = readFileSync(path.resolve('node_modules/@mantine/core/styles.css'), 'utf8');

/** Mantine's variables in a colour scheme: the palette of :root, then the scheme's block over it. */
function schemeVariables(scheme: 'light' | 'dark'): Map<string, string> {
  const vars = new Map<string, string>();
  const blocks = [...mantineCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const read = (body: string) => {
    for (const m of body.matchAll(/(--mantine-[\w-]+):\s*([^;]+);/g)) vars.set(m[1], m[2].trim());
  };
  const plain = (selector: string) => selector.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();
  for (const [, selector, body] of blocks) if (plain(selector) === ':root, :host') read(body);
  for (const [, selector, body] of blocks) if (selector.includes(`:root[data-mantine-color-scheme='${scheme}']`)) read(body);
  return vars;
}

function resolve(value: string, vars: Map<string, string>): string {
  const m = /^var\((--[\w-]+)(?:,\s*([^)]+))?\)$/.exec(value.trim());
  if (!m) return value.trim();
  const next = vars.get(m[1]);
  if (next === undefined) throw new Error(`${m[1]} is not a Mantine variable`);
  return resolve(next, vars);
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The map's class rules: class -> { fill, stroke } as written (var(--mantine-...)). */
function classRules(doc: Document): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const m of (doc.querySelector('style')?.textContent ?? '').matchAll(/\.([\w-]+)\s*\{([^}]*)\}/g)) {
    rules.set(m[1], Object.fromEntries([...m[2].matchAll(/([\w-]+):\s*([^;]+);/g)].map((d) => [d[1], d[2].trim()])));
  }
  return rules;
}

describe.each(MAPS)('the gate map %s', (file) => {
  const svg = readFileSync(path.resolve('public/maps', file), 'utf8');
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const rules = classRules(doc);

  it('writes its words and draws its surfaces, lanes and lines with the colour scheme’s variables', () => {
    expect(doc.querySelectorAll('text').length).toBeGreaterThan(0);
    for (const text of doc.querySelectorAll('text')) {
      expect({ text: text.textContent, fill: text.getAttribute('fill') }).toEqual({ text: text.textContent, fill: null });
      expect(rules.get(text.getAttribute('class') ?? '')?.fill).toMatch(/^var\(--mantine-color-[\w-]+, #[0-9a-f]{3,6}\)$/);
    }
    for (const [name, declarations] of rules) {
      for (const value of Object.values(declarations)) if (value !== 'none') expect({ name, value }).toEqual({ name, value: expect.stringMatching(/^var\(--mantine-color-/) });
    }
  });

  it.each(['light', 'dark'] as const)('reads in the %s scheme: words and arrows stand out from what they are on', (scheme) => {
    const vars = schemeVariables(scheme);
    const colour = (cls: string, prop: 'fill' | 'stroke') => resolve(rules.get(cls)?.[prop] ?? '', vars);
    expect(contrast(colour('nexo-map-ink', 'fill'), colour('nexo-map-ground', 'fill'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour('nexo-map-note', 'fill'), colour('nexo-map-surface', 'fill'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('nexo-map-arrow', 'stroke'), colour('nexo-map-lane', 'fill'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('nexo-map-gate', 'stroke'), colour('nexo-map-lane', 'fill'))).toBeGreaterThanOrEqual(3);
  });

  it('still has its gates filled by status in the console, titled in the reader\'s language', () => {
    const gates = [
      { id: 1, name: 'Entrada', code: 'E', code_map: 'gate-in', type: 1, status: 'online', barrier: null },
      { id: 2, name: 'Salida', code: 'S', code_map: 'gate-out', type: 2, status: 'offline', barrier: null },
    ];
    const drawn = new DOMParser().parseFromString(colouredMap(svg, gates, (status) => `estado ${status}`) ?? '', 'image/svg+xml');
    expect(drawn.getElementById('gate-in')?.getAttribute('fill')).toBe(GATE_COLORS.online);
    expect(drawn.getElementById('gate-in')?.querySelector('title')?.textContent).toBe('Entrada (estado online)');
    expect(drawn.getElementById('gate-out')?.getAttribute('fill')).toBe(GATE_COLORS.offline);
  });
});
