// Geocoding through the adapter (issue 16 item 2; design.md, the geocoder; spec 3 §5, §8): GET utilities/geocode
// asks a Nominatim-compatible endpoint for the address's first place, with a timeout, and answers its point or
// a status word (ZERO_RESULTS 404, NOT_CONFIGURED and UNAVAILABLE 503) with a message in the caller's language.
// A tiny fake Nominatim server on a free port stands in for the real one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createGeocoder } from '../../server/plugins/geocoder';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

/** What the fake answers next, and the requests it received. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '[]' };
const received: { path: string; language: string | undefined; agent: string | undefined }[] = [];

const nominatim = http.createServer((req, res) => {
  received.push({ path: req.url ?? '', language: req.headers['accept-language'], agent: req.headers['user-agent'] });
  const reply = () => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  if (answer.delayMs) setTimeout(reply, answer.delayMs);
  else reply();
});

let server: TestServer;
let admin: string;
let operator: string;
const apps: FastifyInstance[] = [];

/** An app on the test's database whose geocoder is at `url` (null: none configured). */
async function appWith(url: string | null): Promise<FastifyInstance> {
  const app = await buildApp({ db: server.handle.db, config: server.app.config, geocoder: createGeocoder({ url, timeoutMs: 300, log: () => {} }) });
  apps.push(app);
  return app;
}
let app: FastifyInstance;
let base: string;

const geocode = (target: FastifyInstance, address: string, locale = 'en', token = admin) =>
  as(target, token, { method: 'GET', url: `/api/utilities/geocode?${new URLSearchParams({ address })}`, headers: { 'x-locale': locale } });

beforeAll(async () => {
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}`;
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  operator = await tokenFor(server, 'operator');
  app = await appWith(base);
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await server.close();
  await new Promise((resolve) => nominatim.close(resolve));
});
beforeEach(() => {
  received.splice(0);
  answer = { status: 200, body: '[]' };
});

describe('GET utilities/geocode', () => {
  it("answers the first place's point, asking /search for one result in the caller's language", async () => {
    answer = { status: 200, body: JSON.stringify([{ place_id: 1, lat: '25.6714', lon: '-100.3089', display_name: 'Monterrey' }, { lat: '1', lon: '2' }]) };
    const res = await geocode(app, '  Av. Juárez 200, Monterrey ', 'es');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { lat: 25.6714, lng: -100.3089 }, status: 'OK' });
    expect(received).toHaveLength(1);
    const url = new URL(received[0].path, base);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'json', q: 'Av. Juárez 200, Monterrey', limit: '1' });
    expect(received[0].language).toBe('es');
    expect(received[0].agent).toContain('Nexo');
  });

  it('answers ZERO_RESULTS (404) when the geocoder knows no such place', async () => {
    const res = await geocode(app, 'Calle que no existe 123');
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'No place was found at that address: place the pin on the map.', reason: 'ZERO_RESULTS' }]);
    const es = await geocode(app, 'Calle que no existe 123', 'es');
    expect(es.json().message).toBe('No se encontró ningún lugar en esa dirección: coloca el marcador en el mapa.');
  });

  it('answers UNAVAILABLE (503) when the geocoder fails, answers late or answers no list of places', async () => {
    for (const failing of [
      { status: 500, body: '{"error":"down"}' },
      { status: 200, body: '[]', delayMs: 1500 },
      { status: 200, body: '{"lat":"1","lon":"2"}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '[{"lat":"north","lon":"2"}]' },
    ]) {
      answer = failing;
      const res = await geocode(app, 'Av. Juárez 200, Monterrey');
      expect([res.statusCode, res.json()], failing.body).toEqual([503, { message: 'The geocoding service did not answer: place the pin on the map.', reason: 'UNAVAILABLE' }]);
    }
  });

  it('answers UNAVAILABLE when nothing listens at the address, NOT_CONFIGURED (503) when none is set', async () => {
    const closed = await appWith('http://127.0.0.1:9');
    expect((await geocode(closed, 'Av. Juárez 200, Monterrey')).json().reason).toBe('UNAVAILABLE');
    const none = await appWith(null);
    const res = await geocode(none, 'Av. Juárez 200, Monterrey', 'es');
    expect([res.statusCode, res.json()]).toEqual([503, { message: 'No hay un servicio de geocodificación configurado: coloca el marcador en el mapa.', reason: 'NOT_CONFIGURED' }]);
    expect(received).toEqual([]);
  });

  it('refuses an address under 5 characters (422) without asking the geocoder, and callers without parking.dashboard', async () => {
    const res = await geocode(app, 'Av 1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.address).toEqual(['The address field must be at least 5 characters.']);
    expect((await geocode(app, 'Av. Juárez 200', 'en', operator)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/utilities/geocode?address=Monterrey' })).statusCode).toBe(401);
    expect(received).toEqual([]);
  });
});
