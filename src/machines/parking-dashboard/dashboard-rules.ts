// What each event of the lot channel means to the parking dashboard (docs/realtime.md): which tiles' figures
// moved, and how a gate report changes the gate map in place.
import { is } from 'superstruct';
import type { Access } from '../../contracts/access.struct';
import { BarrierEvent, CarCountEvent, GateStatusEvent, type DashboardTile } from '../../contracts/dashboard.struct';

export const DASHBOARD_EVENTS = ['UpdateCountCarGeneral', 'UpdateDashboard', 'UpdateGateStatus', 'NewGateStatus'] as const;

export const dashboardChannel = (lotId: number): string => `private-dashboard.${lotId}`;

const ENTRY_MOVES: DashboardTile[] = ['cars', 'peak-hours'];
// An exit (or a count event we cannot read) also ends a stay: the time tiles move too.
const EXIT_MOVES: DashboardTile[] = ['cars', 'peak-hours', 'parking-time', 'average-time'];
// A payment: the money, and the stays it closed (its payload is not read: it only says "reload").
const PAYMENT_MOVES: DashboardTile[] = ['incomes', 'parking-time', 'average-time'];

/** The tiles whose figures an event of the channel moves. */
export function tilesMovedBy(event: string, data: unknown): DashboardTile[] {
  if (event === 'UpdateDashboard') return PAYMENT_MOVES;
  if (event === 'UpdateCountCarGeneral') return is(data, CarCountEvent) && data.direction === 'in' ? ENTRY_MOVES : EXIT_MOVES;
  return [];
}

/** True for a gate report the map can apply (a readable UpdateGateStatus or NewGateStatus). */
export const isGateReport = (event: string, data: unknown): boolean =>
  (event === 'UpdateGateStatus' && is(data, GateStatusEvent)) || (event === 'NewGateStatus' && is(data, BarrierEvent));

/** The accesses with the reported gate's status or barrier replaced; other gates untouched. */
export function withGateReport(accesses: Access[], event: string, data: unknown): Access[] {
  const patch = is(data, GateStatusEvent) && event === 'UpdateGateStatus' ? { id: data.gate_id, change: { status: data.status } }
    : is(data, BarrierEvent) && event === 'NewGateStatus' ? { id: data.gate_id, change: { barrier: data.barrier } }
    : null;
  if (!patch) return accesses;
  return accesses.map((a) => (a.gates.some((g) => g.id === patch.id) ? { ...a, gates: a.gates.map((g) => (g.id === patch.id ? { ...g, ...patch.change } : g)) } : a));
}
