import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, DEMO, login, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const url = (id: number) => `/api/users/password/update/${id}`;

describe('POST users/password/update/{id} with _method=put', () => {
  it('needs the _method spoof on a POST (a plain POST is 405), and PUT works directly', async () => {
    const token = await tokenFor(server, 'shop');
    const plain = await as(server.app, token, { method: 'POST', url: url(DEMO.shop.id), payload: { password: 'demo1234', passwordnew: 'abcdef' } });
    expect(plain.statusCode).toBe(405);
    const wrongCurrent = await as(server.app, token, { method: 'PUT', url: url(DEMO.shop.id), payload: { password: 'nope', passwordnew: 'abcdef' }, headers: { 'x-locale': 'en' } });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().errors).toEqual({ password: ['The current password is incorrect.'] });
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const other = await tokenFor(server, 'manager');
    const mine = await tokenFor(server, 'manager');
    const form = new URLSearchParams({ _method: 'put', password: 'demo1234', passwordnew: 'changed1', passwordvery: 'changed1' }).toString();
    const res = await as(server.app, mine, { method: 'POST', url: url(DEMO.manager.id), payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await as(server.app, mine, { method: 'GET', url: `/api/users/shopping/${DEMO.manager.id}` })).statusCode).toBe(200);
    expect((await as(server.app, other, { method: 'GET', url: `/api/users/shopping/${DEMO.manager.id}` })).statusCode).toBe(401);
    expect((await login(server.app, 'manager', 'changed1')).statusCode).toBe(200);
  });

  it("refuses to change another user's password with 404, whoever asks", async () => {
    const admin = await tokenFor(server, 'admin');
    const res = await as(server.app, admin, { method: 'POST', url: url(DEMO.parking.id), payload: { _method: 'PUT', password: 'demo1234', passwordnew: 'abcdef' } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a confirmation that differs', async () => {
    const token = await tokenFor(server, 'salesman');
    const res = await as(server.app, token, { method: 'POST', url: url(DEMO.salesman.id), payload: { _method: 'put', password: 'demo1234', passwordnew: 'abcdef', passwordvery: 'abcdeg' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['passwordvery']);
  });
});

describe('the current-password check is limited like sign-in', () => {
  const change = (token: string, userId: number, password: string, remoteAddress: string) =>
    as(server.app, token, {
      method: 'PUT',
      url: url(userId),
      payload: { password, passwordnew: 'guessed1' },
      headers: { 'x-locale': 'en' },
      remoteAddress,
    });

  it('refuses even the right password with 429 after 5 wrong ones from one address, and not from another', async () => {
    const token = await tokenFor(server, 'salesman');
    for (let i = 0; i < 5; i++) expect((await change(token, DEMO.salesman.id, `guess${i}`, '10.0.1.1')).statusCode).toBe(422);
    const locked = await change(token, DEMO.salesman.id, 'demo1234', '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(locked.json().message).toBe(`Too many wrong passwords. Please try again in ${wait} seconds.`);
    // One budget with sign-in: the same account from the same address cannot sign in either.
    expect((await login(server.app, 'salesman', 'demo1234')).statusCode).toBe(200);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/users/salesman/login', payload: { email: DEMO.salesman.login, password: 'demo1234' }, remoteAddress: '10.0.1.1' });
    expect(signIn.statusCode).toBe(429);
    expect((await change(token, DEMO.salesman.id, 'demo1234', '10.0.1.2')).statusCode).toBe(200);
  });

  it('answers 429 in Spanish with tú', async () => {
    const token = await tokenFor(server, 'parking2');
    for (let i = 0; i < 5; i++) await change(token, DEMO.parking2.id, 'nope', '10.0.1.3');
    const res = await as(server.app, token, { method: 'PUT', url: url(DEMO.parking2.id), payload: { password: 'nope', passwordnew: 'abcdef' }, headers: { 'x-locale': 'es' }, remoteAddress: '10.0.1.3' });
    expect(res.json().message).toMatch(/^Demasiadas contraseñas incorrectas\. Inténtalo de nuevo en \d+ segundos?\.$/);
  });

  it('checks exactly 5 of 40 simultaneous wrong current passwords', async () => {
    const token = await tokenFor(server, 'parking');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(token, DEMO.parking.id, `guess${i}`, '10.0.1.40')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});
