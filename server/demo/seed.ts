// Demo data (README lists it). Every row has a fixed id and is inserted with ON CONFLICT DO NOTHING, so
// running the seed again changes nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { accesses, branchCategories, branches, categories, chatMessages, creditEntries, creditPackages, customers, feeSets, specialRates, gates, pensionCars, pensions, parkings, permissions, plazas, rateTimelines, rolePermissions, roles, shops, userBranches, userParkings, users, validationPolicies, type LotConfigs, type ScheduleOpt } from '../db/schema';
import { ROLES, PERMISSIONS } from '../auth/role-permissions';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';
import { weekOf } from '../rates/default-rates';

export const DEMO_PASSWORD = 'demo1234';

/** The demo lots, and the key their gate devices (and the simulator) send as X-Device-Key. */
export const DEMO_LOTS = [1, 2, 3] as const;
export const demoDeviceKey = (lot: number): string => `demo-lot-${lot}-key`;

export const DEMO_ACCOUNTS = [
  { id: 1, login: 'admin@nexo.demo', provider: 'nexo', signIn: '/login/nexo', description: 'platform admin (every nexo.* permission)' },
  { id: 2, login: 'parking@nexo.demo', provider: 'parking', signIn: '/login', description: 'administrator of lots 1 and 2 (Plaza Fundadores)' },
  { id: 3, login: 'parking2@nexo.demo', provider: 'parking', signIn: '/login', description: 'administrator of lot 3 (Plaza Valle): the second tenant' },
  { id: 4, login: 'PF_OPERADOR', provider: 'operator', signIn: '/login/operator', description: 'operator of lot 1' },
  { id: 5, login: 'shop@nexo.demo', provider: 'shopping', signIn: '/login/shopping', description: 'shop owner of Tienda Centro (two branches)' },
  { id: 6, login: 'manager@nexo.demo', provider: 'shopping', signIn: '/login/shopping', description: 'shop manager (admin-shopping) of the Centro branch' },
  { id: 7, login: 'TNDA_VENDEDOR', provider: 'salesman', signIn: '/login/salesman', description: 'salesman of the Centro branch' },
] as const;

/** The demo customer of the mobile app (the customer API, docs/api.md "Customer API"; the simulator's --shop
 *  customers register on their own). Signs in at POST /api/customer/login, not in the console. */
export const DEMO_CUSTOMER = { id: 1, email: 'cliente@nexo.demo', name: 'Carla Cliente' } as const;

/** The demo stores: verified and active, as migration 0018 made the ones that existed before it. */
const DEMO_STORES = [
  { id: 1, shopId: 1, name: 'Sucursal Centro', address: 'Av. Juárez 500, Centro, Monterrey', location: '25.671400,-100.309700', phoneNumber: '8112345001', plazaId: 1, category: 'Clothing and accessories' },
  { id: 2, shopId: 1, name: 'Sucursal Valle', address: 'Calzada del Valle 400, San Pedro Garza García', location: '25.651700,-100.362200', phoneNumber: '8112345002', plazaId: 2, category: 'Shoes' },
  { id: 3, shopId: 2, name: 'Sucursal Norte', address: 'Av. Universidad 1200, San Nicolás de los Garza', location: '25.726800,-100.311700', phoneNumber: '8112345003', plazaId: 1, category: 'Jewelry and watches' },
];

const week = (start: string, end: string, sunday?: [string, string]): ScheduleOpt[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 0 && sunday ? { day, start: sunday[0], end: sunday[1] } : { day, start, end }));

/** Fee set ids are lot * 10 + n: 1 general, 2 Sunday, 3 a spare one the timeline does not use. */
const feeSetId = (lot: number, n: 1 | 2 | 3) => lot * 10 + n;
/** The demo fee set of a lot that nothing uses: the authorization matrix edits and deletes it. */
export const spareFeeSetId = (lot: number): number => feeSetId(lot, 3);

const lotConfigs: LotConfigs = { isFractionaryOff: true, isCourtesy: true, isCourtesyAllMinutes: false, timeCourtesy: '00:15' };

/** A short chat in lot 1 between its administrator (user 2) and its operator (user 4), read on both sides, so the
 *  Operators screen and the operator's chat drawer open on a conversation. */
function demoChat(now: Date) {
  const lines: [from: number, minutesAgo: number, body: string][] = [
    [2, 40, 'Buenos días, Oscar. Hoy hay evento en la plaza: espera más autos desde las 18:00.'],
    [4, 36, 'Entendido. ¿Abro también la Salida Sur?'],
    [2, 33, 'Sí, las dos salidas. Avísame si falla alguna pluma.'],
    [4, 30, 'Listo, todo funciona.'],
  ];
  return lines.map(([from, minutesAgo, body], i) => {
    const createdAt = new Date(now.getTime() - minutesAgo * 60_000);
    return { id: i + 1, parkingId: 1, senderId: from, recipientId: from === 2 ? 4 : 2, body, createdAt, readAt: new Date(createdAt.getTime() + 60_000) };
  });
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await seed(db);
  return true;
}

export async function seed(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(permissions).values(PERMISSIONS.map((name) => ({ name }))).onConflictDoNothing();
    await tx.insert(roles).values(ROLES.map(({ id, name, type }) => ({ id, name, type }))).onConflictDoNothing();
    const permissionIds = new Map((await tx.select().from(permissions)).map((p) => [p.name, p.id]));
    await tx
      .insert(rolePermissions)
      .values(ROLES.flatMap((r) => r.permissions.map((p) => ({ roleId: r.id, permissionId: permissionIds.get(p)! }))))
      .onConflictDoNothing();

    // The malls with their address and pin (the admin module's Mall shows them).
    await tx
      .insert(plazas)
      .values([
        { id: 1, name: 'Plaza Fundadores', address: 'Av. Constitución 100, Centro, Monterrey', location: '25.669400,-100.309900' },
        { id: 2, name: 'Plaza Valle', address: 'Av. Lázaro Cárdenas 1000, Valle Oriente, San Pedro Garza García', location: '25.648900,-100.335700' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(parkings)
      .values([
        { id: 1, plazaId: 1, name: 'Fundadores Norte', prefix: 'PF', address: 'Av. Constitución 100, Monterrey', schedulesOpt: week('07:00', '23:00', ['09:00', '21:00']), configs: lotConfigs, deviceKeyHash: hashToken(demoDeviceKey(1)) },
        { id: 2, plazaId: 1, name: 'Fundadores Sur', prefix: 'PS', address: 'Av. Constitución 180, Monterrey', schedulesOpt: week('08:00', '22:00'), configs: lotConfigs, deviceKeyHash: hashToken(demoDeviceKey(2)) },
        { id: 3, plazaId: 2, name: 'Valle Oriente', prefix: 'VO', address: 'Av. Lázaro Cárdenas 1000, San Pedro', schedulesOpt: week('06:00', '23:59'), configs: lotConfigs, deviceKeyHash: hashToken(demoDeviceKey(3)) },
      ])
      .onConflictDoNothing();
    await tx
      .insert(accesses)
      .values([
        { id: 1, parkingId: 1, name: 'Acceso Norte', map: '/maps/access-a.svg' },
        { id: 2, parkingId: 1, name: 'Acceso Sur', map: '/maps/access-b.svg' },
        { id: 3, parkingId: 2, name: 'Acceso Principal', map: '/maps/access-a.svg' },
        { id: 4, parkingId: 3, name: 'Acceso Principal', map: '/maps/access-a.svg' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(gates)
      .values([
        { id: 1, parkingId: 1, accessId: 1, name: 'Entrada Norte', code: 'PF-E1', codeMap: 'gate-in', type: 1 },
        { id: 2, parkingId: 1, accessId: 1, name: 'Salida Norte', code: 'PF-S1', codeMap: 'gate-out', type: 2 },
        { id: 3, parkingId: 1, accessId: 2, name: 'Entrada Sur', code: 'PF-E2', codeMap: 'gate-in', type: 1 },
        { id: 4, parkingId: 1, accessId: 2, name: 'Salida Sur', code: 'PF-S2', codeMap: 'gate-out', type: 2 },
        { id: 5, parkingId: 2, accessId: 3, name: 'Entrada', code: 'PS-E1', codeMap: 'gate-in', type: 1 },
        { id: 6, parkingId: 2, accessId: 3, name: 'Salida', code: 'PS-S1', codeMap: 'gate-out', type: 2 },
        { id: 7, parkingId: 3, accessId: 4, name: 'Entrada', code: 'VO-E1', codeMap: 'gate-in', type: 1 },
        { id: 8, parkingId: 3, accessId: 4, name: 'Salida', code: 'VO-S1', codeMap: 'gate-out', type: 2 },
      ])
      .onConflictDoNothing();

    const lotIds = DEMO_LOTS;
    await tx
      .insert(feeSets)
      .values(
        lotIds.flatMap((lot) => [
          // $25 the first hour, then $10 per half hour.
          { id: feeSetId(lot, 1), parkingId: lot, name: 'Tarifa general', rules: [{ qty: 1, unit: 'hour' as const, price: 2500 }, { qty: 30, unit: 'minute' as const, price: 1000 }] },
          { id: feeSetId(lot, 2), parkingId: lot, name: 'Tarifa domingo', rules: [{ qty: 1, unit: 'hour' as const, price: 1500 }] },
          { id: feeSetId(lot, 3), parkingId: lot, name: 'Tarifa evento', rules: [{ qty: 1, unit: 'day' as const, price: 15000 }] },
        ]),
      )
      .onConflictDoNothing();
    const lots = await tx.select({ id: parkings.id, schedules: parkings.schedulesOpt }).from(parkings);
    await tx
      .insert(rateTimelines)
      .values(
        lots
          .filter((l) => (lotIds as readonly number[]).includes(l.id))
          .map((l) => ({
            id: l.id,
            parkingId: l.id,
            days: weekOf(l.schedules, (day) => feeSetId(l.id, day === 0 ? 2 : 1)),
          })),
      )
      .onConflictDoNothing();

    await tx
      .insert(specialRates)
      .values(
        lotIds.map((lot) => ({
          id: lot,
          parkingId: lot,
          name: 'Buen Fin',
          typeTariff: 'discount' as const,
          accessId: -1,
          courtesy: { isCourtesy: true, timeCourtesy: '00:10' },
          dates: [{ from: '2026-11-13', to: '2026-11-16' }],
          rules: { discount: { discount: 10 } },
        })),
      )
      .onConflictDoNothing();

    // One pension a lot (id = lot id, one car): the authorization matrix edits and deletes it.
    await tx
      .insert(pensions)
      .values(lotIds.map((lot) => ({ id: lot, parkingId: lot, firstName: 'Lucía', lastName: 'Garza', email: `lucia.garza${lot}@example.mx`, role: 'Contadora' })))
      .onConflictDoNothing();
    await tx
      .insert(pensionCars)
      .values(lotIds.map((lot) => ({ id: lot, pensionId: lot, parkingId: lot, plate: `NXP${lot}001`, brand: 'Mazda', model: 'Mazda 3', color: 'red' })))
      .onConflictDoNothing();

    await tx.insert(shops).values([{ id: 1, name: 'Tienda Centro', prefix: 'TNDA' }, { id: 2, name: 'Boutique Norte', prefix: 'BTQN' }]).onConflictDoNothing();
    await tx
      .insert(branches)
      .values(DEMO_STORES.map(({ category: _category, ...store }) => ({ ...store, status: 'active' as const, phonePublic: true, phoneVerifiedAt: new Date(), opensAt: '10:00', closesAt: '20:00', covidDisinfectant: true })))
      .onConflictDoNothing();
    // Each demo store's category (reference data of migration 0016, by its English name).
    const categoryIds = new Map((await tx.select({ id: categories.id, name: categories.nameEn }).from(categories)).map((c) => [c.name, c.id]));
    await tx
      .insert(branchCategories)
      .values(DEMO_STORES.flatMap((s) => (categoryIds.has(s.category) ? [{ branchId: s.id, categoryId: categoryIds.get(s.category)! }] : [])))
      .onConflictDoNothing();

    const base = { passwordHash, status: 1 };
    await tx
      .insert(users)
      .values([
        { ...base, id: 1, provider: 'nexo', userType: 'admin', email: 'admin@nexo.demo', firstName: 'Ana', lastName: 'Admin', phone: '8110000001', roleId: 1 },
        { ...base, id: 2, provider: 'parking', email: 'parking@nexo.demo', firstName: 'Pablo', lastName: 'Fundadores', phone: '8110000002', roleId: 2 },
        { ...base, id: 3, provider: 'parking', email: 'parking2@nexo.demo', firstName: 'Valeria', lastName: 'Oriente', phone: '8110000003', roleId: 2 },
        { ...base, id: 4, provider: 'operator', username: 'PF_OPERADOR', firstName: 'Oscar', lastName: 'Operador', roleId: 6, parkingId: 1 },
        { ...base, id: 5, provider: 'shopping', email: 'shop@nexo.demo', firstName: 'Sofía', lastName: 'Tienda', phone: '8110000005', roleId: 4, shopId: 1 },
        { ...base, id: 6, provider: 'shopping', userType: 'admin-shopping', email: 'manager@nexo.demo', firstName: 'Mario', lastName: 'Gerente', phone: '8110000006', roleId: 3, shopId: 1 },
        { ...base, id: 7, provider: 'salesman', username: 'TNDA_VENDEDOR', firstName: 'Valentín', lastName: 'Vendedor', roleId: 5, shopId: 1 },
      ])
      .onConflictDoNothing();
    await tx.insert(customers).values({ ...DEMO_CUSTOMER, passwordHash, locale: 'es' }).onConflictDoNothing();
    await tx.insert(userParkings).values([{ userId: 2, parkingId: 1 }, { userId: 2, parkingId: 2 }, { userId: 3, parkingId: 3 }]).onConflictDoNothing();
    // The salesman sells at Sucursal Centro; the manager manages it (and may add its salesmen, not Sucursal Valle's).
    await tx.insert(userBranches).values([{ userId: 6, branchId: 1 }, { userId: 7, branchId: 1 }]).onConflictDoNothing();
    await tx.insert(chatMessages).values(demoChat(new Date())).onConflictDoNothing();
    // Credit packages on sale (the admin's Packages manage them; Paquete 10 is for one store) and the demo stores'
    // welcome gifts: Sucursal Centro's may move to another store, Sucursal Valle's stay there (server/credits).
    await tx
      .insert(creditPackages)
      .values([
        { id: 1, name: 'Paquete 10', credits: 10, giftCredits: 0, priceCents: 19_900, bulk: false, transferable: false },
        { id: 2, name: 'Paquete 50', credits: 50, giftCredits: 5, priceCents: 89_900, transferable: true },
        { id: 3, name: 'Paquete 100', credits: 100, giftCredits: 15, priceCents: 159_900, transferable: true },
      ])
      .onConflictDoNothing();
    await tx
      .insert(creditEntries)
      .values([
        { id: 1, shopId: 1, branchId: 1, kind: 'gift', credits: 30, movable: true },
        { id: 2, shopId: 1, branchId: 2, kind: 'gift', credits: 8, movable: false },
        { id: 3, shopId: 2, branchId: 3, kind: 'gift', credits: 45, movable: true },
      ])
      .onConflictDoNothing();
    // Merchant validations: Tienda Centro (its Centro store is in Fundadores' plaza) may validate parking at
    // Fundadores Norte, paying a credit per validation.
    await tx
      .insert(validationPolicies)
      .values({ parkingId: 1, shopId: 1, active: true, maxMinutes: 120, maxFixedCents: 5000, maxPercent: 50, billing: 'credits', creditsCost: 1 })
      .onConflictDoNothing();

    // Rows with explicit ids leave the serial sequences behind; later inserts must start after them.
    for (const table of ['plazas', 'parkings', 'accesses', 'gates', 'fee_sets', 'rate_timelines', 'special_rates', 'pensions', 'pension_cars', 'shops', 'branches', 'users', 'chat_messages', 'credit_packages', 'credit_entries', 'customers']) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }
  });
}
