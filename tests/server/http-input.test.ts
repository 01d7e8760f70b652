// Input bounds at the edge (issue 12 §1, §7), on the cases the issue measured: each answers a 4xx that says what
// is wrong, in the caller's language (X-Locale, else Accept-Language), and never reaches the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDepth } from '../../src/contracts/json-text';
import { fromAcceptLanguage } from '../../server/http/locale';
import { t } from '../../server/http/messages';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, 'parking');
});
afterAll(() => server.close());

describe('the caller language', () => {
  it('reads Accept-Language by preference when X-Locale is absent, and X-Locale first', async () => {
    const ask = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/parkings', headers }).then((r) => r.json().message);
    expect(await ask({ 'accept-language': 'en-US,en;q=0.9,es;q=0.8' })).toBe('Unauthenticated.');
    const forbidden = (headers: Record<string, string>) =>
      as(server.app, token, { method: 'GET', url: '/api/shops/1/branchs', headers }).then((r) => r.json().message as string);
    expect(await forbidden({ 'accept-language': 'fr-FR, en;q=0.5, es;q=0.4' })).toBe(t('forbidden', 'en'));
    expect(await forbidden({ 'accept-language': 'en;q=0.2, es-MX;q=0.9' })).toBe(t('forbidden', 'es'));
    expect(await forbidden({ 'accept-language': 'en', 'x-locale': 'es' })).toBe(t('forbidden', 'es'));
    expect(await forbidden({})).toBe(t('forbidden', 'es'));
  });

  it('parses Accept-Language without trusting it', () => {
    expect(fromAcceptLanguage('de, fr;q=0.9')).toBeNull();
    expect(fromAcceptLanguage('en;q=0, es;q=0.1')).toBe('es');
    expect(fromAcceptLanguage('*;q=0.5, en-GB')).toBe('en');
    expect(fromAcceptLanguage(';;;,q=,=')).toBeNull();
  });
});

describe('bounded input', () => {
  it('refuses an id past int32 in a path, a query or a body with 422', async () => {
    const path = await as(server.app, token, { method: 'GET', url: '/api/parkings/2147483648/access', headers: { 'x-locale': 'en' } });
    expect(path.statusCode).toBe(422);
    expect(path.json().errors.parkingId[0]).toBe('The parkingId field must be a whole number from 1 to 2147483647.');
    const query = await as(server.app, token, { method: 'GET', url: '/api/parkings/1/transactions?gate_in=2147483648' });
    expect(query.statusCode).toBe(422);
    const body = await as(server.app, token, { method: 'POST', url: '/api/parkings/1/times/delete', payload: { id: 2147483648 } });
    expect(body.statusCode).toBe(422);
    expect(Object.keys(body.json().errors)).toEqual(['id']);
    const page = await as(server.app, token, { method: 'GET', url: '/api/parkings/1/transactions?page=99999999999999999999999' });
    expect(page.statusCode).toBe(422);
  });

  it('refuses control characters in any text, naming the field', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/users/parking/login', headers: { 'x-locale': 'en' }, payload: { email: 'a\u0000b', password: 'x' } });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.email[0]).toBe('The email field contains characters that are not allowed.');
    const search = await as(server.app, token, { method: 'GET', url: '/api/parkings/1/transactions?search=%00abc', headers: { 'x-locale': 'es' } });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors.search[0]).toBe('El campo search contiene caracteres no permitidos.');
  });

  it('refuses dates outside the date picker years', async () => {
    const res = await as(server.app, token, { method: 'GET', url: '/api/parkings/1/transactions?out_date=9999-12-31', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.out_date[0]).toBe('The out date field must be a date from 2020 to 2099.');
  });

  it('refuses a deeply nested body before parsing it, and an oversized one', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await server.app.inject({ method: 'POST', url: '/api/users/parking/login', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, payload: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is nested too deeply (at most 32 levels).');
    const big = await server.app.inject({ method: 'POST', url: '/api/users/reset', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La solicitud es demasiado grande: envía como máximo 1 MB.');
  });

  // The three inputs that once answered 500 (issue 31): an object whose `toString` is no function, in any field
  // a struct refuses (its message printed the value); JSON text nested past the body's limit inside a field
  // (the struct's walk overflowed the stack); a `__proto__` key inside JSON text (the error map, a plain object
  // keyed by the user's input, read the prototype). Each now answers a 422 naming the field, in the caller's
  // language.
  it('refuses a value with its own toString, naming the field', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/users/parking/login', headers: { 'x-locale': 'en' }, payload: { email: { toString: 1 }, password: 'x' } });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors['email.toString'][0]).toBe('The email.toString field is not allowed.');
    const query = await as(server.app, token, { method: 'GET', url: '/api/parkings/1/transactions?valueOf=1', headers: { 'x-locale': 'es' } });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors.valueOf[0]).toBe('El campo valueOf no está permitido.');
  });

  it('reads JSON text in a field as a body: too deep or with a prototype key, a 422 on that field', async () => {
    const save = (times_configs: string) =>
      as(server.app, token, { method: 'POST', url: '/api/parkings/1/times/1/save', headers: { 'x-locale': 'en' }, payload: { times_configs } });
    const deep = await save('['.repeat(5000) + ']'.repeat(5000));
    expect(deep.statusCode).toBe(422);
    expect(deep.json().errors.times_configs[0]).toBe('The times configs field is invalid.');
    const proto = await save('{"__proto__":[{"from":"09:00","to":"12:00","fromID":11}]}');
    expect(proto.statusCode).toBe(422);
    expect(Object.keys(proto.json().errors)).toEqual(['times_configs']);
    const rules = await as(server.app, token, { method: 'POST', url: '/api/parkings/1/times/new', payload: { rules: '[{"constructor":{"prototype":1}}]' } });
    expect(rules.statusCode).toBe(422);
  });

  it('counts depth over the text without counting brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"[["}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
  });
});
