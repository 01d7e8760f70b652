// The weekly timeline as the spec's console reads it: days "0"-"6" of { from, to, fromID, fromName }.
import type { TimelineEntry } from '../../../src/contracts/rates.struct';
import type { WeeklyTimeline } from '../../../src/domain/tariff';

export function toTimelineAnswer(timeline: { id: number; days: WeeklyTimeline }, sets: { id: number; name: string }[]) {
  const names = new Map(sets.map((s) => [s.id, s.name]));
  const days: Record<string, TimelineEntry[]> = {};
  for (const [day, periods] of Object.entries(timeline.days)) {
    days[day] = periods.map((p) => ({ from: p.from, to: p.to, fromID: p.feeSetId, fromName: names.get(p.feeSetId) ?? '' }));
  }
  return { id: timeline.id, days };
}
