// Pure reads of the pensions table: the fuzzy search (first name, last name, e-mail and role, threshold 0.3,
// spec 3 §4; the full name as well) and the page shown with its footer.
import type { PensionItem } from '../../contracts/pension.struct';
import { fuzzySearch } from '../../domain/tables/fuzzy-search';
import { localPage, type PageView } from '../../domain/tables/paging';
import type { PensionListContext } from './pension-list.machine';

export const SEARCH_KEYS = ['first_name', 'lastname', 'email', 'role'] as const;

// The full name as a key too, so that "first last" with a typo finds the pension.
export const searchPensions = fuzzySearch<PensionItem>([...SEARCH_KEYS, { name: 'full_name', getFn: (p) => `${p.first_name} ${p.lastname}` }]);

export type PensionTable = { found: readonly PensionItem[]; rows: readonly PensionItem[]; view: PageView };

export function pensionTable({ pensions, query, page, perPage }: Pick<PensionListContext, 'pensions' | 'query' | 'page' | 'perPage'>): PensionTable {
  const found = searchPensions(pensions, query);
  return { found, ...localPage(found, page, perPage) };
}
