// Pure reads of the transactions tables: the footer of the page the server answered, and the gate options.
import { pageView, type PageView } from '../../domain/tables/paging';
import type { TransactionsContext } from './transactions.machine';

/** The footer of the server's page: 'Showing {from} to {to} of {total}' over the whole filtered set. */
export const recordsPage = ({ filters, total }: Pick<TransactionsContext, 'filters' | 'total'>): PageView => pageView(total, filters.page, filters.perPage);

/** The entry gate options: 'All' first, then the lot's entry gates by name. */
export function gateOptions(gates: Record<string, number>, allLabel: string): { value: string; label: string }[] {
  return [{ value: 'all', label: allLabel }, ...Object.entries(gates).map(([label, id]) => ({ value: String(id), label }))];
}
