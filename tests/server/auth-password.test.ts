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
