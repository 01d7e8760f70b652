// The admin module's lists (issue 20): every admin screen is a server-paged list with a search box, its own
// filters, an Excel export and an editor. The query all of them take and the shape every list answers.
// A screen's query extends `AdminListQuery` with its filters (superstruct `assign`); its answer is
// `adminPage(<row struct>)`; the export (`GET <list path>/export`) takes the same query without the page.
import { array, coerce, integer, number, object, optional, refine, string, type Infer, type Struct } from 'superstruct';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../domain/tables/paging';
import { page, plain } from './rules';

export const ADMIN_DEFAULT_PER_PAGE = DEFAULT_PAGE_SIZE;
/** The longest search text a list takes. */
export const ADMIN_SEARCH_MAX = 100;

/** One of the tables' page sizes (5, 10, 25, 50), as text in a query. */
const PerPage = coerce(
  refine(integer(), 'per_page', (v) => isPageSize(v) || 'oneOf'),
  string(),
  (v) => (/^\d{1,3}$/.test(v) ? Number(v) : Number.NaN),
);

/** q: the search text (empty: everything); page from 1; per_page one of the page sizes. Each may be left out. */
export const AdminListQuery = object({
  q: optional(plain(ADMIN_SEARCH_MAX)),
  page: optional(page()),
  per_page: optional(PerPage),
});
export type AdminListQuery = Infer<typeof AdminListQuery>;

/** One page of a list: its rows, how many the whole filtered set holds, the page shown and its size. The page
 *  is the one asked for, kept within the pages there are (a list that shrank answers its last page). */
export type AdminPage<Row> = { data: Row[]; total: number; page: number; per_page: number };

/** The answer's struct of a list whose rows satisfy `row`. */
export const adminPage = <Row>(row: Struct<Row, unknown>) => object({ data: array(row), total: number(), page: number(), per_page: number() });
