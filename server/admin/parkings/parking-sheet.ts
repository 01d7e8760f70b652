// The Parking list's export (GET admin/parkings/export, report.xlsx): the lots the filters find, as the list
// shows them, the owners' names and e-mails in one cell.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminParkingsQuery } from '../../../src/contracts/admin-parkings.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { plazas } from '../../db/schema';
import { readSettings } from '../../settings/company-settings';
import { EXPORT_ROWS } from '../../lists/list-text';
import { sendListSheet } from '../../lists/sheet';
import { parkingFilter, parkingRows } from './parking-records';

const LABELS = {
  es: {
    title: 'Estacionamientos',
    search: 'Búsqueda',
    plaza: 'Plaza',
    status: 'Estatus',
    statuses: { 1: 'Activo', 2: 'Inactivo' },
    head: ['Id', 'Nombre', 'Prefijo', 'Plaza', 'Dirección', 'Dueños', 'Estatus'],
  },
  en: {
    title: 'Parking lots',
    search: 'Search',
    plaza: 'Plaza',
    status: 'Status',
    statuses: { 1: 'Active', 2: 'Inactive' },
    head: ['Id', 'Name', 'Prefix', 'Plaza', 'Address', 'Owners', 'Status'],
  },
} satisfies Record<Locale, { statuses: Record<1 | 2, string> } & Record<string, unknown>>;

const statusOf = (labels: (typeof LABELS)[Locale], status: number) => labels.statuses[status === 1 ? 1 : 2];

export async function sendParkingSheet(app: FastifyInstance, query: AdminParkingsQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const rows = await parkingRows(app.db, parkingFilter(query), EXPORT_ROWS, 0);
  const filters: string[] = [];
  if (query.q) filters.push(`${l.search}: ${query.q}`);
  if (query.plaza_id !== undefined) {
    const [plaza] = await app.db.select({ name: plazas.name }).from(plazas).where(eq(plazas.id, query.plaza_id));
    filters.push(`${l.plaza}: ${plaza?.name ?? query.plaza_id}`);
  }
  if (query.status !== undefined) filters.push(`${l.status}: ${statusOf(l, query.status)}`);
  return sendListSheet({
    title: l.title,
    filters,
    head: l.head,
    rows: rows.map((p) => [
      { t: 'number', v: p.id },
      { t: 'text', v: p.name },
      { t: 'text', v: p.prefix },
      { t: 'text', v: p.plaza_name },
      { t: 'text', v: p.address },
      { t: 'text', v: p.owners.map((o) => `${o.name} <${o.email}>`).join(', ') },
      { t: 'text', v: statusOf(l, p.status) },
    ]),
    locale,
    timeZone: (await readSettings(app.db)).timeZone,
    reply,
  });
}
