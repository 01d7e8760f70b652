// Transactions and pension entrances (spec 3 §2, §3, §7): the filters the console sends and the answers it reads.
import { array, coerce, integer, nullable, number, object, optional, record, refine, string, type Infer } from 'superstruct';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../domain/tables/paging';

export const DEFAULT_PER_PAGE = DEFAULT_PAGE_SIZE;
/** The search text applies only when empty or at least this long (spec 3 §9). */
export const MIN_SEARCH = 3;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd naming a real calendar day. */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const Day = refine(string(), 'day', (v) => v === '' || isDay(v) || 'type');
const Page = coerce(
  refine(integer(), 'page', (v) => v >= 1 || 'integer'),
  string(),
  (v) => (/^\d+$/.test(v) ? Number(v) : Number.NaN),
);
const PerPage = coerce(
  refine(integer(), 'per_page', (v) => isPageSize(v) || 'oneOf'),
  string(),
  (v) => (/^\d+$/.test(v) ? Number(v) : Number.NaN),
);
const GateIn = refine(string(), 'gate_in', (v) => v === '' || v === 'all' || /^\d+$/.test(v) || 'oneOf');

/** Query of the four transactions routes (lists and downloads). Every field may be left out. */
export const TransactionsQuery = object({
  in_date: optional(Day),
  out_date: optional(Day),
  search: optional(string()),
  gate_in: optional(GateIn),
  page: optional(Page),
  per_page: optional(PerPage),
});
export type TransactionsQuery = Infer<typeof TransactionsQuery>;

/** A row of the transactions table; times are ISO instants, total in cents. */
export const TransactionRow = object({
  id: number(),
  in: string(),
  out: nullable(string()),
  g_in: string(),
  g_out: nullable(string()),
  plate: string(),
  period: nullable(string()),
  total: nullable(number()),
  state: string(),
});
export type TransactionRow = Infer<typeof TransactionRow>;

export const PensionEntranceRow = object({
  id: number(),
  in: string(),
  direction: string(),
  plate: string(),
  gate: string(),
  name: string(),
});
export type PensionEntranceRow = Infer<typeof PensionEntranceRow>;

const Gates = record(string(), number());

export const TransactionsAnswer = object({
  data: object({
    data: array(TransactionRow),
    total: number(),
    totals: object({ amount: number() }),
    gates: Gates,
    page: number(),
    per_page: number(),
  }),
});
export type TransactionsPage = Infer<typeof TransactionsAnswer>['data'];

export const PensionEntrancesAnswer = object({
  data: object({
    data: array(PensionEntranceRow),
    total: number(),
    gates: Gates,
    page: number(),
    per_page: number(),
  }),
});
export type PensionEntrancesPage = Infer<typeof PensionEntrancesAnswer>['data'];
