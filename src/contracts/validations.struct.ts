// Merchant validations (issue 21): which shops of the lot's plaza may validate parking and up to what (the lot
// admin's policies), a shop's validation of a visit by plate or ticket, the lists, the report per shop.
// Amounts are integer cents; a policy's maximum of 0 means that kind is not allowed.
import { array, boolean, nullable, number, object, optional, refine, string, type Infer } from 'superstruct';
import { isPageSize } from '../domain/tables/paging';
import { VALIDATION_KINDS } from '../domain/receipts';
import { day, id, oneOf, page, text, whole } from './rules';

export { VALIDATION_KINDS };
export const VALIDATION_BILLINGS = ['credits', 'monthly'] as const;
export type ValidationBilling = (typeof VALIDATION_BILLINGS)[number];

/** The most a policy allows: a day of free minutes, 5,000.00 off, 1,000 credits a validation. */
export const MAX_VALIDATION_MINUTES = 1440;
export const MAX_VALIDATION_CENTS = 500_000;
export const MAX_CREDITS_COST = 1000;

export const PolicyBody = object({
  active: boolean(),
  max_minutes: whole(0, MAX_VALIDATION_MINUTES),
  max_fixed_cents: whole(0, MAX_VALIDATION_CENTS),
  max_percent: whole(0, 100),
  billing: oneOf(VALIDATION_BILLINGS),
  /** Credits debited from the validating store at each validation (billing `credits`: at least 1). */
  credits_cost: whole(0, MAX_CREDITS_COST),
});
export type PolicyBody = Infer<typeof PolicyBody>;

export const Policy = object({ ...PolicyBody.schema, updated_at: string() });
export type Policy = Infer<typeof Policy>;

/** A shop with a store in the lot's plaza, and its policy in the lot (null: never set, not allowed). */
export const PolicyRow = object({ shop_id: number(), shop_name: string(), stores: array(object({ id: number(), name: string() })), policy: nullable(Policy) });
export type PolicyRow = Infer<typeof PolicyRow>;
export const PolicyListAnswer = object({ data: array(PolicyRow) });
export const PolicyAnswer = object({ message: string(), data: PolicyRow });

/** A lot where the shop may validate, with its limits and the shop's stores in the lot's plaza. */
export const ValidationLot = object({
  parking_id: number(),
  parking_name: string(),
  max_minutes: number(),
  max_fixed_cents: number(),
  max_percent: number(),
  billing: oneOf(VALIDATION_BILLINGS),
  credits_cost: number(),
  branch_ids: array(number()),
});
export type ValidationLot = Infer<typeof ValidationLot>;
export const ValidationLotsAnswer = object({ data: array(ValidationLot) });

/** The plate or the ticket (the visit's number), one of them; the value in minutes, percent or cents by kind. */
export const ValidationBody = object({
  parking_id: id(),
  plate: optional(text(1, 20)),
  ticket: optional(id()),
  kind: oneOf(VALIDATION_KINDS),
  value: whole(1, MAX_VALIDATION_CENTS),
});
export type ValidationBody = Infer<typeof ValidationBody>;

export const ValidationRow = object({
  id: number(),
  created_at: string(),
  parking_id: number(),
  parking_name: string(),
  visit_id: number(),
  plate: string(),
  /** The visit: `open` (validations may still be withdrawn), `paid` or `closed`. */
  visit_state: string(),
  shop_id: number(),
  shop_name: string(),
  branch_id: nullable(number()),
  branch_name: nullable(string()),
  user_name: nullable(string()),
  kind: oneOf(VALIDATION_KINDS),
  value: number(),
  billing: oneOf(VALIDATION_BILLINGS),
  credits: number(),
  /** What it took off the tariff when the visit was paid; null until then. */
  applied_cents: nullable(number()),
  voided_at: nullable(string()),
});
export type ValidationRow = Infer<typeof ValidationRow>;
export const ValidationAnswer = object({ message: string(), data: ValidationRow });

const PerPage = refine(whole(1, 100), 'per_page', (v) => isPageSize(v) || 'oneOf');
/** Days in the lot's time zone (the shop's lists: Monterrey's, as the credit ledger). */
const Period = { from: optional(day(true)), to: optional(day(true)) };
export const LotValidationsQuery = object({ ...Period, shop_id: optional(id()), page: optional(page()), per_page: optional(PerPage) });
export type LotValidationsQuery = Infer<typeof LotValidationsQuery>;
export const ShopValidationsQuery = object({ ...Period, branch_id: optional(id()), page: optional(page()), per_page: optional(PerPage) });
export type ShopValidationsQuery = Infer<typeof ShopValidationsQuery>;
export const ReportQuery = object(Period);
export type ReportQuery = Infer<typeof ReportQuery>;

export const ValidationPage = object({ data: array(ValidationRow), total: number(), page: number(), per_page: number() });
export type ValidationPage = Infer<typeof ValidationPage>;

/** Per shop and billing over the period: live validations, what the paid ones took off, the credits they cost. */
export const ReportRow = object({ shop_id: number(), shop_name: string(), billing: oneOf(VALIDATION_BILLINGS), count: number(), paid: number(), applied_cents: number(), credits: number() });
export type ReportRow = Infer<typeof ReportRow>;
export const ReportAnswer = object({ data: array(ReportRow), totals: object({ count: number(), paid: number(), applied_cents: number(), credits: number() }) });
export type ReportAnswer = Infer<typeof ReportAnswer>;
