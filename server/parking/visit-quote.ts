// The amount of a visit at an instant, from the tariff engine with the lot's rates as they are now.
import { quote, type Quote } from '../../src/domain/tariff';
import type { Db } from '../db/connect';
import type { visits } from '../db/schema';
import { loadLotRates } from '../rates/lot-rates';

type Visit = typeof visits.$inferSelect;

export async function quoteVisit(db: Db, visit: Visit, at: Date): Promise<Quote> {
  const rates = await loadLotRates(db, visit.parkingId);
  return quote({ ...rates, entry: visit.entryAt.toISOString(), exit: at.toISOString(), accessId: visit.accessId });
}

/** The billed stay as H:mm (the transactions table's "period"). */
export function periodLabel(entry: Date, exit: Date): string {
  const minutes = Math.max(0, Math.ceil((exit.getTime() - entry.getTime()) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
