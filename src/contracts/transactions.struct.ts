// Transactions and pension entrances (spec 3 §2, §3, §7): the filters the console sends and the answers it reads.
import { array, coerce, integer, nullable, number, object, optional, record, refine, string, type Infer } from 'superstruct';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../domain/tables/paging';
import { MAX_INT, day, page, plain } from './rules';

export const DEFAULT_PER_PAGE = DEFAULT_PAGE_SIZE;
/** The search text applies only when empty or at least this long (spec 3 §9). */
export const MIN_SEARCH = 3;

const Day = day(true);
const PerPage = coerce(
  refine(integer(), 'per_page', (v) => isPageSize(v) || 'oneOf'),
  string(),
  (v) => (/^\d{1,3}$/.test(v) ? Number(v) : Number.NaN),
);
const GateIn = refine(string(), 'gate_in', (v) => v === '' || v === 'all' || (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_INT) || 'oneOf');

/** Query of the four transactions routes (lists and downloads). Every field may be left out. */
export const TransactionsQuery = object({
  in_date: optional(Day),
  out_date: optional(Day),
  search: optional(plain(100)),
  gate_in: optional(GateIn),
  page: optional(page()),
  per_page: optional(PerPage),
});
export type TransactionsQuery = Infer<typeof TransactionsQuery>;

/** A row of the transactions table; times are ISO instants, money in cents: `service` and `tax` are the company's
 *  charges included in `total` (all three null until paid). Of a paid visit: how it was paid (null before payment
 *  kinds were kept), what the shops' validations took off the tariff, and the lost-ticket fee with its reason
 *  (null: no lost ticket). */
export const TransactionRow = object({
  id: number(),
  in: string(),
  out: nullable(string()),
  g_in: string(),
  g_out: nullable(string()),
  plate: string(),
  period: nullable(string()),
  total: nullable(number()),
  service: nullable(number()),
  tax: nullable(number()),
  payment_kind: nullable(string()),
  validations: nullable(number()),
  lost_ticket: nullable(number()),
  lost_ticket_reason: nullable(string()),
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
