// What a gate device (or the simulator) knows of its lot: the device API's config answer, also the lot the
// demo history plans its traffic for.
import { eq } from 'drizzle-orm';
import type { DeviceConfig } from '../../src/contracts/devices.struct';
import type { Db } from '../db/connect';
import { gates, parkings, pensionCars } from '../db/schema';

export async function readDeviceConfig(db: Db, parkingId: number): Promise<DeviceConfig> {
  const [row] = await db.select().from(parkings).where(eq(parkings.id, parkingId));
  const gateRows = await db.select().from(gates).where(eq(gates.parkingId, parkingId)).orderBy(gates.id);
  const plates = await db.select({ plate: pensionCars.plate }).from(pensionCars).where(eq(pensionCars.parkingId, parkingId));
  return {
    id: row.id,
    time_zone: row.timeZone,
    schedules: row.schedulesOpt,
    gates: gateRows.map((g) => ({ id: g.id, name: g.name, type: g.type, status: g.status, access_id: g.accessId })),
    pension_plates: plates.map((p) => p.plate),
  };
}
