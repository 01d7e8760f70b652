// The Mall's export (GET admin/plazas/export, report.xlsx): the plazas the search finds, as the list shows them.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminListQuery } from '../../../src/contracts/admin-list.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { readSettings } from '../../settings/company-settings';
import { EXPORT_ROWS } from '../../lists/list-text';
import { sendListSheet } from '../../lists/sheet';
import { plazaFilter, plazaRows } from './plaza-records';

const LABELS = {
  es: { title: 'Plazas', search: 'Búsqueda', head: ['Id', 'Nombre', 'Dirección', 'Ubicación', 'Estacionamientos', 'Tiendas'] },
  en: { title: 'Malls', search: 'Search', head: ['Id', 'Name', 'Address', 'Location', 'Lots', 'Stores'] },
} satisfies Record<Locale, unknown>;

export async function sendPlazaSheet(app: FastifyInstance, query: AdminListQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const rows = await plazaRows(app.db, plazaFilter(query.q), EXPORT_ROWS, 0);
  return sendListSheet({
    title: l.title,
    filters: query.q ? [`${l.search}: ${query.q}`] : [],
    head: l.head,
    rows: rows.map((p) => [
      { t: 'number', v: p.id },
      { t: 'text', v: p.name },
      { t: 'text', v: p.address },
      p.location === null ? null : { t: 'text', v: p.location },
      { t: 'number', v: p.lots },
      { t: 'number', v: p.stores },
    ]),
    locale,
    timeZone: (await readSettings(app.db)).timeZone,
    reply,
  });
}
