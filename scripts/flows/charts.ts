// The charts to draw, found from the files rather than listed by hand: every machine (an XState StateMachine)
// exported by a module under src/machines/. A machine built by a factory (the admin editors) is found where it
// is built; a machine exported from two modules is drawn once, from its `*.machine.ts` file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MACHINES_DIR = 'src/machines';

export type FoundChart = {
  /** The diagram's file name without extension: the export's name in kebab case without `Machine`. */
  name: string;
  /** The module, relative to the repository (posix separators). */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
};

/** Code-unit order: the same on every machine, whatever its locale. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const diagramName = (exportName: string) =>
  exportName
    .replace(/Machine$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The modules under src/machines/, sorted, posix paths relative to the repository. */
export function machineModules(root = ROOT): string[] {
  const dir = path.join(root, MACHINES_DIR);
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => `${MACHINES_DIR}/${f}`);
}

export async function findCharts(root = ROOT): Promise<FoundChart[]> {
  const byMachine = new Map<AnyStateMachine, FoundChart>();
  for (const file of machineModules(root)) {
    const module = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) => byText(a, b))) {
      if (!(value instanceof StateMachine)) continue;
      const machine = value as AnyStateMachine;
      const seen = byMachine.get(machine);
      if (seen && (seen.file.endsWith('.machine.ts') || !file.endsWith('.machine.ts'))) continue;
      byMachine.set(machine, { name: diagramName(exportName), file, exportName, machine });
    }
  }
  const charts = [...byMachine.values()].sort((a, b) => byText(a.name, b.name));
  const names = new Set<string>();
  for (const chart of charts) {
    if (names.has(chart.name)) throw new Error(`Two charts would both be drawn as docs/flows/${chart.name}.svg; rename one export (${chart.exportName} in ${chart.file}).`);
    names.add(chart.name);
  }
  return charts;
}
