// The gate device API (docs/devices.md): events and status reports, authenticated by X-Device-Key.
import { array, number, object, optional, refine, string, type Infer } from 'superstruct';
import { instant, oneOf, text } from './rules';

const Instant = instant();

/** What a device's picture may be: image data the console shows through <img> only, where an SVG runs no script. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const PICTURE_MAX_BYTES = 512 * 1024;

export const GateEventBody = object({
  /** The device's own id for the event; a repeat is acknowledged and ignored. */
  event_id: text(1, 100),
  direction: oneOf(['in', 'out'] as const),
  plate: text(3, 15),
  phone: optional(refine(string(), 'phone', (v) => /^\d{10}$/.test(v) || 'digits|10')),
  /** When it happened (ISO-8601); now when omitted. */
  at: optional(Instant),
  /** 'card' when the exit barrier's card reader charged the visit. */
  payment: optional(oneOf(['card'] as const)),
  /** A picture of the plate: a base64 data URL of one of PICTURE_TYPES, at most PICTURE_MAX_BYTES decoded. The
   *  server reads its bytes before it keeps it (server/parking/device-picture.ts). */
  picture: optional(string()),
});
export type GateEventBody = Infer<typeof GateEventBody>;

/** A device's report: its own status (online, offline, warning) and, when it has a barrier, the barrier's position. */
export const GateStatusBody = object({
  status: oneOf(['online', 'offline', 'warning'] as const),
  barrier: optional(oneOf(['open', 'close', 'error'] as const)),
  at: optional(Instant),
});
export type GateStatusBody = Infer<typeof GateStatusBody>;

/** GET devices/parkings/{id}/config: what a device (or the simulator) needs to know of its lot. */
export const DeviceConfigAnswer = object({
  data: object({
    id: number(),
    time_zone: string(),
    schedules: array(object({ day: number(), start: string(), end: string() })),
    gates: array(object({ id: number(), name: string(), type: number(), status: string(), access_id: number() })),
    pension_plates: array(string()),
  }),
});
export type DeviceConfig = Infer<typeof DeviceConfigAnswer>['data'];
