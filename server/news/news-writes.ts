// Creating, editing, deleting and ordering a lot's news (spec 3 §4 News, §5 News, §7 News). The fields' rules are
// the body's struct; the picture is checked and resized before anything is written. Each write is then one
// transaction that first takes the lot's row, so two writes of one lot's news run one after the other (on any
// server process) and positions stay 1..n without gaps or repeats; it answers the lot's list as it committed.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NEWS_RULES, newsImageFailures, type NewsBody, type NewsItem } from '../../src/contracts/news.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { news, parkings } from '../db/schema';
import type { Upload } from '../files/plugin';
import { checkedImage, saveFile } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { newsList, newsOwner } from './lot-news';

type Write = { app: FastifyInstance; parkingId: number; locale: Locale };

/** `write` in one transaction holding the lot's row, then the lot's list as that transaction sees it. `no key
 *  update` orders news writes among themselves without holding up the lot's gate events (their foreign keys). */
async function writeLotNews(db: Db, parkingId: number, write: (tx: Db) => Promise<void>): Promise<NewsItem[]> {
  return db.transaction(async (tx) => {
    const [lot] = await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.id, parkingId)).for('no key update');
    if (!lot) throw new HttpError(404, 'notFound');
    await write(tx);
    return newsList(tx, parkingId);
  });
}

const fieldsOf = (body: NewsBody) => ({
  name: body.name,
  description: body.description,
  startDate: body.start_date,
  endDate: body.end_date,
  showEndDate: body.show_end_date,
});

/** A new item, last in the lot's order; its picture is required. */
export async function createNews({ app, parkingId, locale }: Write, body: NewsBody, upload: Upload | null): Promise<NewsItem[]> {
  if (!upload) throw ValidationError.fromRules(newsImageFailures({ editing: false, image: false }), locale);
  const picture = await checkedImage(upload, 'news-image', locale);
  return writeLotNews(app.db, parkingId, async (tx) => {
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(news).where(eq(news.parkingId, parkingId));
    if (count >= NEWS_RULES.maxItems) throw new HttpError(409, 'newsFull', NEWS_RULES.maxItems);
    await saveFile(tx, app.files, newsOwner(parkingId), picture);
    await tx.insert(news).values({ parkingId, ...fieldsOf(body), image: picture.name, position: count + 1 });
  });
}

/** The item's fields, and its picture when a new one is sent (the stored one stays otherwise). */
export async function editNews({ app, parkingId, locale }: Write, newsId: number, body: NewsBody, upload: Upload | null): Promise<NewsItem[]> {
  const picture = upload ? await checkedImage(upload, 'news-image', locale) : null;
  return writeLotNews(app.db, parkingId, async (tx) => {
    if (picture) await saveFile(tx, app.files, newsOwner(parkingId), picture);
    const edited = await tx
      .update(news)
      .set({ ...fieldsOf(body), ...(picture ? { image: picture.name } : {}), updatedAt: new Date() })
      .where(and(eq(news.id, newsId), eq(news.parkingId, parkingId)))
      .returning({ id: news.id });
    // Another lot's item reads like one that does not exist; the transaction forgets the picture's row.
    if (edited.length === 0) throw new HttpError(404, 'notFound');
  });
}

/** The item goes; the ones after it move up one, so positions stay 1..n. */
export async function deleteNews({ app, parkingId }: Write, newsId: number): Promise<NewsItem[]> {
  return writeLotNews(app.db, parkingId, async (tx) => {
    const [deleted] = await tx
      .delete(news)
      .where(and(eq(news.id, newsId), eq(news.parkingId, parkingId)))
      .returning({ position: news.position });
    if (!deleted) throw new HttpError(404, 'notFound');
    await tx
      .update(news)
      .set({ position: sql`${news.position} - 1` })
      .where(and(eq(news.parkingId, parkingId), gt(news.position, deleted.position)));
  });
}

/** The lot's items in the order given: every one of them exactly once, else 422 on `news` and nothing moves. */
export async function orderNews({ app, parkingId, locale }: Write, ids: number[]): Promise<NewsItem[]> {
  return writeLotNews(app.db, parkingId, async (tx) => {
    const stored = new Set((await tx.select({ id: news.id }).from(news).where(eq(news.parkingId, parkingId))).map((row) => row.id));
    const given = new Set(ids);
    const exact = given.size === ids.length && ids.length === stored.size && ids.every((id) => stored.has(id));
    if (!exact) throw ValidationError.field('news', t('newsOrder', locale));
    if (ids.length === 0) return;
    const position = sql.join([sql`case ${news.id}`, ...ids.map((id, i) => sql`when ${id} then ${i + 1}::int`), sql`end`], sql` `);
    await tx.update(news).set({ position: sql`${position}`, updatedAt: new Date() }).where(eq(news.parkingId, parkingId));
  });
}
