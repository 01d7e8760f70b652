// The Categories list's export (GET admin/categories/export, report.xlsx): the categories the search finds, in the
// tree's order, each with the names above it.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminListQuery } from '../../../src/contracts/admin-list.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { readSettings } from '../../settings/company-settings';
import { sendListSheet } from '../../lists/sheet';
import { categoryTree, matchesCategory } from './category-tree';

const LABELS = {
  es: {
    title: 'Categorías',
    search: 'Búsqueda',
    head: ['Id', 'Nombre (español)', 'Nombre (inglés)', 'Dentro de', 'Activa', 'Tiendas', 'Solicitudes', 'Subcategorías'],
    yes: 'Sí',
    no: 'No',
  },
  en: {
    title: 'Categories',
    search: 'Search',
    head: ['Id', 'Name (Spanish)', 'Name (English)', 'Under', 'Active', 'Stores', 'Requests', 'Subcategories'],
    yes: 'Yes',
    no: 'No',
  },
} satisfies Record<Locale, unknown>;

export async function sendCategorySheet(app: FastifyInstance, query: AdminListQuery, locale: Locale, reply: FastifyReply): Promise<FastifyReply> {
  const l = LABELS[locale];
  const rows = (await categoryTree(app.db, locale)).filter((row) => matchesCategory(row, query.q));
  return sendListSheet({
    title: l.title,
    filters: query.q ? [`${l.search}: ${query.q}`] : [],
    head: l.head,
    rows: rows.map((c) => [
      { t: 'number', v: c.id },
      { t: 'text', v: c.name_es },
      { t: 'text', v: c.name_en },
      c.path === '' ? null : { t: 'text', v: c.path },
      { t: 'text', v: c.active ? l.yes : l.no },
      { t: 'number', v: c.stores },
      { t: 'number', v: c.requests },
      { t: 'number', v: c.children },
    ]),
    locale,
    timeZone: (await readSettings(app.db)).timeZone,
    reply,
  });
}
