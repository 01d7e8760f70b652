// The audit log's download (report.xlsx, like the other exports): the filters described, a header, and the
// entries newest first read in batches, so that a long log never sits in memory whole.
import type { FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { AuditAction, AuditQuery } from '../../src/contracts/audit.struct';
import { formatDay } from '../../src/domain/formats/edge-formats';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { createSheetWriter, sendSheet } from '../routes/transactions/xlsx';
import { auditCount, auditRows } from './audit-log';

const BATCH = 2_000;

const LABELS = {
  es: {
    sheet: 'Reporte',
    title: 'Bitácora de cambios',
    filters: { q: 'Búsqueda', period: 'Periodo', action: 'Acción', from: 'Desde', to: 'Hasta', user_id: 'Usuario', entity: 'Entidad', parking_id: 'Estacionamiento', shop_id: 'Tienda' },
    head: ['Fecha', 'Usuario', 'Quién', 'Acción', 'Entidad', 'Id', 'Ruta', 'Dirección IP', 'Estacionamiento', 'Tienda', 'Antes', 'Después'],
    actions: { insert: 'Alta', update: 'Cambio', delete: 'Baja' },
    actors: { user: 'Usuario', customer: 'Cliente', device: 'Dispositivo', public: 'Visitante' },
  },
  en: {
    sheet: 'Report',
    title: 'Audit log',
    filters: { q: 'Search', period: 'Period', action: 'Action', from: 'From', to: 'To', user_id: 'User', entity: 'Entity', parking_id: 'Parking lot', shop_id: 'Shop' },
    head: ['Date', 'User', 'Who', 'Action', 'Entity', 'Id', 'Route', 'IP address', 'Parking lot', 'Shop', 'Before', 'After'],
    actions: { insert: 'Insert', update: 'Update', delete: 'Delete' },
    actors: { user: 'User', customer: 'Customer', device: 'Device', public: 'Visitor' },
  },
} satisfies Record<Locale, { actions: Record<AuditAction, string> } & Record<string, unknown>>;

export type AuditSheet = { db: Db; where: SQL | undefined; query: AuditQuery; timeZone: string; locale: Locale; reply: FastifyReply };

export async function sendAuditSheet({ db, where, query, timeZone, locale, reply }: AuditSheet): Promise<FastifyReply> {
  const l = LABELS[locale];
  const count = await auditCount(db, where);
  const writer = createSheetWriter({ sheetName: l.sheet, timeZone });
  const named = (Object.keys(l.filters) as (keyof typeof l.filters)[]).filter((k) => query[k] !== undefined && query[k] !== '').map((k) => `${l.filters[k]}: ${query[k]}`);
  writer.row([{ t: 'text', v: [`${l.title} (${formatDay(new Date(), timeZone)})`, ...named].join(' | '), bold: true }]);
  writer.row(l.head.map((v) => ({ t: 'text', v, bold: true })));
  const json = (v: unknown) => (v === null ? null : { t: 'text' as const, v: JSON.stringify(v) });
  const id = (v: number | null) => (v === null ? null : { t: 'number' as const, v });
  void (async () => {
    try {
      let before: number | null = null;
      for (;;) {
        const batch = await auditRows(db, where, BATCH, 0, before);
        for (const e of batch) {
          writer.row([
            { t: 'date', v: Date.parse(e.at) },
            e.user_name === null ? null : { t: 'text', v: e.user_name },
            { t: 'text', v: l.actors[e.actor] },
            { t: 'text', v: l.actions[e.action] },
            { t: 'text', v: e.entity },
            e.entity_id === null ? null : { t: 'text', v: e.entity_id },
            { t: 'text', v: `${e.method} ${e.route}` },
            e.ip === null ? null : { t: 'text', v: e.ip },
            id(e.parking_id),
            id(e.shop_id),
            json(e.before),
            json(e.after),
          ]);
        }
        await writer.flush();
        if (batch.length < BATCH) break;
        before = batch[batch.length - 1].id;
      }
      writer.end();
    } catch (err) {
      writer.fail(err as Error);
    }
  })();
  return sendSheet(reply, writer, count);
}
