// npm run flows: writes docs/flows/ (a diagram of every chart of src/machines/ and the index; see
// scripts/flows/render.ts), removing diagrams of charts that are gone. `--check` changes nothing and fails when
// docs/flows/ differs (tests/unit/flows.test.ts checks the same).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './flows/charts';
import { FLOWS_DIR, renderFlows } from './flows/render';

const dir = path.join(ROOT, FLOWS_DIR);
const files = await renderFlows();
fs.mkdirSync(dir, { recursive: true });
const present = fs.readdirSync(dir);
const stale = [...files].filter(([name, text]) => !present.includes(name) || fs.readFileSync(path.join(dir, name), 'utf8') !== text).map(([name]) => name);
const extra = present.filter((name) => !files.has(name));

if (process.argv.includes('--check')) {
  if (stale.length + extra.length === 0) console.log(`${FLOWS_DIR}: ${files.size} files up to date`);
  else {
    console.error(`${FLOWS_DIR} differs from the charts (changed or missing: ${stale.join(', ') || 'none'}; extra: ${extra.join(', ') || 'none'}); run npm run flows`);
    process.exitCode = 1;
  }
} else {
  for (const name of stale) fs.writeFileSync(path.join(dir, name), files.get(name)!);
  for (const name of extra) fs.rmSync(path.join(dir, name));
  console.log(`${FLOWS_DIR}: ${files.size} files (${stale.length} written, ${extra.length} removed)`);
}
