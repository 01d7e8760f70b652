// Every write of a lot's rates (time fees, the week, the configuration, special rates) goes through here: one
// transaction that first locks the lot's parking row, so that two rate writes of one lot run one after the other
// (on any server process), then makes its checks and its write, and commits only if the
// tariff engine can still quote the lot. A refusal is a 422 saying what to fix, and changes nothing.
import { eq } from 'drizzle-orm';
import { checkRates, tariffMessage, TariffInputError } from '../../src/domain/tariff';
import type { Locale } from '../../src/domain/validation/messages';
import { forget } from '../cache/caches';
import { announce, type Change } from '../cache/changes';
import type { Db } from '../db/connect';
import { parkings } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { readLotRates, type LotRates } from './lot-rates';

/** The record a write saved: the engine's errors about it are named by the form's fields (`rules.0.price`). */
export type SavedRecord = { feeSetId: number } | { specialRateId: number };

export type RateWriteOptions<T> = {
  /**
   * The week must have periods after this write (the week's own save). Other writes may leave a week that was
   * never set empty: a lot gets its time fees before its first week.
   */
  requireWeek?: boolean;
  saved?: (result: T) => SavedRecord;
};

export async function writeLotRates<T>(db: Db, parkingId: number, locale: Locale, write: (tx: Db) => Promise<T>, options: RateWriteOptions<T> = {}): Promise<T> {
  // Every server process forgets the lot's cached rates and row (server/cache): announced with the commit, and
  // forgotten here at once so that the writer's next quote uses the new rates.
  const changed: Change = { topic: 'lot', id: parkingId };
  const written = await db.transaction(async (tx) => {
    const [lot] = await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.id, parkingId)).for('update');
    if (!lot) throw new HttpError(404, 'notFound');
    const result = await write(tx);
    const rates = await readLotRates(tx, parkingId);
    try {
      checkRates(rates);
    } catch (err) {
      if (!(err instanceof TariffInputError)) throw err;
      if (err.code !== 'timelineEmpty' || options.requireWeek) throw ValidationError.field(formField(err.field, rates, options.saved?.(result)), tariffMessage(err, locale));
    }
    await announce(tx, changed);
    return result;
  });
  forget(db, changed);
  return written;
}

/** `feeSets.3.rules.0.price` -> `rules.0.price` when fee set 3 is the one this write saved; other paths as they are. */
function formField(field: string, rates: LotRates, saved: SavedRecord | undefined): string {
  if (!saved) return field;
  const prefix = 'feeSetId' in saved
    ? `feeSets.${rates.feeSets.findIndex((s) => s.id === saved.feeSetId)}.`
    : `specialRates.${rates.specialRates.findIndex((s) => s.id === saved.specialRateId)}.`;
  return field.startsWith(prefix) ? field.slice(prefix.length) : field;
}
