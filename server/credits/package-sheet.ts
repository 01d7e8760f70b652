// Packages' export (GET admin/packages/export, report.xlsx): the packages the search finds, as the list shows them.
import type { FastifyReply } from 'fastify';
import type { AdminPackagesQuery } from '../../src/contracts/admin-packages.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { EXPORT_ROWS } from '../lists/list-text';
import { sendListSheet } from '../lists/sheet';
import type { Db } from '../db/connect';
import { readSettings } from '../settings/company-settings';
import { packageFilter, packageRows } from './package-records';

const LABELS = {
  es: {
    title: 'Paquetes',
    search: 'Búsqueda',
    status: { active: 'Estatus: A la venta', inactive: 'Estatus: Fuera de venta' },
    yes: 'Sí',
    no: 'No',
    head: ['Id', 'Nombre', 'Créditos', 'Créditos de regalo', 'Precio', 'Bolsa (varias tiendas)', 'Transferible', 'A la venta', 'Compras'],
  },
  en: {
    title: 'Packages',
    search: 'Search',
    status: { active: 'Status: On sale', inactive: 'Status: Off sale' },
    yes: 'Yes',
    no: 'No',
    head: ['Id', 'Name', 'Credits', 'Gift credits', 'Price', 'Bulk (several stores)', 'Transferable', 'On sale', 'Purchases'],
  },
} satisfies Record<Locale, unknown>;

export async function sendPackageSheet(db: Db, query: AdminPackagesQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const rows = await packageRows(db, packageFilter(query), EXPORT_ROWS, 0);
  const yesNo = (v: boolean) => ({ t: 'text' as const, v: v ? l.yes : l.no });
  return sendListSheet({
    title: l.title,
    filters: [...(query.q ? [`${l.search}: ${query.q}`] : []), ...(query.status ? [l.status[query.status]] : [])],
    head: l.head,
    rows: rows.map((p) => [
      { t: 'number', v: p.id },
      { t: 'text', v: p.name },
      { t: 'number', v: p.credits },
      { t: 'number', v: p.gift_credits },
      { t: 'money', v: p.price_cents },
      yesNo(p.bulk),
      yesNo(p.transferable),
      yesNo(p.active),
      { t: 'number', v: p.purchases },
    ]),
    locale,
    timeZone: (await readSettings(db)).timeZone,
    reply,
  });
}
