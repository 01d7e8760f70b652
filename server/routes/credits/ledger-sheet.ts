// The ledger's Excel download (report.xlsx, like the transactions' export): the filters described, a header,
// the entries newest first read in batches, and the totals row.
import type { FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { EntryKind, LedgerQuery } from '../../../src/contracts/credits.struct';
import { formatDay } from '../../../src/domain/formats/edge-formats';
import type { Locale } from '../../../src/domain/validation/messages';
import { ledgerBatch, ledgerTotals, SHOP_TIME_ZONE } from '../../credits/ledger-list';
import type { Db } from '../../db/connect';
import { createSheetWriter, sendSheet } from '../transactions/xlsx';

const BATCH = 5_000;

const LABELS = {
  es: {
    sheet: 'Reporte',
    title: 'Transacciones de créditos',
    from: 'Desde',
    to: 'Hasta',
    store: 'Tienda',
    kind: 'Movimiento',
    all: 'Todos',
    head: ['Fecha', 'Tienda', 'Movimiento', 'Créditos', 'Transferibles', 'Paquete', 'Otra tienda', 'Importe'],
    yes: 'Sí',
    no: 'No',
    total: 'Total',
    kinds: { purchase: 'Compra', gift: 'Regalo', transfer_in: 'Transferencia recibida', transfer_out: 'Transferencia enviada', offer: 'Oferta enviada', validation: 'Validación de estacionamiento' },
  },
  en: {
    sheet: 'Report',
    title: 'Credit transactions',
    from: 'From',
    to: 'To',
    store: 'Store',
    kind: 'Movement',
    all: 'All',
    head: ['Date', 'Store', 'Movement', 'Credits', 'Transferable', 'Package', 'Other store', 'Amount'],
    yes: 'Yes',
    no: 'No',
    total: 'Total',
    kinds: { purchase: 'Purchase', gift: 'Gift', transfer_in: 'Transfer received', transfer_out: 'Transfer sent', offer: 'Offer sent', validation: 'Parking validation' },
  },
} satisfies Record<Locale, { kinds: Record<EntryKind, string> } & Record<string, unknown>>;

export type LedgerSheet = { db: Db; where: SQL; query: LedgerQuery; locale: Locale; reply: FastifyReply };

export async function sendLedgerSheet({ db, where, query, locale, reply }: LedgerSheet): Promise<FastifyReply> {
  const l = LABELS[locale];
  const totals = await ledgerTotals(db, where);
  const writer = createSheetWriter({ sheetName: l.sheet, timeZone: SHOP_TIME_ZONE });
  const kind = query.kind && query.kind !== 'all' ? l.kinds[query.kind as EntryKind] : l.all;
  const store = query.branch_id && query.branch_id !== 'all' ? query.branch_id : l.all;
  const described = [`${l.title} (${formatDay(new Date(), SHOP_TIME_ZONE)})`, `${l.from}: ${query.from || '-'}`, `${l.to}: ${query.to || '-'}`, `${l.store}: ${store}`, `${l.kind}: ${kind}`];
  writer.row([{ t: 'text', v: described.join(' | '), bold: true }]);
  writer.row(l.head.map((v) => ({ t: 'text', v, bold: true })));
  void (async () => {
    try {
      let before: number | null = null;
      for (;;) {
        const batch = await ledgerBatch(db, where, before, BATCH);
        for (const r of batch) {
          writer.row([
            { t: 'date', v: Date.parse(r.at) },
            { t: 'text', v: r.branch_name },
            { t: 'text', v: r.note === null ? l.kinds[r.kind] : `${l.kinds[r.kind]}: ${r.note}` },
            { t: 'number', v: r.credits },
            { t: 'text', v: r.movable ? l.yes : l.no },
            r.package_name === null ? null : { t: 'text', v: r.package_name },
            r.counterpart === null ? null : { t: 'text', v: r.counterpart },
            r.amount_cents === null ? null : { t: 'money', v: r.amount_cents },
          ]);
        }
        await writer.flush();
        if (batch.length < BATCH) break;
        before = batch[batch.length - 1].id;
      }
      writer.row([{ t: 'text', v: l.total, bold: true }, { t: 'number', v: totals.count }, null, { t: 'number', v: totals.credits_in - totals.credits_out }, null, null, null, { t: 'money', v: totals.amount_cents, bold: true }]);
      writer.end();
    } catch (err) {
      writer.fail(err as Error);
    }
  })();
  return sendSheet(reply, writer, totals.count);
}
