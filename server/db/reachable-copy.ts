// A folder copied once to a place the postgres user can reach, and reused after: copied beside its final name
// and renamed into place, so a copy is whole or absent; two servers starting at once each copy, one rename wins
// and the other's copy is dropped.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Copies `source` to `target` (in a folder that exists) unless `target` already exists; the copy is open to all. */
export function copyOnce(source: string, target: string): void {
  if (fs.existsSync(target)) return;
  const staging = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    // Links stay links (the shared libraries' version links are relative); files keep their modes (755 binaries).
    fs.cpSync(source, staging, { recursive: true, verbatimSymlinks: true });
    openToAll(staging);
    fs.renameSync(staging, target);
  } catch (err) {
    if (!fs.existsSync(target)) throw err;
    // Another process renamed its whole copy into place first.
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** A umask of the install must not leave part of the copy closed to the postgres user: folders 755, files
 *  readable by all, executables executable by all. */
function openToAll(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) openToAll(at);
    else if (entry.isFile()) {
      const { mode } = fs.statSync(at);
      fs.chmodSync(at, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
}
