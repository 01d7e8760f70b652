// The lot admin's report of merchant validations (issue 21 item 3, "reports per shop"; docs/api.md GET
// parkings/{parkingId}/validations/report and .../validations): the report per shop over a period (days in the
// lot's time zone, either end open) and the list of the lot's validations over the same period, of one shop when
// chosen, a page at a time. Each change of the period, the shop, the page or its size reads both again (a new
// period or shop goes back to the first page); a change while a read is on its way starts it over. A failed read
// says why and retries; a new read forgets it (and a download's failure). Once read, 'Export to Excel' downloads the report or the list of the
// same filters (report.xlsx), one at a time; a failed download says why beside its button. The shops to choose from are every shop met in a report so far.
import { assign, fromPromise, setup } from 'xstate';
import type { ReportAnswer, ValidationPage } from '../../contracts/validations.struct';
import { DEFAULT_PAGE_SIZE } from '../../domain/tables/paging';
import { toApiError } from '../../services/http';
import { exportLotValidations, exportReport, fetchLotValidations, fetchReport, type Period } from '../../services/validations.api';

export type ExportKind = 'report' | 'list';
export type ShopOption = { id: number; name: string };
export type ReportFilters = Period & { shopId: number | null; page: number; perPage: number };
export type ValidationReportInput = { parkingId: number };
export type ValidationReportContext = ValidationReportInput &
  ReportFilters & {
    report: ReportAnswer | null;
    list: ValidationPage | null;
    shops: ShopOption[];
    error: string | null;
    /** The download on its way or last failed: the report's or the list's. */
    exporting: ExportKind | null;
    exportError: string | null;
  };
export type ValidationReportEvent =
  | { type: 'report.from'; day: string | null }
  | { type: 'report.to'; day: string | null }
  | { type: 'report.shop'; shopId: number | null }
  | { type: 'report.page'; page: number }
  | { type: 'report.perPage'; perPage: number }
  | { type: 'report.retry' }
  | { type: 'report.export'; what: ExportKind };

export type LoadInput = { parkingId: number; filters: ReportFilters };
export type Loaded = { report: ReportAnswer; list: ValidationPage };
export type ExportInput = LoadInput & { what: ExportKind };

const filtersOf = (c: ValidationReportContext): ReportFilters => ({ from: c.from, to: c.to, shopId: c.shopId, page: c.page, perPage: c.perPage });

/** The shops known so far and those of a new report, each once, in the order met. */
const withShops = (known: readonly ShopOption[], report: ReportAnswer): ShopOption[] => {
  const met = report.data.map((r) => ({ id: r.shop_id, name: r.shop_name }));
  return [...known, ...met.filter((s, i) => !known.some((k) => k.id === s.id) && met.findIndex((m) => m.id === s.id) === i)];
};

export const validationReportMachine = setup({
  types: {
    context: {} as ValidationReportContext,
    events: {} as ValidationReportEvent,
    input: {} as ValidationReportInput,
  },
  actors: {
    loadValidations: fromPromise<Loaded, LoadInput>(async ({ input: { parkingId, filters } }) => {
      const period = { from: filters.from, to: filters.to };
      const [report, list] = await Promise.all([fetchReport(parkingId, period), fetchLotValidations(parkingId, filters)]);
      return { report, list };
    }),
    exportValidations: fromPromise<void, ExportInput>(({ input: { parkingId, filters, what } }) =>
      what === 'report' ? exportReport(parkingId, { from: filters.from, to: filters.to }) : exportLotValidations(parkingId, filters),
    ),
  },
}).createMachine({
  id: 'validationReport',
  description: "The lot's validations: the report per shop and the list, over a period.",
  context: ({ input }) => ({ parkingId: input.parkingId, from: null, to: null, shopId: null, page: 1, perPage: DEFAULT_PAGE_SIZE, report: null, list: null, shops: [], error: null, exporting: null, exportError: null }),
  initial: 'loading',
  on: {
    'report.from': { target: '.loading', actions: assign({ from: ({ event }) => event.day, page: 1, error: null, exporting: null, exportError: null }) },
    'report.to': { target: '.loading', actions: assign({ to: ({ event }) => event.day, page: 1, error: null, exporting: null, exportError: null }) },
    'report.shop': { target: '.loading', actions: assign({ shopId: ({ event }) => event.shopId, page: 1, error: null, exporting: null, exportError: null }) },
    'report.page': { target: '.loading', actions: assign({ page: ({ event }) => event.page, error: null, exporting: null, exportError: null }) },
    'report.perPage': { target: '.loading', actions: assign({ perPage: ({ event }) => event.perPage, page: 1, error: null, exporting: null, exportError: null }) },
  },
  states: {
    loading: {
      description: 'The report and the list of the filters are on their way.',
      invoke: {
        id: 'loadValidations',
        src: 'loadValidations',
        input: ({ context }) => ({ parkingId: context.parkingId, filters: filtersOf(context) }),
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({ report: event.output.report, list: event.output.list, shops: withShops(context.shops, event.output.report), error: null })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    shown: {
      description: 'The report per shop with its totals, and the page of the list, each with Export to Excel.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No download on its way; the last one that failed says why.',
          on: { 'report.export': { target: 'exporting', actions: assign({ exporting: ({ event }) => event.what, exportError: null }) } },
        },
        exporting: {
          description: 'The report.xlsx of the report or the list is on its way; its button is busy, the other waits.',
          invoke: {
            id: 'exportValidations',
            src: 'exportValidations',
            input: ({ context }) => ({ parkingId: context.parkingId, filters: filtersOf(context), what: context.exporting ?? 'report' }),
            onDone: { target: 'idle', actions: assign({ exporting: null }) },
            onError: { target: 'idle', actions: assign({ exportError: ({ event }) => toApiError(event.error).message }) },
          },
        },
      },
    },
    failed: {
      description: 'The validations could not be read: the message and a retry.',
      on: { 'report.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
