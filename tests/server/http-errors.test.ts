import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('bad input never gets a 500', () => {
  it('answers 400 with a message for a body that is not JSON', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/users/reset', payload: '{oops', headers: { 'content-type': 'application/json', 'x-locale': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 422 for a path id that is not a number, and for a wrong type', async () => {
    const token = await tokenFor(server, 'parking');
    const res = await as(server.app, token, { method: 'GET', url: '/api/parkings/abc/access', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ parkingId: ['The parkingId field must be a whole number.'] });
    const typed = await server.app.inject({ method: 'POST', url: '/api/users/parking/login', payload: { email: 5, password: ['x'] }, headers: { 'x-locale': 'es' } });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ email: ['El campo email no es válido.'], password: ['El campo password no es válido.'] });
  });

  it('answers JSON 404 for unknown API paths and 405 for a POST where only GET exists', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-locale': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    const token = await tokenFor(server, 'parking');
    expect((await as(server.app, token, { method: 'POST', url: '/api/parkings', payload: {} })).statusCode).toBe(405);
  });

  it('ignores unknown body fields, as Laravel does', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email: 'x@nexo.demo', extra: true } });
    expect(res.statusCode).toBe(200);
  });

  it('serves the public config', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ locales: ['es', 'en'] });
  });
});
