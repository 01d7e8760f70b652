// The paging of the admin lists (src/contracts/admin-list.struct.ts): from a list's query to the slice of rows
// to read (limit, offset) and back to the answer. The whole filtered set is counted first, so that a page past
// the end (the list shrank since the console asked) answers the last page there is, not an empty table.
import { ADMIN_DEFAULT_PER_PAGE, type AdminPage } from '../../src/contracts/admin-list.struct';
import { clampPage } from '../../src/domain/tables/paging';

export type PageAsked = { page?: number; per_page?: number };
/** The rows one page holds: `limit` rows after the first `offset` of the filtered, ordered set. */
export type PageSlice = { limit: number; offset: number };

/** The page asked for (1 and the default size when left out), kept within the pages `total` rows make. */
export function pageSlice(asked: PageAsked, total: number): PageSlice & { page: number; perPage: number } {
  const perPage = asked.per_page ?? ADMIN_DEFAULT_PER_PAGE;
  const page = clampPage(asked.page ?? 1, total, perPage);
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/**
 * One page of a list: `count` answers how many rows the filtered set holds, `rows` reads a slice of it (in the
 * list's order). Both see the same filters, which the caller closes over.
 */
export async function readPage<Row>(asked: PageAsked, count: () => Promise<number>, rows: (slice: PageSlice) => Promise<Row[]>): Promise<AdminPage<Row>> {
  const total = await count();
  const slice = pageSlice(asked, total);
  const data = total === 0 ? [] : await rows({ limit: slice.limit, offset: slice.offset });
  return { data, total, page: slice.page, per_page: slice.perPage };
}
