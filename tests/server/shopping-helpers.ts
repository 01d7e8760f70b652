// Shopping-to-go tests' setup: customers and their requests written directly in the database (the customer API is
// tests/server/customer-*.test.ts's subject), a second salesman of a store, and the stores' realtime events heard.
// Demo stores (server/demo/seed.ts): Sucursal Centro (1, shop 1, plaza 1, clothing), Sucursal Valle (2, shop 1,
// plaza 2, shoes), Sucursal Norte (3, shop 2, plaza 1, jewelry); the salesman (7) sells at Centro.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/connect';
import { branchCategories, categories, customers, shoppingRequests, userBranches, users } from '../../server/db/schema';
import { createSession } from '../../server/plugins/auth';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import type { TestServer } from './helpers';

export const CENTRO = 1;
export const VALLE = 2;
export const NORTE = 3;

export async function categoryId(db: Db, nameEn: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.nameEn, nameEn));
  if (!row) throw new Error(`no category ${nameEn}`);
  return row.id;
}

/** Files the store under one more category too (Norte under clothing puts it beside Centro in plaza 1). */
export async function fileStoreUnder(db: Db, branchId: number, category: number): Promise<void> {
  await db.insert(branchCategories).values({ branchId, categoryId: category }).onConflictDoNothing();
}

let customerCount = 0;
export async function newCustomer(db: Db, name = 'Carla'): Promise<number> {
  customerCount++;
  const [row] = await db
    .insert(customers)
    .values({ name, email: `customer${customerCount}-${Date.now()}@example.com`, passwordHash: 'not-a-hash' })
    .returning({ id: customers.id });
  return row.id;
}

export type NewRequest = { customerId: number; plazaId: number; categoryId: number; text?: string; minutes?: number };

/** An open request, as the customer API writes one: its reply window ends `minutes` from now (negative: past). */
export async function newRequest(db: Db, r: NewRequest): Promise<number> {
  const [row] = await db
    .insert(shoppingRequests)
    .values({
      customerId: r.customerId,
      plazaId: r.plazaId,
      categoryId: r.categoryId,
      text: r.text ?? 'Chamarra de mezclilla talla M',
      expiresAt: sql`now() + make_interval(mins => ${r.minutes ?? 120})`,
    })
    .returning({ id: shoppingRequests.id });
  return row.id;
}

/** Another salesman (role 5) of the shop, selling at `branchId`, with a session token. */
export async function newSalesman(server: TestServer, shopId: number, branchId: number, username: string): Promise<{ id: number; token: string }> {
  const db = server.handle.db;
  // The demo salesman's row (role 5, password demo1234), under another username.
  const [{ id: _demoId, ...demo }] = await db.select().from(users).where(eq(users.id, 7));
  const [row] = await db
    .insert(users)
    .values({ ...demo, username, firstName: username, shopId })
    .returning({ id: users.id });
  await db.insert(userBranches).values({ userId: row.id, branchId });
  return { id: row.id, token: await createSession(db, row.id) };
}

/** The realtime messages published from now on, until `stop`. */
export function listen(server: TestServer): { heard: RealtimeMessage[]; stop: () => void } {
  const heard: RealtimeMessage[] = [];
  const stop = server.app.publisher.subscribe((m) => heard.push(m));
  return { heard, stop };
}
