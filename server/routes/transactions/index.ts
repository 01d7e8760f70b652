// Transactions and pension entrances (spec 3 §2, §7): GET parkings/{parkingId}/transactions and
// .../transactions/pensions (one filtered page, the count and, for visits, the money total of the whole
// filtered set), and .../download for both: report.xlsx streamed row by row, read in keyset batches.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { object } from 'superstruct';
import { TransactionsQuery, type PensionEntranceRow, type TransactionRow } from '../../../src/contracts/transactions.struct';
import { id } from '../../../src/contracts/rules';
import type { Locale } from '../../../src/domain/validation/messages';
import { formatDay } from '../../../src/i18n/format';
import { defineRoute } from '../../http/route';
import {
  entranceBatch,
  entranceCount,
  entrancePage,
  entryGates,
  lotTimeZone,
  toFilters,
  visitBatch,
  visitPageWithTotals,
  visitTotals,
  type Cursor,
  type Filters,
} from './query';
import { createSheetWriter, type Cell, type SheetWriter } from './xlsx';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const params = object({ parkingId: id() });
const example = (ids: { parkingId: number }) => ({ params: { parkingId: ids.parkingId }, query: { in_date: '2026-01-01', out_date: '2026-01-31', gate_in: 'all', search: '', per_page: '10', page: '1' } });

/** Rows read from the database per batch while exporting. */
export const EXPORT_BATCH = 5000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LABELS = {
  es: {
    sheet: 'Reporte',
    transactions: 'Transacciones',
    entrances: 'Entradas de pensiones',
    from: 'Desde',
    to: 'Hasta',
    gate: 'Acceso de entrada',
    search: 'Búsqueda',
    all: 'Todos',
    head: ['Entrada', 'Salida', 'Acceso de entrada', 'Acceso de salida', 'Placa', 'Periodo', 'Total'],
    headEntrances: ['Fecha', 'Dirección', 'Placa', 'Acceso', 'Pensión'],
    in: 'Entrada',
    out: 'Salida',
    total: 'Total',
  },
  en: {
    sheet: 'Report',
    transactions: 'Transactions',
    entrances: 'Pension entrances',
    from: 'From',
    to: 'To',
    gate: 'Entry gate',
    search: 'Search',
    all: 'All',
    head: ['Entry', 'Exit', 'Entry gate', 'Exit gate', 'Plate', 'Period', 'Total'],
    headEntrances: ['Date', 'Direction', 'Plate', 'Gate', 'Pension'],
    in: 'In',
    out: 'Out',
    total: 'Total',
  },
} satisfies Record<Locale, unknown>;

function describeFilters(q: TransactionsQuery, f: Filters, gates: Record<string, number>, title: string, locale: Locale): string {
  const l = LABELS[locale];
  const gateName = f.gateId === null ? l.all : (Object.entries(gates).find(([, gid]) => gid === f.gateId)?.[0] ?? String(f.gateId));
  const parts = [title, `${l.from}: ${q.in_date || '-'}`, `${l.to}: ${q.out_date || '-'}`, `${l.gate}: ${gateName}`];
  if (f.search) parts.push(`${l.search}: ${f.search}`);
  return parts.join(' | ');
}

function sendSheet(reply: FastifyReply, writer: SheetWriter): FastifyReply {
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="report.xlsx"').header('cache-control', 'no-store').send(writer.stream);
}

/** Writes batches of rows until none is left; a failure ends the stream with an error. */
async function pump<R extends { id: number }>(writer: SheetWriter, next: (after: Cursor) => Promise<R[]>, at: (r: R) => Date, cells: (r: R) => Cell[], after: (writer: SheetWriter) => Promise<void>) {
  try {
    let cursor: Cursor = null;
    for (;;) {
      const rows = await next(cursor);
      for (const r of rows) await writer.row(cells(r));
      if (rows.length < EXPORT_BATCH) break;
      const last = rows[rows.length - 1];
      cursor = { at: at(last), id: last.id };
    }
    await after(writer);
    writer.end();
  } catch (err) {
    writer.fail(err as Error);
  }
}

export function transactionRoutes(app: FastifyInstance): void {
  const db = app.db;

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/transactions',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params,
    query: TransactionsQuery,
    example,
    handler: async ({ params: p, query }) => {
      const f = toFilters(query, await lotTimeZone(db, p.parkingId));
      const [{ rows, ...totals }, gates] = await Promise.all([visitPageWithTotals(db, p.parkingId, f), entryGates(db, p.parkingId)]);
      const data: TransactionRow[] = rows.map((r) => ({
        id: r.id,
        in: r.entryAt.toISOString(),
        out: r.exitAt ? r.exitAt.toISOString() : null,
        g_in: r.gIn,
        g_out: r.gOut,
        plate: r.plate,
        period: r.period,
        total: r.amount,
        state: r.state,
      }));
      return { data: { data, total: totals.count, totals: { amount: totals.amount }, gates, page: f.page, per_page: f.perPage } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/transactions/pensions',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params,
    query: TransactionsQuery,
    example,
    handler: async ({ params: p, query }) => {
      const f = toFilters(query, await lotTimeZone(db, p.parkingId));
      const [rows, total, gates] = await Promise.all([entrancePage(db, p.parkingId, f), entranceCount(db, p.parkingId, f), entryGates(db, p.parkingId)]);
      const data: PensionEntranceRow[] = rows.map((r) => ({ id: r.id, in: r.at.toISOString(), direction: r.direction, plate: r.plate, gate: r.gate, name: r.name }));
      return { data: { data, total, gates, page: f.page, per_page: f.perPage } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/transactions/download',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params,
    query: TransactionsQuery,
    example,
    handler: async ({ params: p, query, locale, reply }) => {
      const timeZone = await lotTimeZone(db, p.parkingId);
      const f = toFilters(query, timeZone);
      const [gates, totals] = await Promise.all([entryGates(db, p.parkingId), visitTotals(db, p.parkingId, f)]);
      const l = LABELS[locale];
      const writer = createSheetWriter({ sheetName: l.sheet, timeZone });
      void (async () => {
        await writer.row([{ t: 'text', v: describeFilters(query, f, gates, `${l.transactions} (${formatDay(new Date(), timeZone)})`, locale), bold: true }]);
        await writer.row(l.head.map((v) => ({ t: 'text', v, bold: true })));
        await pump(
          writer,
          (after) => visitBatch(db, p.parkingId, f, after, EXPORT_BATCH),
          (r) => r.entryAt,
          (r) => [
            { t: 'date', v: r.entryAt },
            r.exitAt ? { t: 'date', v: r.exitAt } : null,
            { t: 'text', v: r.gIn },
            r.gOut === null ? null : { t: 'text', v: r.gOut },
            { t: 'text', v: r.plate },
            r.period === null ? null : { t: 'text', v: r.period },
            r.amount === null ? null : { t: 'money', v: r.amount },
          ],
          (w) => w.row([{ t: 'text', v: l.total, bold: true }, { t: 'number', v: totals.count }, null, null, null, null, { t: 'money', v: totals.amount, bold: true }]),
        );
      })();
      return sendSheet(reply, writer);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/transactions/pensions/download',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params,
    query: TransactionsQuery,
    example,
    handler: async ({ params: p, query, locale, reply }) => {
      const timeZone = await lotTimeZone(db, p.parkingId);
      const f = toFilters(query, timeZone);
      const gates = await entryGates(db, p.parkingId);
      const l = LABELS[locale];
      const writer = createSheetWriter({ sheetName: l.sheet, timeZone });
      void (async () => {
        await writer.row([{ t: 'text', v: describeFilters(query, f, gates, `${l.entrances} (${formatDay(new Date(), timeZone)})`, locale), bold: true }]);
        await writer.row(l.headEntrances.map((v) => ({ t: 'text', v, bold: true })));
        await pump(
          writer,
          (after) => entranceBatch(db, p.parkingId, f, after, EXPORT_BATCH),
          (r) => r.at,
          (r) => [{ t: 'date', v: r.at }, { t: 'text', v: r.direction === 'in' ? l.in : l.out }, { t: 'text', v: r.plate }, { t: 'text', v: r.gate }, { t: 'text', v: r.name }],
          async () => undefined,
        );
      })();
      return sendSheet(reply, writer);
    },
  });
}
