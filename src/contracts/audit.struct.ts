// The audit log (issue 20; server/audit): every row a route's write changed, who did it and the values before
// and after. The platform admin reads every tenant's entries; a lot's administrator their lots', a shop's
// owner their shop's (GET audit).
import { array, nullable, number, object, optional, refine, string, unknown, type Infer } from 'superstruct';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../domain/tables/paging';
import { day, id, oneOf, page, plain, whole } from './rules';

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTORS = ['user', 'customer', 'device', 'public'] as const;

/** A table's name as the log files it (`users`, `credit_entries`...). */
const Entity = refine(string(), 'entity', (v) => v === '' || /^[a-z][a-z_]{0,62}$/.test(v) || 'oneOf');

/** A period ending today: the day, the last 7, 30 or 365 days. */
export const AUDIT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];

/** The filters: who (a user, or `q`: a name, an e-mail or an entity's id), which entity (and its id), the days (a
 *  `period` ending today, or `from`/`to`, in the company's time zone), the tenant (the platform admin only:
 *  others always read their own), the page. */
export const AuditQuery = object({
  q: optional(plain(100)),
  user_id: optional(id()),
  period: optional(refine(string(), 'period', (v) => v === '' || (AUDIT_PERIODS as readonly string[]).includes(v) || 'oneOf')),
  entity: optional(Entity),
  entity_id: optional(refine(string(), 'entity_id', (v) => /^[0-9]{0,19}$/.test(v) || 'type')),
  action: optional(refine(string(), 'action', (v) => v === '' || (AUDIT_ACTIONS as readonly string[]).includes(v) || 'oneOf')),
  from: optional(day(true)),
  to: optional(day(true)),
  parking_id: optional(id()),
  shop_id: optional(id()),
  page: optional(page()),
  per_page: optional(refine(whole(1, 100), 'per_page', (v) => isPageSize(v) || 'oneOf')),
});
export type AuditQuery = Infer<typeof AuditQuery>;
export const DEFAULT_AUDIT_PAGE = DEFAULT_PAGE_SIZE;

export const AuditEntry = object({
  id: number(),
  at: string(),
  actor: oneOf(AUDIT_ACTORS),
  user_id: nullable(number()),
  /** The user's name as it is now (null for a customer, a device, a visitor). */
  user_name: nullable(string()),
  customer_id: nullable(number()),
  ip: nullable(string()),
  method: string(),
  route: string(),
  parking_id: nullable(number()),
  shop_id: nullable(number()),
  entity: string(),
  entity_id: nullable(string()),
  action: oneOf(AUDIT_ACTIONS),
  before: nullable(unknown()),
  after: nullable(unknown()),
});
export type AuditEntry = Infer<typeof AuditEntry>;

/** The entities a person usually looks for (the filter's choices; any table name is accepted). */
export const AUDIT_ENTITIES = [
  'users', 'roles', 'role_permissions', 'parkings', 'plazas', 'shops', 'branches', 'store_requests', 'credit_entries', 'credit_packages',
  'company_settings', 'closing_events', 'pensions', 'pension_cars', 'visits', 'fee_sets', 'special_rates', 'news', 'categories', 'cards', 'sessions',
] as const;

export const AuditPage = object({ data: array(AuditEntry), total: number(), page: number(), per_page: number() });
export type AuditPage = Infer<typeof AuditPage>;
