// The profile (spec 1 §2.3, §3 Profile, §7): read as GET users/{provider}/{userId} answers it, and edited by the
// user themselves: names, phone and its dialling code, and the picture (106x106, a file the user owns: the user and
// whoever shares a lot or a shop with them read it). One transaction writes the user and the picture's file row;
// the user's cached sessions (which carry their name) are forgotten in every process.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Provider } from '../../src/contracts/auth.struct';
import { callingCodeOf, DEFAULT_COUNTRY, type Profile, type ProfileBody } from '../../src/contracts/profile.struct';
import { announce } from '../cache/changes';
import type { Db } from '../db/connect';
import { roles, users } from '../db/schema';
import type { PreparedImage } from '../files/images';
import { saveFile } from '../files/records';
import { forgetSessions, sessionsOf } from '../plugins/auth';

export async function readProfile(db: Db, provider: Provider, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.provider, provider)));
  if (!row) return null;
  const u = row.user;
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    url_logo: { original: u.urlLogo },
    phone: u.phone,
    country_code: u.countryCode,
    type: u.provider as Provider,
    role: row.roleName,
    role_id: u.roleId,
  };
}

/** The phone columns a body writes: an absent phone keeps both, an empty one clears both. */
function phoneOf(body: ProfileBody): { phone: string | null; countryCode: string | null } | null {
  if (body.phone === undefined) return null;
  if (body.phone === '') return { phone: null, countryCode: null };
  return { phone: body.phone, countryCode: body.country_code || callingCodeOf(DEFAULT_COUNTRY) };
}

/** Saves the user's own profile; null when no such user signs in with `provider`. */
export async function updateProfile(app: FastifyInstance, provider: Provider, userId: number, body: ProfileBody, picture: PreparedImage | null): Promise<Profile | null> {
  const saved = await app.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.provider, provider), isNull(users.deletedAt)))
      .for('update');
    if (!user) return false;
    const urlLogo = picture ? await saveFile(tx, app.files, { kind: 'user', id: userId }, picture) : undefined;
    await tx
      .update(users)
      .set({ firstName: body.first_name, lastName: body.last_name, ...phoneOf(body), ...(urlLogo ? { urlLogo } : {}) })
      .where(eq(users.id, userId));
    await announce(tx, sessionsOf(userId));
    return true;
  });
  if (!saved) return null;
  forgetSessions(app.db, userId);
  return readProfile(app.db, provider, userId);
}
