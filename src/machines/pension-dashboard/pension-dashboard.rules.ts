// Pure rules of the pension dashboard: how pages join the loaded list, and how a gate report patches the map.
import type { Access, BarrierState } from '../../contracts/access.struct';
import type { PensionEvent } from '../../contracts/pension-dashboard.struct';

const byNewest = (a: PensionEvent, b: PensionEvent) => b.id - a.id;

function unique(events: readonly PensionEvent[]): PensionEvent[] {
  const seen = new Set<number>();
  return events.filter((e) => !seen.has(e.id) && (seen.add(e.id), true));
}

/** An older page goes below what is loaded; an event already shown is not repeated. */
export function appendPage(loaded: readonly PensionEvent[], page: readonly PensionEvent[]): PensionEvent[] {
  return unique([...loaded, ...page]);
}

/**
 * The newest page read again after live events: its new events go on top of the list. A page without older
 * pages is the whole period; a page sharing no event with the list may leave a gap below it: either way the
 * list starts over from that page.
 */
export function mergeNewest(
  loaded: readonly PensionEvent[],
  loadedLast: number | null,
  page: readonly PensionEvent[],
  pageLast: number | null,
): { events: PensionEvent[]; last: number | null } {
  const ids = new Set(loaded.map((e) => e.id));
  if (pageLast === null || !page.some((e) => ids.has(e.id))) return { events: [...page], last: pageLast };
  return { events: unique([...page, ...loaded]).sort(byNewest), last: loadedLast };
}

export type GatePatch = { status: string } | { barrier: BarrierState };

/** The accesses with one gate's status or barrier replaced; unchanged when the gate is not on them. */
export function patchGate(accesses: readonly Access[], gateId: number, patch: GatePatch): Access[] {
  return accesses.map((access) =>
    access.gates.some((g) => g.id === gateId) ? { ...access, gates: access.gates.map((g) => (g.id === gateId ? { ...g, ...patch } : g)) } : access,
  );
}
