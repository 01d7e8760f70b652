// The demo accounts' tenancy and the status a route's declaration promises each of them: shared by the
// authorization matrix and the fuzz suite, which both walk the route table.
import { SHOP_WIDE_PERMISSION } from '../../server/auth/branch-access';
import type { DeclaredRoute, Example, ExampleIds } from '../../server/http/route';
import { CUSTOMER_FIXTURE } from './customer-fixtures';
import { DEMO, type DemoName } from './helpers';

/** Where each demo account belongs, and an id of the same kind that belongs to someone else. */
export type Tenancy = { ownLot: number | null; otherLot: number; ownShop: number | null; otherShop: number; ownBranch: number | null; otherBranch: number; otherUser: number | null };
export const TENANCY: Record<DemoName, Tenancy> = {
  admin: { ownLot: null, otherLot: 1, ownShop: null, otherShop: 1, ownBranch: null, otherBranch: 1, otherUser: null }, // the platform admin reads every user
  parking: { ownLot: 1, otherLot: 3, ownShop: null, otherShop: 1, ownBranch: null, otherBranch: 1, otherUser: DEMO.parking2.id },
  parking2: { ownLot: 3, otherLot: 1, ownShop: null, otherShop: 1, ownBranch: null, otherBranch: 1, otherUser: DEMO.parking.id },
  operator: { ownLot: 1, otherLot: 3, ownShop: null, otherShop: 1, ownBranch: null, otherBranch: 1, otherUser: DEMO.parking.id },
  shop: { ownLot: null, otherLot: 1, ownShop: 1, otherShop: 2, ownBranch: 1, otherBranch: 3, otherUser: DEMO.parking.id },
  manager: { ownLot: null, otherLot: 1, ownShop: 1, otherShop: 2, ownBranch: 1, otherBranch: 3, otherUser: DEMO.parking.id },
  salesman: { ownLot: null, otherLot: 1, ownShop: 1, otherShop: 2, ownBranch: 1, otherBranch: 2, otherUser: DEMO.shop.id },
};

/** The demo stores' shops (server/demo/seed.ts): Centro and Valle are shop 1's, Norte shop 2's. */
const DEMO_BRANCH_SHOP: Record<number, number> = { 1: 1, 2: 1, 3: 2 };

export type Variant = 'own' | 'other';

/** The ids of one account's example, sent with its session `sessionId` (0: none, the request is anonymous). */
export function ids(who: DemoName, variant: Variant, sessionId: number): ExampleIds {
  const t = TENANCY[who];
  const own = variant === 'own';
  return {
    parkingId: own ? (t.ownLot ?? t.otherLot) : t.otherLot,
    shopId: own ? (t.ownShop ?? t.otherShop) : t.otherShop,
    branchId: own ? (t.ownBranch ?? t.otherBranch) : t.otherBranch,
    userId: own ? DEMO[who].id : (t.otherUser ?? DEMO[who].id),
    sessionId,
    provider: own ? DEMO[who].provider : 'parking',
    // Console accounts reach no customer's request (customer routes refuse their tokens): the fixture's ids.
    requestId: CUSTOMER_FIXTURE.request,
    offerId: CUSTOMER_FIXTURE.offer,
  };
}

/** The demo customer's ids (tests/server/customer-fixtures.ts): their own request and offer, or another customer's
 *  request. The console's ids are Sucursal Centro's, the store that offered. */
export function customerIds(variant: Variant): ExampleIds {
  return {
    // A customer has no console session: the console routes refuse their token before reading a body.
    ...ids('salesman', 'own', 0),
    requestId: variant === 'own' ? CUSTOMER_FIXTURE.request : CUSTOMER_FIXTURE.otherRequest,
    offerId: CUSTOMER_FIXTURE.offer,
  };
}

/** What the demo customer's token gets from a route: customer routes answer as their tenant says, every other
 *  route but the public ones refuses it (401: a console route knows no customer token). */
export function customerExpected(route: DeclaredRoute, variant: Variant): number {
  if (route.auth !== 'customer') return route.auth === 'public' ? 200 : 401;
  return route.tenant.kind === 'customer-request' && variant === 'other' ? 404 : 200;
}

/** The status the declaration promises; null when the case does not exist (no other tenant for that account). */
export function expected(route: DeclaredRoute, who: DemoName, variant: Variant, permissions: Set<string>): number | null {
  // Device routes take a lot's device key, customer routes a customer's token: never a console user's.
  if (route.auth === 'device' || route.auth === 'customer') return 401;
  if (route.permission && !permissions.has(route.permission)) return 403;
  const t = TENANCY[who];
  const own = variant === 'own';
  switch (route.tenant.kind) {
    case 'none':
      return 200;
    case 'customer-request':
      return 401;
    case 'parking':
      return own && t.ownLot !== null ? 200 : 404;
    case 'shop':
      return own && t.ownShop !== null ? 200 : 404;
    case 'branch':
      return own && t.ownBranch !== null ? 200 : 404;
    case 'store': {
      if (own) return t.ownBranch !== null ? 200 : 404;
      // Another store of the account's own shop: the owner acts on it, anyone else is refused (403).
      if (t.ownShop === null || DEMO_BRANCH_SHOP[t.otherBranch] !== t.ownShop) return 404;
      return permissions.has(SHOP_WIDE_PERMISSION) ? 200 : 403;
    }
    case 'user':
      if (own) return 200;
      return t.otherUser === null ? null : 404;
    case 'peer': {
      // Another user is readable when they work in the account's lot or shop.
      if (own) return 200;
      const other = (Object.keys(DEMO) as DemoName[]).find((name) => DEMO[name].id === t.otherUser);
      if (!other) return null;
      const o = TENANCY[other];
      return (t.ownLot !== null && t.ownLot === o.ownLot) || (t.ownShop !== null && t.ownShop === o.ownShop) ? 200 : 404;
    }
    case 'handler': {
      const mine = { parking: t.ownLot, shop: t.ownShop, branch: t.ownBranch }[route.tenant.of];
      return own && mine !== null ? 200 : route.tenant.refusal;
    }
  }
}

export function request(route: DeclaredRoute, example: Example) {
  let url = route.url;
  for (const [name, value] of Object.entries(example.params ?? {})) url = url.replace(`:${name}`, String(value));
  const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
  return { method: route.method, url: url + query, payload: example.body as object | undefined };
}
