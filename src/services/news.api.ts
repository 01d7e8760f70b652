// The news manager's calls (spec 3 §7 News, docs/api.md News): the lot's list, the create and the edit
// (multipart with the picture as `image`, optional on an edit), the delete (a POST with `_method=delete`) and
// the order. Every write answers the lot's list in its order, with the server's message for the toast.
import { NEWS_IMAGE_FIELD, NewsListAnswer, NewsSavedAnswer, type NewsBody, type NewsItem } from '../contracts/news.struct';
import { apiCall } from './http';

export type NewsSaved = { items: NewsItem[]; message: string };

const newsPath = (lotId: number, tail = '') => `parkings/${lotId}/news${tail}`;
const savedOf = (answer: NewsSavedAnswer): NewsSaved => ({ items: answer.data, message: answer.message });

export const fetchNews = async (lotId: number): Promise<NewsItem[]> => (await apiCall(NewsListAnswer, newsPath(lotId))).data;

/** `newsId` 0 creates an item (the picture required), any other edits that item (the stored picture stays
 *  without a new one). */
export type SaveNewsRequest = { lotId: number; newsId: number; body: NewsBody; image: File | null };

export async function saveNews({ lotId, newsId, body, image }: SaveNewsRequest): Promise<NewsSaved> {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) form.append(field, String(value));
  if (image) form.append(NEWS_IMAGE_FIELD, image, image.name);
  const path = newsPath(lotId, newsId === 0 ? '' : `/${newsId}`);
  return savedOf(await apiCall(NewsSavedAnswer, path, { method: 'POST', body: form }));
}

export const deleteNews = async (lotId: number, newsId: number): Promise<NewsSaved> =>
  savedOf(await apiCall(NewsSavedAnswer, newsPath(lotId, `/${newsId}`), { method: 'POST', body: { _method: 'delete', id: newsId } }));

/** Every item of the lot exactly once, first shown first. */
export const orderNews = async (lotId: number, ids: number[]): Promise<NewsSaved> =>
  savedOf(await apiCall(NewsSavedAnswer, newsPath(lotId, '/order'), { method: 'POST', body: { news: ids } }));
