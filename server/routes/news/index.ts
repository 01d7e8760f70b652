// A lot's news (spec 3 §7 News): GET parkings/{id}/news, POST parkings/{id}/news (create), POST
// parkings/{id}/news/{newsId} (edit; with `_method=delete`, or as DELETE, the delete), POST parkings/{id}/news/order,
// and GET parkings/{id}/news/current (ours: what a customer-facing app shows now). All are the lot's
// administrators' (parking.dashboard, the parking admin screens' permission): the operator is refused, another
// lot's news is 404. Create and edit take multipart with the picture as `image` (a form or JSON for an edit that
// keeps it); each write answers the lot's list in order.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { NEWS_IMAGE_FIELD, NewsBody, NewsDeleteBody, NewsOrderBody } from '../../../src/contracts/news.struct';
import { id } from '../../../src/contracts/rules';
import { uploadOf } from '../../files/plugin';
import { ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { currentNews, newsList } from '../../news/lot-news';
import { createNews, deleteNews, editNews, orderNews } from '../../news/news-writes';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const LotParams = object({ parkingId: id() });
const ItemParams = object({ parkingId: id(), newsId: id() });
const NEWS_URL = '/api/parkings/:parkingId/news';

const sampleFields = { name: 'Nuevo horario', description: 'Abrimos de 7:00 a 23:00 toda la semana.', start_date: '2026-12-01', end_date: '2026-12-31', show_end_date: true };
const missingNews = 2_000_000;

export function newsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: NEWS_URL,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: await newsList(app.db, params.parkingId) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${NEWS_URL}/current`,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: await currentNews(app.db, params.parkingId, new Date()) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: NEWS_URL,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    body: NewsBody,
    example: { skip: 'a new item needs an uploaded picture; tests/server/news.test.ts per account and lot' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId }, body: sampleFields }),
    handler: async ({ params, body, locale, request }) => {
      const data = await createNews({ app, parkingId: params.parkingId, locale }, body, uploadOf(request, NEWS_IMAGE_FIELD));
      return { data, message: t('saved', locale) };
    },
  });

  // The spec's order is a POST beside the items' own POST: `order` is a static segment, which the router tries
  // before `:newsId` whatever the order of declaration.
  defineRoute(app, {
    method: 'POST',
    url: `${NEWS_URL}/order`,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    body: NewsOrderBody,
    // The demo lots have no news: their whole list, in order, is the empty one.
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: { news: [] } }),
    handler: async ({ params, body, locale }) => {
      const data = await orderNews({ app, parkingId: params.parkingId, locale }, body.news);
      return { data, message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${NEWS_URL}/:newsId`,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: ItemParams,
    body: NewsBody,
    example: { skip: 'edits an item of the lot, which needs one made with an uploaded picture; tests/server/news.test.ts per account and lot' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, newsId: missingNews }, body: sampleFields }),
    handler: async ({ params, body, locale, request }) => {
      const data = await editNews({ app, parkingId: params.parkingId, locale }, params.newsId, body, uploadOf(request, NEWS_IMAGE_FIELD));
      return { data, message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${NEWS_URL}/:newsId`,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: ItemParams,
    body: NewsDeleteBody,
    example: { skip: 'deletes an item of the lot, which needs one made with an uploaded picture; tests/server/news.test.ts per account and lot' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, newsId: missingNews }, body: { id: missingNews } }),
    handler: async ({ params, body, locale }) => {
      if (body.id !== undefined && body.id !== params.newsId) throw ValidationError.fromRules([['id', 'oneOf']], locale);
      const data = await deleteNews({ app, parkingId: params.parkingId, locale }, params.newsId);
      return { data, message: t('deleted', locale) };
    },
  });
}
