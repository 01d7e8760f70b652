// A one-sheet XLSX (OOXML zip) written batch by batch, so that only the current batch of rows is ever in
// memory. The zip container is fflate's streaming Zip; the sheet is deflated by Node's zlib, which is several
// times faster than fflate's JavaScript deflate and runs on the libuv thread pool, beside the next batch's
// read. Cells are typed: text as inline strings, numbers, dates as Excel serials with a date-time format,
// money with an MXN currency format.
import type { FastifyReply } from 'fastify';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import { tzOffset } from '@date-fns/tz';
import { strToU8, Zip, ZipDeflate, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';

export type Cell =
  | { t: 'text'; v: string; bold?: boolean }
  | { t: 'number'; v: number }
  | { t: 'money'; v: number; bold?: boolean }
  /** `v`: the instant in milliseconds since the epoch. */
  | { t: 'date'; v: number }
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

/** Sheet XML handed to the deflater at a time (UTF-16 code units). */
const FLUSH_CHARS = 256 * 1024;
/** zlib level 3: measured 2.5x less CPU than level 6 for a 15% larger file; numbers repeat a lot anyway. */
const SHEET_LEVEL = 3;

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

const DAY_MS = 86_400_000;
const QUARTER_MS = 15 * 60_000;

/**
 * UTC offsets (minutes) of one zone. A UTC day whose two ends share an offset has it throughout (zones change
 * at most once a day), so most instants cost one map lookup; days with a change are cached by quarter hour,
 * the finest step offsets take.
 */
function offsetCache(timeZone: string): (ms: number) => number {
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  const at = (ms: number) => tzOffset(timeZone, new Date(ms));
  return (ms) => {
    const day = Math.floor(ms / DAY_MS);
    let offset = days.get(day);
    if (offset === undefined) {
      const start = at(day * DAY_MS);
      offset = start === at((day + 1) * DAY_MS - 1) ? start : null;
      days.set(day, offset);
    }
    if (offset !== null) return offset;
    const quarter = Math.floor(ms / QUARTER_MS);
    let inDay = quarters.get(quarter);
    if (inDay === undefined) quarters.set(quarter, (inDay = at(ms)));
    return inDay;
  };
}

/** The wall-clock time `ms` in the zone whose offset is `offsetMinutes`, as an Excel serial: days since 1899-12-30. */
const serial = (ms: number, offsetMinutes: number) => (Math.floor(ms / 1000) * 1000 + offsetMinutes * 60_000) / 86_400_000 + 25_569;

/** The instant as Excel sees a wall-clock time in `timeZone`: days since 1899-12-30, fraction = time of day. */
export function excelSerial(instant: Date, timeZone: string): number {
  return serial(instant.getTime(), tzOffset(timeZone, instant));
}

/** Resolves when the stream wants more, or is gone. */
function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** A zip entry deflated by Node's zlib (fflate's Zip takes any stream that reports its CRC and size). */
class NodeDeflateFile implements ZipInputFile {
  readonly compression = 8;
  readonly flag = 2; // "fast" deflate, as the zip spec names levels 2-5
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;
  readonly deflater: zlib.DeflateRaw;

  constructor(readonly filename: string, level: number) {
    this.deflater = zlib.createDeflateRaw({ level });
    // zlib's chunks are never on shared memory; fflate's types ask for a plain ArrayBuffer.
    this.deflater.on('data', (chunk: Buffer) => this.ondata?.(null, new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.byteLength), false));
    this.deflater.on('end', () => this.ondata?.(null, new Uint8Array(0), true));
    this.deflater.on('error', (err) => this.ondata?.(Object.assign(err, { code: 0 }), new Uint8Array(0), true));
  }

  push(text: string, final: boolean): void {
    const bytes = Buffer.from(text, 'utf8');
    this.size += bytes.length;
    this.crc = zlib.crc32(bytes, this.crc);
    this.deflater.write(bytes);
    if (final) this.deflater.end();
  }

  terminate(): void {
    this.deflater.destroy();
  }
}

export type SheetWriter = {
  /** The zip bytes as they are made; pipe it to the answer. */
  stream: Readable;
  /** Adds one row to the pending XML. */
  row: (cells: Cell[]) => void;
  /** Hands the pending XML to the deflater; resolves when both it and the answer have room (back-pressure). */
  flush: () => Promise<void>;
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
  const sheet = new NodeDeflateFile('xl/worksheets/sheet1.xml', SHEET_LEVEL);
  zip.add(sheet);
  const offset = offsetCache(opts.timeZone);
  let pending: string[] = [SHEET_HEAD];
  let pendingChars = 0;
  let rowNumber = 0;

  const push = (final: boolean) => {
    sheet.push(pending.join('') + (final ? SHEET_TAIL : ''), final);
    pending = [];
    pendingChars = 0;
  };

  const cellXml = (cell: Cell, ref: string): string => {
    if (cell === null) return '';
    switch (cell.t) {
      case 'text': {
        const v = escapeXml(cell.v);
        // Excel trims text at its ends unless told to keep it; plates and names rarely need it.
        const keep = v.length > 0 && (v.charCodeAt(0) <= 32 || v.charCodeAt(v.length - 1) <= 32) ? ' xml:space="preserve"' : '';
        return `<c r="${ref}" t="inlineStr"${cell.bold ? ` s="${STYLE.bold}"` : ''}><is><t${keep}>${v}</t></is></c>`;
      }
      case 'number':
        return `<c r="${ref}"><v>${cell.v}</v></c>`;
      case 'money':
        return `<c r="${ref}" s="${cell.bold ? STYLE.boldMoney : STYLE.money}"><v>${(cell.v / 100).toFixed(2)}</v></c>`;
      case 'date':
        return `<c r="${ref}" s="${STYLE.date}"><v>${serial(cell.v, offset(cell.v)).toFixed(6)}</v></c>`;
    }
  };

  return {
    stream: out,
    row(cells) {
      rowNumber++;
      let xml = `<row r="${rowNumber}">`;
      for (let i = 0; i < cells.length; i++) xml += cellXml(cells[i], `${columnName(i)}${rowNumber}`);
      xml += '</row>';
      pending.push(xml);
      pendingChars += xml.length;
      if (pendingChars >= FLUSH_CHARS) push(false);
    },
    async flush() {
      // The client went away: stop reading the database.
      if (out.destroyed) throw new Error('export aborted');
      if (pendingChars > 0) push(false);
      await drained(sheet.deflater);
      await drained(out);
    },
    end() {
      push(true);
      zip.end();
    },
    fail(err) {
      zip.terminate();
      if (!out.destroyed) out.destroy(err);
    },
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers the sheet as report.xlsx while it is written; `X-Export-Rows` (the data rows to come) lets the console
 *  show progress. Every export of the console answers through here. */
export function sendSheet(reply: FastifyReply, writer: SheetWriter, rowCount: number): FastifyReply {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', 'attachment; filename="report.xlsx"')
    .header('cache-control', 'no-store')
    .header('x-export-rows', String(rowCount))
    .send(writer.stream);
}
