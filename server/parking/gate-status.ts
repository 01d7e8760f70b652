// A gate device's status report (online, offline or warning, and the barrier's position): written with the
// announcement that the lot's gates changed, so that every server process forgets its cached gates (server/cache).
import { eq } from 'drizzle-orm';
import { forget } from '../cache/caches';
import { announce, type Change } from '../cache/changes';
import type { Db } from '../db/connect';
import { gates } from '../db/schema';
import type { Gate } from '../reference/lots';

export async function recordGateStatus(db: Db, gate: Gate, report: { status: string; barrier: Gate['barrier']; at: Date }): Promise<void> {
  const changed: Change = { topic: 'gates', id: gate.parkingId };
  await db.transaction(async (tx) => {
    await tx.update(gates).set({ status: report.status, barrier: report.barrier, lastHeartbeat: report.at }).where(eq(gates.id, gate.id));
    await announce(tx, changed);
  });
  forget(db, changed);
}
