// Pure reads of the special-rates table: the fuzzy search on the name (threshold 0.3, spec 2 §9) and the
// page shown with its footer.
import type { SpecialRateItem } from '../../contracts/rates.struct';
import { fuzzySearch } from '../../domain/tables/fuzzy-search';
import { localPage, type PageView } from '../../domain/tables/paging';
import type { SpecialRateListContext } from './special-rate-list.machine';

export const searchRates = fuzzySearch<SpecialRateItem>(['name']);

export type SpecialRateTable = { found: readonly SpecialRateItem[]; rows: readonly SpecialRateItem[]; view: PageView };

export function specialRateTable({ rates, query, page, perPage }: Pick<SpecialRateListContext, 'rates' | 'query' | 'page' | 'perPage'>): SpecialRateTable {
  const found = searchRates(rates, query);
  return { found, ...localPage(found, page, perPage) };
}
