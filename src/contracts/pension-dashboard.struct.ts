// The pension dashboard (spec 2 §2, §3, §7): a page of pension events with the period's totals, an event's
// picture, and the realtime payloads the screen reads (docs/realtime.md). Used by the console and the server.
import { array, boolean, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { BarrierState } from './access.struct';
import type { DashboardPeriod } from './dashboard.struct';
import { oneOf } from './rules';

export const PENSION_PERIODS = ['day', 'week', 'month', 'year'] as const satisfies readonly Infer<typeof DashboardPeriod>[];
export type PensionPeriod = (typeof PENSION_PERIODS)[number];

/** Events a page (spec 2 §9): the next page starts before the page's `last` event. */
export const PENSION_EVENTS_PAGE = 50;

const Direction = oneOf(['in', 'out'] as const);

/** `date` is an ISO instant; `image` names the picture for the image route, null when the event has none. */
export const PensionEvent = object({
  id: number(),
  name: string(),
  plate: string(),
  type: Direction,
  job: string(),
  date: string(),
  gate: string(),
  image: nullable(string()),
});
export type PensionEvent = Infer<typeof PensionEvent>;

export const PensionTotals = object({ general: object({ total: number() }), pensions: object({ total: number() }) });
export type PensionTotals = Infer<typeof PensionTotals>;

/** `last` is the id to ask the next page with; null on the last page. */
export const PensionEventsAnswer = object({ data: array(PensionEvent), totals: PensionTotals, last: nullable(number()) });
export type PensionEventsAnswer = Infer<typeof PensionEventsAnswer>;

/** `data` is the picture (a data URL, or the file name a device uploaded); `error` with the notice when it has none. */
export const PensionImageAnswer = object({ error: boolean(), data: nullable(string()), message: optional(string()) });
export type PensionImageAnswer = Infer<typeof PensionImageAnswer>;

// ---- Realtime payloads on private-dashboard.{lotId} (`type`: extra fields are allowed) ----
/** UpdateCountCarPension and UpdateCountCarGeneral. */
export const CarCountPayload = type({ gate_id: number(), direction: Direction, plate: string(), id: number() });
export const GateStatusPayload = type({ gate_id: number(), status: string(), at: string() });
export const BarrierPayload = type({ gate_id: number(), barrier: BarrierState, at: string() });
