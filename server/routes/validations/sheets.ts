// The validations' Excel downloads (report.xlsx like every export): a list (the lot's or the shop's) and the
// lot's report per shop, in the caller's language, the filters described on the first row.
import type { FastifyReply } from 'fastify';
import type { ReportAnswer, ValidationBilling, ValidationRow } from '../../../src/contracts/validations.struct';
import type { ValidationKind } from '../../../src/domain/receipts';
import { formatDay } from '../../../src/domain/formats/edge-formats';
import type { Locale } from '../../../src/domain/validation/messages';
import { createSheetWriter, sendSheet, type Cell } from '../transactions/xlsx';

const LABELS = {
  es: {
    sheet: 'Reporte',
    list: 'Validaciones de estacionamiento',
    report: 'Validaciones por comercio',
    from: 'Desde',
    to: 'Hasta',
    listHead: ['Fecha', 'Estacionamiento', 'Placa', 'Boleto', 'Comercio', 'Tienda', 'Usuario', 'Tipo', 'Valor', 'Cobro', 'Créditos', 'Descontado', 'Anulada'],
    reportHead: ['Comercio', 'Cobro', 'Validaciones', 'Pagadas', 'Descontado', 'Créditos'],
    total: 'Total',
    kinds: { minutes: 'Minutos gratis', percent: 'Porcentaje', fixed: 'Monto fijo' },
    billings: { credits: 'Créditos', monthly: 'Mensual' },
  },
  en: {
    sheet: 'Report',
    list: 'Parking validations',
    report: 'Validations per shop',
    from: 'From',
    to: 'To',
    listHead: ['Date', 'Lot', 'Plate', 'Ticket', 'Shop', 'Store', 'User', 'Kind', 'Value', 'Billing', 'Credits', 'Taken off', 'Withdrawn'],
    reportHead: ['Shop', 'Billing', 'Validations', 'Paid', 'Taken off', 'Credits'],
    total: 'Total',
    kinds: { minutes: 'Free minutes', percent: 'Percentage', fixed: 'Fixed amount' },
    billings: { credits: 'Credits', monthly: 'Monthly' },
  },
} satisfies Record<Locale, { kinds: Record<ValidationKind, string>; billings: Record<ValidationBilling, string> } & Record<string, unknown>>;

type Sheet = { title: 'list' | 'report'; period: { from?: string; to?: string }; timeZone: string; locale: Locale; reply: FastifyReply };

function start({ title, period, timeZone, locale }: Sheet, head: string[]) {
  const l = LABELS[locale];
  const writer = createSheetWriter({ sheetName: l.sheet, timeZone });
  const described = [`${l[title]} (${formatDay(new Date(), timeZone)})`, `${l.from}: ${period.from || '-'}`, `${l.to}: ${period.to || '-'}`];
  writer.row([{ t: 'text', v: described.join(' | '), bold: true }]);
  writer.row(head.map((v) => ({ t: 'text', v, bold: true })));
  return writer;
}

const valueCell = (r: ValidationRow): Cell => (r.kind === 'fixed' ? { t: 'money', v: r.value } : { t: 'number', v: r.value });

export function sendValidationList(sheet: Sheet, rows: ValidationRow[]): FastifyReply {
  const l = LABELS[sheet.locale];
  const writer = start(sheet, l.listHead);
  for (const r of rows) {
    writer.row([
      { t: 'date', v: Date.parse(r.created_at) },
      { t: 'text', v: r.parking_name },
      { t: 'text', v: r.plate },
      { t: 'number', v: r.visit_id },
      { t: 'text', v: r.shop_name },
      r.branch_name === null ? null : { t: 'text', v: r.branch_name },
      r.user_name === null ? null : { t: 'text', v: r.user_name },
      { t: 'text', v: l.kinds[r.kind] },
      valueCell(r),
      { t: 'text', v: l.billings[r.billing] },
      { t: 'number', v: r.credits },
      r.applied_cents === null ? null : { t: 'money', v: r.applied_cents },
      r.voided_at === null ? null : { t: 'date', v: Date.parse(r.voided_at) },
    ]);
  }
  writer.end();
  return sendSheet(sheet.reply, writer, rows.length);
}

export function sendValidationReport(sheet: Sheet, report: ReportAnswer): FastifyReply {
  const l = LABELS[sheet.locale];
  const writer = start(sheet, l.reportHead);
  for (const r of report.data) {
    writer.row([{ t: 'text', v: r.shop_name }, { t: 'text', v: l.billings[r.billing] }, { t: 'number', v: r.count }, { t: 'number', v: r.paid }, { t: 'money', v: r.applied_cents }, { t: 'number', v: r.credits }]);
  }
  const { totals } = report;
  writer.row([{ t: 'text', v: l.total, bold: true }, null, { t: 'number', v: totals.count }, { t: 'number', v: totals.paid }, { t: 'money', v: totals.applied_cents, bold: true }, { t: 'number', v: totals.credits }]);
  writer.end();
  return sendSheet(sheet.reply, writer, report.data.length);
}
