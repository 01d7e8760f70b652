// The period and filters of a statistics query, checked against the rules and the database: the missing ends
// filled in (the last 30 days up to today, in the platform's time zone), a period backwards or longer than
// MAX_STATS_DAYS refused, a lot or shop that does not exist refused (422 at its field, in the caller's language).
import { eq } from 'drizzle-orm';
import type { StatisticsQuery } from '../../../src/contracts/statistics.struct';
import { formatDay } from '../../../src/domain/formats/edge-formats';
import { completeRange, MAX_STATS_DAYS, rangeProblem, type StatsRange } from '../../../src/domain/statistics/stats-range';
import type { Locale } from '../../../src/domain/validation/messages';
import { SHOP_TIME_ZONE } from '../../credits/ledger-list';
import type { Db } from '../../db/connect';
import { parkings, shops } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { t } from '../../http/messages';

/** The shops' days are the platform's (stores have no time zone of their own), as the credit ledger's are. */
export const PLATFORM_TIME_ZONE = SHOP_TIME_ZONE;

export type StatsFilters = StatsRange & { parkingId: number | null; shopId: number | null };
/** The filters with the names of the lot and shop they name (for an export's heading). */
export type NamedFilters = StatsFilters & { lotName: string | null; shopName: string | null };

export async function statsFilters(db: Db, query: StatisticsQuery, locale: Locale, now = new Date()): Promise<NamedFilters> {
  const range = completeRange(formatDay(now, PLATFORM_TIME_ZONE), query.from, query.to);
  const problem = rangeProblem(range);
  if (problem === 'order') throw ValidationError.field('to', t('statsRangeOrder', locale));
  if (problem === 'long') throw ValidationError.field('from', t('statsRangeLong', locale, MAX_STATS_DAYS));
  const [lot] = query.parking_id === undefined ? [] : await db.select({ name: parkings.name }).from(parkings).where(eq(parkings.id, query.parking_id));
  if (query.parking_id !== undefined && !lot) throw ValidationError.field('parking_id', t('statsUnknownLot', locale));
  const [shop] = query.shop_id === undefined ? [] : await db.select({ name: shops.name }).from(shops).where(eq(shops.id, query.shop_id));
  if (query.shop_id !== undefined && !shop) throw ValidationError.field('shop_id', t('statsUnknownShop', locale));
  return { ...range, parkingId: query.parking_id ?? null, shopId: query.shop_id ?? null, lotName: lot?.name ?? null, shopName: shop?.name ?? null };
}
