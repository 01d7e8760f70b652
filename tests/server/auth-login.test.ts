import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { eq } from 'drizzle-orm';
import { LoginAnswer } from '../../src/contracts/auth.struct';
import { users } from '../../server/db/schema';
import { findSessionUser } from '../../server/plugins/auth';
import { as, DEMO, login, startTestServer, type DemoName, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST users/{provider}/login', () => {
  it.each(Object.keys(DEMO) as DemoName[])('signs %s in with the spec answer fields', async (who) => {
    const res = await login(server.app, who);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(is(body, LoginAnswer)).toBe(true);
    expect(body.user_id).toBe(DEMO[who].id);
    expect(body.type).toBe(DEMO[who].provider);
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.nexo_id).toBe(DEMO[who].id);
    expect(body.token_notifications).toMatch(/^[\w-]{43}$/);
  });

  it('gives each sign-in its own notifications token, refused once its session is signed out or revoked', async () => {
    const signIn = async () => {
      const answer = (await login(server.app, 'salesman')).json() as { access_token: string; token_notifications: string };
      return { bearer: answer.access_token, notifications: answer.token_notifications };
    };
    const goOnline = (bearer: string, token: string) => as(server.app, bearer, { method: 'POST', url: '/api/users/salesman/branch/1/login', payload: { token } });
    const first = await signIn();
    const second = await signIn();
    const third = await signIn();
    expect(new Set([first.notifications, second.notifications, third.notifications]).size).toBe(3);
    expect((await login(server.app, 'shop')).json().token_notifications).not.toBe(first.notifications);
    // Each session's token is its own: another sign-in's is refused, the same user's included.
    expect((await goOnline(first.bearer, first.notifications)).statusCode).toBe(200);
    expect((await goOnline(second.bearer, first.notifications)).statusCode).toBe(422);
    // Signed out: the session's token goes with it (its bearer is refused, and no other session takes the token).
    expect((await as(server.app, first.bearer, { method: 'GET', url: '/api/users/logout' })).statusCode).toBe(200);
    expect((await goOnline(first.bearer, first.notifications)).statusCode).toBe(401);
    expect((await goOnline(second.bearer, first.notifications)).statusCode).toBe(422);
    // Signed out from another device (the profile's sessions): the same.
    const secondId = (await findSessionUser(server.handle.db, second.bearer))!.sessionId;
    expect((await as(server.app, third.bearer, { method: 'POST', url: `/api/users/sessions/${secondId}/logout` })).statusCode).toBe(200);
    expect((await goOnline(second.bearer, second.notifications)).statusCode).toBe(401);
    expect((await goOnline(third.bearer, second.notifications)).statusCode).toBe(422);
    expect((await goOnline(third.bearer, third.notifications)).statusCode).toBe(200);
    await as(server.app, third.bearer, { method: 'GET', url: '/api/users/logout' });
  });

  it('gives each account the user type and permissions of its role', async () => {
    expect((await login(server.app, 'manager')).json()).toMatchObject({ user_type: 'admin-shopping', role_id: 3 });
    expect((await login(server.app, 'admin')).json().user_type).toBe('admin');
    expect((await login(server.app, 'operator')).json().permissions).toEqual(['operators.search', 'parking.gates']);
    expect((await login(server.app, 'parking')).json()).toMatchObject({ default_select: 1, permissions: ['operators.search', 'parking.dashboard', 'parking.gates', 'parking.rates.add'] });
  });

  it('accepts usernames in any case and e-mails in any case', async () => {
    const op = await server.app.inject({ method: 'POST', url: '/api/users/operator/login', payload: { email: 'pf_operador', password: 'demo1234' } });
    expect(op.statusCode).toBe(200);
    const em = await server.app.inject({ method: 'POST', url: '/api/users/parking/login', payload: { email: 'PARKING@nexo.demo', password: 'demo1234' } });
    expect(em.statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown user and the wrong provider with 401 and a message that is not "Unauthenticated"', async () => {
    for (const res of [
      await login(server.app, 'parking2', 'wrong-password'),
      await server.app.inject({ method: 'POST', url: '/api/users/parking/login', payload: { email: 'nobody@nexo.demo', password: 'demo1234' } }),
      await server.app.inject({ method: 'POST', url: '/api/users/shopping/login', payload: { email: 'parking2@nexo.demo', password: 'demo1234' }, headers: { 'x-locale': 'en' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/credentials|credenciales/);
      expect(res.json().message).not.toMatch(/Unauthenticated/);
    }
  });

  it('answers 422 for an unknown provider and for missing fields, in the caller language', async () => {
    const unknown = await server.app.inject({ method: 'POST', url: '/api/users/martian/login', payload: { email: 'a@b.co', password: 'x' }, headers: { 'x-locale': 'en' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'The selected provider is invalid.', errors: { provider: ['The selected provider is invalid.'] } });
    const es = await server.app.inject({ method: 'POST', url: '/api/users/parking/login', payload: {}, headers: { 'x-locale': 'es' } });
    expect(es.statusCode).toBe(422);
    expect(es.json().errors).toEqual({ email: ['El campo email es obligatorio.'], password: ['El campo password es obligatorio.'] });
  });

  it('refuses an inactive account after checking its password', async () => {
    await server.handle.db.update(users).set({ status: 2 }).where(eq(users.id, DEMO.manager.id));
    const res = await login(server.app, 'manager', 'demo1234', { 'x-locale': 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is inactive.');
    await server.handle.db.update(users).set({ status: 1 }).where(eq(users.id, DEMO.manager.id));
  });

  it('returns the forced password change flag', async () => {
    await server.handle.db.update(users).set({ reset: true }).where(eq(users.id, DEMO.shop.id));
    expect((await login(server.app, 'shop')).json().reset).toBe(true);
    await server.handle.db.update(users).set({ reset: false }).where(eq(users.id, DEMO.shop.id));
  });
});
