// The Excel export of an admin list (GET <list path>/export, answered as report.xlsx like the transactions'):
// a title line (the list's name, the day it was made and the filters applied), the column heads in bold, then
// the rows. Admin lists are the platform's catalogue (users, requests, plazas...): thousands of rows at most, so
// the caller reads them in one query and hands them over.
import type { FastifyReply } from 'fastify';
import { formatDay } from '../../src/domain/formats/edge-formats';
import type { Locale } from '../../src/domain/validation/messages';
import { createSheetWriter, sendSheet, type Cell } from '../routes/transactions/xlsx';

export type { Cell };

const SHEET_NAME: Record<Locale, string> = { es: 'Reporte', en: 'Report' };
/** Rows handed to the deflater at a time (back-pressure on the answer between batches). */
const BATCH = 1_000;

export type ListSheet = {
  /** The list's name in the caller's language ("Usuarios"). */
  title: string;
  /** The filters applied, in the caller's words ("Estatus: Activo"); the search text is one of them. */
  filters?: readonly string[];
  head: readonly string[];
  rows: readonly Cell[][];
  locale: Locale;
  /** Dates are written as wall-clock times of this zone (the company's). */
  timeZone: string;
  reply: FastifyReply;
};

/** Sends the rows as report.xlsx; X-Export-Rows says how many (the console's progress). */
export function sendListSheet({ title, filters = [], head, rows, locale, timeZone, reply }: ListSheet): FastifyReply {
  const writer = createSheetWriter({ sheetName: SHEET_NAME[locale], timeZone });
  writer.row([{ t: 'text', v: [`${title} (${formatDay(new Date(), timeZone)})`, ...filters].join(' | '), bold: true }]);
  writer.row(head.map((v) => ({ t: 'text', v, bold: true })));
  void (async () => {
    try {
      for (let i = 0; i < rows.length; i += BATCH) {
        for (const row of rows.slice(i, i + BATCH)) writer.row(row);
        await writer.flush();
      }
      writer.end();
    } catch (err) {
      writer.fail(err as Error);
    }
  })();
  return sendSheet(reply, writer, rows.length);
}
