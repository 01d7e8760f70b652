// The lot admin's cashier shifts (issue 21 item 5: "the admin sees shifts and differences per operator and day,
// exportable"): a period of the lot's days (the last 7 days at first) and one operator or all; the server answers
// a page of shifts, the summary per operator and day and the operators who had shifts. A change of the period,
// the operator or the page size reads page 1 again (a read under way is dropped for the new one); a failed read
// says why and offers Retry. A listed shift opens its detail (its checkouts) over the list; the Excel export of
// the whole filtered set (report.xlsx) runs beside the table and takes no second press.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ShiftDaySummary, ShiftDetailAnswer, ShiftRow, ShiftsAnswer } from '../../contracts/shifts.struct';
import { endingOn, lastDays, startingOn } from '../../domain/statistics/stats-range';
import { DEFAULT_PAGE_SIZE, isPageNumber, isPageSize } from '../../domain/tables/paging';
import { toApiError } from '../../services/http';
import { exportShifts, fetchShiftDetail, fetchShifts, type ShiftsFilter } from '../../services/shifts.api';

/** The period the screen opens with: the last 7 days of the lot, today included. */
export const FIRST_PERIOD_DAYS = 7;

export type ShiftOperator = ShiftsAnswer['operators'][number];

export type ShiftListContext = {
  lotId: number;
  filter: ShiftsFilter;
  rows: ShiftRow[];
  /** Shifts in the whole filtered set. */
  total: number;
  summary: ShiftDaySummary[];
  operators: ShiftOperator[];
  /** Why the list could not be read. */
  error: string | null;
  /** The shift whose detail is open, its answer once read, and why it could not be. */
  detailId: number | null;
  detail: ShiftDetailAnswer | null;
  detailError: string | null;
  exportError: string | null;
};

/** `today`: the lot's day, yyyy-MM-dd. */
export type ShiftListInput = { lotId: number; today: string };

export type ShiftListEvent =
  | { type: 'shifts.from'; day: string | null }
  | { type: 'shifts.to'; day: string | null }
  /** '' for every operator. */
  | { type: 'shifts.operator'; operatorId: string }
  | { type: 'shifts.perPage'; perPage: number }
  | { type: 'shifts.page'; page: number }
  | { type: 'shifts.retry' }
  | { type: 'shifts.view'; id: number }
  | { type: 'shifts.closeDetail' }
  | { type: 'shifts.retryDetail' }
  | { type: 'shifts.export' };

export type ShiftsLoadInput = { lotId: number; filter: ShiftsFilter };
export type ShiftDetailInput = { lotId: number; shiftId: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter changes, each reading page 1 again: into `loading`, re-entered when the list is already loading. */
const filterChanges = (reenter: boolean) => ({
  'shifts.from': { guard: 'aDay', target: 'loading', reenter, actions: 'setFrom' },
  'shifts.to': { guard: 'aDay', target: 'loading', reenter, actions: 'setTo' },
  'shifts.operator': { guard: 'knownOperator', target: 'loading', reenter, actions: 'setOperator' },
  'shifts.perPage': { guard: 'knownPageSize', target: 'loading', reenter, actions: 'setPerPage' },
} as const);

export const shiftListMachine = setup({
  types: {
    context: {} as ShiftListContext,
    events: {} as ShiftListEvent,
    input: {} as ShiftListInput,
  },
  actors: {
    loadShifts: fromPromise<ShiftsAnswer, ShiftsLoadInput>(({ input }) => fetchShifts(input.lotId, input.filter)),
    loadShiftDetail: fromPromise<ShiftDetailAnswer, ShiftDetailInput>(({ input }) => fetchShiftDetail(input.lotId, input.shiftId)),
    exportShifts: fromPromise<void, ShiftsLoadInput>(({ input }) => exportShifts(input.lotId, input.filter)),
  },
  actions: {
    // A day chosen after the last one moves the last one along (and before the first, the first).
    setFrom: assign({
      filter: ({ context, event }) => (assertEvent(event, 'shifts.from'), { ...context.filter, ...startingOn(context.filter, event.day as string), page: 1 }),
    }),
    setTo: assign({
      filter: ({ context, event }) => (assertEvent(event, 'shifts.to'), { ...context.filter, ...endingOn(context.filter, event.day as string), page: 1 }),
    }),
    setOperator: assign({ filter: ({ context, event }) => (assertEvent(event, 'shifts.operator'), { ...context.filter, operatorId: event.operatorId, page: 1 }) }),
    setPerPage: assign({ filter: ({ context, event }) => (assertEvent(event, 'shifts.perPage'), { ...context.filter, perPage: event.perPage, page: 1 }) }),
    setPage: assign({ filter: ({ context, event }) => (assertEvent(event, 'shifts.page'), { ...context.filter, page: event.page }) }),
  },
  guards: {
    aDay: ({ event }) => (event.type === 'shifts.from' || event.type === 'shifts.to') && event.day !== null && DAY.test(event.day),
    knownOperator: ({ context, event }) =>
      event.type === 'shifts.operator' && (event.operatorId === '' || context.operators.some((o) => String(o.id) === event.operatorId)),
    knownPageSize: ({ event }) => event.type === 'shifts.perPage' && isPageSize(event.perPage),
    otherPage: ({ context, event }) => event.type === 'shifts.page' && isPageNumber(event.page) && event.page !== context.filter.page,
    listed: ({ context, event }) => event.type === 'shifts.view' && context.rows.some((r) => r.id === event.id),
  },
}).createMachine({
  id: 'shiftList',
  description: "The lot's cashier shifts: the period and operator, the differences per operator and day, the pages, a shift's checkouts, the export.",
  type: 'parallel',
  context: ({ input }) => ({
    lotId: input.lotId,
    filter: { ...lastDays(input.today, FIRST_PERIOD_DAYS), operatorId: '', page: 1, perPage: DEFAULT_PAGE_SIZE },
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
  states: {
    list: {
      description: 'The summary and the page of shifts.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The page, the summary and the operators are on their way; a new filter or page starts the read again.',
          on: { ...filterChanges(true), 'shifts.page': { guard: 'otherPage', target: 'loading', reenter: true, actions: 'setPage' } },
          invoke: {
            id: 'loadShifts',
            src: 'loadShifts',
            input: ({ context }) => ({ lotId: context.lotId, filter: context.filter }),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => ({
                rows: event.output.data,
                total: event.output.total,
                summary: event.output.summary,
                operators: event.output.operators,
                // The server keeps the page within the pages there are.
                filter: { ...context.filter, page: event.output.page },
                error: null,
              })),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
          },
        },
        loaded: {
          description: 'The differences per operator and day, the page of shifts (or why it is empty) and its pages.',
          on: { ...filterChanges(false), 'shifts.page': { guard: 'otherPage', target: 'loading', actions: 'setPage' } },
        },
        failed: {
          description: 'The shifts could not be read: the reason and Retry; the filters still apply.',
          on: { ...filterChanges(false), 'shifts.retry': { target: 'loading' } },
        },
      },
    },
    detail: {
      description: "One listed shift's detail over the list.",
      initial: 'closed',
      states: {
        closed: {
          description: 'No detail is open.',
          on: { 'shifts.view': { guard: 'listed', target: 'loading', actions: assign({ detailId: ({ event }) => event.id, detail: null, detailError: null }) } },
        },
        loading: {
          description: 'The shift and its checkouts are on their way.',
          on: { 'shifts.closeDetail': { target: 'closed', actions: assign({ detailId: null }) } },
          invoke: {
            id: 'loadShiftDetail',
            src: 'loadShiftDetail',
            input: ({ context }) => ({ lotId: context.lotId, shiftId: context.detailId as number }),
            onDone: { target: 'shown', actions: assign({ detail: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ detailError: ({ event }) => toApiError(event.error).message }) },
          },
        },
        shown: {
          description: 'The shift with its amounts and checkouts.',
          on: { 'shifts.closeDetail': { target: 'closed', actions: assign({ detailId: null, detail: null }) } },
        },
        failed: {
          description: 'The shift could not be read: the reason, Retry and Close.',
          on: {
            'shifts.retryDetail': { target: 'loading', actions: assign({ detailError: null }) },
            'shifts.closeDetail': { target: 'closed', actions: assign({ detailId: null, detailError: null }) },
          },
        },
      },
    },
    export: {
      description: 'The Excel export of the whole filtered set (report.xlsx).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No export runs; the last one that failed says why.',
          on: { 'shifts.export': { target: 'exporting', actions: assign({ exportError: null }) } },
        },
        exporting: {
          description: 'The file is being made and downloaded; the button takes no second press.',
          invoke: {
            id: 'exportShifts',
            src: 'exportShifts',
            input: ({ context }) => ({ lotId: context.lotId, filter: context.filter }),
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: assign({ exportError: ({ event }) => toApiError(event.error).message }) },
          },
        },
      },
    },
  },
});
