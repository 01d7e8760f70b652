// Registering and editing a shop's users (spec 1 §5 user modal, §7): managers and other e-mail users through
// shops/{shop}/users, salesmen (role 5) through shops/{shop}/branch/{branch}/salesman. Each write is one
// transaction: the user, their branches (user_branches), and the end of their sessions when they may no longer
// use them (deactivated, password changed), announced so every server process forgets them.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withPrefix } from '../../src/contracts/rules';
import { SALESMAN_ROLE, SHOP_OWNER_ROLE, type ShopUser, type ShopUserBody } from '../../src/contracts/shop-users.struct';
import { validationMessage, type Locale } from '../../src/domain/validation/messages';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword } from '../auth/passwords';
import { roleRecord } from '../auth/roles';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { branches, shops, userBranches, users } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { announce } from '../cache/changes';
import { forgetSessions, sessionsOf } from '../plugins/auth';
import { revokeSessions, takenField } from '../people/person-writes';
import { lockShopUser, shopUser, shopUserAnswer } from './shop-people';
import { mayActOnBranches } from '../auth/branch-access';

type Write = { app: FastifyInstance; shopId: number; actor: AuthUser; locale: Locale };

/** users/register takes the shop's roles but its owner's; salesman/register the salesman role only. */
async function checkRole(db: Db, roleId: number, salesman: boolean, locale: Locale): Promise<void> {
  const role = await roleRecord(db, roleId);
  const offered = salesman ? role?.id === SALESMAN_ROLE : role?.type === 'shopping' && role.id !== SHOP_OWNER_ROLE;
  if (!offered) throw ValidationError.field('role_id', t('roleNotHere', locale));
}

/** Every branch named must be the shop's (422 on `branchs` otherwise); answers them without repeats, in order. */
async function shopBranches(db: Db, shopId: number, ids: readonly number[], locale: Locale): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  const found = await db.select({ id: branches.id }).from(branches).where(and(eq(branches.shopId, shopId), inArray(branches.id, wanted)));
  if (found.length !== wanted.length) throw ValidationError.field('branchs', validationMessage('oneOf', 'branchs', locale));
  return wanted;
}

/** A caller bound to some branches may change only those: the branches a write adds or takes away. */
function checkBranchAccess(actor: AuthUser, before: readonly number[], after: readonly number[]): void {
  const changed = [...after.filter((b) => !before.includes(b)), ...before.filter((b) => !after.includes(b))];
  if (!mayActOnBranches(actor, changed)) throw new HttpError(403, 'notYourBranch');
}

async function prefixOf(db: Db, shopId: number): Promise<string> {
  const [shop] = await db.select({ prefix: shops.prefix }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new HttpError(404, 'notFound');
  return shop.prefix;
}

async function answerFor(db: Db, shopId: number, userId: number): Promise<ShopUser> {
  const row = await shopUser(db, shopId, userId);
  if (!row) throw new Error(`user ${userId} just saved is not among shop ${shopId}'s users`);
  return shopUserAnswer(row);
}

async function setBranches(tx: Db, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(userBranches).where(eq(userBranches.userId, userId));
  if (ids.length > 0) await tx.insert(userBranches).values(ids.map((branchId) => ({ userId, branchId })));
}

/** A manager (or another e-mail user of the shop): e-mail, phone, branches. They set their password through
 *  the forgotten-password mail, so the one stored is random and nobody knows it. */
export async function registerShopUser({ app, shopId, actor, locale }: Write, body: ShopUserBody): Promise<ShopUser> {
  await checkRole(app.db, body.role_id, false, locale);
  const branchIds = await shopBranches(app.db, shopId, body.branchs ?? [], locale);
  checkBranchAccess(actor, [], branchIds);
  const who = { email: body.email ?? null, username: null };
  const passwordHash = await hashPassword(newToken());
  try {
    const userId = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ provider: 'shopping', ...who, firstName: body.first_name, lastName: body.last_name, phone: body.phone ?? null, passwordHash, roleId: body.role_id, status: 1, shopId })
        .returning({ id: users.id });
      await setBranches(tx, row.id, branchIds);
      return row.id;
    });
    return await answerFor(app.db, shopId, userId);
  } catch (err) {
    throw takenField(err, who, locale) ?? err;
  }
}

/** A salesman of the branch in the path: a username behind the shop's prefix, a password, that branch. */
export async function registerSalesman({ app, shopId, actor, locale }: Write, branchId: number, body: ShopUserBody): Promise<ShopUser> {
  await checkRole(app.db, body.role_id, true, locale);
  checkBranchAccess(actor, [], [branchId]);
  const who = { email: null, username: withPrefix(await prefixOf(app.db, shopId), body.username ?? '') };
  const passwordHash = await hashPassword(body.password ?? '');
  try {
    const userId = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ provider: 'salesman', ...who, firstName: body.first_name, lastName: body.last_name, passwordHash, roleId: SALESMAN_ROLE, status: 1, shopId })
        .returning({ id: users.id });
      await setBranches(tx, row.id, [branchId]);
      return row.id;
    });
    return await answerFor(app.db, shopId, userId);
  } catch (err) {
    throw takenField(err, who, locale) ?? err;
  }
}

type Edit = { userId: number; body: ShopUserBody; salesman: boolean; /** The branch in the path (salesman edits). */ branchId: number | null };

/** The edit of either kind: names, phone (not a salesman's), branches, status, a salesman's new password. The
 *  role, the e-mail and the username are locked (a different one answers 422). */
export async function editShopUser({ app, shopId, actor, locale }: Write, { userId, body, salesman, branchId }: Edit): Promise<ShopUser> {
  const branchIds = await shopBranches(app.db, shopId, body.branchs ?? [], locale);
  const passwordHash = salesman && body.password ? await hashPassword(body.password) : null;
  const prefix = salesman ? await prefixOf(app.db, shopId) : '';
  const status = body.status ?? 1;
  await app.db.transaction(async (tx) => {
    const user = await lockShopUser(tx, shopId, userId);
    // A salesman is edited through a branch of theirs, anyone else through the shop.
    if (!user || (user.roleId === SALESMAN_ROLE) !== salesman || (branchId !== null && !user.branchs.includes(branchId))) throw new HttpError(404, 'notFound');
    if (user.roleId !== body.role_id) throw ValidationError.field('role_id', t('roleLocked', locale));
    if (!salesman && body.email !== undefined && body.email.toLowerCase() !== (user.email ?? '').toLowerCase()) throw ValidationError.field('email', t('emailLocked', locale));
    if (salesman && withPrefix(prefix, body.username ?? '') !== user.username) throw ValidationError.field('username', t('usernameLocked', locale));
    checkBranchAccess(actor, user.branchs, branchIds);
    await tx
      .update(users)
      .set({ firstName: body.first_name, lastName: body.last_name, status, ...(salesman ? {} : { phone: body.phone ?? null }), ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, userId));
    await setBranches(tx, userId, branchIds);
    // Their sessions end when they may no longer sign in or their password changed; a change of branches
    // only needs every process to read them again.
    if (status !== 1 || passwordHash) await revokeSessions(tx, userId);
    else if (branchIds.join() !== user.branchs.join()) await announce(tx, sessionsOf(userId));
  });
  forgetSessions(app.db, userId);
  return answerFor(app.db, shopId, userId);
}
