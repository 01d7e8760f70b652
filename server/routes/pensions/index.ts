// Pensions (spec 3 §2, §3, §5, §7): GET and POST parkings/{parkingId}/pensions, PUT and DELETE
// .../pensions/{id} (also as POST with _method, in the spec's style). A pension and its cars are written in one
// transaction; an edit replaces the car list. A plate belongs to one pension car per lot (422 naming the plate).
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { PensionBody, type PensionItem } from '../../../src/contracts/pension.struct';
import { id } from '../../../src/contracts/rules';
import type { Locale } from '../../../src/domain/validation/messages';
import type { Db } from '../../db/connect';
import { pensionCars, pensions } from '../../db/schema';
import { errorMap, HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';

const lot = { kind: 'parking', param: 'parkingId' } as const;

/** The seed gives every lot one pension with id = lot id and one car with this plate. */
export const seededPensionPlate = (lotId: number): string => `NXP${lotId}001`;

// Each matrix call creates a pension, so each example carries a plate of its own.
let examplePlates = 0;
const exampleBody = (plate: string) => ({
  first_name: 'marta',
  lastname: 'salinas',
  email: 'marta.salinas@example.mx',
  role: 'gerente de ventas',
  cars: [{ brand: 'Mazda', model: 'mazda 3', color: 'red', plate }],
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Postgres' unique violation (node-postgres reports the SQLSTATE as `code`). */
const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export function pensionRoutes(app: FastifyInstance): void {
  const list = async (parkingId: number, pensionId?: number): Promise<PensionItem[]> => {
    const where = and(eq(pensions.parkingId, parkingId), isNull(pensions.deletedAt), pensionId === undefined ? undefined : eq(pensions.id, pensionId));
    const rows = await app.db.select().from(pensions).where(where).orderBy(asc(pensions.id));
    if (rows.length === 0) return [];
    const cars = await app.db
      .select()
      .from(pensionCars)
      .where(and(inArray(pensionCars.pensionId, rows.map((r) => r.id)), isNull(pensionCars.deletedAt)))
      .orderBy(asc(pensionCars.id));
    return rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      lastname: r.lastName,
      email: r.email,
      role: r.role,
      cars: cars.filter((c) => c.pensionId === r.id).map((c) => ({ id: c.id, plate: c.plate, brand: c.brand, model: c.model, color: c.color })),
    }));
  };

  /** Refuses a plate repeated in the body or held by another pension of the lot, naming the car's field. */
  const checkPlates = async (tx: Tx, parkingId: number, body: PensionBody, pensionId: number | null, locale: Locale) => {
    const errors = errorMap();
    const seen = new Set<string>();
    body.cars.forEach((car, i) => {
      if (seen.has(car.plate)) errors[`cars.${i}.plate`] = [t('pensionPlateRepeated', locale, car.plate)];
      seen.add(car.plate);
    });
    const plates = [...seen];
    const taken = await tx
      .select({ plate: pensionCars.plate })
      .from(pensionCars)
      .where(
        and(
          eq(pensionCars.parkingId, parkingId),
          inArray(pensionCars.plate, plates),
          isNull(pensionCars.deletedAt),
          pensionId === null ? undefined : ne(pensionCars.pensionId, pensionId),
        ),
      );
    const takenPlates = new Set(taken.map((r) => r.plate));
    body.cars.forEach((car, i) => {
      if (takenPlates.has(car.plate)) errors[`cars.${i}.plate`] ??= [t('pensionPlateTaken', locale, car.plate)];
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  };

  /** Inserts the cars one by one, so a plate that a concurrent save took still answers 422 naming it (and the
   *  whole transaction, pension included, rolls back). */
  const insertCars = async (tx: Tx, parkingId: number, pensionId: number, body: PensionBody, locale: Locale) => {
    for (const [i, car] of body.cars.entries()) {
      try {
        await tx.insert(pensionCars).values({ pensionId, parkingId, plate: car.plate, brand: car.brand, model: car.model, color: car.color });
      } catch (err) {
        if (isUniqueViolation(err)) throw ValidationError.field(`cars.${i}.plate`, t('pensionPlateTaken', locale, car.plate));
        throw err;
      }
    }
  };

  const one = async (parkingId: number, pensionId: number): Promise<PensionItem> => {
    const [item] = await list(parkingId, pensionId);
    if (!item) throw new HttpError(404, 'notFound');
    return item;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/pensions',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: object({ parkingId: id() }),
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    // Spec 3 §7 reads the list at `data.data`.
    handler: async ({ params }) => ({ data: { data: await list(params.parkingId) } }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/pensions',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: object({ parkingId: id() }),
    body: PensionBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: exampleBody(`MTX${String(++examplePlates).padStart(4, '0')}`) }),
    handler: async ({ params, body, locale }) => {
      const pensionId = await app.db.transaction(async (tx) => {
        await checkPlates(tx, params.parkingId, body, null, locale);
        const [row] = await tx
          .insert(pensions)
          .values({ parkingId: params.parkingId, firstName: body.first_name, lastName: body.lastname, email: body.email, role: body.role })
          .returning({ id: pensions.id });
        await insertCars(tx, params.parkingId, row.id, body, locale);
        return row.id;
      });
      return { data: await one(params.parkingId, pensionId), message: t('saved', locale) };
    },
  });

  const onePension = object({ parkingId: id(), id: id() });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/parkings/:parkingId/pensions/:id',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: onePension,
    body: PensionBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId, id: ids.parkingId }, body: exampleBody(seededPensionPlate(ids.parkingId)) }),
    // The e-mail is fixed once the pension exists (the form disables it when editing): an edit keeps it.
    handler: async ({ params, body, locale }) => {
      await app.db.transaction(async (tx) => {
        const updated = await tx
          .update(pensions)
          .set({ firstName: body.first_name, lastName: body.lastname, role: body.role })
          .where(and(eq(pensions.id, params.id), eq(pensions.parkingId, params.parkingId), isNull(pensions.deletedAt)))
          .returning({ id: pensions.id });
        if (updated.length === 0) throw new HttpError(404, 'notFound');
        await checkPlates(tx, params.parkingId, body, params.id, locale);
        // The cars are replaced: entrances point at the pension, not at a car, so history is untouched.
        await tx.delete(pensionCars).where(eq(pensionCars.pensionId, params.id));
        await insertCars(tx, params.parkingId, params.id, body, locale);
      });
      return { data: await one(params.parkingId, params.id), message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/parkings/:parkingId/pensions/:id',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: onePension,
    example: (ids) => ({ params: { parkingId: ids.parkingId, id: ids.parkingId } }),
    // A soft delete: the pension and its cars leave the list and free their plates, while the entrances
    // recorded for them stay in the history, the dashboard and the exports.
    handler: async ({ params, locale }) => {
      const gone = await app.db.transaction(async (tx) => {
        const now = new Date();
        const rows = await tx
          .update(pensions)
          .set({ deletedAt: now })
          .where(and(eq(pensions.id, params.id), eq(pensions.parkingId, params.parkingId), isNull(pensions.deletedAt)))
          .returning({ id: pensions.id });
        if (rows.length > 0) await tx.update(pensionCars).set({ deletedAt: now }).where(and(eq(pensionCars.pensionId, params.id), isNull(pensionCars.deletedAt)));
        return rows;
      });
      if (gone.length === 0) throw new HttpError(404, 'notFound');
      // Spec 3 §7: a delete succeeded when `data.success` is true; `success` as well, as every other delete answers.
      return { success: true, data: { success: true }, message: t('deleted', locale) };
    },
  });
}
