import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../../server/db/schema';
import { DEFAULT_LIMITS } from '../../server/limits/account-limits';
import { login, startTestServer, type TestServer } from './helpers';
import { nextMail as nextMailOf, readable, resetToken } from './outbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: object, locale = 'en') => server.app.inject({ method: 'POST', url, payload, headers: { 'x-locale': locale } });

const nextMail = () => nextMailOf(server.dataDir);
const mailedToken = async () => resetToken(await nextMail());

describe('password reset', () => {
  it('mails a link, exchanges the token once, sets the password once, and signs other sessions out', async () => {
    const before = (await login(server.app, 'parking2')).json().access_token as string;
    const asked = await post('/api/users/reset', { email: 'parking2@nexo.demo' });
    expect(asked.statusCode).toBe(200);
    const token = await mailedToken();

    const exchanged = await post('/api/users/resetpassword', { token });
    expect(exchanged.statusCode).toBe(200);
    const key = exchanged.json().key as string;
    expect(key).toMatch(/^[\w-]{43}$/);
    expect((await post('/api/users/resetpassword', { token })).statusCode).toBe(422);

    expect((await post('/api/users/resetpassword/update', { key, passwordnew: 'nuevo123', passwordvery: 'otro123' })).statusCode).toBe(422);
    const updated = await post('/api/users/resetpassword/update', { key, passwordnew: 'nuevo123', passwordvery: 'nuevo123' });
    expect(updated.statusCode).toBe(200);
    expect((await post('/api/users/resetpassword/update', { key, passwordnew: 'again123', passwordvery: 'again123' })).statusCode).toBe(422);

    expect((await login(server.app, 'parking2')).statusCode).toBe(401);
    expect((await login(server.app, 'parking2', 'nuevo123')).statusCode).toBe(200);
    const stale = await server.app.inject({ method: 'GET', url: '/api/users/logout', headers: { authorization: `Bearer ${before}` } });
    expect(stale.statusCode).toBe(401);
  });

  it('revokes every other link of the user when one completes, exchanged or not', async () => {
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      await post('/api/users/reset', { email: 'parking@nexo.demo' });
      links.push(await mailedToken());
    }
    const [unexchanged, exchanged, completed] = links;
    const staleKey = (await post('/api/users/resetpassword', { token: exchanged })).json().key as string;
    const key = (await post('/api/users/resetpassword', { token: completed })).json().key as string;
    expect((await post('/api/users/resetpassword/update', { key, passwordnew: 'elegido1', passwordvery: 'elegido1' })).statusCode).toBe(200);

    const second = await post('/api/users/resetpassword/update', { key: staleKey, passwordnew: '123456', passwordvery: '123456' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.key).toEqual(['This password reset link is invalid or has expired.']);
    const third = await post('/api/users/resetpassword', { token: unexchanged });
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);
    expect((await login(server.app, 'parking', '123456')).statusCode).toBe(401);
    expect((await login(server.app, 'parking', 'elegido1')).statusCode).toBe(200);
  });

  it("mails in the caller's language, the Spanish in the console's register (tú)", async () => {
    await post('/api/users/reset', { email: 'shop@nexo.demo' }, 'es');
    const mail = readable(await nextMail());
    expect(mail).toContain('Subject: Restablece tu contraseña de Nexo');
    expect(mail).toContain('Para elegir una nueva contraseña abre este enlace');
    expect(mail).toContain('Si no lo pediste, ignora este correo.');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await post('/api/users/reset', { email: 'shop@nexo.demo' });
    await mailedToken();
    const unknown = await post('/api/users/reset', { email: 'nobody@nexo.demo' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await new Promise((r) => setTimeout(r, 300));
    const outbox = path.join(server.dataDir, 'outbox');
    expect(fs.readdirSync(outbox)).toEqual([]);
  });

  it('refuses an expired token with a clear message', async () => {
    await post('/api/users/reset', { email: 'manager@nexo.demo' });
    const token = await mailedToken();
    await server.app.inject({ method: 'GET', url: '/api/config' });
    await server.handle.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(passwordResets.userId, 6));
    const res = await post('/api/users/resetpassword', { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);
  });

  it('validates the address and the new password', async () => {
    expect((await post('/api/users/reset', { email: 'not-an-email' })).json()).toEqual({
      message: 'The email field must be a valid email address.',
      errors: { email: ['The email field must be a valid email address.'] },
    });
    const short = await post('/api/users/resetpassword/update', { key: 'k', passwordnew: '123', passwordvery: '123' }, 'es');
    expect(short.json().errors.passwordnew).toEqual(['El campo passwordnew debe tener al menos 6 caracteres.']);
  });
});

describe('reset mails per address', () => {
  it(`sends at most ${DEFAULT_LIMITS.resetMails} an hour to one address and answers every request the same`, async () => {
    const own = await startTestServer();
    try {
      const ask = (email: string) => own.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email }, headers: { 'x-locale': 'en' } });
      const answers = await Promise.all(Array.from({ length: 12 }, () => ask('admin@nexo.demo')));
      const later = await ask('ADMIN@nexo.demo');
      const unknown = await ask('nobody@nexo.demo');
      for (const res of [...answers, later, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: 'If that address belongs to an account, we have e-mailed a link to reset its password.', success: true });
      }
      // Closing waits for the requests still under way, so the outbox is complete.
      await own.app.close();
      const outbox = path.join(own.dataDir, 'outbox');
      const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
      expect(mails).toHaveLength(DEFAULT_LIMITS.resetMails);
      for (const eml of mails) expect(eml).toMatch(/^To: admin@nexo\.demo$/m);
    } finally {
      await own.close();
    }
  });
});
