// The geocoder of the test servers (helpers.ts): no test reaches the internet, so every app answers from this
// gazetteer of one address, the geocode route's example, and knows no other place (ZERO_RESULTS). The real
// adapter (server/plugins/geocoder.ts) is tested against a fake Nominatim server in tests/server/geocode.test.ts.
import type { Geocoder } from '../../server/plugins/geocoder';

export const KNOWN_ADDRESS = 'Av. Juárez 200, Monterrey';
export const KNOWN_POINT = { lat: 25.6714, lng: -100.3089 };

export const gazetteerGeocoder: Geocoder = {
  geocode: async (address) => (address === KNOWN_ADDRESS ? { point: KNOWN_POINT } : { status: 'ZERO_RESULTS' }),
};
