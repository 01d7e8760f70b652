// Which folder keeps the postgres user (run as root, server/db/postgres-reach.ts) from the cluster's binaries or data.
import { describe, expect, it } from 'vitest';
import { blockingFolder } from '../../../server/db/postgres-reach';

const modes = (closed: Record<string, number>) => (dir: string) => closed[dir] ?? 0o755;

describe('the folder the postgres user cannot pass', () => {
  it('is none where every folder from the root down gives the others their search bit', () => {
    expect(blockingFolder('/srv/nexo/node_modules/x/native/bin', modes({ '/srv': 0o711 }))).toBeNull();
  });

  it('is a private home above a clone', () => {
    expect(blockingFolder('/root/private/nexo/data', modes({ '/root': 0o700 }))).toBe('/root');
  });

  it('is the highest of several closed folders, the one to open first', () => {
    expect(blockingFolder('/home/ana/work/nexo', modes({ '/home/ana': 0o750, '/home/ana/work': 0o700 }))).toBe('/home/ana');
  });

  it('includes the folder itself, readable by the others or not', () => {
    expect(blockingFolder('/opt/nexo/bin', modes({ '/opt/nexo/bin': 0o774 }))).toBe('/opt/nexo/bin');
    expect(blockingFolder('/opt/nexo/bin', modes({ '/opt/nexo/bin': 0o701 }))).toBeNull();
  });
});
