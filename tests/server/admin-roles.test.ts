// The admin module's Roles and Permissions (issue 20, helper C): the roles with their permissions from the
// database, searched, filtered by type, paged and exported; adding, editing and deleting a role with its rules
// (422 in the caller's language, nothing written); the product's own roles kept (409) and their type fixed; a
// role users hold neither deleted (409) nor retyped; no change that leaves no active user able to change roles
// (409); and a change applying to the role's signed-in users at their next request, in this server process and
// in another one on the same database (its kept sessions, roles and menus forgotten when the change is announced).
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage } from '../../src/contracts/admin-list.struct';
import { AdminRole, PermissionsAnswer, RoleSavedAnswer } from '../../src/contracts/admin-roles.struct';
import type { MenuItem } from '../../src/contracts/menu.struct';
import { buildApp } from '../../server/app';
import { PERMISSIONS, ROLES } from '../../server/auth/role-permissions';
import { openPostgres, type DbHandle } from '../../server/db/connect';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/plugins/auth';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let parkingAdmin: string;
let owner: string;
let manager: string;
/** A second server process on the same database, as behind a load balancer. */
let other: { app: FastifyInstance; handle: DbHandle };

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
  parkingAdmin = await tokenFor(server, 'parking');
  owner = await tokenFor(server, 'shop');
  manager = await tokenFor(server, 'manager');
  const url = server.app.config.databaseUrl;
  if (!url) throw new Error('the test server names its database');
  const handle = await openPostgres(url);
  const app = await buildApp({ db: handle.db, config: server.app.config });
  await app.ready();
  other = { app, handle };
});
afterAll(async () => {
  await other.app.close();
  await other.handle.close();
  await server.close();
});

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; locale?: string; token?: string; app?: FastifyInstance };
const call = ({ method = 'GET', url, body, locale = 'en', token = admin, app = server.app }: Call) =>
  as(app, token, { method, url, payload: body as object | undefined, headers: { 'x-locale': locale } });
async function list(url: string) {
  const res = await call({ url });
  expect(res.statusCode, res.body).toBe(200);
  const [err, page] = validate(res.json(), adminPage(AdminRole));
  expect(err).toBeUndefined();
  return page!;
}
const role = async (id: number) => (await list('/api/admin/roles?per_page=50')).data.find((r) => r.id === id);
const paths = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.path ? [i.path] : []), ...paths(i.children ?? [])]);
const menuOf = async (token: string, module: string, app = server.app) => paths((await call({ url: `/api/menus/${module}`, token, app })).json().data);
// Up to 15 s: a change announced through PostgreSQL took more than 3 s to arrive on a loaded machine; a passing
// check returns at once.
const eventually = async (check: () => Promise<boolean>, ms = 15_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};
const MANAGER = ROLES.find((r) => r.id === 3)!;
const manager3 = (permissions: readonly string[]) => ({ name: MANAGER.name, type: MANAGER.type, permissions });

describe('Roles and Permissions: the lists', () => {
  it('lists the roles with their permissions from the database and how many users hold them, searched and by type', async () => {
    const all = await list('/api/admin/roles');
    expect(all).toMatchObject({ total: 6, page: 1, per_page: 10 });
    expect(all.data.map((r) => [r.id, r.name, r.type, r.users, r.built_in])).toEqual([
      [1, 'Administrator', 'nexo', 1, true],
      [2, 'Parking administrator', 'parking', 2, true],
      [3, 'Manager', 'shopping', 1, true],
      [4, 'Shop owner', 'shopping', 1, true],
      [5, 'Salesman', 'salesman', 1, true],
      [6, 'Operator', 'operator', 1, true],
    ]);
    for (const seeded of ROLES) expect(all.data.find((r) => r.id === seeded.id)!.permissions).toEqual([...seeded.permissions].sort());
    expect((await list('/api/admin/roles?type=shopping')).data.map((r) => r.id)).toEqual([3, 4]);
    expect((await list('/api/admin/roles?q=OWNER')).data.map((r) => r.id)).toEqual([4]);
    expect((await call({ url: '/api/admin/roles?type=boss' })).statusCode).toBe(422);
  });

  it('lists every permission the product knows', async () => {
    const res = await call({ url: '/api/admin/permissions' });
    const [err, answer] = validate(res.json(), PermissionsAnswer);
    expect(err).toBeUndefined();
    expect(answer!.data.map((p) => p.name)).toEqual([...PERMISSIONS].sort());
  });

  it('exports the roles found as report.xlsx', async () => {
    const res = await call({ url: '/api/admin/roles/export?type=operator', locale: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe('1');
    const sheet = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('Roles y permisos');
    expect(sheet).toContain('Operator');
    expect(sheet).toContain('operators.search, parking.gates');
  });

  it("is the platform admin's: a parking administrator, a shop owner and a manager are refused (403)", async () => {
    for (const token of [parkingAdmin, owner, manager]) {
      expect((await call({ url: '/api/admin/roles', token })).statusCode).toBe(403);
      expect((await call({ url: '/api/admin/permissions', token })).statusCode).toBe(403);
      expect((await call({ method: 'POST', url: '/api/admin/roles', body: { name: 'Mío', type: 'shopping', permissions: [] }, token })).statusCode).toBe(403);
      expect((await call({ method: 'PUT', url: '/api/admin/roles/3', body: manager3(MANAGER.permissions), token })).statusCode).toBe(403);
      expect((await call({ method: 'DELETE', url: '/api/admin/roles/3', token })).statusCode).toBe(403);
    }
  });
});

describe('Roles and Permissions: the writes', () => {
  it('adds a role, which the user forms of its type then offer, edits it and deletes it', async () => {
    const added = await call({ method: 'POST', url: '/api/admin/roles', body: { name: 'Cajero', type: 'shopping', permissions: ['shopping.users', 'shopping.users'] }, locale: 'es' });
    expect(added.statusCode, added.body).toBe(201);
    const [err, saved] = validate(added.json(), RoleSavedAnswer);
    expect(err).toBeUndefined();
    expect(saved!).toMatchObject({ message: 'Rol Cajero agregado.', data: { name: 'Cajero', type: 'shopping', permissions: ['shopping.users'], users: 0, built_in: false } });
    const id = saved!.data.id;
    expect(id).toBeGreaterThan(6);
    const offered = async () => ((await call({ url: '/api/roles/list/shopping', token: owner })).json().data as { id: number; name: string }[]).map((r) => r.name);
    expect(await offered()).toEqual(['Manager', 'Salesman', 'Cajero']);

    const edited = await call({ method: 'PUT', url: `/api/admin/roles/${id}`, body: { name: 'Cajera', type: 'parking', permissions: ['parking.dashboard', 'operators.search'] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Role Cajera saved.', data: { id, name: 'Cajera', type: 'parking', permissions: ['operators.search', 'parking.dashboard'] } });
    expect(await offered()).toEqual(['Manager', 'Salesman']);

    const deleted = await call({ method: 'DELETE', url: `/api/admin/roles/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Role Cajera deleted.' });
    expect(await role(id)).toBeUndefined();
    expect((await call({ method: 'DELETE', url: `/api/admin/roles/${id}` })).statusCode).toBe(404);
    expect((await call({ method: 'PUT', url: `/api/admin/roles/${id}`, body: { name: 'Nadie', type: 'parking', permissions: [] } })).statusCode).toBe(404);
  });

  it("refuses a role's rules with 422 in the caller's language, and writes nothing", async () => {
    const before = (await list('/api/admin/roles?per_page=50')).total;
    const refused = async (body: unknown, field: string, locale = 'en', url = '/api/admin/roles', method: 'POST' | 'PUT' = 'POST') => {
      const res = await call({ method, url, body, locale });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors[field][0] as string;
    };
    expect(await refused({ name: 'shop OWNER', type: 'shopping', permissions: [] }, 'name')).toBe('The name shop OWNER already belongs to another role.');
    expect(await refused({ name: 'Auditor', type: 'nexo', permissions: ['nexo.audit'] }, 'permissions', 'es')).toBe('No existe el permiso nexo.audit.');
    expect(await refused({ name: 'Auditor', type: 'boss', permissions: [] }, 'type')).toBe('The selected type is invalid.');
    expect(await refused({ name: 'A', type: 'nexo', permissions: [] }, 'name')).toMatch(/at least 3/);
    // The product's own roles keep their type; so does a role users hold.
    expect(await refused({ ...manager3(MANAGER.permissions), type: 'salesman' }, 'type', 'en', '/api/admin/roles/3', 'PUT')).toMatch(/cannot change/);
    const held = (await call({ method: 'POST', url: '/api/admin/roles', body: { name: 'Encargado', type: 'shopping', permissions: ['shopping.users'] } })).json().data.id as number;
    await server.handle.db.update(users).set({ roleId: held }).where(eq(users.id, 6));
    expect(await refused({ name: 'Encargado', type: 'parking', permissions: [] }, 'type', 'es', `/api/admin/roles/${held}`, 'PUT')).toMatch(/^No puedes cambiar el tipo/);
    expect((await role(held))!.type).toBe('shopping');
    await server.handle.db.update(users).set({ roleId: 3 }).where(eq(users.id, 6));
    expect((await call({ method: 'DELETE', url: `/api/admin/roles/${held}` })).statusCode).toBe(200);
    expect((await list('/api/admin/roles?per_page=50')).total).toBe(before);
  });

  it("keeps the product's own roles and the roles users hold (409)", async () => {
    const builtIn = await call({ method: 'DELETE', url: '/api/admin/roles/5', locale: 'es' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe('El rol Salesman es uno de los propios del producto y no se puede eliminar.');
    const held = (await call({ method: 'POST', url: '/api/admin/roles', body: { name: 'Temporal', type: 'shopping', permissions: [] } })).json().data.id as number;
    // A deleted user still names the role in the records.
    await server.handle.db.execute(sql`insert into users (provider, email, first_name, last_name, password_hash, role_id, deleted_at) values ('shopping', 'ex@tienda.demo', 'Ex', 'Empleado', 'x', ${held}, now())`);
    expect((await role(held))!.users).toBe(0);
    const inUse = await call({ method: 'DELETE', url: `/api/admin/roles/${held}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('The role Temporal cannot be deleted: users hold it. Give them another role first.');
    expect(await role(held)).toBeDefined();
  });

  it('refuses the change that would leave no active user able to change roles (nexo.roles), and allows it while one is left', async () => {
    const admin1 = ROLES.find((r) => r.id === 1)!;
    const body = (permissions: readonly string[]) => ({ name: admin1.name, type: admin1.type, permissions });
    const without = body(admin1.permissions.filter((p) => p !== 'nexo.roles'));
    const refused = await call({ method: 'PUT', url: '/api/admin/roles/1', body: without });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^No active user would be left who can change roles/);
    expect((await role(1))!.permissions).toContain('nexo.roles');

    // Another active user whose role holds nexo.roles: the Administrator role may then lose it, and its holder is
    // refused at their next request.
    const keeper = (await call({ method: 'POST', url: '/api/admin/roles', body: { name: 'Guardián', type: 'nexo', permissions: ['nexo.roles'] } })).json().data.id as number;
    const [guardian] = await server.handle.db.insert(users).values({ provider: 'nexo', email: 'guardian@nexo.demo', firstName: 'Gina', lastName: 'Guardián', passwordHash: 'x', roleId: keeper }).returning({ id: users.id });
    const guardianToken = await createSession(server.handle.db, guardian.id);
    expect((await call({ method: 'PUT', url: '/api/admin/roles/1', body: without })).statusCode).toBe(200);
    expect((await call({ url: '/api/admin/roles' })).statusCode).toBe(403);
    // The guardian is the last one now: their role keeps nexo.roles (the refused write is rolled back).
    const last = await call({ method: 'PUT', url: `/api/admin/roles/${keeper}`, body: { name: 'Guardián', type: 'nexo', permissions: [] }, token: guardianToken, locale: 'es' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/^No quedaría ningún usuario activo/);
    expect((await call({ url: '/api/admin/roles?q=guard', token: guardianToken })).json().data[0].permissions).toEqual(['nexo.roles']);
    // The guardian gives it back: the Administrator may change roles again at once.
    expect((await call({ method: 'PUT', url: '/api/admin/roles/1', body: body(admin1.permissions), token: guardianToken })).statusCode).toBe(200);
    expect((await call({ url: '/api/admin/roles' })).statusCode).toBe(200);
  });
});

describe('Roles and Permissions: a change applies at the next request, in every server process', () => {
  it("takes a permission from the manager's role: their menu and routes follow on this process and on another", async () => {
    const ledger = '/api/shops/1/branch/1/credits/transactions';
    // Both processes keep the manager's session, role and menu.
    for (const app of [server.app, other.app]) {
      expect(await menuOf(manager, 'shopping', app)).toContain('/credits/transactions');
      expect((await call({ url: ledger, token: manager, app })).statusCode).toBe(200);
    }
    const saved = await call({ method: 'PUT', url: '/api/admin/roles/3', body: manager3(MANAGER.permissions.filter((p) => p !== 'shopping.branch.transactions')) });
    expect(saved.statusCode, saved.body).toBe(200);
    // This process at once; the other once the announcement arrives (milliseconds).
    expect(await menuOf(manager, 'shopping')).not.toContain('/credits/transactions');
    expect((await call({ url: ledger, token: manager })).statusCode).toBe(403);
    expect(await eventually(async () => !(await menuOf(manager, 'shopping', other.app)).includes('/credits/transactions'))).toBe(true);
    expect((await call({ url: ledger, token: manager, app: other.app })).statusCode).toBe(403);

    // Given back from the other process: this one follows.
    expect((await call({ method: 'PUT', url: '/api/admin/roles/3', body: manager3(MANAGER.permissions), app: other.app })).statusCode).toBe(200);
    expect(await eventually(async () => (await call({ url: ledger, token: manager })).statusCode === 200)).toBe(true);
    expect(await menuOf(manager, 'shopping')).toContain('/credits/transactions');
  });
});
