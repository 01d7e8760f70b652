// Reading cashier shifts (issue 21 item 5): a shift with its running totals, the lot's shifts filtered by period
// and operator, the per-operator-and-day summary of the differences, and one shift's checkouts. A checkout
// belongs to a shift through visits.shift_id; it is looked up by the shift's operator and paid_at from the
// shift's opening, which the index visits(operator_id, paid_at) answers without scanning the lot's visits.
import { and, desc, eq, gte, ilike, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ShiftCheckout, ShiftDaySummary, ShiftRow, ShiftsQuery } from '../../src/contracts/shifts.struct';
import type { Db } from '../db/connect';
import { cashierShifts, gates, users, visits } from '../db/schema';
import { containing } from '../lists/list-text';
import { dayStart } from '../routes/transactions/query';

type ShiftRecord = typeof cashierShifts.$inferSelect & { gateName: string; operatorName: string };
export type ShiftTotals = { checkouts: number; cash: number; card: number };

const operatorName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const NO_TOTALS: ShiftTotals = { checkouts: 0, cash: 0, card: 0 };

const shiftSelection = { shift: cashierShifts, gateName: gates.name, operatorName };
const withNames = (s: { shift: typeof cashierShifts.$inferSelect; gateName: string; operatorName: string }): ShiftRecord => ({ ...s.shift, gateName: s.gateName, operatorName: s.operatorName });

/** The checkouts of each shift, by payment kind (integer cents). */
export async function shiftTotals(db: Db, shifts: readonly (typeof cashierShifts.$inferSelect)[]): Promise<Map<number, ShiftTotals>> {
  if (shifts.length === 0) return new Map();
  const rows = await db
    .select({
      shiftId: visits.shiftId,
      checkouts: sql<number>`count(*)::int`,
      cash: sql<number>`coalesce(sum(${visits.amount}) filter (where ${visits.paymentKind} = 'cash'), 0)::int`,
      card: sql<number>`coalesce(sum(${visits.amount}) filter (where ${visits.paymentKind} = 'card'), 0)::int`,
    })
    .from(visits)
    .where(or(...shifts.map((s) => and(eq(visits.operatorId, s.operatorId), gte(visits.paidAt, s.openedAt), eq(visits.shiftId, s.id)))))
    .groupBy(visits.shiftId);
  return new Map(rows.map((r) => [r.shiftId ?? 0, { checkouts: r.checkouts, cash: r.cash, card: r.card }]));
}

/** A shift as the console reads it: an open one's expected amounts are running (float + cash, card); a closed
 *  one's are those stored at its close, with the differences counted - expected. */
export function shiftRow(s: ShiftRecord, totals: ShiftTotals = NO_TOTALS): ShiftRow {
  const expectedCash = s.expectedCashCents ?? s.floatCents + totals.cash;
  const expectedCard = s.expectedCardCents ?? totals.card;
  return {
    id: s.id,
    parking_id: s.parkingId,
    gate_id: s.gateId,
    gate_name: s.gateName,
    operator_id: s.operatorId,
    operator_name: s.operatorName,
    opened_at: s.openedAt.toISOString(),
    closed_at: s.closedAt?.toISOString() ?? null,
    float_cents: s.floatCents,
    checkouts: totals.checkouts,
    cash_cents: totals.cash,
    card_cents: totals.card,
    expected_cash_cents: expectedCash,
    expected_card_cents: expectedCard,
    counted_cash_cents: s.countedCashCents,
    counted_card_cents: s.countedCardCents,
    difference_cash_cents: s.countedCashCents === null ? null : s.countedCashCents - expectedCash,
    difference_card_cents: s.countedCardCents === null ? null : s.countedCardCents - expectedCard,
    note: s.note,
  };
}

async function rowsOf(db: Db, records: ShiftRecord[]): Promise<ShiftRow[]> {
  const totals = await shiftTotals(db, records);
  return records.map((r) => shiftRow(r, totals.get(r.id)));
}

const joined = (db: Db) =>
  db.select(shiftSelection).from(cashierShifts).innerJoin(gates, eq(gates.id, cashierShifts.gateId)).innerJoin(users, eq(users.id, cashierShifts.operatorId));

/** The operator's open shift in the lot, with its running totals; null when none. */
export async function currentShift(db: Db, parkingId: number, operatorId: number): Promise<ShiftRow | null> {
  const found = await joined(db).where(and(eq(cashierShifts.parkingId, parkingId), eq(cashierShifts.operatorId, operatorId), isNull(cashierShifts.closedAt)));
  return found.length === 0 ? null : (await rowsOf(db, found.map(withNames)))[0];
}

/** One shift of the lot with its totals, or null. */
export async function shiftOfLot(db: Db, parkingId: number, shiftId: number): Promise<ShiftRow | null> {
  const found = await joined(db).where(and(eq(cashierShifts.parkingId, parkingId), eq(cashierShifts.id, shiftId)));
  return found.length === 0 ? null : (await rowsOf(db, found.map(withNames)))[0];
}

/** The list's filter: shifts of the lot opened within the days (the lot's), of one operator, the search text in
 *  the operator's name or the gate's. */
export function shiftFilter(parkingId: number, q: ShiftsQuery, timeZone: string): SQL {
  const text = containing(q.q);
  const parts: (SQL | undefined)[] = [
    eq(cashierShifts.parkingId, parkingId),
    q.from ? gte(cashierShifts.openedAt, dayStart(q.from, timeZone)) : undefined,
    q.to ? lt(cashierShifts.openedAt, dayStart(q.to, timeZone, 1)) : undefined,
    q.operator_id ? eq(cashierShifts.operatorId, q.operator_id) : undefined,
    text ? or(ilike(operatorName, text), ilike(gates.name, text)) : undefined,
  ];
  return and(...parts) as SQL;
}

export async function shiftCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cashierShifts)
    .innerJoin(gates, eq(gates.id, cashierShifts.gateId))
    .innerJoin(users, eq(users.id, cashierShifts.operatorId))
    .where(where);
  return row.n;
}

/** The filtered shifts, latest opened first. */
export async function shiftRows(db: Db, where: SQL, limit: number, offset: number): Promise<ShiftRow[]> {
  const found = await joined(db).where(where).orderBy(desc(cashierShifts.openedAt), desc(cashierShifts.id)).limit(limit).offset(offset);
  return rowsOf(db, found.map(withNames));
}

/** Per operator and day of the lot (the day each shift opened): the closed shifts' expected and counted sums and
 *  differences; the open ones are counted apart (their count is not known yet). */
export async function shiftSummary(db: Db, where: SQL, timeZone: string): Promise<ShiftDaySummary[]> {
  const day = sql<string>`to_char(${cashierShifts.openedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const closed = sql`${cashierShifts.closedAt} is not null`;
  const sumClosed = (column: AnyColumn) => sql<number>`coalesce(sum(${column}) filter (where ${closed}), 0)::int`;
  const rows = await db
    .select({
      operatorId: cashierShifts.operatorId,
      operatorName: sql<string>`min(${operatorName})`,
      day,
      shifts: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${cashierShifts.closedAt} is null))::int`,
      expectedCash: sumClosed(cashierShifts.expectedCashCents),
      countedCash: sumClosed(cashierShifts.countedCashCents),
      expectedCard: sumClosed(cashierShifts.expectedCardCents),
      countedCard: sumClosed(cashierShifts.countedCardCents),
    })
    .from(cashierShifts)
    .innerJoin(gates, eq(gates.id, cashierShifts.gateId))
    .innerJoin(users, eq(users.id, cashierShifts.operatorId))
    .where(where)
    // By position (1 operator_id, 2 the name, 3 the day): the day's expression binds the time zone as a parameter
    // each time it is written, and PostgreSQL would not see two bindings as the same expression.
    .groupBy(sql`1`, sql`3`)
    .orderBy(sql`3 desc`, sql`2`);
  return rows.map((r) => ({
    operator_id: r.operatorId,
    operator_name: r.operatorName,
    day: r.day,
    shifts: r.shifts,
    open: r.open,
    expected_cash_cents: r.expectedCash,
    counted_cash_cents: r.countedCash,
    difference_cash_cents: r.countedCash - r.expectedCash,
    expected_card_cents: r.expectedCard,
    counted_card_cents: r.countedCard,
    difference_card_cents: r.countedCard - r.expectedCard,
  }));
}

/** The operators who have had shifts in the lot (the list's operator filter). */
export async function shiftOperators(db: Db, parkingId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: operatorName })
    .from(cashierShifts)
    .innerJoin(users, eq(users.id, cashierShifts.operatorId))
    .where(eq(cashierShifts.parkingId, parkingId))
    .orderBy(operatorName);
}

/** A shift's checkouts, latest first. */
export async function shiftCheckouts(db: Db, shift: ShiftRow): Promise<ShiftCheckout[]> {
  const exitGates = alias(gates, 'exit_gates');
  const rows = await db
    .select({ visit: visits, gateOut: exitGates.name })
    .from(visits)
    .leftJoin(exitGates, eq(exitGates.id, visits.exitGateId))
    .where(and(eq(visits.operatorId, shift.operator_id), gte(visits.paidAt, new Date(shift.opened_at)), eq(visits.shiftId, shift.id)))
    .orderBy(desc(visits.paidAt), desc(visits.id));
  return rows.map(({ visit, gateOut }) => ({
    id: visit.id,
    plate: visit.plate,
    name: visit.customerName,
    paid_at: visit.paidAt?.toISOString() ?? '',
    amount: visit.amount ?? 0,
    payment_kind: visit.paymentKind ?? 'cash',
    gate_out: gateOut,
  }));
}
