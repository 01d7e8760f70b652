// The admin module's active switch of a lot (PUT admin/parkings/{parking}/status): status 1 (active) or 2
// (inactive), announced like a lot's edit (server/lots/lot-writes.ts) so that every server process reads the lot
// again. The status is the lot modal's (spec 3 §6: `nexo.request.accepted` sets it there); today it is shown, it
// does not stop the lot's gates.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminParking } from '../../../src/contracts/admin-parkings.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { forget } from '../../cache/caches';
import { announce, type Change } from '../../cache/changes';
import { parkings } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { t } from '../../http/messages';
import { parkingRow } from './parking-records';

export async function setLotActive(app: FastifyInstance, locale: Locale, parkingId: number, active: boolean): Promise<{ data: AdminParking; message: string }> {
  const changes: Change[] = [
    { topic: 'lot', id: parkingId },
    { topic: 'gates', id: parkingId },
  ];
  const data = await app.db.transaction(async (tx) => {
    const updated = await tx.update(parkings).set({ status: active ? 1 : 2 }).where(eq(parkings.id, parkingId)).returning({ id: parkings.id });
    if (updated.length === 0) throw new HttpError(404, 'notFound');
    await announce(tx, ...changes);
    const row = await parkingRow(tx, parkingId);
    if (!row) throw new HttpError(404, 'notFound');
    return row;
  });
  forget(app.db, ...changes);
  return { data, message: t(active ? 'lotActivated' : 'lotDeactivated', locale, data.name) };
}
