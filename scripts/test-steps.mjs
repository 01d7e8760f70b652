// npm test: the suite's steps in order (docs/testing.md), each timed; the first that fails stops the run. A
// summary of every step's time ends the output, passed or not, so a slow or failing layer shows at a glance.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const STEPS = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['vitest (unit, paths, ui, gateway, server)', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['browser (Playwright)', 'npm run test:e2e'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const done = [];
const started = Date.now();
const startLoad = load();
let failed = null;

for (const [name, command] of STEPS) {
  const t0 = Date.now();
  console.log(`\n── ${name}: ${command}`);
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  done.push({ name, ms: Date.now() - t0, ok: run.status === 0 });
  if (run.status !== 0) {
    failed = name;
    break;
  }
}

console.log('\n── npm test: time per step');
for (const s of done) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${seconds(s.ms).padStart(9)}  ${s.name}`);
for (const [name] of STEPS.slice(done.length)) console.log(`skip ${''.padStart(9)}  ${name}`);
console.log(`     ${seconds(Date.now() - started).padStart(9)}  in all; load average ${startLoad} at the start, ${load()} at the end`);
process.exit(failed ? 1 : 0);
