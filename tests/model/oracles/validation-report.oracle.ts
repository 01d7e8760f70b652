// The oracle of the lot admin's validations report (issue 21 item 3: "reports per shop"), in the test's own
// words: the report per shop and the list of the lot's validations are read together for the period (no ends at
// first), the shop chosen (all at first) and the page (the first, 10 a page); choosing a day, a shop or a page size
// goes back to the first page and reads again; choosing a page reads that page; a failed read keeps its message
// and a retry, or any new choice, reads again and forgets it. The shops offered are every shop met in a report, each once. Used by
// tests/model/validation-report.paths.test.ts and the view replay. Once read, the report or the list of the same
// filters downloads as report.xlsx, one download at a time; a failed one says why by its button until another
// starts or a filter changes.
import { expect } from 'vitest';
import type { ReportAnswer, ValidationPage } from '../../../src/contracts/validations.struct';
import { validationReportMachine, type Loaded, type ValidationReportContext, type ValidationReportEvent } from '../../../src/machines/validation-report/validation-report.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';
import { row } from './validation-form.oracle';

type C = ValidationReportContext;
type On<T extends ValidationReportEvent['type']> = Extract<ValidationReportEvent, { type: T }>;

const validation = row(81, 'ABC123', 'paid', { applied_cents: 2000 });
/** Two shops, one paying in credits and one billed monthly. */
export const wholeReport: ReportAnswer = {
  data: [
    { shop_id: 2, shop_name: 'Boutique Norte', billing: 'monthly', count: 1, paid: 0, applied_cents: 0, credits: 0 },
    { shop_id: 1, shop_name: 'Tienda Centro', billing: 'credits', count: 2, paid: 1, applied_cents: 2000, credits: 2 },
  ],
  totals: { count: 3, paid: 1, applied_cents: 2000, credits: 2 },
};
/** A period where only Tienda Centro validated. */
export const centroReport: ReportAnswer = { data: [wholeReport.data[1]], totals: { count: 2, paid: 1, applied_cents: 2000, credits: 2 } };
export const firstPage: ValidationPage = { data: [validation], total: 12, page: 1, per_page: 10 };
export const serverDown = new ApiError('Something went wrong', 500);
export const offline = new ApiError('Network error');

/** A new read forgets the download and its failure. */
const noExport = { exporting: null, exportError: null };
const known = (c: C, report: ReportAnswer) => {
  const shops = [...c.shops];
  for (const r of report.data) if (!shops.some((s) => s.id === r.shop_id)) shops.push({ id: r.shop_id, name: r.shop_name });
  return shops;
};

export const validationReportOracle: OracleOf<typeof validationReportMachine> = {
  name: 'validation-report',
  machine: validationReportMachine,
  input: { parkingId: 1 },
  events: ({ value, context: c }) => {
    const base = c.from === null && c.shopId === null && c.page === 1;
    // A filter changes while the first read is on its way, or once read or failed; each along a short cycle, the
    // end of the period and the page's size from the first page of everything only, to keep the graph small.
    const filters = value !== 'loading' || c.report === null;
    return [
      { type: 'xstate.done.actor.loadValidations', output: { report: c.shops.length === 0 ? wholeReport : centroReport, list: firstPage } satisfies Loaded },
      { type: 'xstate.error.actor.loadValidations', error: serverDown },
      { type: 'report.retry' },
      ...(c.shopId === null && c.from === null ? [{ type: 'report.export', what: 'report' } as const, { type: 'report.export', what: 'list' } as const] : []),
      { type: 'xstate.done.actor.exportValidations' },
      { type: 'xstate.error.actor.exportValidations', error: offline },
      ...(filters
        ? [
            { type: 'report.from', day: c.from === null ? '2030-01-01' : null } as const,
            { type: 'report.shop', shopId: c.shopId === null ? 1 : null } as const,
            { type: 'report.page', page: c.page === 1 ? 2 : 1 } as const,
            ...(base ? [{ type: 'report.to', day: c.to === null ? '2030-01-31' : null } as const, { type: 'report.perPage', perPage: c.perPage === 10 ? 25 : 10 } as const] : []),
          ]
        : []),
    ];
  },
  initialContext: (input) => ({ parkingId: input.parkingId, from: null, to: null, shopId: null, page: 1, perPage: 10, report: null, list: null, shops: [], error: null, exporting: null, exportError: null }),
  guards: {},
  effects: {
    '(root) report.from': (_c, e: On<'report.from'>) => ({ from: e.day, page: 1, error: null, ...noExport }),
    '(root) report.to': (_c, e: On<'report.to'>) => ({ to: e.day, page: 1, error: null, ...noExport }),
    '(root) report.shop': (_c, e: On<'report.shop'>) => ({ shopId: e.shopId, page: 1, error: null, ...noExport }),
    '(root) report.page': (_c, e: On<'report.page'>) => ({ page: e.page, error: null, ...noExport }),
    '(root) report.perPage': (_c, e: On<'report.perPage'>) => ({ perPage: e.perPage, page: 1, error: null, ...noExport }),
    'loading xstate.done.actor.loadValidations': (c, e: Done<Loaded>) => ({ report: e.output.report, list: e.output.list, shops: known(c, e.output.report), error: null }),
    'loading xstate.error.actor.loadValidations': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'failed report.retry': () => ({ error: null }),
    'shown.idle report.export': (_c, e: On<'report.export'>) => ({ exporting: e.what, exportError: null }),
    'shown.exporting xstate.done.actor.exportValidations': () => ({ exporting: null }),
    'shown.exporting xstate.error.actor.exportValidations': (_c, e: Failure<ApiError>) => ({ exportError: e.error.message }),
  },
  states: {
    '(root)': (c) => {
      expect(c.page).toBeGreaterThanOrEqual(1);
      // Every shop offered once.
      expect(new Set(c.shops.map((s) => s.id)).size).toBe(c.shops.length);
    },
    loading: (c) => expect(c.error).toBeNull(),
    shown: (c) => {
      expect(c.report).not.toBeNull();
      expect(c.list).toEqual(firstPage);
      expect(c.shops.map((s) => s.name)).toEqual(['Boutique Norte', 'Tienda Centro']);
    },
    failed: (c) => expect(c.error).toBe(serverDown.message),
    'shown.idle': (c) => expect(c.exportError === null || c.exporting !== null).toBe(true),
    'shown.exporting': (c) => {
      expect(['report', 'list']).toContain(c.exporting);
      expect(c.exportError).toBeNull();
    },
  },
  invokes: {
    loadValidations: (c) => ({ parkingId: c.parkingId, filters: { from: c.from, to: c.to, shopId: c.shopId, page: c.page, perPage: c.perPage } }),
    exportValidations: (c) => ({ parkingId: c.parkingId, filters: { from: c.from, to: c.to, shopId: c.shopId, page: c.page, perPage: c.perPage }, what: c.exporting }),
  },
};
