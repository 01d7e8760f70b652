// Budget (bench/README.md): the sign-in route's initial JavaScript at most 200 KB gzip; every other screen lazy.
// Reads Vite's manifest (npm run build first) and gzips the import closure of the entry plus the sign-in
// screen's chunk, the code a browser must run before /login is usable.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
const dist = 'dist';
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const login = Object.keys(manifest).find((k) => k.endsWith('src/ui/auth/login-screen.tsx'));
if (!entry || !login) throw new Error('entry or login screen not found in the manifest');
const keys = closure(login, closure(entry));
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;
const rows = [...keys].map((k) => ({ file: manifest[k].file, kb: gz(manifest[k].file) / 1024 })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((s, r) => s + r.kb, 0);
for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
const everything = Object.values(manifest).filter((c) => c.file.endsWith('.js')).reduce((s, c) => s + gz(c.file), 0) / 1024;
console.log(`sign-in route: ${total.toFixed(1)} KB gzip in ${rows.length} files (budget 200 KB) ${total <= 200 ? 'OK' : 'OVER BUDGET'}; all JS: ${everything.toFixed(1)} KB gzip`);
