// Gifts Credits Users' export (GET admin/gifts/users/export, report.xlsx): the gifts the query finds, as the list
// shows them, the dates in the company's time zone.
import type { FastifyReply } from 'fastify';
import type { GiftUsersQuery } from '../../src/contracts/admin-gifts.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { EXPORT_ROWS } from '../lists/list-text';
import { sendListSheet } from '../lists/sheet';
import type { Db } from '../db/connect';
import { readSettings } from '../settings/company-settings';
import { giftFilter, giftRows } from './gift-records';

const LABELS = {
  es: { title: 'Créditos regalados', search: 'Búsqueda', from: 'Desde', to: 'Hasta', head: ['Fecha', 'Tienda', 'Marca', 'Créditos', 'Motivo', 'Regalados por', 'Correo'] },
  en: { title: 'Gift credits', search: 'Search', from: 'From', to: 'To', head: ['Date', 'Store', 'Brand', 'Credits', 'Reason', 'Given by', 'E-mail'] },
} satisfies Record<Locale, unknown>;

const text = (v: string | null) => (v === null ? null : { t: 'text' as const, v });

export async function sendGiftSheet(db: Db, query: GiftUsersQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const { timeZone } = await readSettings(db);
  const rows = await giftRows(db, giftFilter(query, timeZone), EXPORT_ROWS, 0);
  return sendListSheet({
    title: l.title,
    filters: [...(query.q ? [`${l.search}: ${query.q}`] : []), ...(query.from ? [`${l.from}: ${query.from}`] : []), ...(query.to ? [`${l.to}: ${query.to}`] : [])],
    head: l.head,
    rows: rows.map((g) => [
      { t: 'date', v: Date.parse(g.at) },
      { t: 'text', v: g.branch_name },
      { t: 'text', v: g.shop_name },
      { t: 'number', v: g.credits },
      text(g.note),
      text(g.given_by),
      text(g.given_by_email),
    ]),
    locale,
    timeZone,
    reply,
  });
}
