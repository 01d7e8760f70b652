// A lot's accesses with their gates and SVG maps: GET parkings/{id}/access (spec 2 §3, docs/api.md). A gate's
// status is its device's last report (docs/devices.md).
import { array, nullable, number, string, type, type Infer } from 'superstruct';
import { oneOf } from './rules';

export const BarrierState = oneOf(['open', 'close', 'error'] as const);
export type BarrierState = Infer<typeof BarrierState>;
/** `status` is the device's (online, offline, warning); `barrier` its barrier's last position, null until reported. */
export const Gate = type({ id: number(), name: string(), code: string(), code_map: string(), type: number(), status: string(), barrier: nullable(BarrierState) });
export type Gate = Infer<typeof Gate>;
export const Access = type({ id: number(), name: string(), map: string(), gates: array(Gate) });
export type Access = Infer<typeof Access>;
export const AccessListAnswer = type({ data: array(Access) });
