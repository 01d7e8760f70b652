// The oracle of the lot admin's shifts chart, written from issue 21 item 5 ("the admin sees shifts and
// differences per operator and day, exportable") and the screen's brief, in the test's own words, not from the
// chart: the screen opens on the lot's last 7 days (today included), every operator, 10 a page; a new first or
// last day, operator or page size reads page 1 again, another page reads that page; the period stays in order
// (a first day after the last carries the last one with it, and the other way round) and at most 366 days long;
// an operator is one the server listed, or all; the answer brings the page, the summary per operator and day
// and the operators; a listed shift's detail opens over the list and closes; the export takes the same filters
// and runs once at a time. Used by tests/model/shift-list.paths.test.ts and the view replays.
import { expect } from 'vitest';
import type { ShiftDetailAnswer, ShiftRow, ShiftsAnswer } from '../../../src/contracts/shifts.struct';
import { shiftListMachine, type ShiftListContext, type ShiftListEvent, type ShiftListInput } from '../../../src/machines/shift-list/shift-list.machine';
import { ApiError } from '../../../src/services/http';
import type { ShiftsFilter } from '../../../src/services/shifts.api';
import type { ActorEvent, Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = ShiftListContext;
type On<T extends ShiftListEvent['type']> = Extract<ShiftListEvent, { type: T }>;

export const TODAY = '2025-03-10';
export const input: ShiftListInput = { lotId: 1, today: TODAY };

/** A closed shift short of 20 pesos in cash, exact by card (ids 11, 12), and one still open (id 13). */
export const shift = (id: number, open = false): ShiftRow => ({
  id,
  parking_id: 1,
  gate_id: 4,
  gate_name: 'Salida Sur',
  operator_id: 4,
  operator_name: 'Pedro Operador',
  opened_at: '2025-03-10T14:00:00.000Z',
  closed_at: open ? null : '2025-03-10T22:30:00.000Z',
  float_cents: 50_000,
  checkouts: 2,
  cash_cents: 4_500,
  card_cents: 3_000,
  expected_cash_cents: 54_500,
  expected_card_cents: 3_000,
  counted_cash_cents: open ? null : 52_500,
  counted_card_cents: open ? null : 3_000,
  difference_cash_cents: open ? null : -2_000,
  difference_card_cents: open ? null : 0,
  note: open ? null : 'Faltó un billete',
});
export const OPERATORS = [
  { id: 4, name: 'Pedro Operador' },
  { id: 9, name: 'Rosa Caja' },
];
/** What the server answers for these filters: 12 shifts in all, the page asked for. */
export const answerFor = (f: ShiftsFilter): ShiftsAnswer => ({
  data: [shift(11), shift(12), shift(13, true)],
  total: 12,
  page: f.page,
  per_page: f.perPage,
  summary: [
    {
      operator_id: 4,
      operator_name: 'Pedro Operador',
      day: '2025-03-10',
      shifts: 3,
      open: 1,
      expected_cash_cents: 109_000,
      counted_cash_cents: 105_000,
      difference_cash_cents: -4_000,
      expected_card_cents: 6_000,
      counted_card_cents: 6_500,
      difference_card_cents: 500,
    },
  ],
  operators: OPERATORS,
});
/** No shift in the period. */
export const noShifts = (f: ShiftsFilter): ShiftsAnswer => ({ data: [], total: 0, page: 1, per_page: f.perPage, summary: [], operators: OPERATORS });
export const detailOf = (id: number): ShiftDetailAnswer => ({
  shift: shift(id),
  checkouts: [
    { id: 501, plate: 'SHF001', name: 'Carla Méndez', paid_at: '2025-03-10T18:00:00.000Z', amount: 4_500, payment_kind: 'cash', gate_out: 'Salida Sur' },
    { id: 502, plate: 'SHF002', name: null, paid_at: '2025-03-10T17:00:00.000Z', amount: 3_000, payment_kind: 'card', gate_out: 'Salida Sur' },
  ],
});
export const unreachable = new ApiError('Network error');

/** The tables' page sizes. */
const PAGE_SIZES = [5, 10, 25, 50];
/** The longest period: a leap year. */
const MAX_DAYS = 366;

/** yyyy-MM-dd as a count of days, and back. */
const dayNumber = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const isDay = (d: string | null): d is string => d !== null && /^\d{4}-\d{2}-\d{2}$/.test(d);

/** The first filters: the 7 days ending today, every operator, 10 a page, page 1. */
export const firstFilter = (today: string): ShiftsFilter => ({ from: dayOf(dayNumber(today) - 6), to: today, operatorId: '', page: 1, perPage: 10 });

/** A new first day: the last one stays unless it would come before it or leave more than MAX_DAYS between. */
function fromDay(f: ShiftsFilter, from: string): Partial<ShiftsFilter> {
  const days = dayNumber(f.to) - dayNumber(from) + 1;
  return { from, to: days < 1 ? from : days > MAX_DAYS ? dayOf(dayNumber(from) + MAX_DAYS - 1) : f.to };
}
/** A new last day, the same the other way round. */
function toDay(f: ShiftsFilter, to: string): Partial<ShiftsFilter> {
  const days = dayNumber(to) - dayNumber(f.from) + 1;
  return { to, from: days < 1 ? to : days > MAX_DAYS ? dayOf(dayNumber(to) - MAX_DAYS + 1) : f.from };
}

/** One filter change a path, from the first filters, so that the graph stays small. */
const pristine = (c: Ctx) => JSON.stringify(c.filter) === JSON.stringify(firstFilter(TODAY));
const FILTER_CHANGES: ShiftListEvent[] = [
  { type: 'shifts.from', day: '2025-03-01' },
  { type: 'shifts.from', day: '2025-03-20' },
  { type: 'shifts.from', day: '2023-01-01' },
  { type: 'shifts.from', day: null },
  { type: 'shifts.to', day: '2025-03-06' },
  { type: 'shifts.to', day: '2025-02-27' },
  { type: 'shifts.to', day: 'soon' },
  { type: 'shifts.operator', operatorId: '9' },
  { type: 'shifts.operator', operatorId: '77' },
  // Every operator: known before the first answer lists any.
  { type: 'shifts.operator', operatorId: '' },
  { type: 'shifts.perPage', perPage: 25 },
  { type: 'shifts.perPage', perPage: 7 },
  { type: 'shifts.page', page: 2 },
  { type: 'shifts.page', page: 1 },
  { type: 'shifts.page', page: 0 },
];

const refiltered = (c: Ctx, change: Partial<ShiftsFilter>): Partial<Ctx> => ({ filter: { ...c.filter, ...change, page: 1 } });
const filterEffects = (source: string) => ({
  [`${source} shifts.from`]: (c: Ctx, e: On<'shifts.from'>) => refiltered(c, fromDay(c.filter, e.day as string)),
  [`${source} shifts.to`]: (c: Ctx, e: On<'shifts.to'>) => refiltered(c, toDay(c.filter, e.day as string)),
  [`${source} shifts.operator`]: (c: Ctx, e: On<'shifts.operator'>) => refiltered(c, { operatorId: e.operatorId }),
  [`${source} shifts.perPage`]: (c: Ctx, e: On<'shifts.perPage'>) => refiltered(c, { perPage: e.perPage }),
});
const pageEffect = (source: string) => ({ [`${source} shifts.page`]: (c: Ctx, e: On<'shifts.page'>) => ({ filter: { ...c.filter, page: e.page } }) });

/** The filters always hold a period in order and not too long, a listed operator or all, a known page size. */
function filterIsSound(c: Ctx) {
  const days = dayNumber(c.filter.to) - dayNumber(c.filter.from) + 1;
  expect(days >= 1 && days <= MAX_DAYS, `${c.filter.from}..${c.filter.to}`).toBe(true);
  expect(['', ...OPERATORS.map((o) => String(o.id))]).toContain(c.filter.operatorId);
  expect(PAGE_SIZES).toContain(c.filter.perPage);
  expect(c.filter.page).toBeGreaterThanOrEqual(1);
}

export const shiftListOracle: OracleOf<typeof shiftListMachine> = {
  name: 'shift-list',
  machine: shiftListMachine,
  input,
  // The regions are independent: the list's changes are offered with the detail closed and no export under way,
  // the detail's with no export, the export's with the detail closed, so that the graph stays small.
  events: ({ context: c, value }) => {
    const { detail, export: exporting } = value as { detail: string; export: string };
    const quiet = detail === 'closed' && exporting === 'idle';
    const detailEvents: (ShiftListEvent | ActorEvent)[] = [
      { type: 'shifts.view', id: 12 },
      { type: 'shifts.view', id: 99 },
      { type: 'xstate.done.actor.loadShiftDetail', output: detailOf(c.detailId ?? 12) },
      { type: 'xstate.error.actor.loadShiftDetail', error: new ApiError('The shift could not be found.') },
      { type: 'shifts.retryDetail' },
      { type: 'shifts.closeDetail' },
    ];
    const exportEvents: (ShiftListEvent | ActorEvent)[] = [
      { type: 'shifts.export' },
      { type: 'xstate.done.actor.exportShifts', output: undefined },
      { type: 'xstate.error.actor.exportShifts', error: new ApiError('The export failed on the server.') },
    ];
    return [
      { type: 'xstate.done.actor.loadShifts', output: answerFor(c.filter) },
      { type: 'xstate.done.actor.loadShifts', output: noShifts(c.filter) },
      { type: 'xstate.error.actor.loadShifts', error: unreachable },
      { type: 'shifts.retry' },
      ...(pristine(c) && quiet ? FILTER_CHANGES : []),
      ...(exporting === 'idle' ? detailEvents : []),
      ...(detail === 'closed' ? exportEvents : []),
    ];
  },
  initialContext: (i) => ({
    lotId: i.lotId,
    filter: firstFilter(i.today),
    rows: [],
    total: 0,
    summary: [],
    operators: [],
    error: null,
    detailId: null,
    detail: null,
    detailError: null,
    exportError: null,
  }),
  guards: {
    aDay: (_c, e: On<'shifts.from'> | On<'shifts.to'>) => isDay(e.day),
    // The operators are the ones the last answer listed.
    knownOperator: (c, e: On<'shifts.operator'>) => e.operatorId === '' || c.operators.some((o) => `${o.id}` === e.operatorId),
    knownPageSize: (_c, e: On<'shifts.perPage'>) => PAGE_SIZES.includes(e.perPage),
    otherPage: (c, e: On<'shifts.page'>) => Number.isInteger(e.page) && e.page > 0 && e.page !== c.filter.page,
    listed: (c, e: On<'shifts.view'>) => c.rows.some((r) => r.id === e.id),
  },
  effects: {
    ...filterEffects('list.loading'),
    ...filterEffects('list.loaded'),
    ...filterEffects('list.failed'),
    ...pageEffect('list.loading'),
    ...pageEffect('list.loaded'),
    'list.loading xstate.done.actor.loadShifts': (c, e: Done<ShiftsAnswer>) => ({
      rows: e.output.data,
      total: e.output.total,
      summary: e.output.summary,
      operators: e.output.operators,
      filter: { ...c.filter, page: e.output.page },
      error: null,
    }),
    'list.loading xstate.error.actor.loadShifts': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'detail.closed shifts.view': (_c, e: On<'shifts.view'>) => ({ detailId: e.id, detail: null, detailError: null }),
    'detail.loading shifts.closeDetail': () => ({ detailId: null }),
    'detail.loading xstate.done.actor.loadShiftDetail': (_c, e: Done<ShiftDetailAnswer>) => ({ detail: e.output }),
    'detail.loading xstate.error.actor.loadShiftDetail': (_c, e: Failure<ApiError>) => ({ detailError: e.error.message }),
    'detail.shown shifts.closeDetail': () => ({ detailId: null, detail: null }),
    'detail.failed shifts.retryDetail': () => ({ detailError: null }),
    'detail.failed shifts.closeDetail': () => ({ detailId: null, detailError: null }),
    'export.idle shifts.export': () => ({ exportError: null }),
    'export.exporting xstate.error.actor.exportShifts': (_c, e: Failure<ApiError>) => ({ exportError: e.error.message }),
  },
  states: {
    '(root)': filterIsSound,
    'list.loaded': (c) => {
      expect(c.error).toBeNull();
      expect(c.rows.length).toBeLessThanOrEqual(Math.min(c.total, c.filter.perPage));
      // Every operator of the summary is one the filter may choose.
      for (const s of c.summary) expect(c.operators.map((o) => o.id)).toContain(s.operator_id);
    },
    'list.failed': (c) => expect(c.error).toEqual(expect.any(String)),
    'list.loading': () => {},
    'detail.closed': (c) => expect([c.detailId, c.detail]).toEqual([null, null]),
    'detail.loading': (c) => {
      expect(c.detailId).toEqual(expect.any(Number));
      expect([c.detail, c.detailError]).toEqual([null, null]);
    },
    'detail.shown': (c) => expect(c.detail?.shift.id).toBe(c.detailId),
    'detail.failed': (c) => {
      expect(c.detail).toBeNull();
      expect(c.detailError).toEqual(expect.any(String));
    },
    'export.idle': () => {},
    'export.exporting': (c) => expect(c.exportError).toBeNull(),
  },
  invokes: {
    // GET parkings/{id}/shifts, .../shifts/{shiftId} and .../shifts/export with the same filters.
    loadShifts: (c) => ({ lotId: c.lotId, filter: c.filter }),
    loadShiftDetail: (c) => ({ lotId: c.lotId, shiftId: c.detailId }),
    exportShifts: (c) => ({ lotId: c.lotId, filter: c.filter }),
  },
};
