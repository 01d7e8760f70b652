import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seed } from '../../server/demo/seed';
import { users, parkings, rolePermissions } from '../../server/db/schema';
import { hashToken } from '../../server/auth/tokens';
import { PERMISSIONS } from '../../server/auth/role-permissions';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (table: typeof users | typeof parkings | typeof rolePermissions) =>
  (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe('demo data', () => {
  it('holds exactly the seven demo accounts and is idempotent', async () => {
    const before = [await count(users), await count(parkings), await count(rolePermissions)];
    await seed(server.handle.db);
    expect([await count(users), await count(parkings), await count(rolePermissions)]).toEqual(before);
    const rows = await server.handle.db.select({ email: users.email, username: users.username, provider: users.provider, roleId: users.roleId }).from(users).orderBy(users.id);
    expect(rows.map((r) => `${r.provider}:${r.email ?? r.username}:${r.roleId}`)).toEqual([
      'nexo:admin@nexo.demo:1',
      'parking:parking@nexo.demo:2',
      'parking:parking2@nexo.demo:2',
      'operator:PF_OPERADOR:6',
      'shopping:shop@nexo.demo:4',
      'shopping:manager@nexo.demo:3',
      'salesman:TNDA_VENDEDOR:5',
    ]);
  });

  it('gives lots 1-3 their device keys and lot 1 the prefix PF', async () => {
    const lots = await server.handle.db.select().from(parkings).orderBy(parkings.id);
    expect(lots.map((l) => [l.id, l.prefix, l.deviceKeyHash])).toEqual([
      [1, 'PF', hashToken('demo-lot-1-key')],
      [2, 'PS', hashToken('demo-lot-2-key')],
      [3, 'VO', hashToken('demo-lot-3-key')],
    ]);
  });

  it('stores every permission string of the spec', async () => {
    const rows = await server.handle.db.execute(sql`select name from permissions order by name`);
    expect((rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([...PERMISSIONS].sort());
  });
});

describe('GET menus/{module}', () => {
  it("filters the module's menu by the caller's permissions", async () => {
    const operator = await tokenFor(server, 'operator');
    const parkingMenu = (await as(server.app, operator, { method: 'GET', url: '/api/menus/parking' })).json().data as { path: string }[];
    expect(parkingMenu.map((m) => m.path)).toEqual(['/search']);
    const own = (await as(server.app, operator, { method: 'GET', url: '/api/menus/operator' })).json().data as { path: string }[];
    expect(own.map((m) => m.path)).toEqual(['/search', '/search-out', '/shift', '/history']);
  });

  it('keeps submenus and hides a parent whose children are all hidden', async () => {
    const manager = await tokenFor(server, 'manager');
    const menu = (await as(server.app, manager, { method: 'GET', url: '/api/menus/shopping' })).json().data as { translate: string; children?: unknown[] }[];
    // The manager buys and reads the ledger for a store (the branch variants): the Credits entries, not Users; and
    // reads their store's statistics (shopping.manager.dashboard).
    expect(menu.map((m) => m.translate)).toEqual(['menu.statistics', 'menu.stores', 'menu.branch', 'menu.credits', 'menu.parkingValidations']);
    const owner = await tokenFor(server, 'shop');
    const full = (await as(server.app, owner, { method: 'GET', url: '/api/menus/shopping' })).json().data as { translate: string; children?: unknown[] }[];
    expect(full.find((m) => m.translate === 'menu.credits')?.children).toHaveLength(3);
    expect(menu.find((m) => m.translate === 'menu.credits')?.children).toHaveLength(3);
    // The salesman's shopping menu: Credits (no permission of its own) is hidden with all its entries.
    const salesman = await tokenFor(server, 'salesman');
    const theirs = (await as(server.app, salesman, { method: 'GET', url: '/api/menus/shopping' })).json().data as { translate: string }[];
    expect(theirs.map((m) => m.translate)).toEqual(['menu.shoppingToGo']);
  });
});
