// Every lot and every shop of the platform by name: the choices of the platform admin's filters (users, statistics).
import { asc } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { parkings, shops } from '../db/schema';

type Named = { id: number; name: string };

export async function platformTenants(db: Db): Promise<{ lots: Named[]; shops: Named[] }> {
  const [lots, shopList] = await readAll(db, [
    () => db.select({ id: parkings.id, name: parkings.name }).from(parkings).orderBy(asc(parkings.name), asc(parkings.id)),
    () => db.select({ id: shops.id, name: shops.name }).from(shops).orderBy(asc(shops.name), asc(shops.id)),
  ]);
  return { lots, shops: shopList };
}
