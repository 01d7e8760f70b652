// npm run bench: every figure script in turn (each prints its own table; bench/README.md records them).
import { spawnSync } from 'node:child_process';

for (const script of ['bench/bundle.ts', 'bench/tariff.ts', 'bench/server.ts', 'bench/realtime.ts', 'bench/dashboard.ts', 'bench/transactions.ts', 'bench/export.ts', 'bench/statistics.ts']) {
  console.log(`\n== ${script}`);
  const run = spawnSync('npx', ['tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
