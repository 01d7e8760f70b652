// One place where a route declares who may call it: authentication, permission and tenant scope, plus the
// structs its params, query and body must satisfy. `defineRoute` records every declaration in the route
// table, which the authorization matrix test walks, so a new route joins the matrix by being declared.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate, type Struct } from 'superstruct';
import { validationMessage, type Locale } from '../../src/domain/validation/messages';
import type { AuthUser } from '../auth/auth-user';
import type { AuthCustomer } from '../auth/auth-customer';
import { auditContextOf } from './audit-context';
import { runWrite, type WriteMode } from '../db/write-scope';
import { reservedKeyPath } from '../../src/contracts/json-text';
import { controlCharacterPath } from './control-characters';
import { HttpError, ValidationError } from './errors';
import { checkCustomerTenant, checkDeviceKey, checkTenant, type TenantScope } from './tenant';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The ids the matrix fills into a route's example for one account and one tenant (own or other). */
export type ExampleIds = {
  parkingId: number;
  shopId: number;
  branchId: number;
  userId: number;
  /** The console session the example is sent with (its token_notifications is an HMAC of it). */
  sessionId: number;
  provider: string;
  /** A shopping request of the customer the example runs as (another customer's for the other tenant), and an
   *  offer on it from `branchId` (the matrix's customer fixtures, tests/server/customer-fixtures.ts). */
  requestId: number;
  offerId: number;
};
export type Example = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };

export type RouteContext<P, Q, B> = {
  params: P;
  query: Q;
  body: B;
  /** The signed-in user; routes with `auth: 'user'` always have one. */
  user: AuthUser;
  /** The signed-in customer; routes with `auth: 'customer'` always have one (and no user). */
  customer: AuthCustomer;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteDef<P, Q, B> = {
  method: Method;
  url: string;
  /** public: no token; user: a console session's bearer token; customer: a customer's bearer token (the customer
   *  API, server/customers; each kind is 401 on the other's routes); device: the lot's X-Device-Key (lot in `tenant`). */
  auth: 'public' | 'user' | 'customer' | 'device';
  /** A permission string the user must hold, or null for any signed-in user. */
  permission: string | null;
  tenant: TenantScope;
  params?: Struct<P, unknown>;
  query?: Struct<Q, unknown>;
  body?: Struct<B, unknown>;
  /** A valid request for the authorization matrix, or `{ skip }` with the reason it stays out. */
  example: ((ids: ExampleIds) => Example) | { skip: string };
  /** For a route the matrix skips: a request of the right shape (it need not succeed) that the fuzz suite
   *  (tests/server/fuzz.test.ts) mutates. Every route is fuzzed from its example or its sample. */
  sample?: (ids: ExampleIds) => Example;
  /** Whether the route writes: every method but GET does; a GET that writes (the spec's `GET users/logout`) says
   *  so, and so does a POST that writes nothing (a realtime channel's signature). A writing route's handler runs in
   *  one transaction with its audit context (server/db/write-scope.ts). */
  writes?: boolean;
  /** `steps` for a handler that must commit in steps of its own (server/db/write-scope.ts). */
  transaction?: WriteMode;
  handler: (ctx: RouteContext<P, Q, B>) => Promise<unknown>;
};

/** A route as the route table keeps it: the authorization matrix and the fuzz suite walk it (its structs let the
 *  fuzz suite make requests of the route's own shape). */
export type DeclaredRoute = Pick<RouteDef<unknown, unknown, unknown>, 'method' | 'url' | 'auth' | 'permission' | 'tenant' | 'example' | 'sample' | 'query' | 'body'>;

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: DeclaredRoute[];
  }
}

/** Spoofed methods (Laravel's `_method` on a POST) are dispatched here: url -> method -> run. */
const spoofable = new WeakMap<FastifyInstance, Map<string, Map<Method, (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>>>>();

export function defineRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined>(app: FastifyInstance, def: RouteDef<P, Q, B>): void {
  app.routeTable.push({ method: def.method, url: def.url, auth: def.auth, permission: def.permission, tenant: def.tenant, example: def.example, sample: def.sample, query: def.query as Struct<unknown> | undefined, body: def.body as Struct<unknown> | undefined });
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    const user = def.auth === 'user' ? request.requireUser() : (request.user as AuthUser);
    const customer = def.auth === 'customer' ? await request.requireCustomer() : (null as unknown as AuthCustomer);
    if (def.permission && !user.permissions.has(def.permission)) throw new HttpError(403, 'forbidden');
    const params = parse(def.params, request.params, locale) as P;
    if (def.auth === 'device') await checkDeviceKey(request, def.tenant, params as Record<string, unknown>);
    else if (def.auth === 'customer') await checkCustomerTenant(request.server, def.tenant, params as Record<string, unknown>, customer.id);
    else await checkTenant(request.server, def.tenant, params as Record<string, unknown>, user);
    const query = parse(def.query, request.query, locale) as Q;
    const body = parse(def.body, withoutMethod(request.body), locale) as B;
    const handle = () => def.handler({ params, query, body, user, customer, locale, request, reply });
    if (!(def.writes ?? def.method !== 'GET')) return handle();
    const audit = auditContextOf(request, def, { auth: def.auth, user, customer }, params as Record<string, unknown>);
    return runWrite(request.server.db, audit, def.transaction ?? 'route', handle);
  };
  // Fastify keys routes by method and url; a POST handler at the same url dispatches spoofed methods.
  let byUrl = spoofable.get(app);
  if (!byUrl) spoofable.set(app, (byUrl = new Map()));
  let methods = byUrl.get(def.url);
  const firstAtUrl = !methods;
  if (!methods) byUrl.set(def.url, (methods = new Map()));
  methods.set(def.method, run);
  if (def.method !== 'POST') app.route({ method: def.method, url: def.url, handler: run });
  if (firstAtUrl) {
    const table = methods;
    app.route({ method: 'POST', url: def.url, handler: (request, reply) => dispatchPost(table, request, reply) });
  }
}

function dispatchPost(table: Map<Method, (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>>, request: FastifyRequest, reply: FastifyReply) {
  const spoofed = spoofedMethod(request.body);
  const target = table.get(spoofed ?? 'POST');
  if (!target) throw new HttpError(405, 'methodNotAllowed');
  return target(request, reply);
}

function spoofedMethod(body: unknown): Method | null {
  if (!body || typeof body !== 'object' || !('_method' in body)) return null;
  const raw = (body as { _method: unknown })._method;
  const value = typeof raw === 'string' ? raw.toUpperCase() : null;
  return value === 'PUT' || value === 'PATCH' || value === 'DELETE' ? value : null;
}

function withoutMethod(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('_method' in body)) return body;
  const { _method: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Coerces (ids from text) and masks unknown keys away, as Laravel ignores fields it does not read. */
function parse<T>(struct: Struct<T, unknown> | undefined, value: unknown, locale: Locale): T | undefined {
  if (!struct) return undefined;
  const control = controlCharacterPath(value);
  if (control !== null) throw ValidationError.field(control, validationMessage('control', control, locale));
  // Before a struct reads it: a refusal's message prints the value, and an object with its own `toString` key
  // cannot be printed.
  const reserved = reservedKeyPath(value);
  if (reserved !== null) throw ValidationError.field(reserved, validationMessage('unknown', reserved, locale));
  const [err, parsed] = validate(value ?? {}, struct, { coerce: true, mask: true });
  if (err) throw ValidationError.fromStruct(err, locale);
  return parsed;
}
