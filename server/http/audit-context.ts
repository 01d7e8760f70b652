// Who writes, as the audit trigger (migration 0021) records it: taken from the route's declaration and the request
// before the handler runs. The tenant is the lot or shop the route's path names, else the caller's own one (a row
// that names its own lot or shop is filed under that one by the trigger).
import type { FastifyRequest } from 'fastify';
import type { AuthCustomer } from '../auth/auth-customer';
import type { AuthUser } from '../auth/auth-user';
import type { TenantScope } from './tenant';

export type AuditContext = {
  actor: 'user' | 'customer' | 'device' | 'public';
  user_id: number | null;
  customer_id: number | null;
  ip: string | null;
  method: string;
  route: string;
  parking_id: number | null;
  shop_id: number | null;
};

type Caller = { auth: 'public' | 'user' | 'customer' | 'device'; user: AuthUser | null; customer: AuthCustomer | null };

export function auditContextOf(request: FastifyRequest, route: { method: string; url: string; tenant: TenantScope }, caller: Caller, params: Record<string, unknown>): AuditContext {
  const user = caller.auth === 'user' ? caller.user : null;
  const named = (param: string): number | null => (Number.isInteger(Number(params[param])) ? Number(params[param]) : null);
  const scope = route.tenant;
  const parkingId = scope.kind === 'parking' ? named(scope.param) : user?.parkingIds.length === 1 ? user.parkingIds[0] : null;
  const shopId = scope.kind === 'shop' ? named(scope.param) : scope.kind === 'branch' ? named(scope.shopParam) : (user?.shopId ?? null);
  return {
    actor: caller.auth,
    user_id: user?.id ?? null,
    customer_id: caller.auth === 'customer' ? (caller.customer?.id ?? null) : null,
    ip: request.ip ?? null,
    method: route.method,
    route: route.url,
    parking_id: parkingId,
    shop_id: shopId,
  };
}
