// Geocoding an address (spec 3 §5 "Geocoding happens on address blur if the address is at least 5
// characters", §8 the geocode alert; design.md, the geocoder adapter): GET utilities/geocode?address=…, its query
// shared by the lot modal and the server, and its answers. A failure answers a status word, the one the
// console's alert names after "Geocode was not successful for the following reason".
import { number, object, string, type Infer } from 'superstruct';
import { text } from './rules';

/** The address must be this long before it is geocoded (spec 3 §5). */
export const GEOCODE_MIN = 5;

/**
 * OK: a point; ZERO_RESULTS: the geocoder knows no such place (404); NOT_CONFIGURED: no geocoder is set
 * (GEOCODER_URL, 503); UNAVAILABLE: the geocoder failed or did not answer in time (503).
 */
export const GEOCODE_STATUSES = ['OK', 'ZERO_RESULTS', 'NOT_CONFIGURED', 'UNAVAILABLE'] as const;
export type GeocodeStatus = (typeof GEOCODE_STATUSES)[number];

export const GeocodeQuery = object({ address: text(GEOCODE_MIN, 255) });
export type GeocodeQuery = Infer<typeof GeocodeQuery>;

export const GeocodeAnswer = object({ data: object({ lat: number(), lng: number() }), status: string() });
export type GeoPoint = { lat: number; lng: number };
