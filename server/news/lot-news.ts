// A lot's news as the calls answer it (spec 3 §7 News): the whole list in the lot's order, and the items a
// customer-facing app shows now (ours: GET parkings/{id}/news/current), those whose days hold the lot's today.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { NewsItem } from '../../src/contracts/news.struct';
import { formatDay } from '../../src/domain/formats/edge-formats';
import type { Db } from '../db/connect';
import { news } from '../db/schema';
import { fileUrl, type FileOwner } from '../files/records';
import { HttpError } from '../http/errors';
import { lotRecord } from '../reference/lots';

/** The pictures are the lot's files: its people read them (server/routes/files). */
export const newsOwner = (parkingId: number): FileOwner => ({ kind: 'parking', id: parkingId });

function newsAnswer(row: typeof news.$inferSelect): NewsItem {
  const picture = fileUrl(newsOwner(row.parkingId), row.image);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start_date: row.startDate,
    end_date: row.endDate,
    show_end_date: row.showEndDate,
    image_sel: picture,
    image: { thumb_m: picture },
  };
}

/** Every item of the lot, first shown first. */
export async function newsList(db: Db, parkingId: number): Promise<NewsItem[]> {
  const rows = await db.select().from(news).where(eq(news.parkingId, parkingId)).orderBy(asc(news.position));
  return rows.map(newsAnswer);
}

/** The items whose first and last days hold `at`'s day in the lot's time zone, in the lot's order. */
export async function currentNews(db: Db, parkingId: number, at: Date): Promise<NewsItem[]> {
  const lot = await lotRecord(db, parkingId);
  if (!lot) throw new HttpError(404, 'notFound');
  const today = formatDay(at, lot.timeZone);
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.parkingId, parkingId), lte(news.startDate, today), gte(news.endDate, today)))
    .orderBy(asc(news.position));
  return rows.map(newsAnswer);
}
