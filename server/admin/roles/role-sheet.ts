// Roles and Permissions' export (GET admin/roles/export, report.xlsx): the roles the search finds, as the list
// shows them, their permissions in one cell.
import type { FastifyReply } from 'fastify';
import type { AdminRolesQuery } from '../../../src/contracts/admin-roles.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import type { Db } from '../../db/connect';
import { readSettings } from '../../settings/company-settings';
import { EXPORT_ROWS } from '../../lists/list-text';
import { sendListSheet } from '../../lists/sheet';
import { roleFilter, roleRows } from './role-records';

const LABELS = {
  es: { title: 'Roles y permisos', search: 'Búsqueda', type: 'Tipo', yes: 'Sí', no: 'No', head: ['Id', 'Nombre', 'Tipo', 'Permisos', 'Usuarios', 'Propio del producto'] },
  en: { title: 'Roles and permissions', search: 'Search', type: 'Type', yes: 'Yes', no: 'No', head: ['Id', 'Name', 'Type', 'Permissions', 'Users', 'Built in'] },
} satisfies Record<Locale, unknown>;

export async function sendRoleSheet(db: Db, query: AdminRolesQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const rows = await roleRows(db, roleFilter(query), EXPORT_ROWS, 0);
  return sendListSheet({
    title: l.title,
    filters: [...(query.q ? [`${l.search}: ${query.q}`] : []), ...(query.type ? [`${l.type}: ${query.type}`] : [])],
    head: l.head,
    rows: rows.map((r) => [
      { t: 'number', v: r.id },
      { t: 'text', v: r.name },
      { t: 'text', v: r.type },
      { t: 'text', v: r.permissions.join(', ') },
      { t: 'number', v: r.users },
      { t: 'text', v: r.built_in ? l.yes : l.no },
    ]),
    locale,
    timeZone: (await readSettings(db)).timeZone,
    reply,
  });
}
