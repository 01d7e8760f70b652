// The Requests export (GET admin/requests/export, report.xlsx): the requests the search and status keep, as the
// list shows them, newest first.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminRequestsQuery, RequestStatus } from '../../../src/contracts/admin-requests.struct';
import type { StoreKind } from '../../../src/contracts/store-request.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { readSettings } from '../../settings/company-settings';
import { EXPORT_ROWS } from '../../lists/list-text';
import { sendListSheet } from '../../lists/sheet';
import { requestFilter, requestRows } from './request-records';

const LABELS = {
  es: {
    title: 'Solicitudes de tienda',
    search: 'Búsqueda',
    status: 'Estatus',
    statuses: { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada' },
    kinds: { parent: 'Tienda principal', branch: 'Sucursal' },
    head: ['Id', 'Tienda', 'Tipo', 'Nombre', 'Apellido', 'Correo', 'Categoría', 'Estatus', 'Enviada', 'Resuelta'],
  },
  en: {
    title: 'Store requests',
    search: 'Search',
    status: 'Status',
    statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    kinds: { parent: 'Head store', branch: 'Branch' },
    head: ['Id', 'Store', 'Kind', 'First name', 'Last name', 'E-mail', 'Category', 'Status', 'Sent', 'Decided'],
  },
} satisfies Record<Locale, { statuses: Record<RequestStatus, string>; kinds: Record<StoreKind, string> } & Record<string, unknown>>;

export async function sendRequestSheet(app: FastifyInstance, query: AdminRequestsQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const [rows, settings] = await Promise.all([requestRows(app.db, requestFilter(query), locale, EXPORT_ROWS, 0), readSettings(app.db)]);
  const filters = [query.q ? `${l.search}: ${query.q}` : null, query.status ? `${l.status}: ${l.statuses[query.status]}` : null].filter((f): f is string => f !== null);
  return sendListSheet({
    title: l.title,
    filters,
    head: l.head,
    rows: rows.map((r) => [
      { t: 'number', v: r.id },
      { t: 'text', v: r.store_name },
      { t: 'text', v: l.kinds[r.kind] },
      { t: 'text', v: r.first_name },
      { t: 'text', v: r.last_name },
      { t: 'text', v: r.email },
      { t: 'text', v: r.category },
      { t: 'text', v: l.statuses[r.status] },
      { t: 'date', v: Date.parse(r.created_at) },
      r.decided_at === null ? null : { t: 'date', v: Date.parse(r.decided_at) },
    ]),
    locale,
    timeZone: settings.timeZone,
    reply,
  });
}
