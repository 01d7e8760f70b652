// npm test: the suite's steps in order (docs/testing.md), each timed; the first step that fails stops the run. A
// summary of every step's time ends the output, passed or not, so a slow or failing layer shows at a glance.
//
// The steps of a stage run side by side, the first of them streaming its output, the others holding theirs until
// each ends (so that none interleave). typecheck and lint each use one core, beside vitest's two workers: in a
// stage of their own they left a core idle a third of the time, and vitest leaves one idle while its global
// setup makes the PostgreSQL template and between its projects. A step that fails stops the others of its stage
// at once. The build has a stage of its own: servers that the server suite starts serve dist/, which it empties.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const STAGES = [
  [
    ['vitest (unit, paths, ui, gateway, server)', 'npm run test:unit'],
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  [['build', 'npm run build']],
  [['browser (Playwright)', 'npm run test:e2e']],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** The process groups of the steps running now, stopped when one fails or the run is interrupted. */
const running = new Set();
const stopAll = () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(130)));

/** Runs one step in a process group of its own; the first of a stage writes straight through, the others hold
 *  their output until they end. */
function runStep([name, command], streamed) {
  const t0 = Date.now();
  console.log(`\n── ${name}: ${command}${streamed ? '' : ' (beside the other steps of its stage; its output when it ends)'}`);
  const child = spawn(command, { shell: true, detached: true, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const held = [];
  if (!streamed) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      if (!streamed) {
        console.log(`\n── ${name}: output`);
        process.stdout.write(Buffer.concat(held));
      }
      const ok = code === 0;
      // The first failure stops the others: their summary lines say so.
      const first = !ok && !stopping;
      if (first) {
        stopping = true;
        stopAll();
      }
      resolve({ name, ms: Date.now() - t0, ok, stopped: !ok && !first });
    });
  });
}

let stopping = false;
const done = [];
const started = Date.now();
const startLoad = load();
let stage = 0;
for (; stage < STAGES.length && !stopping; stage++) {
  done.push(...(await Promise.all(STAGES[stage].map((step, i) => runStep(step, i === 0)))));
}

console.log('\n── npm test: time per step');
for (const s of done) console.log(`${s.ok ? 'ok  ' : s.stopped ? 'stop' : 'FAIL'} ${seconds(s.ms).padStart(9)}  ${s.name}${s.stopped ? ' (stopped: another step failed)' : ''}`);
for (const [name] of STAGES.slice(stage).flat()) console.log(`skip ${''.padStart(9)}  ${name}`);
console.log(`     ${seconds(Date.now() - started).padStart(9)}  in all; load average ${startLoad} at the start, ${load()} at the end`);
process.exit(stopping ? 1 : 0);
