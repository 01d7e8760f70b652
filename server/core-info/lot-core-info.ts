// A lot's fiscal and bank data as the console reads it (spec 3 §7: GET parkings/{id}/core-info), and the banks
// it is chosen from (GET utilities/banks): reference data inserted by migration 0011.
import { asc, eq } from 'drizzle-orm';
import type { Bank, CoreInfo } from '../../src/contracts/core-info.struct';
import type { Db } from '../db/connect';
import { banks, lotCoreInfo } from '../db/schema';
import { fileUrl, type FileOwner } from '../files/records';

/** Who may read a lot's documents: its administrators (server/routes/core-info). */
export const documentsOwner = (parkingId: number): FileOwner => ({ kind: 'lot-core-info', id: parkingId });

const bankAnswer = (row: typeof banks.$inferSelect): Bank => ({ id: row.id, bank: row.name, code: row.code, image: row.image });

/** Every bank, by CLABE code. */
export async function bankList(db: Db): Promise<Bank[]> {
  return (await db.select().from(banks).orderBy(asc(banks.code))).map(bankAnswer);
}

/** The lot's data, or null before its first save. */
export async function coreInfoOf(db: Db, parkingId: number): Promise<CoreInfo | null> {
  const [row] = await db
    .select({ info: lotCoreInfo, bank: banks })
    .from(lotCoreInfo)
    .innerJoin(banks, eq(banks.id, lotCoreInfo.bankId))
    .where(eq(lotCoreInfo.parkingId, parkingId));
  if (!row) return null;
  const { info } = row;
  const owner = documentsOwner(parkingId);
  return {
    taxpayer_name: info.taxpayerName,
    rfc: info.rfc,
    interbank_account: info.interbankAccount,
    bank_account: info.bankAccount,
    bank_id: info.bankId,
    bank: bankAnswer(row.bank),
    account_owner: info.accountOwner,
    identifying_name: info.identifyingName,
    taxpayer_file: fileUrl(owner, info.taxpayerFile),
    address_file: fileUrl(owner, info.addressFile),
  };
}

/** Whether the lot has saved its data (and so its two documents) before. */
export async function hasCoreInfo(db: Db, parkingId: number): Promise<boolean> {
  const [row] = await db.select({ parkingId: lotCoreInfo.parkingId }).from(lotCoreInfo).where(eq(lotCoreInfo.parkingId, parkingId));
  return row !== undefined;
}
