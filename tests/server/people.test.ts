// A lot's users and operators (issue 15 item 3, spec 3 §5, §7): every call and rule, 404 across lots, and
// deactivated or deleted people refused at sign-in and losing their sessions at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, login, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let otherAdmin: string;

const post = (token: string, url: string, payload?: object, locale = 'en') => as(server.app, token, { method: 'POST', url, payload, headers: { 'x-locale': locale } });
const put = (token: string, url: string, payload: object, locale = 'en') => as(server.app, token, { method: 'PUT', url, payload, headers: { 'x-locale': locale } });
const signIn = (provider: string, email: string, password: string) => server.app.inject({ method: 'POST', url: `/api/users/${provider}/login`, payload: { email, password } });

let n = 0;
const userBody = (over: object = {}) => ({ first_name: 'Renata', last_name: 'Quiroga', email: `renata${++n}@example.mx`, phone: '81 1234 5678', country_code: '52', password: 'secreto1', type: 'parking', role_id: 2, ...over });
const operatorBody = (over: object = {}) => ({ first_name: 'Ignacio', last_name: 'Treviño', username: `caseta${++n}`, password: 'secreto1', type: 'operator', role_id: 6, status: 1, ...over });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  otherAdmin = await tokenFor(server, 'parking2');
}, 60_000);
afterAll(() => server.close());

describe('roles and the list', () => {
  it('roles/list/parking offers the parking administrator and the operator roles', async () => {
    const res = await as(server.app, admin, { method: 'GET', url: '/api/roles/list/parking' });
    expect(res.json().data).toEqual([
      { id: 2, name: 'Parking administrator', type: 'parking' },
      { id: 6, name: 'Operator', type: 'operator' },
    ]);
  });

  it('lists the lot\'s administrators and operators, and only them', async () => {
    const res = await as(server.app, admin, { method: 'GET', url: '/api/parkings/1/operators' });
    expect(res.statusCode).toBe(200);
    const people = res.json().data as { id: number; type: string; role: string; parkingId: number }[];
    expect(people.map((p) => [p.id, p.type, p.role])).toEqual(
      expect.arrayContaining([
        [2, 'parking', 'Parking administrator'],
        [4, 'operator', 'Operator'],
      ]),
    );
    expect(people.some((p) => p.id === 3)).toBe(false);
    const other = await as(server.app, otherAdmin, { method: 'GET', url: '/api/parkings/3/operators' });
    expect((other.json().data as { id: number }[]).map((p) => p.id)).toEqual([3]);
  });

  it('needs parking.dashboard and the lot', async () => {
    const operator = await tokenFor(server, 'operator');
    expect((await as(server.app, operator, { method: 'GET', url: '/api/parkings/1/operators' })).statusCode).toBe(403);
    expect((await as(server.app, otherAdmin, { method: 'GET', url: '/api/parkings/1/operators' })).statusCode).toBe(404);
  });
});

describe('registering', () => {
  it('a lot\'s user (role 2) gets the lot, signs in with the e-mail and the phone keeps its digits', async () => {
    const body = userBody();
    const res = await post(admin, '/api/parkings/1/users/register', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Renata', email: body.email, phone: '8112345678', country_code: '52', type: 'parking', role_id: 2, status: 1, username: null, parkingId: 1 });
    const session = await signIn('parking', body.email, 'secreto1');
    expect(session.statusCode).toBe(200);
    expect(session.json().default_select).toBe(1);
    expect(session.json().permissions).toContain('parking.dashboard');
  });

  it('an operator (role 6) gets the username upper-cased behind the lot\'s prefix and signs in with it', async () => {
    const res = await post(admin, '/api/parkings/1/operators/register', operatorBody({ username: 'caseta norte'.replace(' ', '') }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'PF_CASETANORTE', email: null, phone: null, type: 'operator', role_id: 6, status: 1 });
    expect((await signIn('operator', 'pf_casetanorte', 'secreto1')).statusCode).toBe(200);
    // A username typed with the prefix keeps one prefix.
    const again = await post(admin, '/api/parkings/1/operators/register', operatorBody({ username: 'PF_PONIENTE' }));
    expect(again.json().data.username).toBe('PF_PONIENTE');
  });

  it('applies the modal\'s rules, in the caller\'s language', async () => {
    const cases: [string, object, string, string][] = [
      ['users/register', userBody({ email: undefined }), 'email', 'The email field is required.'],
      ['users/register', userBody({ email: 'not-an-address' }), 'email', 'The email field must be a valid email address.'],
      ['users/register', userBody({ phone: undefined }), 'phone', 'The phone field is required.'],
      ['users/register', userBody({ phone: '811234567' }), 'phone', 'The phone field must have 10 to 13 digits.'],
      ['users/register', userBody({ phone: '81123456789012' }), 'phone', 'The phone field must have 10 to 13 digits.'],
      ['users/register', userBody({ phone: '81123a5678' }), 'phone', 'The phone field must have 10 to 13 digits.'],
      ['users/register', userBody({ first_name: 'Ana' }), 'first_name', 'The first name field must be at least 4 characters.'],
      ['users/register', userBody({ last_name: '   ' }), 'last_name', 'The last name field is required.'],
      ['users/register', userBody({ password: undefined }), 'password', 'The password field is required.'],
      ['users/register', userBody({ password: '12345' }), 'password', 'The password field must be at least 6 characters.'],
      ['users/register', userBody({ role_id: undefined }), 'role_id', 'The role id field is required.'],
      ['users/register', userBody({ role_id: 6, username: 'caseta' }), 'role_id', 'Choose one of the roles offered for this kind of user.'],
      ['users/register', userBody({ role_id: 1 }), 'role_id', 'Choose one of the roles offered for this kind of user.'],
      ['users/register', userBody({ status: 2 }), 'status', 'The selected status is invalid.'],
      ['operators/register', operatorBody({ username: undefined }), 'username', 'The username field is required.'],
      ['operators/register', operatorBody({ username: 'abc' }), 'username', 'The username field must be at least 4 characters.'],
      ['operators/register', operatorBody({ username: 'caseta uno' }), 'username', 'The username field is invalid.'],
      ['operators/register', operatorBody({ role_id: 2, email: 'x@example.mx', phone: '8112345678' }), 'role_id', 'Choose one of the roles offered for this kind of user.'],
      ['operators/register', operatorBody({ password: '' }), 'password', 'The password field is required.'],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await post(admin, `/api/parkings/1/${path}`, body);
      expect(res.statusCode, `${path} ${field}: ${res.body}`).toBe(422);
      expect(res.json().errors[field], `${path} ${field}`).toEqual([message]);
    }
    const es = await post(admin, '/api/parkings/1/users/register', userBody({ phone: '123' }), 'es');
    expect(es.json().errors.phone).toEqual(['El campo phone debe tener de 10 a 13 dígitos.']);
  });

  it('refuses an e-mail or username already in use, and writes nothing', async () => {
    const email = await post(admin, '/api/parkings/1/users/register', userBody({ email: 'PARKING2@nexo.demo' }));
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.email).toEqual(['The e-mail PARKING2@nexo.demo already belongs to another user.']);
    const username = await post(admin, '/api/parkings/1/operators/register', operatorBody({ username: 'operador' }));
    expect(username.statusCode).toBe(422);
    expect(username.json().errors.username).toEqual(['The username PF_OPERADOR already belongs to another user.']);
  });

  it('registers in another lot only as that lot\'s administrator (404 otherwise)', async () => {
    expect((await post(otherAdmin, '/api/parkings/1/users/register', userBody())).statusCode).toBe(404);
    expect((await post(otherAdmin, '/api/parkings/1/operators/register', operatorBody())).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('changes names, the prefixed username and the password of an operator, who then signs in with the new one', async () => {
    const made = (await post(admin, '/api/parkings/1/operators/register', operatorBody({ username: 'turno1' }))).json().data;
    const res = await put(admin, `/api/parkings/1/operators/${made.id}`, { first_name: 'Ignacio José', last_name: 'Treviño', username: 'turno2', password: 'nuevo123', role_id: 6, status: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Ignacio José', username: 'PF_TURNO2' });
    expect((await signIn('operator', 'PF_TURNO2', 'nuevo123')).statusCode).toBe(200);
    expect((await signIn('operator', 'PF_TURNO1', 'secreto1')).statusCode).toBe(401);
  });

  it('works as a POST with _method=put, the spec\'s style', async () => {
    const made = (await post(admin, '/api/parkings/1/operators/register', operatorBody())).json().data;
    const res = await post(admin, `/api/parkings/1/operators/${made.id}`, { _method: 'put', first_name: 'Cambiado', last_name: 'Treviño', username: made.username, password: 'secreto1', role_id: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.first_name).toBe('Cambiado');
  });

  it('keeps a user\'s password when left empty, asks an operator for it, and never changes the role', async () => {
    const body = userBody();
    const user = (await post(admin, '/api/parkings/1/users/register', body)).json().data;
    const kept = await put(admin, `/api/parkings/1/operators/${user.id}`, { ...body, password: '', first_name: 'Renata María' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await signIn('parking', body.email, 'secreto1')).statusCode).toBe(200);
    const operator = (await post(admin, '/api/parkings/1/operators/register', operatorBody())).json().data;
    const noPassword = await put(admin, `/api/parkings/1/operators/${operator.id}`, { first_name: 'Ignacio', last_name: 'Treviño', username: operator.username, role_id: 6 });
    expect(noPassword.json().errors.password).toEqual(['The password field is required.']);
    const role = await put(admin, `/api/parkings/1/operators/${user.id}`, { ...body, role_id: 6, username: 'CAMBIO', password: 'secreto1' });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors.role_id).toEqual(['The role cannot be changed: create a new user instead.']);
  });

  it('deactivates: the person cannot sign in and their open session ends at once; reactivates', async () => {
    const body = operatorBody();
    const made = (await post(admin, '/api/parkings/1/operators/register', body)).json().data;
    const session = (await signIn('operator', made.username, 'secreto1')).json().access_token as string;
    const gates = () => as(server.app, session, { method: 'GET', url: '/api/parkings/1/gates/active' });
    expect((await gates()).statusCode).toBe(200); // now cached in this process
    const off = await put(admin, `/api/parkings/1/operators/${made.id}`, { ...body, username: made.username, status: 2 });
    expect(off.json().data.status).toBe(2);
    expect((await gates()).statusCode).toBe(401);
    const refused = await signIn('operator', made.username, 'secreto1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Esta cuenta está inactiva.');
    await put(admin, `/api/parkings/1/operators/${made.id}`, { ...body, username: made.username, status: 1 });
    expect((await signIn('operator', made.username, 'secreto1')).statusCode).toBe(200);
  });

  it('refuses deactivating oneself, and another lot\'s person answers 404', async () => {
    const self = await put(admin, '/api/parkings/1/operators/2', { first_name: 'Pablo', last_name: 'Fundadores', email: 'parking@nexo.demo', phone: '8110000002', role_id: 2, status: 2 });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.status).toEqual(['You cannot delete or deactivate your own account.']);
    const body = { first_name: 'Oscar', last_name: 'Operador', username: 'OPERADOR', password: 'demo1234', role_id: 6 };
    const viaOwnLot = await put(otherAdmin, '/api/parkings/3/operators/4', body);
    const missing = await put(otherAdmin, '/api/parkings/3/operators/999999', body);
    expect(viaOwnLot.statusCode).toBe(404);
    expect(viaOwnLot.body).toBe(missing.body);
    expect((await put(otherAdmin, '/api/parkings/1/operators/4', body)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('an operator can no longer sign in, their session ends, they leave the list, their checkouts stay and their username is free', async () => {
    const body = operatorBody({ username: 'borrable' });
    const made = (await post(admin, '/api/parkings/1/operators/register', body)).json().data;
    const session = (await signIn('operator', 'PF_BORRABLE', 'secreto1')).json().access_token as string;
    const db = server.handle.db;
    const visit = (await db.execute(sql`select id from visits where parking_id = 1 limit 1`)) as unknown as { rows: { id: number }[] };
    if (visit.rows[0]) await db.execute(sql`update visits set operator_id = ${made.id} where id = ${visit.rows[0].id}`);
    expect((await as(server.app, session, { method: 'GET', url: '/api/parkings/1/gates/active' })).statusCode).toBe(200);

    const res = await post(admin, `/api/parkings/1/operators/${made.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Deleted.' });
    expect((await as(server.app, session, { method: 'GET', url: '/api/parkings/1/gates/active' })).statusCode).toBe(401);
    expect((await signIn('operator', 'PF_BORRABLE', 'secreto1')).statusCode).toBe(401);
    const list = (await as(server.app, admin, { method: 'GET', url: '/api/parkings/1/operators' })).json().data as { id: number }[];
    expect(list.some((p) => p.id === made.id)).toBe(false);
    const row = (await db.execute(sql`select deleted_at is not null as gone from users where id = ${made.id}`)) as unknown as { rows: { gone: boolean }[] };
    expect(row.rows[0].gone).toBe(true);
    if (visit.rows[0]) {
      const kept = (await db.execute(sql`select operator_id from visits where id = ${visit.rows[0].id}`)) as unknown as { rows: { operator_id: number }[] };
      expect(kept.rows[0].operator_id).toBe(made.id);
    }
    expect((await post(admin, `/api/parkings/1/operators/${made.id}`)).statusCode).toBe(404);
    const reuse = await post(admin, '/api/parkings/1/operators/register', operatorBody({ username: 'borrable' }));
    expect(reuse.statusCode, reuse.body).toBe(200);
  });

  it('a user of two lots leaves this lot only; of one lot is deleted', async () => {
    const body = userBody();
    const made = (await post(admin, '/api/parkings/1/users/register', body)).json().data;
    await server.handle.db.execute(sql`insert into user_parkings (user_id, parking_id) values (${made.id}, 2)`);
    expect((await post(admin, `/api/parkings/1/operators/${made.id}`)).statusCode).toBe(200);
    const still = await signIn('parking', body.email, 'secreto1');
    expect(still.statusCode).toBe(200);
    expect(still.json().default_select).toBe(2);
    expect((await post(admin, `/api/parkings/2/operators/${made.id}`)).statusCode).toBe(200);
    expect((await signIn('parking', body.email, 'secreto1')).statusCode).toBe(401);
  });

  it('refuses deleting oneself (409) and another lot\'s person (404, like one that does not exist)', async () => {
    const self = await post(admin, '/api/parkings/1/operators/2');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete or deactivate your own account.');
    const viaOwnLot = await post(otherAdmin, '/api/parkings/3/operators/4');
    const missing = await post(otherAdmin, '/api/parkings/3/operators/999999');
    expect(viaOwnLot.statusCode).toBe(404);
    expect(viaOwnLot.body).toBe(missing.body);
    expect((await post(otherAdmin, '/api/parkings/1/operators/4')).statusCode).toBe(404);
    expect((await login(server.app, 'operator')).statusCode).toBe(200);
  });
});
