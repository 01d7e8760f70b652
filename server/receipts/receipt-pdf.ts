// A receipt as a PDF (pdf-lib, issue 21 item 6), in the caller's language: the lot, the visit, every line with its
// words and, for a tariff period, its local times; the totals; then a short explanation of each kind of line the
// receipt holds (periods, caps, courtesy, special rates, validations, lost ticket, service charge, tax).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Receipt } from '../../src/contracts/receipts.struct';
import { formatDateTime, formatMoney } from '../../src/domain/formats/edge-formats';
import type { Locale } from '../../src/domain/validation/messages';

type Explained = 'segment' | 'cap' | 'courtesy' | 'special' | 'validation' | 'lost_ticket' | 'service' | 'tax';

const WORDS = {
  es: {
    title: 'Recibo de estacionamiento',
    ticket: 'Boleto',
    plate: 'Placa',
    customer: 'Cliente',
    entry: 'Entrada',
    paid: 'Pago',
    stay: 'Estancia',
    gate: 'Salida',
    operator: 'Operador',
    payment: 'Forma de pago',
    kinds: { cash: 'Efectivo', card: 'Tarjeta', barrier: 'Tarjeta en la pluma de salida' },
    net: 'Subtotal',
    service: 'Cargo por servicio',
    tax: 'Impuesto',
    total: 'Total',
    how: 'Cómo se calculó',
    explain: {
      segment: 'Tarifa: el tiempo de tu estancia cobrado con la tarifa vigente en cada horario (de la hora indicada a la siguiente).',
      cap: 'Tope: lo más que se cobra por estancia, día, semana o mes; el descuento es lo que la tarifa pasaba del tope.',
      courtesy: 'Cortesía: los primeros minutos no se cobran.',
      special: 'Tarifa especial: un precio o descuento del estacionamiento para esas fechas o ese acceso.',
      validation: 'Validación: una tienda de la plaza pagó parte de tu estancia (minutos gratis, un porcentaje o un monto); solo reduce la tarifa.',
      lost_ticket: 'Boleto perdido: la cuota del estacionamiento por no presentar el boleto, con el motivo anotado por el operador.',
      service: 'Cargo por servicio: el porcentaje que la empresa cobra sobre el subtotal.',
      tax: 'Impuesto: el impuesto que la empresa aplica al pago.',
    } satisfies Record<Explained, string>,
  },
  en: {
    title: 'Parking receipt',
    ticket: 'Ticket',
    plate: 'Plate',
    customer: 'Customer',
    entry: 'Entry',
    paid: 'Paid',
    stay: 'Stay',
    gate: 'Exit',
    operator: 'Operator',
    payment: 'Payment',
    kinds: { cash: 'Cash', card: 'Card', barrier: 'Card at the exit barrier' },
    net: 'Subtotal',
    service: 'Service charge',
    tax: 'Tax',
    total: 'Total',
    how: 'How it was charged',
    explain: {
      segment: "Fee: your stay's time charged at the fee in force at each hour (from the time shown to the next).",
      cap: 'Cap: the most a session, day, week or month costs; the reduction is what the fees went past the cap.',
      courtesy: 'Courtesy: the first minutes are free.',
      special: "Special rate: the lot's price or discount for those dates or that access.",
      validation: 'Validation: a store in the plaza paid part of your stay (free minutes, a percentage or an amount); it reduces the fee only.',
      lost_ticket: "Lost ticket: the lot's fee when the ticket is missing, with the reason the operator wrote.",
      service: "Service charge: the company's percentage on the subtotal.",
      tax: 'Tax: the tax the company applies to the payment.',
    } satisfies Record<Explained, string>,
  },
} as const;

const explainedAs = (kind: string): Explained | null => {
  if (kind === 'segment' || kind === 'courtesy' || kind === 'lost_ticket') return kind;
  if (kind.startsWith('cap.')) return 'cap';
  if (kind.startsWith('special.')) return 'special';
  if (kind.startsWith('validation.')) return 'validation';
  return null;
};

const PAGE: [number, number] = [420, 595]; // A5 portrait, in points
const MARGIN = 36;
const SIZE = 10;
const LEADING = 14;
const GREY = rgb(0.35, 0.35, 0.35);

/** Writes top to bottom, wrapping long text and starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** The standard fonts encode WinAnsi only: any other character (an emoji in a name) is printed as '?'. */
  private printable(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  }

  private room(lines: number): void {
    if (this.y - lines * LEADING >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out.length > 0 ? out : [''];
  }

  title(text: string): void {
    this.room(2);
    this.page.drawText(this.printable(text, this.bold), { x: MARGIN, y: this.y, size: 14, font: this.bold });
    this.y -= LEADING * 1.6;
  }

  /** A label on the left, its value on the right (an amount, a date). */
  row(label: string, value: string, options: { bold?: boolean; note?: string } = {}): void {
    const font = options.bold ? this.bold : this.font;
    const right = this.printable(value, font);
    const rightWidth = font.widthOfTextAtSize(right, SIZE);
    const labels = this.wrap(this.printable(label, font), font, SIZE, PAGE[0] - 2 * MARGIN - rightWidth - 12);
    this.room(labels.length + (options.note ? 1 : 0));
    this.page.drawText(right, { x: PAGE[0] - MARGIN - rightWidth, y: this.y, size: SIZE, font });
    for (const text of labels) {
      this.page.drawText(text, { x: MARGIN, y: this.y, size: SIZE, font });
      this.y -= LEADING;
    }
    if (options.note) {
      this.page.drawText(this.printable(options.note, this.font), { x: MARGIN + 8, y: this.y + 2, size: SIZE - 2, font: this.font, color: GREY });
      this.y -= LEADING - 2;
    }
  }

  paragraph(text: string): void {
    for (const line of this.wrap(this.printable(text, this.font), this.font, SIZE - 1, PAGE[0] - 2 * MARGIN)) {
      this.room(1);
      this.page.drawText(line, { x: MARGIN, y: this.y, size: SIZE - 1, font: this.font, color: GREY });
      this.y -= LEADING - 2;
    }
    this.y -= 2;
  }

  rule(): void {
    this.room(1);
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 6 }, end: { x: PAGE[0] - MARGIN, y: this.y + 6 }, thickness: 0.5, color: GREY });
    this.y -= LEADING / 2;
  }
}

export async function receiptPdf(receipt: Receipt, locale: Locale): Promise<Uint8Array> {
  const w = WORDS[locale];
  const zone = receipt.lot.time_zone;
  const doc = await PDFDocument.create();
  doc.setTitle(`${w.title} ${receipt.visit_id}`);
  doc.setLanguage(locale === 'es' ? 'es-MX' : 'en');
  doc.setCreator('Nexo');
  // A receipt's bytes depend on its contents only (the same receipt downloaded twice is the same file).
  doc.setCreationDate(new Date(receipt.paid_at));
  doc.setModificationDate(new Date(receipt.paid_at));
  const out = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  out.title(w.title);
  out.row(receipt.lot.name, '', { bold: true });
  if (receipt.lot.address) out.paragraph(receipt.lot.address);
  out.rule();
  out.row(w.ticket, String(receipt.visit_id));
  out.row(w.plate, receipt.plate);
  if (receipt.customer_name) out.row(w.customer, receipt.customer_name);
  out.row(w.entry, formatDateTime(receipt.entry_at, zone));
  out.row(w.paid, formatDateTime(receipt.paid_at, zone));
  if (receipt.period) out.row(w.stay, receipt.period);
  if (receipt.gate) out.row(w.gate, receipt.gate);
  if (receipt.operator) out.row(w.operator, receipt.operator);
  const kind = receipt.paid_by === 'barrier' ? w.kinds.barrier : receipt.payment_kind ? w.kinds[receipt.payment_kind] : null;
  if (kind) out.row(w.payment, kind);
  out.rule();
  for (const line of receipt.lines) {
    const times = line.from && line.to ? `${formatDateTime(line.from, zone)} – ${formatDateTime(line.to, zone).slice(-5)}` : undefined;
    out.row(line.label, formatMoney(line.amount), { note: times });
  }
  out.rule();
  out.row(w.net, formatMoney(receipt.net));
  if (receipt.service > 0) out.row(w.service, formatMoney(receipt.service));
  if (receipt.tax > 0) out.row(w.tax, formatMoney(receipt.tax));
  out.row(w.total, formatMoney(receipt.total), { bold: true });

  const explained = new Set<Explained>();
  for (const line of receipt.lines) {
    const as = explainedAs(line.kind);
    if (as) explained.add(as);
  }
  if (receipt.service > 0) explained.add('service');
  if (receipt.tax > 0) explained.add('tax');
  out.rule();
  out.row(w.how, '', { bold: true });
  for (const key of Object.keys(w.explain) as Explained[]) if (explained.has(key)) out.paragraph(w.explain[key]);
  return doc.save({ useObjectStreams: false });
}
