// Judges small probe files with the project's dependency rules (.dependency-cruiser.cjs): the files are written
// in a fresh folder inside the repository laid out like it (src/ui/..., server/...), dependency-cruiser cruises
// that folder with the rules, and the folder is removed. Used by scripts/layers-diagram.ts, which draws what the
// rules let through, and by tests/unit/layering.test.ts, which proves what they refuse.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The project's rules, as `npm run lint:layers` applies them. */
export const LAYER_RULES = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

export type Verdict = { rule: string; from: string; to: string };

/** Cruises `files` (path in the repository's layout -> source) with the project's rules: every violation. */
export async function judgeProbes(files: Record<string, string>): Promise<Verdict[]> {
  const dir = fs.mkdtempSync(path.join(ROOT, '.layering-probe-'));
  try {
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
    const tops = [...new Set(Object.keys(files).map((file) => file.split('/')[0]))];
    const { output } = await cruise(tops, {
      baseDir: dir,
      ruleSet: { forbidden: LAYER_RULES.forbidden },
      validate: true,
      tsPreCompilationDeps: true,
    });
    const violations = (output as ICruiseResult).summary.violations;
    return violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
