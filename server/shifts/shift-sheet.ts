// The shifts' export (GET parkings/{parkingId}/shifts/export, report.xlsx): the filtered shifts with the float,
// the checkouts by payment kind, what was expected and counted and the differences, in the caller's language and
// the lot's time zone.
import type { FastifyReply } from 'fastify';
import type { ShiftRow, ShiftsQuery } from '../../src/contracts/shifts.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { EXPORT_ROWS } from '../lists/list-text';
import { sendListSheet, type Cell } from '../lists/sheet';
import { shiftRows } from './shift-records';
import type { SQL } from 'drizzle-orm';

const LABELS = {
  es: {
    title: 'Turnos de caja',
    from: 'Desde',
    to: 'Hasta',
    operator: 'Operador',
    search: 'Búsqueda',
    open: 'Abierto',
    head: ['Turno', 'Operador', 'Pluma', 'Apertura', 'Cierre', 'Fondo', 'Cobros', 'Efectivo cobrado', 'Tarjeta cobrada', 'Efectivo esperado', 'Efectivo contado', 'Diferencia efectivo', 'Tarjeta esperada', 'Tarjeta contada', 'Diferencia tarjeta', 'Nota'],
  },
  en: {
    title: 'Cash shifts',
    from: 'From',
    to: 'To',
    operator: 'Operator',
    search: 'Search',
    open: 'Open',
    head: ['Shift', 'Operator', 'Gate', 'Opened', 'Closed', 'Float', 'Checkouts', 'Cash taken', 'Card taken', 'Expected cash', 'Counted cash', 'Cash difference', 'Expected card', 'Counted card', 'Card difference', 'Note'],
  },
} as const;

const money = (cents: number | null): Cell => (cents === null ? null : { t: 'money', v: cents });
const date = (iso: string): Cell => ({ t: 'date', v: Date.parse(iso) });

function cells(s: ShiftRow, words: (typeof LABELS)[Locale]): Cell[] {
  return [
    { t: 'number', v: s.id },
    { t: 'text', v: s.operator_name },
    { t: 'text', v: s.gate_name },
    date(s.opened_at),
    s.closed_at ? date(s.closed_at) : { t: 'text', v: words.open },
    money(s.float_cents),
    { t: 'number', v: s.checkouts },
    money(s.cash_cents),
    money(s.card_cents),
    money(s.expected_cash_cents),
    money(s.counted_cash_cents),
    money(s.difference_cash_cents),
    money(s.expected_card_cents),
    money(s.counted_card_cents),
    money(s.difference_card_cents),
    s.note ? { t: 'text', v: s.note } : null,
  ];
}

type SheetInput = { where: SQL; query: ShiftsQuery; operatorName: string | null; timeZone: string; locale: Locale; reply: FastifyReply };

export async function sendShiftSheet(db: Db, input: SheetInput): Promise<FastifyReply> {
  const words = LABELS[input.locale];
  const { query } = input;
  const filters = [
    query.from ? `${words.from}: ${query.from}` : null,
    query.to ? `${words.to}: ${query.to}` : null,
    input.operatorName ? `${words.operator}: ${input.operatorName}` : null,
    query.q?.trim() ? `${words.search}: ${query.q.trim()}` : null,
  ].filter((f): f is string => f !== null);
  const rows = await shiftRows(db, input.where, EXPORT_ROWS, 0);
  return sendListSheet({ title: words.title, filters, head: words.head, rows: rows.map((s) => cells(s, words)), locale: input.locale, timeZone: input.timeZone, reply: input.reply });
}
