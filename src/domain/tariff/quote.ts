// quote(): what a stay costs. Reads the input, works out the billed minutes, prices the regular tariff or each
// special rate that applies (the cheapest wins), and returns lines that add up to the total.
import { MINUTE_MS, isoPrinter, wallDate } from './clock';
import { chargeSpans, type LadderSpan } from './charges';
import { billedMinutes, courtesyLine } from './courtesy';
import type { DraftLine } from './lines';
import { readInput, type SpecialModel, type TariffModel } from './read-input';
import { applicableSpecials, discountLine, perDayLine } from './special-rates';
import { timelineSegments, type Segment } from './timeline';
import { offsetPieces } from './time-zone';
import type { Quote, QuoteInput } from './types';

interface Priced {
  total: number;
  billed: number;
  lines: DraftLine[];
}

export function quote(input: QuoteInput): Quote {
  const model = readInput(input);
  const duration = Math.ceil((model.exitMs - model.entryMs) / MINUTE_MS);
  // The lot's UTC offsets over the stay: the entry's gives its local date, all of them place the timeline.
  const pieces = offsetPieces(model.timeZone, model.entryMs, model.entryMs + Math.max(0, duration - 1) * MINUTE_MS);
  const entryDate = wallDate(model.entryMs + pieces[0].offset);
  const specials = applicableSpecials(model.specials, entryDate, model.accessId);

  // The timeline's segments over the whole stay, worked out once; each candidate bills a prefix of it.
  let segments: Segment[] | undefined;
  const segmentsOver = (billed: number): Segment[] => {
    segments ??= timelineSegments(model.schedule, pieces, model.entryMs, duration);
    return segments.filter((s) => s.start < billed).map((s) => ({ ...s, end: Math.min(s.end, billed) }));
  };

  const candidates = specials.length === 0
    ? [{ id: null, priced: price(model, duration, null, segmentsOver) }]
    : specials.map((s) => ({ id: s.id, priced: price(model, duration, s, segmentsOver) }));
  const best = candidates.reduce((a, b) =>
    b.priced.total < a.priced.total || (b.priced.total === a.priced.total && (b.id ?? 0) < (a.id ?? 0)) ? b : a,
  );

  const iso = isoPrinter();
  const at = (minute: number): string => iso(Math.min(model.entryMs + minute * MINUTE_MS, model.exitMs));
  return {
    total: best.priced.total,
    billedMinutes: best.priced.billed,
    durationMinutes: duration,
    specialRateId: best.id,
    lines: best.priced.lines.map((l) => ({ kind: l.kind, params: l.params, from: at(l.from), to: at(l.to), amount: l.amount })),
  };
}

/** One way of pricing the stay: the lot's regular tariff (`special` null) or one special rate. */
function price(model: TariffModel, duration: number, special: SpecialModel | null, segmentsOver: (billed: number) => Segment[]): Priced {
  const courtesy = special ? special.courtesyMinutes : model.courtesyMinutes;
  const billed = billedMinutes(duration, courtesy, model.courtesyAllMinutes);
  let lines: DraftLine[] = [];
  if (billed > 0) {
    const pricing = special?.pricing;
    if (special && pricing?.type === 'per_day') {
      lines = [perDayLine(special, pricing.price, billed)];
    } else if (special && pricing?.type === 'custom') {
      const span: LadderSpan = { start: 0, end: billed, steps: pricing.steps, kind: 'special.custom', params: { name: special.name } };
      lines = chargeSpans([span], model.fractional, model.caps, billed);
    } else {
      const spans = segmentsOver(billed).map((s): LadderSpan => {
        const set = model.feeSets.get(s.feeSetId);
        if (!set) throw new Error(`fee set ${s.feeSetId} vanished`); // readTimeline checked every id
        return { start: s.start, end: s.end, steps: set.steps, kind: 'segment', params: { name: set.name } };
      });
      lines = chargeSpans(spans, model.fractional, model.caps, billed);
      if (special && pricing?.type === 'discount') lines.push(discountLine(special, pricing.hundredths, sum(lines), billed));
    }
  }
  const free = courtesyLine(duration, courtesy, billed);
  if (free) lines.push(free);
  return { total: sum(lines), billed, lines };
}

function sum(lines: readonly DraftLine[]): number {
  let total = 0;
  for (const l of lines) total += l.amount;
  return total;
}
