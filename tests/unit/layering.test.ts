// The dependency rules (.dependency-cruiser.cjs) refuse each kind of import the layering forbids and let the
// allowed ones through: probe files laid out like the repository are judged by dependency-cruiser with the
// project's rules. The picture in docs/architecture.md is the one the rules draw today.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOC, drawLayers, drawnIn } from '../../scripts/layers-diagram';
import { judgeProbes, type Verdict } from '../../scripts/layering-probes';

/** A probe file: the files it imports as values and as types only (paths in the repository's layout). */
type Probe = { values?: string[]; types?: string[] };

/** `refused`: every verdict must be reported, or with `anyOf` at least one (a cycle is reported from one of its ends). */
type Case = { name: string; files: Record<string, Probe>; refused: Verdict[]; anyOf?: true };

const specifier = (from: string, to: string): string => {
  const rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

function source(file: string, probe: Probe): string {
  const values = (probe.values ?? []).map((to, i) => `import { probe as v${i} } from '${specifier(file, to)}';`);
  const types = (probe.types ?? []).map((to, i) => `import type { Probe as T${i} } from '${specifier(file, to)}';`);
  const used = [...(probe.values ?? []).map((_, i) => `v${i}`), '1'];
  const usedTypes = [...(probe.types ?? []).map((_, i) => `T${i}`), 'number'];
  return [...values, ...types, `export const probe = [${used.join(', ')}];`, `export type Probe = ${usedTypes.join(' | ')};`, ''].join('\n');
}

const FORBIDDEN: Case[] = [
  {
    name: 'a chart imports the chart of another flow',
    files: { 'src/machines/alpha/alpha.machine.ts': { values: ['src/machines/beta/beta.machine.ts'] }, 'src/machines/beta/beta.machine.ts': {} },
    refused: [{ rule: 'machine-imports-another-machine', from: 'src/machines/alpha/alpha.machine.ts', to: 'src/machines/beta/beta.machine.ts' }],
  },
  {
    name: "the server imports the console's i18n",
    files: { 'server/routes/sheet/index.ts': { values: ['src/i18n/format.ts'] }, 'src/i18n/format.ts': {} },
    refused: [{ rule: 'server-imports-contracts-domain-only', from: 'server/routes/sheet/index.ts', to: 'src/i18n/format.ts' }],
  },
  {
    name: 'the server imports views, charts, services or browser storage',
    files: {
      'server/console.ts': { values: ['src/ui/view.tsx', 'src/machines/gamma/gamma.machine.ts', 'src/services/gamma.api.ts'], types: ['src/storage/keys.ts'] },
      'src/ui/view.tsx': {},
      'src/machines/gamma/gamma.machine.ts': {},
      'src/services/gamma.api.ts': {},
      'src/storage/keys.ts': {},
    },
    refused: ['src/ui/view.tsx', 'src/machines/gamma/gamma.machine.ts', 'src/services/gamma.api.ts', 'src/storage/keys.ts'].map((to) => ({
      rule: 'server-imports-contracts-domain-only',
      from: 'server/console.ts',
      to,
    })),
  },
  {
    name: 'the server imports the simulator',
    files: { 'server/demo.ts': { values: ['simulator/fill.ts'] }, 'simulator/fill.ts': {} },
    refused: [{ rule: 'server-imports-contracts-domain-only', from: 'server/demo.ts', to: 'simulator/fill.ts' }],
  },
  {
    name: 'the simulator imports the server',
    files: { 'simulator/cli.ts': { values: ['server/gates.ts'] }, 'server/gates.ts': {} },
    refused: [{ rule: 'simulator-talks-http-only', from: 'simulator/cli.ts', to: 'server/gates.ts' }],
  },
  {
    name: 'the server imports the sandbox gateway (another host: reached over HTTP, started by path)',
    files: { 'server/plugins/pay.ts': { values: ['gateway/signing.ts'] }, 'gateway/signing.ts': {} },
    refused: [{ rule: 'server-imports-contracts-domain-only', from: 'server/plugins/pay.ts', to: 'gateway/signing.ts' }],
  },
  {
    name: 'the sandbox gateway imports the server or the contracts',
    files: { 'gateway/app.ts': { values: ['server/payments.ts', 'src/contracts/card.struct.ts'] }, 'server/payments.ts': {}, 'src/contracts/card.struct.ts': {} },
    refused: [
      { rule: 'gateway-is-another-host', from: 'gateway/app.ts', to: 'server/payments.ts' },
      { rule: 'gateway-is-another-host', from: 'gateway/app.ts', to: 'src/contracts/card.struct.ts' },
    ],
  },
  {
    name: 'i18n imports a service (services read i18n, so this closes a cycle)',
    files: { 'src/i18n/locale.ts': { values: ['src/services/settings.ts'] }, 'src/services/settings.ts': {} },
    refused: [{ rule: 'i18n-below-services', from: 'src/i18n/locale.ts', to: 'src/services/settings.ts' }],
  },
  {
    name: 'a view imports a value from a service',
    files: { 'src/ui/lots/lots-screen.tsx': { values: ['src/services/lots.api.ts'] }, 'src/services/lots.api.ts': {} },
    refused: [{ rule: 'ui-imports-service-values', from: 'src/ui/lots/lots-screen.tsx', to: 'src/services/lots.api.ts' }],
  },
  {
    name: 'a service imports a chart',
    files: { 'src/services/beep.api.ts': { types: ['src/machines/beep/beep.machine.ts'] }, 'src/machines/beep/beep.machine.ts': {} },
    refused: [{ rule: 'services-below-machines', from: 'src/services/beep.api.ts', to: 'src/machines/beep/beep.machine.ts' }],
  },
  {
    name: 'a chart imports a view',
    files: { 'src/machines/delta/delta.machine.ts': { values: ['src/ui/delta/delta-view.tsx'] }, 'src/ui/delta/delta-view.tsx': {} },
    refused: [{ rule: 'machines-below-ui', from: 'src/machines/delta/delta.machine.ts', to: 'src/ui/delta/delta-view.tsx' }],
  },
  {
    name: 'a view imports the composition',
    files: { 'src/ui/shell/shell-view.tsx': { values: ['src/routes.tsx'] }, 'src/routes.tsx': {} },
    refused: [{ rule: 'ui-below-composition', from: 'src/ui/shell/shell-view.tsx', to: 'src/routes.tsx' }],
  },
  {
    name: 'domain or contracts import the console or the tests',
    files: {
      'src/domain/money/cents.ts': { values: ['src/i18n/words.ts', 'tests/unit/fixtures.ts'] },
      'src/contracts/lot.struct.ts': { types: ['src/services/http.ts'] },
      'src/i18n/words.ts': {},
      'tests/unit/fixtures.ts': {},
      'src/services/http.ts': {},
    },
    refused: [
      { rule: 'domain-contracts-import-each-other-only', from: 'src/domain/money/cents.ts', to: 'src/i18n/words.ts' },
      { rule: 'domain-contracts-import-each-other-only', from: 'src/domain/money/cents.ts', to: 'tests/unit/fixtures.ts' },
      { rule: 'domain-contracts-import-each-other-only', from: 'src/contracts/lot.struct.ts', to: 'src/services/http.ts' },
    ],
  },
  {
    name: 'browser storage imports anything of ours',
    files: { 'src/storage/prefs.ts': { values: ['src/domain/clock/now.ts'] }, 'src/domain/clock/now.ts': {} },
    refused: [{ rule: 'storage-imports-nothing', from: 'src/storage/prefs.ts', to: 'src/domain/clock/now.ts' }],
  },
  {
    name: 'the composition imports the server',
    files: { 'src/main.tsx': { values: ['server/config.ts'] }, 'server/config.ts': {} },
    refused: [{ rule: 'composition-is-console-only', from: 'src/main.tsx', to: 'server/config.ts' }],
  },
  {
    name: 'a console file outside every layer imports our code',
    files: { 'src/helpers/misc.ts': { values: ['src/domain/tables/rows.ts'] }, 'src/domain/tables/rows.ts': {} },
    refused: [{ rule: 'console-file-outside-layers', from: 'src/helpers/misc.ts', to: 'src/domain/tables/rows.ts' }],
  },
  {
    name: 'two files import each other (a chart and its selectors, one way by type only)',
    files: {
      'src/machines/session/session.machine.ts': { values: ['src/machines/session/session.selectors.ts'] },
      'src/machines/session/session.selectors.ts': { types: ['src/machines/session/session.machine.ts'] },
    },
    anyOf: true,
    refused: [
      { rule: 'no-file-cycles', from: 'src/machines/session/session.machine.ts', to: 'src/machines/session/session.selectors.ts' },
      { rule: 'no-file-cycles', from: 'src/machines/session/session.selectors.ts', to: 'src/machines/session/session.machine.ts' },
    ],
  },
  {
    name: 'two folders import each other with no file cycle',
    files: {
      'server/http/route.ts': { types: ['server/plugins/auth.ts'] },
      'server/plugins/auth.ts': { values: ['server/http/errors.ts'] },
      'server/http/errors.ts': {},
      'server/parking/checkout.ts': { values: ['server/dashboards/rollups.ts'] },
      'server/dashboards/period.ts': { values: ['server/parking/local-day.ts'] },
      'server/dashboards/rollups.ts': {},
      'server/parking/local-day.ts': {},
    },
    refused: [
      { rule: 'no-folder-cycles', from: 'server/http', to: 'server/plugins' },
      { rule: 'no-folder-cycles', from: 'server/plugins', to: 'server/http' },
      { rule: 'no-folder-cycles', from: 'server/parking', to: 'server/dashboards' },
      { rule: 'no-folder-cycles', from: 'server/dashboards', to: 'server/parking' },
    ],
  },
];

/** Imports the layering allows: none of these files may be reported. */
const ALLOWED: Record<string, Probe> = {
  'src/app.tsx': { values: ['src/ui/ok/ok-screen.tsx', 'src/machines/ok/ok.machine.ts', 'src/services/ok.api.ts', 'src/storage/ok.ts', 'src/i18n/ok.ts'] },
  'src/ui/ok/ok-screen.tsx': {
    values: ['src/machines/ok/ok.machine.ts', 'src/i18n/ok.ts', 'src/storage/ok.ts', 'src/domain/ok/ok.ts', 'src/contracts/ok.struct.ts'],
    types: ['src/services/ok.api.ts'],
  },
  'src/machines/ok/ok.machine.ts': { values: ['src/machines/ok/ok-child.machine.ts', 'src/services/ok.api.ts', 'src/i18n/ok.ts', 'src/domain/ok/ok.ts'] },
  'src/machines/ok/ok-child.machine.ts': { values: ['src/services/ok.api.ts'] },
  'src/services/ok.api.ts': { values: ['src/i18n/ok.ts', 'src/storage/ok.ts', 'src/contracts/ok.struct.ts', 'src/domain/ok/ok.ts'] },
  'src/i18n/ok.ts': { values: ['src/storage/ok.ts', 'src/domain/ok/ok.ts'] },
  'src/storage/ok.ts': {},
  'src/contracts/ok.struct.ts': { values: ['src/domain/ok/ok.ts'] },
  'src/domain/ok/ok.ts': {},
  'src/domain/ok-too/ok-too.ts': { types: ['src/contracts/ok.struct.ts'] },
  'server/ok/ok.ts': { values: ['src/contracts/ok.struct.ts', 'src/domain/ok/ok.ts'] },
  'simulator/ok.ts': { values: ['src/contracts/ok.struct.ts', 'src/domain/ok/ok.ts'] },
  'bench/ok.ts': { values: ['server/ok/ok.ts', 'src/domain/ok/ok.ts'] },
  'scripts/ok.ts': { values: ['src/ui/ok/ok-screen.tsx', 'simulator/ok.ts'] },
  'tests/unit/ok.test.ts': { values: ['src/machines/ok/ok.machine.ts', 'server/ok/ok.ts', 'simulator/ok.ts'] },
};

let verdicts: Verdict[];
beforeAll(async () => {
  const probes: Record<string, Probe> = { ...ALLOWED };
  for (const [file, probe] of FORBIDDEN.flatMap((c) => Object.entries(c.files))) {
    if (file in probes) throw new Error(`two probes at ${file}`);
    probes[file] = probe;
  }
  verdicts = await judgeProbes(Object.fromEntries(Object.entries(probes).map(([file, probe]) => [file, source(file, probe)])));
}, 60_000);

describe('the dependency rules', () => {
  it.each(FORBIDDEN)('refuse: $name', ({ refused, anyOf }) => {
    if (anyOf) expect(verdicts).toContainEqual(expect.toSatisfy((v: Verdict) => refused.some((r) => r.rule === v.rule && r.from === v.from && r.to === v.to)));
    else for (const verdict of refused) expect(verdicts).toContainEqual(verdict);
  });

  it('let the allowed imports through', () => {
    expect(verdicts.filter((v) => v.from in ALLOWED)).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('shows the picture of the layers the rules draw (npm run docs:layers)', async () => {
    expect(drawnIn(fs.readFileSync(DOC, 'utf8'))).toBe(await drawLayers());
  }, 60_000);
});
