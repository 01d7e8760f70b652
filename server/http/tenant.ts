// Tenant scopes: a user of lot A never reads or writes lot B. A request for another tenant's lot, shop,
// branch or user answers 404, so that nothing tells whether it exists.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { branches, shoppingRequests, userParkings, users } from '../db/schema';
import { lotRecord } from '../reference/lots';
import { hashToken } from '../auth/tokens';
import type { AuthUser } from '../auth/auth-user';
import { mayActOnBranches } from '../auth/branch-access';
import { HttpError } from './errors';

export type TenantScope =
  | { kind: 'none' }
  /** The lot in `param` must be one of the user's lots (or, for device routes, the lot of the device key). */
  | { kind: 'parking'; param: string }
  /** The shop in `param` must be the user's shop. */
  | { kind: 'shop'; param: string }
  /** The branch must belong to the shop (else 404), and the user act on every store of the shop (the owner) or belong
   *  to the branch (a manager, a salesman; server/auth/branch-access.ts): another store of their own shop is 403. */
  | { kind: 'branch'; shopParam: string; branchParam: string }
  /** The same rule for a store named alone in the path (`branch/{branch}/…`, the salesman's and the statistics'
   *  routes): a store of another shop is 404, another store of one's own shop 403 unless one acts on every store. */
  | { kind: 'store'; param: string }
  /** The user in `param` must be the caller (strict) or, unless strict, a user the caller administers. */
  | { kind: 'user'; param: string; strict: boolean }
  /** The user in `param` must be the caller or share a tenant with them: a lot (administered or worked at), a
   *  shop; the platform admin shares every tenant. For what a user shows others (their profile picture). */
  | { kind: 'peer'; param: string }
  /** The tenant is not in the path (e.g. a lot inside a body field): the handler checks that the `of` is the
   *  caller's own and refuses with `refusal` (Pusher's channel authorisation answers 403, not 404). */
  | { kind: 'handler'; of: 'parking' | 'shop' | 'branch'; refusal: 403 | 404 }
  /** Customer routes (auth `customer`): the shopping request in `param` must be the caller's own; another
   *  customer's reads exactly like one that does not exist (404). */
  | { kind: 'customer-request'; param: string };

export const NO_TENANT: TenantScope = { kind: 'none' };

const notFound = () => new HttpError(404, 'notFound');

export async function checkTenant(app: FastifyInstance, scope: TenantScope, params: Record<string, unknown>, user: AuthUser): Promise<void> {
  switch (scope.kind) {
    case 'none':
    case 'handler':
      return;
    case 'customer-request':
      // A console user owns no customer's request (defineRoute checks customer routes with checkCustomerTenant).
      throw notFound();
    case 'parking':
      if (!user.parkingIds.includes(Number(params[scope.param]))) throw notFound();
      return;
    case 'shop':
      if (user.shopId === null || user.shopId !== Number(params[scope.param])) throw notFound();
      return;
    case 'branch': {
      const shopId = Number(params[scope.shopParam]);
      const branchId = Number(params[scope.branchParam]);
      const [branch] = await app.db.select({ shopId: branches.shopId }).from(branches).where(eq(branches.id, branchId));
      if (!branch || branch.shopId !== shopId) throw notFound();
      if (user.shopId !== shopId && !user.branchIds.includes(branchId)) throw notFound();
      // Another store of one's own shop exists for the caller: their role may not let them act on it (403).
      if (!mayActOnBranches(user, [branchId])) throw new HttpError(403, 'notYourStore');
      return;
    }
    case 'store': {
      const branchId = Number(params[scope.param]);
      const [branch] = await app.db.select({ shopId: branches.shopId }).from(branches).where(eq(branches.id, branchId));
      if (!branch || (branch.shopId !== user.shopId && !user.branchIds.includes(branchId))) throw notFound();
      if (!mayActOnBranches(user, [branchId])) throw new HttpError(403, 'notYourStore');
      return;
    }
    case 'user': {
      const targetId = Number(params[scope.param]);
      if (targetId === user.id) return;
      if (scope.strict || !(await administers(app, user, targetId))) throw notFound();
      return;
    }
    case 'peer': {
      const targetId = Number(params[scope.param]);
      if (targetId !== user.id && !(await sharesTenant(app, user, targetId))) throw notFound();
      return;
    }
  }
}

/** Whether the target works in one of the caller's lots or in the caller's shop (the platform admin: anyone). */
async function sharesTenant(app: FastifyInstance, user: AuthUser, targetId: number): Promise<boolean> {
  if (user.userType === 'admin') return true;
  const [target] = await app.db
    .select({
      shopId: users.shopId,
      parkingId: users.parkingId,
      administered: sql<number[]>`array(select ${userParkings.parkingId} from ${userParkings} where ${userParkings.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target) return false;
  if (target.shopId !== null && target.shopId === user.shopId) return true;
  return [...target.administered, target.parkingId].some((lot) => lot !== null && user.parkingIds.includes(Number(lot)));
}

/** The platform admin administers everyone; a lot's administrator its operators; a shop's owner or manager its staff. */
async function administers(app: FastifyInstance, user: AuthUser, targetId: number): Promise<boolean> {
  if (user.userType === 'admin') return true;
  const [target] = await app.db
    .select({ provider: users.provider, parkingId: users.parkingId, shopId: users.shopId })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target) return false;
  if (user.provider === 'parking') return target.provider === 'operator' && target.parkingId !== null && user.parkingIds.includes(target.parkingId);
  if (user.provider === 'shopping') return target.shopId !== null && target.shopId === user.shopId && target.provider !== 'shopping';
  return false;
}

/** Gate devices authenticate with their lot's key; a wrong key, or another lot's, answers 401. */
export async function checkDeviceKey(request: FastifyRequest, scope: TenantScope, params: Record<string, unknown>): Promise<void> {
  const header = request.headers['x-device-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (scope.kind !== 'parking' || !key) throw new HttpError(401, 'badDeviceKey');
  const lot = await lotRecord(request.server.db, Number(params[scope.param]));
  if (!lot || lot.deviceKeyHash !== hashToken(key)) throw new HttpError(401, 'badDeviceKey');
}

/** A customer route's tenant: none, or a request of the customer's own (else 404). */
export async function checkCustomerTenant(app: FastifyInstance, scope: TenantScope, params: Record<string, unknown>, customerId: number): Promise<void> {
  if (scope.kind === 'none') return;
  if (scope.kind !== 'customer-request') throw new Error(`a customer route cannot have the tenant ${scope.kind}`);
  const [request] = await app.db.select({ customerId: shoppingRequests.customerId }).from(shoppingRequests).where(eq(shoppingRequests.id, Number(params[scope.param])));
  if (!request || request.customerId !== customerId) throw notFound();
}
