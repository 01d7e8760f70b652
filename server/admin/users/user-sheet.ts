// The Users export (GET admin/users/export, report.xlsx): the users the search and filters keep, as the list
// shows them, with the filters described in the title line.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminUsersQuery } from '../../../src/contracts/admin-users.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { readSettings } from '../../settings/company-settings';
import { EXPORT_ROWS } from '../../lists/list-text';
import { sendListSheet } from '../../lists/sheet';
import { userFilter, userRows, userTenants } from './user-records';

const LABELS = {
  es: {
    title: 'Usuarios',
    search: 'Búsqueda',
    provider: 'Proveedor',
    lot: 'Estacionamiento',
    shop: 'Tienda',
    status: 'Estatus',
    statuses: { 1: 'Activo', 2: 'Inactivo' } as Record<number, string>,
    head: ['Id', 'Nombre', 'Apellido', 'Correo', 'Usuario', 'Proveedor', 'Rol', 'Estacionamientos', 'Tienda', 'Estatus', 'Dispositivos', 'Alta'],
  },
  en: {
    title: 'Users',
    search: 'Search',
    provider: 'Provider',
    lot: 'Lot',
    shop: 'Shop',
    status: 'Status',
    statuses: { 1: 'Active', 2: 'Inactive' } as Record<number, string>,
    head: ['Id', 'First name', 'Last name', 'E-mail', 'Username', 'Provider', 'Role', 'Lots', 'Shop', 'Status', 'Devices', 'Created'],
  },
} satisfies Record<Locale, unknown>;

export async function sendUserSheet(app: FastifyInstance, query: AdminUsersQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const [rows, tenants, settings] = await Promise.all([userRows(app.db, userFilter(query), EXPORT_ROWS, 0), userTenants(app.db), readSettings(app.db)]);
  const named = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name ?? `#${id}`;
  const filters = [
    query.q ? `${l.search}: ${query.q}` : null,
    query.provider ? `${l.provider}: ${query.provider}` : null,
    query.parking_id ? `${l.lot}: ${named(tenants.parkings, query.parking_id)}` : null,
    query.shop_id ? `${l.shop}: ${named(tenants.shops, query.shop_id)}` : null,
    query.status ? `${l.status}: ${l.statuses[Number(query.status)]}` : null,
  ].filter((f): f is string => f !== null);
  const text = (v: string | null) => (v === null || v === '' ? null : { t: 'text' as const, v });
  return sendListSheet({
    title: l.title,
    filters,
    head: l.head,
    rows: rows.map((u) => [
      { t: 'number', v: u.id },
      { t: 'text', v: u.first_name },
      { t: 'text', v: u.last_name },
      text(u.email),
      text(u.username),
      { t: 'text', v: u.provider },
      { t: 'text', v: u.role },
      text(u.lots.map((lot) => lot.name).join(', ')),
      text(u.shop?.name ?? null),
      { t: 'text', v: l.statuses[u.status] ?? String(u.status) },
      { t: 'number', v: u.devices },
      { t: 'date', v: Date.parse(u.created_at) },
    ]),
    locale,
    timeZone: settings.timeZone,
    reply,
  });
}
