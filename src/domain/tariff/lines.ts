// Lines while a quote is being built: times are billing minutes from entry, turned into ISO instants at the end.
import type { LineKind } from './types';

export interface DraftLine {
  kind: LineKind;
  label: string;
  from: number;
  to: number;
  amount: number;
}
