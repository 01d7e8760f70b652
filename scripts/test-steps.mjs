// npm test: the suite's steps in order (docs/testing.md), each timed; the first stage that fails stops the run. A
// summary of every step's time ends the output, passed or not, so a slow or failing layer shows at a glance.
//
// The steps of a stage run side by side: typecheck and lint each use one core, and the machines have two. Their
// output is held and printed whole when each ends, so the two do not interleave.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const STAGES = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  [['vitest (unit, paths, ui, gateway, server)', 'npm run test:unit']],
  [['build', 'npm run build']],
  [['browser (Playwright)', 'npm run test:e2e']],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Runs one step; alone it writes straight through, beside others its output is held until it ends. */
function runStep([name, command], alone) {
  const t0 = Date.now();
  console.log(`\n── ${name}: ${command}${alone ? '' : ' (beside the other steps of its stage; its output when it ends)'}`);
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held = [];
  if (!alone) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n── ${name}: output`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name, ms: Date.now() - t0, ok: code === 0 });
    });
  });
}

const done = [];
const started = Date.now();
const startLoad = load();
let failed = false;
let stage = 0;
for (; stage < STAGES.length && !failed; stage++) {
  const results = await Promise.all(STAGES[stage].map((step) => runStep(step, STAGES[stage].length === 1)));
  done.push(...results);
  failed = results.some((r) => !r.ok);
}

console.log('\n── npm test: time per step');
for (const s of done) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${seconds(s.ms).padStart(9)}  ${s.name}`);
for (const [name] of STAGES.slice(stage).flat()) console.log(`skip ${''.padStart(9)}  ${name}`);
console.log(`     ${seconds(Date.now() - started).padStart(9)}  in all; load average ${startLoad} at the start, ${load()} at the end`);
process.exit(failed ? 1 : 0);
