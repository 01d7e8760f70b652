// Transactions and pension entrances (spec 3 §2, §7): GET parkings/{parkingId}/transactions and
// .../transactions/pensions (one filtered page, the count and, for visits, the money total of the whole
// filtered set), and .../download for both: report.xlsx streamed row by row, read in keyset batches.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { TransactionsQuery, type PensionEntranceRow, type TransactionRow } from '../../../src/contracts/transactions.struct';
import { id } from '../../../src/contracts/rules';
import type { Locale } from '../../../src/domain/validation/messages';
import { formatDay } from '../../../src/domain/formats/edge-formats';
import { defineRoute } from '../../http/route';
import {
  entranceCount,
  entranceExportBatch,
  entrancePage,
  entryGates,
  gateNames,
  lotTimeZone,
  toFilters,
  visitExportBatch,
  visitPageWithTotals,
  visitTotals,
  type ExportCursor,
  type Filters,
} from './query';
import { createSheetWriter, sendSheet, type Cell, type SheetWriter } from './xlsx';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const params = object({ parkingId: id() });
const example = (ids: { parkingId: number }) => ({ params: { parkingId: ids.parkingId }, query: { in_date: '2026-01-01', out_date: '2026-01-31', gate_in: 'all', search: '', per_page: '10', page: '1' } });

/** Rows read from the database per batch while exporting: a few MB of JSON and XML at a time. */
export const EXPORT_BATCH = 10_000;

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
    head: ['Entrada', 'Salida', 'Acceso de entrada', 'Acceso de salida', 'Placa', 'Periodo', 'Forma de pago', 'Validaciones', 'Boleto perdido', 'Motivo del boleto perdido', 'Cargo por servicio', 'Impuesto', 'Total'],
    kinds: { cash: 'Efectivo', card: 'Tarjeta' } as Record<string, string>,
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
    head: ['Entry', 'Exit', 'Entry gate', 'Exit gate', 'Plate', 'Period', 'Payment', 'Validations', 'Lost ticket', 'Lost-ticket reason', 'Service charge', 'Tax', 'Total'],
    kinds: { cash: 'Cash', card: 'Card' } as Record<string, string>,
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

/**
 * Writes batches of rows until none is left; a failure ends the stream with an error. The next batch is
 * asked for before this one is written, so that PostgreSQL reads it while this process writes XML.
 */
async function pump<T extends [number, number, ...unknown[]]>(writer: SheetWriter, next: (after: ExportCursor) => Promise<T[]>, cells: (t: T) => Cell[], after: (writer: SheetWriter) => void) {
  // A batch asked for ahead may fail after the client has gone: it is then nobody's error to report.
  const ask = (after: ExportCursor) => {
    const batch = next(after);
    batch.catch(() => undefined);
    return batch;
  };
  try {
    let pending = ask(null);
    for (;;) {
      const batch = await pending;
      const last = batch.length === EXPORT_BATCH ? batch[batch.length - 1] : null;
      if (last) pending = ask({ id: last[0], us: last[1] });
      for (const t of batch) writer.row(cells(t));
      await writer.flush();
      if (!last) break;
    }
    after(writer);
    writer.end();
  } catch (err) {
    writer.fail(err as Error);
  }
}

export function transactionRoutes(app: FastifyInstance): void {
  const db = app.db;

  /** A report's sheet with its first two rows (the filters described, the header), and its gates by name. */
  const openReport = async (parkingId: number, query: TransactionsQuery, locale: Locale, kind: 'transactions' | 'entrances') => {
    const timeZone = await lotTimeZone(db, parkingId);
    const f = toFilters(query, timeZone);
    const [gates, names] = await Promise.all([entryGates(db, parkingId), gateNames(db, parkingId)]);
    const l = LABELS[locale];
    const writer = createSheetWriter({ sheetName: l.sheet, timeZone });
    writer.row([{ t: 'text', v: describeFilters(query, f, gates, `${l[kind]} (${formatDay(new Date(), timeZone)})`, locale), bold: true }]);
    writer.row((kind === 'transactions' ? l.head : l.headEntrances).map((v) => ({ t: 'text', v, bold: true })));
    const gate = (gid: number | null): Cell => (gid === null ? null : { t: 'text', v: names.get(gid) ?? String(gid) });
    return { f, l, writer, gate };
  };

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
        service: r.service,
        tax: r.tax,
        payment_kind: r.paymentKind,
        validations: r.validations,
        lost_ticket: r.lostTicket,
        lost_ticket_reason: r.lostTicketReason,
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
      const { f, l, writer, gate } = await openReport(p.parkingId, query, locale, 'transactions');
      const totals = await visitTotals(db, p.parkingId, f);
      // The charges' totals add up as the rows stream (the totals' index holds the amounts only).
      const charged = { service: 0, tax: 0, validations: 0, lostTicket: 0 };
      const money = (cents: number | null): Cell => (cents === null ? null : { t: 'money', v: cents });
      void pump(
        writer,
        (after) => visitExportBatch(db, p.parkingId, f, after, EXPORT_BATCH),
        ([, inUs, outMs, gIn, gOut, plate, period, amount, service, tax, paymentKind, validations, lostTicket, lostTicketReason]) => {
          charged.service += service ?? 0;
          charged.tax += tax ?? 0;
          charged.validations += validations ?? 0;
          charged.lostTicket += lostTicket ?? 0;
          return [
            { t: 'date', v: inUs / 1000 },
            outMs === null ? null : { t: 'date', v: outMs },
            gate(gIn),
            gate(gOut),
            { t: 'text', v: plate },
            period === null ? null : { t: 'text', v: period },
            paymentKind === null ? null : { t: 'text', v: l.kinds[paymentKind] ?? paymentKind },
            money(validations),
            money(lostTicket),
            lostTicketReason === null ? null : { t: 'text', v: lostTicketReason },
            money(service),
            money(tax),
            money(amount),
          ];
        },
        (w) =>
          w.row([
            { t: 'text', v: l.total, bold: true },
            { t: 'number', v: totals.count },
            null,
            null,
            null,
            null,
            null,
            { t: 'money', v: charged.validations, bold: true },
            { t: 'money', v: charged.lostTicket, bold: true },
            null,
            { t: 'money', v: charged.service, bold: true },
            { t: 'money', v: charged.tax, bold: true },
            { t: 'money', v: totals.amount, bold: true },
          ]),
      );
      return sendSheet(reply, writer, totals.count);
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
      const { f, l, writer, gate } = await openReport(p.parkingId, query, locale, 'entrances');
      const count = await entranceCount(db, p.parkingId, f);
      void pump(
        writer,
        (after) => entranceExportBatch(db, p.parkingId, f, after, EXPORT_BATCH),
        ([, atUs, direction, plate, gateId, name]) => [
          { t: 'date', v: atUs / 1000 },
          { t: 'text', v: direction === 'in' ? l.in : l.out },
          { t: 'text', v: plate },
          gate(gateId),
          { t: 'text', v: name },
        ],
        () => undefined,
      );
      return sendSheet(reply, writer, count);
    },
  });
}
