// A shop's users and salesmen (issue 18 item 3, spec 1 §5 user modal, §7): every call and rule in the caller's
// language, the branches as a list (user_branches), another shop's user 404, a manager acting on a branch not
// theirs 403, and an inactive user refused at sign-in with their open session ended at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let owner: string;
let manager: string;

const post = (token: string, url: string, payload?: object, locale = 'en') => as(server.app, token, { method: 'POST', url, payload, headers: { 'x-locale': locale } });
const put = (token: string, url: string, payload: object, locale = 'en') => as(server.app, token, { method: 'PUT', url, payload, headers: { 'x-locale': locale } });
const get = (token: string, url: string) => as(server.app, token, { method: 'GET', url });
const signIn = (provider: string, email: string, password: string) => server.app.inject({ method: 'POST', url: `/api/users/${provider}/login`, payload: { email, password } });

let n = 0;
const userBody = (over: object = {}) => ({ first_name: 'Gabriela', last_name: 'Montes', email: `gabriela${++n}@example.mx`, phone: '81 1234 5678', type: 'shopping', role_id: 3, branchs: [1], status: 1, ...over });
const salesmanBody = (over: object = {}) => ({ first_name: 'Tomás', last_name: 'Villarreal', username: `vende${++n}`, password: 'secreto1', type: 'salesman', role_id: 5, status: 1, ...over });

const rows = async (query: ReturnType<typeof sql>) => ((await server.handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  server = await startTestServer();
  owner = await tokenFor(server, 'shop');
  manager = await tokenFor(server, 'manager');
}, 60_000);
afterAll(() => server.close());

describe('roles and the list', () => {
  it('roles/list/shopping offers the manager and the salesman, never the owner', async () => {
    const res = await get(owner, '/api/roles/list/shopping');
    expect(res.json().data).toEqual([
      { id: 3, name: 'Manager', type: 'shopping' },
      { id: 5, name: 'Salesman', type: 'salesman' },
    ]);
  });

  it("lists the shop's manager and salesman with their branches, not its owner; the owner only", async () => {
    const res = await get(owner, '/api/shops/1/users');
    expect(res.statusCode).toBe(200);
    const users = res.json().data as { id: number; branchs: number[]; idbranch: number | null; type: string; role: string }[];
    expect(users.find((u) => u.id === 6)).toMatchObject({ type: 'shopping', role: 'Manager', branchs: [1], idbranch: 1, email: 'manager@nexo.demo', status: 1 });
    expect(users.find((u) => u.id === 7)).toMatchObject({ type: 'salesman', role: 'Salesman', branchs: [1], username: 'TNDA_VENDEDOR', email: null });
    expect(users.some((u) => u.id === 5)).toBe(false);
    expect((await get(manager, '/api/shops/1/users')).statusCode).toBe(403);
    expect((await get(await tokenFor(server, 'salesman'), '/api/shops/1/users')).statusCode).toBe(403);
    expect((await get(owner, '/api/shops/2/users')).statusCode).toBe(404);
  });
});

describe('registering', () => {
  it('a manager: capitalised names, the phone\'s digits, the branches as rows of user_branches', async () => {
    const body = userBody({ first_name: 'maría josé', last_name: "o'neill garza", branchs: [2, 1, 2] });
    const res = await post(owner, '/api/shops/1/users/register', body);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data;
    expect(made).toMatchObject({ first_name: 'María José', last_name: "O'Neill Garza", email: body.email, phone: '8112345678', type: 'shopping', role_id: 3, status: 1, branchs: [1, 2], idbranch: 1, username: null });
    expect(await rows(sql`select branch_id from user_branches where user_id = ${made.id} order by branch_id`)).toEqual([{ branch_id: 1 }, { branch_id: 2 }]);
    // A form sends the list as JSON text.
    const form = await as(server.app, owner, {
      method: 'POST',
      url: '/api/shops/1/users/register',
      payload: new URLSearchParams({ ...userBody(), branchs: '[2]', role_id: '3', status: '1' } as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data.branchs).toEqual([2]);
  });

  it("a salesman of the branch in the path: the shop's prefix in front of the upper-cased username; signs in there", async () => {
    const res = await post(owner, '/api/shops/1/branch/2/salesman/register', salesmanBody({ username: 'lupita' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'TNDA_LUPITA', email: null, phone: null, type: 'salesman', role_id: 5, branchs: [2], status: 1 });
    const session = await signIn('salesman', 'tnda_lupita', 'secreto1');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ type: 'salesman', role_id: 5, default_select: 2 });
    const stores = await get(session.json().access_token, '/api/users/salesman/my-branchs');
    expect((stores.json().data as { id: number }[]).map((s) => s.id)).toEqual([2]);
    // Typed with the prefix, it keeps one.
    expect((await post(owner, '/api/shops/1/branch/2/salesman/register', salesmanBody({ username: 'TNDA_PACO' }))).json().data.username).toBe('TNDA_PACO');
  });

  it("applies the modal's rules in the caller's language and writes nothing", async () => {
    const before = await rows(sql`select count(*)::int as n from users`);
    const cases: [string, object, string, string][] = [
      ['users/register', userBody({ first_name: 'Ana' }), 'first_name', 'The first name field must be at least 4 characters.'],
      ['users/register', userBody({ last_name: '  ' }), 'last_name', 'The last name field is required.'],
      ['users/register', userBody({ email: undefined }), 'email', 'The email field is required.'],
      ['users/register', userBody({ email: 'gabriela@' }), 'email', 'The email field must be a valid email address.'],
      ['users/register', userBody({ phone: undefined }), 'phone', 'The phone field is required.'],
      ['users/register', userBody({ phone: '811234567' }), 'phone', 'The phone field must have 10 to 16 digits.'],
      ['users/register', userBody({ phone: '81123456789012345' }), 'phone', 'The phone field must have 10 to 16 digits.'],
      ['users/register', userBody({ role_id: undefined }), 'role_id', 'The role id field is required.'],
      ['users/register', userBody({ role_id: 5 }), 'role_id', 'Choose one of the roles offered for this kind of user.'],
      ['users/register', userBody({ role_id: 4 }), 'role_id', 'Choose one of the roles offered for this kind of user.'],
      ['users/register', userBody({ role_id: 2 }), 'role_id', 'Choose one of the roles offered for this kind of user.'],
      ['users/register', userBody({ status: 2 }), 'status', 'The selected status is invalid.'],
      ['users/register', userBody({ branchs: [3] }), 'branchs', 'The selected branchs is invalid.'],
      ['users/register', userBody({ branchs: [999_999] }), 'branchs', 'The selected branchs is invalid.'],
      ['users/register', userBody({ branchs: 'uno' }), 'branchs', 'The branchs field is invalid.'],
      ['branch/1/salesman/register', salesmanBody({ username: undefined }), 'username', 'The username field is required.'],
      ['branch/1/salesman/register', salesmanBody({ username: 'abc' }), 'username', 'The username field must be at least 4 characters.'],
      ['branch/1/salesman/register', salesmanBody({ username: 'juan perez' }), 'username', 'The username field is invalid.'],
      ['branch/1/salesman/register', salesmanBody({ password: undefined }), 'password', 'The password field is required.'],
      ['branch/1/salesman/register', salesmanBody({ password: '12345' }), 'password', 'The password field must be at least 6 characters.'],
      ['branch/1/salesman/register', salesmanBody({ role_id: 3 }), 'role_id', 'Choose one of the roles offered for this kind of user.'],
      ['branch/1/salesman/register', salesmanBody({ first_name: 'Tom' }), 'first_name', 'The first name field must be at least 4 characters.'],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await post(owner, `/api/shops/1/${path}`, body);
      expect(res.statusCode, `${path} ${field}: ${res.body}`).toBe(422);
      expect(res.json().errors[field], `${path} ${field}`).toEqual([message]);
    }
    const es = await post(owner, '/api/shops/1/users/register', userBody({ phone: '123' }), 'es');
    expect(es.json().errors.phone).toEqual(['El campo phone debe tener de 10 a 16 dígitos.']);
    const esRole = await post(owner, '/api/shops/1/branch/1/salesman/register', salesmanBody({ role_id: 3 }), 'es');
    expect(esRole.json().errors.role_id).toEqual(['Elige uno de los roles que se ofrecen para este tipo de usuario.']);
    expect(await rows(sql`select count(*)::int as n from users`)).toEqual(before);
  });

  it('refuses an e-mail or username already in use', async () => {
    const email = await post(owner, '/api/shops/1/users/register', userBody({ email: 'MANAGER@nexo.demo' }));
    expect(email.json().errors.email).toEqual(['The e-mail MANAGER@nexo.demo already belongs to another user.']);
    const username = await post(owner, '/api/shops/1/branch/1/salesman/register', salesmanBody({ username: 'vendedor' }));
    expect(username.json().errors.username).toEqual(['The username TNDA_VENDEDOR already belongs to another user.']);
  });
});

describe('editing', () => {
  it("a manager's edit with _method=put: names, phone, branches; the role and the e-mail are locked", async () => {
    const body = userBody();
    const made = (await post(owner, '/api/shops/1/users/register', body)).json().data;
    const res = await post(owner, `/api/shops/1/users/${made.id}`, { _method: 'put', ...body, first_name: 'gabriela inés', phone: '8119998877', branchs: [2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Gabriela Inés', phone: '8119998877', branchs: [2], email: body.email });
    const role = await put(owner, `/api/shops/1/users/${made.id}`, { ...body, role_id: 5 });
    expect(role.json().errors.role_id).toEqual(['The role cannot be changed: create a new user instead.']);
    const email = await put(owner, `/api/shops/1/users/${made.id}`, { ...body, email: 'otra@example.mx' }, 'es');
    expect(email.json().errors.email).toEqual(['El correo no se puede cambiar: crea un usuario nuevo.']);
    // The same address in other capitals is the same address.
    expect((await put(owner, `/api/shops/1/users/${made.id}`, { ...body, email: body.email.toUpperCase() })).statusCode).toBe(200);
  });

  it("a salesman's edit: branches (one at least), a new password; the username is locked", async () => {
    const made = (await post(owner, '/api/shops/1/branch/1/salesman/register', salesmanBody({ username: 'ramon' }))).json().data;
    const body = { first_name: 'Ramón', last_name: 'Salinas', username: made.username, type: 'salesman', role_id: 5, branchs: [1, 2], status: 1 };
    const res = await post(owner, `/api/shops/1/branch/1/salesman/${made.id}`, { _method: 'put', ...body, password: 'nuevo123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Ramón', branchs: [1, 2], username: 'TNDA_RAMON' });
    expect((await signIn('salesman', 'TNDA_RAMON', 'secreto1')).statusCode).toBe(401);
    expect((await signIn('salesman', 'TNDA_RAMON', 'nuevo123')).statusCode).toBe(200);
    // Typed without the prefix, the username is the same one.
    expect((await put(owner, `/api/shops/1/branch/2/salesman/${made.id}`, { ...body, username: 'ramon' })).statusCode).toBe(200);
    const renamed = await put(owner, `/api/shops/1/branch/1/salesman/${made.id}`, { ...body, username: 'ramiro' });
    expect(renamed.json().errors.username).toEqual(['The username cannot be changed: create a new salesman instead.']);
    const none = await put(owner, `/api/shops/1/branch/1/salesman/${made.id}`, { ...body, branchs: [] });
    expect(none.json().errors.branchs).toEqual(['The branchs field is required.']);
    const elsewhere = await put(owner, `/api/shops/1/branch/1/salesman/${made.id}`, { ...body, branchs: [3] });
    expect(elsewhere.json().errors.branchs).toEqual(['The selected branchs is invalid.']);
  });

  it('a salesman is edited through a branch of theirs, anyone else through the shop (404 otherwise)', async () => {
    const salesman = { first_name: 'Valentín', last_name: 'Vendedor', username: 'TNDA_VENDEDOR', role_id: 5, branchs: [1], status: 1 };
    const notHis = await put(owner, '/api/shops/1/branch/2/salesman/7', salesman);
    const missing = await put(owner, '/api/shops/1/branch/2/salesman/999999', salesman);
    expect(notHis.statusCode).toBe(404);
    expect(notHis.body).toBe(missing.body);
    expect((await put(owner, '/api/shops/1/users/7', { ...salesman, email: 'x@example.mx', phone: '8112345678' })).statusCode).toBe(404);
    const theManager = { first_name: 'Mario', last_name: 'Gerente', email: 'manager@nexo.demo', phone: '8110000006', role_id: 3, branchs: [1], status: 1 };
    expect((await put(owner, '/api/shops/1/branch/1/salesman/6', { ...theManager, username: 'MARIO', branchs: [1] })).statusCode).toBe(404);
    // The owner is nobody's to edit here.
    expect((await put(owner, '/api/shops/1/users/5', { ...theManager, email: 'shop@nexo.demo', role_id: 4 })).statusCode).toBe(404);
  });

  it("another shop's user answers 404 like one that does not exist", async () => {
    const [other] = await rows(
      sql`insert into users (provider, email, first_name, last_name, password_hash, role_id, shop_id) values ('shopping', 'otra.tienda@example.mx', 'Olga', 'Norte', 'x', 3, 2) returning id`,
    );
    const body = { first_name: 'Olga', last_name: 'Norte', email: 'otra.tienda@example.mx', phone: '8112345678', role_id: 3, branchs: [], status: 2 };
    const viaOwnShop = await put(owner, `/api/shops/1/users/${Number(other.id)}`, body);
    const missing = await put(owner, '/api/shops/1/users/999999', body);
    expect(viaOwnShop.statusCode).toBe(404);
    expect(viaOwnShop.body).toBe(missing.body);
    expect((await put(owner, `/api/shops/2/users/${Number(other.id)}`, body)).statusCode).toBe(404);
    expect((await post(owner, '/api/shops/2/branch/3/salesman/register', salesmanBody())).statusCode).toBe(404);
    expect(await rows(sql`select status from users where id = ${Number(other.id)}`)).toEqual([{ status: 1 }]);
  });

  it('deactivates: the user cannot sign in and their open session ends at once; reactivates', async () => {
    const made = (await post(owner, '/api/shops/1/branch/1/salesman/register', salesmanBody({ username: 'turno' }))).json().data;
    const body = { first_name: 'Tomás', last_name: 'Villarreal', username: made.username, role_id: 5, branchs: [1], status: 2 };
    const session = (await signIn('salesman', 'TNDA_TURNO', 'secreto1')).json().access_token as string;
    const stores = () => get(session, '/api/users/salesman/my-branchs');
    expect((await stores()).statusCode).toBe(200); // now cached in this process
    const off = await put(owner, `/api/shops/1/branch/1/salesman/${made.id}`, body);
    expect(off.json().data.status).toBe(2);
    expect((await stores()).statusCode).toBe(401);
    const refused = await signIn('salesman', 'TNDA_TURNO', 'secreto1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Esta cuenta está inactiva.');
    await put(owner, `/api/shops/1/branch/1/salesman/${made.id}`, { ...body, status: 1 });
    expect((await signIn('salesman', 'TNDA_TURNO', 'secreto1')).statusCode).toBe(200);
  });
});

describe("a manager acts on their own branches' salesmen only", () => {
  it('registers and edits a salesman of their branch; another branch of the shop answers 403, and nothing is written', async () => {
    const mine = await post(manager, '/api/shops/1/branch/1/salesman/register', salesmanBody({ username: 'centro1' }));
    expect(mine.statusCode, mine.body).toBe(200);
    const other = await post(manager, '/api/shops/1/branch/2/salesman/register', salesmanBody({ username: 'valle1' }), 'es');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Solo puedes administrar tus tiendas.');
    expect(await rows(sql`select id from users where username = 'TNDA_VALLE1'`)).toEqual([]);
    const body = { first_name: 'Tomás', last_name: 'Villarreal', username: mine.json().data.username, role_id: 5, branchs: [1], status: 1 };
    expect((await put(manager, `/api/shops/1/branch/1/salesman/${mine.json().data.id}`, { ...body, first_name: 'Tomás Iván' })).statusCode).toBe(200);
    // Moving the salesman to a branch not theirs is acting on that branch.
    expect((await put(manager, `/api/shops/1/branch/1/salesman/${mine.json().data.id}`, { ...body, branchs: [1, 2] })).statusCode).toBe(403);
    // A salesman of both branches is edited through branch 2 by the owner only.
    const both = (await post(owner, '/api/shops/1/branch/2/salesman/register', salesmanBody({ username: 'ambos' }))).json().data;
    await put(owner, `/api/shops/1/branch/2/salesman/${both.id}`, { ...body, username: both.username, branchs: [1, 2] });
    expect((await put(manager, `/api/shops/1/branch/2/salesman/${both.id}`, { ...body, username: both.username, branchs: [1, 2] })).statusCode).toBe(403);
    expect((await put(manager, `/api/shops/1/branch/1/salesman/${both.id}`, { ...body, username: both.username, branchs: [1] })).statusCode).toBe(403);
    expect((await put(manager, `/api/shops/1/branch/1/salesman/${both.id}`, { ...body, username: both.username, branchs: [1, 2], first_name: 'Ambos Lados' })).statusCode).toBe(200);
  });

  it('the shop-wide calls need shopping.users (403 for the manager and the salesman)', async () => {
    expect((await post(manager, '/api/shops/1/users/register', userBody())).statusCode).toBe(403);
    expect((await put(manager, '/api/shops/1/users/6', userBody())).statusCode).toBe(403);
    const salesman = await tokenFor(server, 'salesman');
    expect((await post(salesman, '/api/shops/1/branch/1/salesman/register', salesmanBody())).statusCode).toBe(403);
  });
});
