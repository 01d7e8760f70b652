// Prices ladder spans (timeline segments, or one custom special-rate span), one line per span and day window,
// then the cap reductions.
import { DAY_MINUTES } from './clock';
import { capLines, type Caps } from './caps';
import { shareByDay } from './day-windows';
import { ladderRuns, type Step } from './ladder';
import type { DraftLine } from './lines';
import type { LineKind, QuoteLineParams } from './types';

export interface LadderSpan {
  start: number;
  end: number;
  steps: readonly Step[];
  kind: LineKind;
  params: QuoteLineParams;
}

export function chargeSpans(spans: readonly LadderSpan[], fractional: boolean, caps: Caps, billed: number): DraftLine[] {
  const charged = new Array<number>(Math.ceil(billed / DAY_MINUTES)).fill(0);
  const lines: DraftLine[] = [];
  for (const span of spans) {
    for (const share of shareByDay(ladderRuns(span.steps, span.start, span.end, fractional), span.end)) {
      lines.push({ kind: span.kind, params: span.params, from: share.from, to: share.to, amount: share.amount });
      charged[share.day] += share.amount;
    }
  }
  return lines.concat(capLines(charged, caps, billed));
}
