// The parking dashboard's tiles (ours: the spec's console shows sample numbers there, spec 2 §9) and the
// pension dashboard's events (spec 2 §7). Money is integer cents; minutes are whole minutes.
import { array, nullable, number, object, string, type, type Infer } from 'superstruct';
import { BarrierState } from './access.struct';
import { oneOf } from './rules';

export const DashboardPeriod = oneOf(['day', 'week', 'month', 'year'] as const);

/** Income from visits paid in the period, by local day (by local hour for `day`). */
export const IncomesAnswer = object({ data: object({ total: number(), count: number(), series: array(object({ bucket: string(), amount: number() })) }) });

/** Average cars present at each local hour, from the earliest opening to the latest closing hour. */
export const PeakHoursAnswer = object({ data: object({ hours: array(object({ hour: number(), cars: number() })) }) });

/** Stays that ended in the period, by length. */
export const ParkingTimeAnswer = object({ data: object({ buckets: array(object({ label: string(), from: number(), to: nullable(number()), visits: number() })) }) });

export const AverageTimeAnswer = object({ data: object({ minutes: number(), visits: number() }) });

/** Cars inside now (paid visits are inside until their exit) and cars that entered in the period. */
export const CarsAnswer = object({ data: object({ inside: number(), entered: number(), pensions_inside: number() }) });

export type Incomes = Infer<typeof IncomesAnswer>['data'];
export type PeakHours = Infer<typeof PeakHoursAnswer>['data'];
export type ParkingTime = Infer<typeof ParkingTimeAnswer>['data'];
export type Cars = Infer<typeof CarsAnswer>['data'];
export type AverageTime = Infer<typeof AverageTimeAnswer>['data'];
export type DashboardPeriod = Infer<typeof DashboardPeriod>;
export const DASHBOARD_PERIODS: readonly DashboardPeriod[] = ['day', 'week', 'month', 'year'];

/** The tiles as the route names them: GET parkings/{id}/dashboards/{tile}/{period}. */
export const DASHBOARD_TILES = ['incomes', 'peak-hours', 'parking-time', 'average-time', 'cars'] as const;
export type DashboardTile = (typeof DASHBOARD_TILES)[number];

// What the dashboard reads of the lot channel's events (docs/realtime.md); other fields are ignored.
export const CarCountEvent = type({ direction: oneOf(['in', 'out'] as const) });
export const GateStatusEvent = type({ gate_id: number(), status: oneOf(['online', 'offline', 'warning'] as const) });
export const BarrierEvent = type({ gate_id: number(), barrier: BarrierState });
