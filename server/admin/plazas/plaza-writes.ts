// The admin module's writes of a plaza (POST admin/plazas, PUT and DELETE admin/plazas/{plaza}). Plaza writes run
// one at a time (a transaction-scoped advisory lock), so that two saves cannot both take a free name. A renamed
// plaza is announced for each of its lots: a lot's cached record carries its plaza's name (server/reference/lots).
// A plaza that lots, stores (a deleted store too: it keeps its plaza) or customers' requests name is not deleted.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plazaRuleFailures, type AdminPlaza, type PlazaBody } from '../../../src/contracts/admin-plazas.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { forget } from '../../cache/caches';
import { announce, type Change } from '../../cache/changes';
import type { Db } from '../../db/connect';
import { branches, parkings, plazas, shoppingRequests } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { plazaRow } from './plaza-records';

type Write = { app: FastifyInstance; locale: Locale };

/** Any number: it only has to differ from the other writers' advisory locks. */
const PLAZA_WRITES_LOCK = 20_001;

const fieldsOf = (body: PlazaBody) => ({ name: body.name, address: body.address, location: body.location || null });

/** The rules across fields, and the name no other plaza's (in any capitals). */
async function checkPlaza(tx: Db, body: PlazaBody, locale: Locale, plazaId: number | null): Promise<void> {
  const failures = plazaRuleFailures(body);
  if (failures.length > 0) throw ValidationError.fromRules(failures, locale);
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAZA_WRITES_LOCK})`);
  const other = plazaId === null ? undefined : ne(plazas.id, plazaId);
  const [taken] = await tx.select({ id: plazas.id }).from(plazas).where(and(sql`lower(${plazas.name}) = lower(${body.name})`, other));
  if (taken) throw ValidationError.field('name', t('plazaNameTaken', locale, body.name));
}

const savedOf = async (tx: Db, plazaId: number): Promise<AdminPlaza> => {
  const row = await plazaRow(tx, plazaId);
  if (!row) throw new HttpError(404, 'notFound');
  return row;
};

export async function createPlaza({ app, locale }: Write, body: PlazaBody): Promise<{ data: AdminPlaza; message: string }> {
  const data = await app.db.transaction(async (tx) => {
    await checkPlaza(tx, body, locale, null);
    const [plaza] = await tx.insert(plazas).values(fieldsOf(body)).returning({ id: plazas.id });
    return savedOf(tx, plaza.id);
  });
  return { data, message: t('plazaAdded', locale, data.name) };
}

export async function updatePlaza({ app, locale }: Write, plazaId: number, body: PlazaBody): Promise<{ data: AdminPlaza; message: string }> {
  let changes: Change[] = [];
  const data = await app.db.transaction(async (tx) => {
    const [current] = await tx.select({ name: plazas.name }).from(plazas).where(eq(plazas.id, plazaId)).for('update');
    if (!current) throw new HttpError(404, 'notFound');
    await checkPlaza(tx, body, locale, plazaId);
    await tx.update(plazas).set(fieldsOf(body)).where(eq(plazas.id, plazaId));
    if (current.name !== body.name) {
      const lots = await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.plazaId, plazaId));
      changes = lots.map((lot) => ({ topic: 'lot', id: lot.id }));
      if (changes.length > 0) await announce(tx, ...changes);
    }
    return savedOf(tx, plazaId);
  });
  if (changes.length > 0) forget(app.db, ...changes);
  return { data, message: t('plazaSaved', locale, data.name) };
}

/** Whether anything still names the plaza. */
async function inUse(tx: Db, plazaId: number): Promise<boolean> {
  const uses = [
    tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.plazaId, plazaId)).limit(1),
    tx.select({ id: branches.id }).from(branches).where(eq(branches.plazaId, plazaId)).limit(1),
    tx.select({ id: shoppingRequests.id }).from(shoppingRequests).where(eq(shoppingRequests.plazaId, plazaId)).limit(1),
  ];
  for (const use of uses) if ((await use).length > 0) return true;
  return false;
}

export async function deletePlaza({ app, locale }: Write, plazaId: number): Promise<{ message: string }> {
  const name = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAZA_WRITES_LOCK})`);
    const [plaza] = await tx.select({ name: plazas.name }).from(plazas).where(eq(plazas.id, plazaId)).for('update');
    if (!plaza) throw new HttpError(404, 'notFound');
    if (await inUse(tx, plazaId)) throw new HttpError(409, 'plazaInUse', plaza.name);
    await tx.delete(plazas).where(eq(plazas.id, plazaId));
    return plaza.name;
  });
  return { message: t('plazaDeleted', locale, name) };
}
