// A lot's accesses with their gates and SVG maps: GET parkings/{id}/access (spec 2 §3, docs/api.md). A gate's
// status is its device's last report (docs/devices.md): online, offline or warning.
import { array, number, string, type, type Infer } from 'superstruct';

export const Gate = type({ id: number(), name: string(), code: string(), code_map: string(), type: number(), status: string() });
export type Gate = Infer<typeof Gate>;
export const Access = type({ id: number(), name: string(), map: string(), gates: array(Gate) });
export type Access = Infer<typeof Access>;
export const AccessListAnswer = type({ data: array(Access) });
