// Registering, editing and deleting a lot's people (spec 3 §5, §7). Each write is one transaction: the person,
// their lot, their photo's file row, and the revocation of their sessions when they may no longer use them
// (deactivated, deleted, password changed), announced so every server process forgets its cached sessions.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EMAIL_PHONE_ROLE, USERNAME_ROLE, type Person, type PersonBody } from '../../src/contracts/people.struct';
import { withPrefix } from '../../src/contracts/rules';
import type { Locale } from '../../src/domain/validation/messages';
import { hashPassword } from '../auth/passwords';
import { roleRecord } from '../auth/roles';
import { announce } from '../cache/changes';
import type { Db } from '../db/connect';
import { sessions, userParkings, users } from '../db/schema';
import type { PreparedImage } from '../files/images';
import { saveFile } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { lotRecord } from '../reference/lots';
import { forgetSessions, sessionsOf } from '../plugins/auth';
import { lockPersonOfLot, lotPeople, personAnswer } from './lot-people';

/** `parking`: a lot's user (users/register); `operator`: the lot's operator (operators/register). */
export type PersonKind = 'parking' | 'operator';

type Write = { app: FastifyInstance; parkingId: number; locale: Locale };

/** Postgres' unique violation on the e-mail or username index, as the field's 422. */
export function takenField(err: unknown, body: { email: string | null; username: string | null }, locale: Locale): ValidationError | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code !== '23505') continue;
    if (constraint === 'users_provider_email_idx') return ValidationError.field('email', t('emailTaken', locale, body.email ?? ''));
    if (constraint === 'users_provider_username_idx') return ValidationError.field('username', t('usernameTaken', locale, body.username ?? ''));
  }
  return null;
}

/** The role must be one the endpoint registers (spec 3 §6: an operator-type role through the operator endpoint). */
async function checkRole(db: Db, roleId: number, kind: PersonKind, locale: Locale): Promise<void> {
  const role = await roleRecord(db, roleId);
  if (!role || role.type !== kind) throw ValidationError.field('role_id', t('roleNotHere', locale));
}

/** What the role keeps of the body: e-mail and phone for role 2, a prefixed username for role 6. */
async function identity(db: Db, parkingId: number, body: PersonBody) {
  const lot = await lotRecord(db, parkingId);
  if (!lot) throw new HttpError(404, 'notFound');
  return {
    email: body.role_id === EMAIL_PHONE_ROLE ? (body.email ?? null) : null,
    phone: body.role_id === EMAIL_PHONE_ROLE ? (body.phone ?? null) : null,
    countryCode: body.role_id === EMAIL_PHONE_ROLE ? (body.country_code || '52') : null,
    username: body.role_id === USERNAME_ROLE && body.username ? withPrefix(lot.prefix, body.username) : null,
  };
}

/** The user's sessions end now (deactivated, deleted, password changed); every process forgets them. */
export async function revokeSessions(tx: Db, userId: number): Promise<void> {
  await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announce(tx, sessionsOf(userId));
}

async function answerFor(db: Db, parkingId: number, userId: number): Promise<Person> {
  const row = (await lotPeople(db, parkingId)).find((p) => p.id === userId);
  if (!row) throw new Error(`person ${userId} just saved is not among lot ${parkingId}'s people`);
  return personAnswer(row, parkingId);
}

export async function registerPerson({ app, parkingId, locale }: Write, kind: PersonKind, body: PersonBody, photo: PreparedImage | null): Promise<Person> {
  await checkRole(app.db, body.role_id, kind, locale);
  const who = await identity(app.db, parkingId, body);
  const passwordHash = await hashPassword(body.password ?? '');
  try {
    const userId = await app.db.transaction(async (tx) => {
      const urlLogo = photo ? await saveFile(tx, app.files, { kind: 'parking', id: parkingId }, photo) : null;
      const [row] = await tx
        .insert(users)
        .values({
          provider: kind,
          ...who,
          firstName: body.first_name,
          lastName: body.last_name,
          passwordHash,
          roleId: body.role_id,
          status: 1,
          parkingId: kind === 'operator' ? parkingId : null,
          urlLogo,
        })
        .returning({ id: users.id });
      if (kind === 'parking') await tx.insert(userParkings).values({ userId: row.id, parkingId });
      return row.id;
    });
    return await answerFor(app.db, parkingId, userId);
  } catch (err) {
    throw takenField(err, who, locale) ?? err;
  }
}

export async function editPerson({ app, parkingId, locale }: Write, actorId: number, userId: number, body: PersonBody, photo: PreparedImage | null): Promise<Person> {
  const who = await identity(app.db, parkingId, body);
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const status = body.status ?? 1;
  try {
    await app.db.transaction(async (tx) => {
      const person = await lockPersonOfLot(tx, parkingId, userId);
      if (!person) throw new HttpError(404, 'notFound');
      if (person.roleId !== body.role_id) throw ValidationError.field('role_id', t('roleLocked', locale));
      if (person.id === actorId && status !== 1) throw ValidationError.field('status', t('notYourself', locale));
      const urlLogo = photo ? await saveFile(tx, app.files, { kind: 'parking', id: parkingId }, photo) : person.urlLogo;
      await tx
        .update(users)
        .set({ ...who, firstName: body.first_name, lastName: body.last_name, status, urlLogo, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, userId));
      if (status !== 1 || passwordHash) await revokeSessions(tx, userId);
    });
  } catch (err) {
    throw takenField(err, who, locale) ?? err;
  }
  forgetSessions(app.db, userId);
  return answerFor(app.db, parkingId, userId);
}

/** An operator is deleted; a lot's user leaves this lot and is deleted once they have no lot left. A deleted
 *  person cannot sign in, and what they did (checkouts, visits) stays in the history. */
export async function deletePerson({ app, parkingId }: Write, actorId: number, userId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const person = await lockPersonOfLot(tx, parkingId, userId);
    if (!person) throw new HttpError(404, 'notFound');
    if (person.id === actorId) throw new HttpError(409, 'notYourself');
    let lotsLeft = 0;
    if (person.provider === 'parking') {
      await tx.delete(userParkings).where(and(eq(userParkings.userId, userId), eq(userParkings.parkingId, parkingId)));
      lotsLeft = (await tx.select({ id: userParkings.parkingId }).from(userParkings).where(eq(userParkings.userId, userId))).length;
    }
    if (lotsLeft === 0) {
      await tx.update(users).set({ deletedAt: new Date(), status: 2 }).where(eq(users.id, userId));
      await revokeSessions(tx, userId);
    } else {
      // Still signed in for their other lots: their cached sessions must forget this one.
      await announce(tx, sessionsOf(userId));
    }
  });
  forgetSessions(app.db, userId);
}
