// Pure reads of the shifts screen: the footer of the page the server answered, how a difference reads (short,
// over, exact), and the operator options.
import { pageView, type PageView } from '../../domain/tables/paging';
import type { ShiftListContext, ShiftOperator } from './shift-list.machine';

/** The footer of the server's page: 'Showing {from} to {to} of {total}' over the whole filtered set. */
export const shiftsPage = ({ filter, total }: Pick<ShiftListContext, 'filter' | 'total'>): PageView => pageView(total, filter.page, filter.perPage);

/** Counted - expected: below zero the till is short, above it is over; null while the shift is open. */
export type DifferenceTone = 'short' | 'over' | 'exact';
export const differenceTone = (cents: number | null): DifferenceTone | null => (cents === null ? null : cents < 0 ? 'short' : cents > 0 ? 'over' : 'exact');

/** 'All operators' ('') first, then those who had shifts in the lot. */
export const operatorOptions = (operators: readonly ShiftOperator[], allLabel: string): { value: string; label: string }[] => [
  { value: '', label: allLabel },
  ...operators.map((o) => ({ value: String(o.id), label: o.name })),
];
