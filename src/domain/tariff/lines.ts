// Lines while a quote is being built: times are billing minutes from entry, turned into ISO instants at the end.
import type { LineKind, QuoteLineParams } from './types';

export interface DraftLine {
  kind: LineKind;
  params: QuoteLineParams;
  from: number;
  to: number;
  amount: number;
}
