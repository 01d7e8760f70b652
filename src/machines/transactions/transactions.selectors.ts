// Pure reads of the transactions tables: pages and the "showing" range.
import type { TransactionsContext } from './transactions.machine';

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

export function shownRange(context: Pick<TransactionsContext, 'filters' | 'total'>, rowsShown: number): { from: number; to: number } {
  const from = rowsShown === 0 ? 0 : (context.filters.page - 1) * context.filters.perPage + 1;
  return { from, to: rowsShown === 0 ? 0 : from + rowsShown - 1 };
}

/** The entry gate options: 'All' first, then the lot's entry gates by name. */
export function gateOptions(gates: Record<string, number>, allLabel: string): { value: string; label: string }[] {
  return [{ value: 'all', label: allLabel }, ...Object.entries(gates).map(([label, id]) => ({ value: String(id), label }))];
}
