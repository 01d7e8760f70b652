// A one-sheet XLSX (OOXML zip) written row by row: fflate's streaming Zip + ZipDeflate, so that only the
// current batch of rows is ever in memory. Cells are typed: text as inline strings, numbers, dates as Excel
// serials with a date-time format, money with an MXN currency format.
import { PassThrough, type Readable } from 'node:stream';
import { tzOffset } from '@date-fns/tz';
import { strToU8, Zip, ZipDeflate } from 'fflate';

export type Cell =
  | { t: 'text'; v: string; bold?: boolean }
  | { t: 'number'; v: number }
  | { t: 'money'; v: number; bold?: boolean }
  | { t: 'date'; v: Date }
  | null;

// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Style ids in styles.xml's cellXfs. */
const STYLE = { date: 1, money: 2, bold: 3, boldMoney: 4 } as const;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = (name: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const MONEY_FORMAT = '"MXN" #,##0.00';
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="${escapeXml(DATE_TIME_FORMAT)}"/><numFmt numFmtId="165" formatCode="${escapeXml(MONEY_FORMAT)}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="165" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs></styleSheet>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

const BATCH_CHARS = 64 * 1024;

export function escapeXml(s: string): string {
  // Most cells (plates, gate names) need nothing: test once before replacing.
  if (!NEEDS_ESCAPE.test(s)) return s;
  // Characters XML 1.0 cannot carry at all are dropped.
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const COLUMNS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

export function columnName(index: number): string {
  if (index < 26) return COLUMNS[index];
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** UTC offsets (minutes) by zone and quarter hour: offsets change on quarter-hour boundaries at the finest. */
const offsets = new Map<string, number>();
const QUARTER_MS = 15 * 60_000;

function offsetMinutes(ms: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(ms / QUARTER_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, new Date(ms));
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant as Excel sees a wall-clock time in `timeZone`: days since 1899-12-30, fraction = time of day. */
export function excelSerial(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const wall = Math.floor(ms / 1000) * 1000 + offsetMinutes(ms, timeZone) * 60_000;
  return wall / 86_400_000 + 25_569;
}

/** Resolves when the stream wants more, or is gone. */
function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

export type SheetWriter = {
  /** The zip bytes as they are made; pipe it to the answer. */
  stream: Readable;
  /** Adds one row; resolves when the stream has room for more (back-pressure). */
  row: (cells: Cell[]) => Promise<void>;
  end: () => void;
  fail: (err: Error) => void;
};

export function createSheetWriter(opts: { sheetName: string; timeZone: string }): SheetWriter {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (out.destroyed) return;
    if (err) return out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  for (const [name, text] of [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbook(opts.sheetName)],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ] as const) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  let pending = SHEET_HEAD;
  let rowNumber = 0;

  const cellXml = (cell: Cell, ref: string): string => {
    if (cell === null) return '';
    switch (cell.t) {
      case 'text':
        return `<c r="${ref}" t="inlineStr"${cell.bold ? ` s="${STYLE.bold}"` : ''}><is><t xml:space="preserve">${escapeXml(cell.v)}</t></is></c>`;
      case 'number':
        return `<c r="${ref}"><v>${cell.v}</v></c>`;
      case 'money':
        return `<c r="${ref}" s="${cell.bold ? STYLE.boldMoney : STYLE.money}"><v>${(cell.v / 100).toFixed(2)}</v></c>`;
      case 'date':
        return `<c r="${ref}" s="${STYLE.date}"><v>${excelSerial(cell.v, opts.timeZone).toFixed(6)}</v></c>`;
    }
  };

  return {
    stream: out,
    async row(cells) {
      // The client went away: stop reading the database.
      if (out.destroyed) throw new Error('export aborted');
      rowNumber++;
      let xml = `<row r="${rowNumber}">`;
      cells.forEach((c, i) => (xml += cellXml(c, `${columnName(i)}${rowNumber}`)));
      pending += `${xml}</row>`;
      if (pending.length >= BATCH_CHARS) {
        sheet.push(strToU8(pending));
        pending = '';
        if (out.writableNeedDrain) await drained(out);
      }
    },
    end() {
      sheet.push(strToU8(pending + SHEET_TAIL), true);
      pending = '';
      zip.end();
    },
    fail(err) {
      zip.terminate();
      if (!out.destroyed) out.destroy(err);
    },
  };
}
