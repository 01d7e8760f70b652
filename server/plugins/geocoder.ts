// Geocoding through a provider adapter (design.md): a Nominatim-compatible endpoint (GEOCODER_URL) asked
// `/search?format=json&q=…&limit=1`, with a timeout. None is configured by default (a machine without internet):
// the answer then says so, and the user places the lot's pin by hand. The outcome is a point or a status word
// the console shows in the spec's alert (spec 3 §8 "Geocode was not successful for the following reason").
import type { FastifyInstance } from 'fastify';
import { array, string, type, validate } from 'superstruct';
import type { Locale } from '../../src/domain/validation/messages';
import type { GeocodeStatus } from '../../src/contracts/geocode.struct';

export type GeocodeResult = { point: { lat: number; lng: number } } | { status: Exclude<GeocodeStatus, 'OK'> };
export type Geocoder = { geocode: (address: string, locale: Locale) => Promise<GeocodeResult> };

/** A geocoder that answers slower than this is treated as down: the user places the pin meanwhile. */
export const GEOCODER_TIMEOUT_MS = 5000;

/** Nominatim's answer: places with their coordinates as text (other fields are let through). */
const Places = array(type({ lat: string(), lon: string() }));

export function createGeocoder(opts: { url: string | null; timeoutMs?: number; log: (msg: string) => void }): Geocoder {
  const { url, log } = opts;
  const timeoutMs = opts.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  if (url === null) return { geocode: async () => ({ status: 'NOT_CONFIGURED' }) };
  return {
    geocode: async (address, locale) => {
      const query = new URLSearchParams({ format: 'json', q: address, limit: '1' });
      let body: unknown;
      try {
        const res = await fetch(`${url}/search?${query}`, {
          // Nominatim's usage policy asks for an identifying agent; the caller's language names the place.
          headers: { Accept: 'application/json', 'Accept-Language': locale, 'User-Agent': 'Nexo console geocoder' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          log(`geocoder answered ${res.status}`);
          return { status: 'UNAVAILABLE' };
        }
        body = await res.json();
      } catch (err) {
        log(`geocoder failed: ${(err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : (err as Error).message}`);
        return { status: 'UNAVAILABLE' };
      }
      const [failure, places] = validate(body, Places);
      if (failure) {
        log('geocoder answered something that is not a list of places');
        return { status: 'UNAVAILABLE' };
      }
      const first = places[0];
      if (!first) return { status: 'ZERO_RESULTS' };
      const lat = Number(first.lat);
      const lng = Number(first.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { status: 'UNAVAILABLE' };
      return { point: { lat, lng } };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

export function registerGeocoder(app: FastifyInstance, geocoder?: Geocoder): void {
  app.decorate('geocoder', geocoder ?? createGeocoder({ url: app.config.geocoderUrl, log: (m) => app.log.warn(m) }));
}
