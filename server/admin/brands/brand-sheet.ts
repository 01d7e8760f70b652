// The Brands list's export (GET admin/brands/export, report.xlsx): the brands the search finds, as the list shows them.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminListQuery } from '../../../src/contracts/admin-list.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { readSettings } from '../../settings/company-settings';
import { EXPORT_ROWS } from '../../lists/list-text';
import { sendListSheet } from '../../lists/sheet';
import { brandFilter, brandRows } from './brand-records';

const LABELS = {
  es: {
    title: 'Marcas',
    search: 'Búsqueda',
    head: ['Id', 'Nombre', 'Prefijo', 'Dueño', 'Correo del dueño', 'Tiendas', 'Más de una tienda', 'Tiendas que no comparten la información'],
    yes: 'Sí',
    no: 'No',
  },
  en: {
    title: 'Brands',
    search: 'Search',
    head: ['Id', 'Name', 'Prefix', 'Owner', "Owner's e-mail", 'Stores', 'More than one store', 'Stores not sharing the core info'],
    yes: 'Yes',
    no: 'No',
  },
} satisfies Record<Locale, unknown>;

export async function sendBrandSheet(app: FastifyInstance, query: AdminListQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const rows = await brandRows(app.db, brandFilter(query.q), EXPORT_ROWS, 0);
  return sendListSheet({
    title: l.title,
    filters: query.q ? [`${l.search}: ${query.q}`] : [],
    head: l.head,
    rows: rows.map((b) => [
      { t: 'number', v: b.id },
      { t: 'text', v: b.name },
      { t: 'text', v: b.prefix },
      b.owner === null ? null : { t: 'text', v: b.owner.name },
      b.owner === null ? null : { t: 'text', v: b.owner.email },
      { t: 'number', v: b.stores.length },
      { t: 'text', v: b.more_than_one ? l.yes : l.no },
      { t: 'number', v: b.not_under.length },
    ]),
    locale,
    timeZone: (await readSettings(app.db)).timeZone,
    reply,
  });
}
