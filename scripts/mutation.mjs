// npm run test:mutants [chart ...]: StrykerJS (stryker.config.json) over each chart of src/machines/ in turn,
// every mutant of the chart run against the chart's own path tests and view replays (and the few tests named in
// MORE_TESTS) only: MUTATION_TESTS, read by vitest.mutation.config.ts. Reports land in reports/mutation/<chart>.{json,html}; the scores are printed
// (docs/mutation.md keeps them with the reasons for the survivors). Without names every chart runs.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const MACHINES = 'src/machines';
const REPORTS = 'reports/mutation';

/** Charts whose path tests live in a file named for another chart. */
const PATH_TESTS = {
  menu: 'tests/model/shell-charts.paths.test.ts',
  'version-watch': 'tests/model/shell-charts.paths.test.ts',
  'request-reset': 'tests/model/reset-password.paths.test.ts',
  'dashboard-tile': 'tests/model/parking-dashboard.paths.test.ts',
};

/**
 * More tests that run a chart's own code: another chart's replays (the dashboard runs its five tiles), or a ui
 * test of what no replay takes (the export's download, progress and cancel; the session's calls, which its
 * replays leave to stubs).
 */
const MORE_TESTS = {
  'dashboard-tile': ['tests/model/views/parking-dashboard.view.test.tsx'],
  transactions: ['tests/ui/transactions-screen.test.tsx'],
  session: ['tests/ui/login-screen.test.tsx', 'tests/ui/password-change.test.tsx'],
  'properties-list': ['tests/ui/properties-screen.test.tsx'],
  'shop-user-list': ['tests/ui/users-screen.test.tsx'],
  'request-workspace': ['tests/ui/shopping-to-go-screen.test.tsx'],
  'offer-form': ['tests/ui/shopping-to-go-screen.test.tsx'],
  'salesman-online': ['tests/ui/store-dialog-online.test.tsx'],
  'shopping-stats': ['tests/ui/shop-statistics.test.tsx'],
  'platform-stats': ['tests/ui/platform-statistics.test.tsx'],
  'cashier-shift': ['tests/ui/shift-screen.test.tsx'],
  'validation-form': ['tests/ui/parking-validations-screen.test.tsx'],
  'validation-report': ['tests/ui/validations-screen.test.tsx'],
};

const charts = readdirSync(MACHINES, { recursive: true })
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => ({ name: basename(f, '.machine.ts'), file: join(MACHINES, f) }))
  .sort((a, b) => a.name.localeCompare(b.name));

// --paths-only: the path tests alone, without the view replays and ui tests (happy-dom): a lower bound of the score,
// in minutes instead of hours, to check that the planned paths alone still kill what the table and oracle say.
const pathsOnly = process.argv.includes('--paths-only');
const wanted = process.argv.slice(2).filter((a) => a !== '--paths-only');
const unknown = wanted.filter((w) => !charts.some((c) => c.name === w));
if (unknown.length > 0) {
  console.error(`No chart named ${unknown.join(', ')}; the charts are: ${charts.map((c) => c.name).join(', ')}`);
  process.exit(1);
}

function score(json) {
  const count = (status) => json.mutants.filter((m) => m.status === status).length;
  const detected = count('Killed') + count('Timeout');
  const valid = detected + count('Survived') + count('NoCoverage');
  return { detected, valid, survived: count('Survived') + count('NoCoverage'), percent: valid ? (100 * detected) / valid : 100 };
}

const results = [];
// In the order asked (the largest first, say), else every chart by name.
const chosen = wanted.length === 0 ? charts : wanted.map((w) => charts.find((c) => c.name === w));
for (const chart of chosen) {
  const views = pathsOnly ? [] : [`tests/model/views/${chart.name}.view.test.tsx`, ...(MORE_TESTS[chart.name] ?? [])];
  const tests = [PATH_TESTS[chart.name] ?? `tests/model/${chart.name}.paths.test.ts`, ...views].filter((f) => existsSync(f));
  console.log(`\n== ${chart.name}: ${chart.file} against ${tests.join(', ')}`);
  // Each chart in a sandbox of its own: a run that cleans up never removes another's.
  const args = ['stryker', 'run', '--mutate', chart.file, '--tempDirName', join('.stryker-tmp', chart.name)];
  const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, MUTATION_TESTS: tests.join(',') } });
  if (run.status !== 0) {
    results.push({ chart: chart.name, error: `stryker exited with ${run.status}` });
    continue;
  }
  copyFileSync(join(REPORTS, 'mutation.json'), join(REPORTS, `${chart.name}.json`));
  copyFileSync(join(REPORTS, 'index.html'), join(REPORTS, `${chart.name}.html`));
  const json = JSON.parse(readFileSync(join(REPORTS, 'mutation.json'), 'utf8'));
  results.push({ chart: chart.name, ...score(json.files[chart.file]) });
}

console.log('\nchart | killed | survived | score');
for (const r of results) console.log(r.error ? `${r.chart} | ${r.error}` : `${r.chart} | ${r.detected}/${r.valid} | ${r.survived} | ${r.percent.toFixed(1)}%`);
process.exitCode = results.some((r) => r.error || r.percent < 90) ? 1 : 0;
