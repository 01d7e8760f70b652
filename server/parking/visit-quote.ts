// The amount of a visit at an instant, from the tariff engine with the lot's rates as they are now.
import { quote, tariffMessage, TariffInputError, type Quote } from '../../src/domain/tariff';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import type { visits } from '../db/schema';
import { HttpError } from '../http/errors';
import { loadLotRates, type LotRates } from '../rates/lot-rates';

type Visit = typeof visits.$inferSelect;

/**
 * Rate writes keep a lot quotable, but rows changed behind the API (or a lot whose week was never set) can still
 * stop the engine: the operator's quote and the barrier's card exit then answer 409 with reason
 * `rates_unquotable` and the engine's words, and the visit stays open.
 */
export async function quoteVisit(db: Db, visit: Visit, at: Date, locale: Locale): Promise<Quote> {
  return quoteWithRates(await loadLotRates(db, visit.parkingId), visit, at, locale);
}

/** The same quote from rates already read (the demo history reads a lot's once for all its exits). */
export function quoteWithRates(rates: LotRates, visit: Pick<Visit, 'entryAt' | 'accessId'>, at: Date, locale: Locale): Quote {
  try {
    return quote({ ...rates, entry: visit.entryAt.toISOString(), exit: at.toISOString(), accessId: visit.accessId });
  } catch (err) {
    if (!(err instanceof TariffInputError)) throw err;
    throw new HttpError(409, 'ratesUnquotable', tariffMessage(err, locale), {}, { reason: 'rates_unquotable', field: err.field });
  }
}

/** The billed stay as H:mm (the transactions table's "period"). */
export function periodLabel(entry: Date, exit: Date): string {
  const minutes = Math.max(0, Math.ceil((exit.getTime() - entry.getTime()) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
