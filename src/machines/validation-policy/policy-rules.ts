// A lot's validation policy for a shop (issue 21; docs/api.md "PUT parkings/{parkingId}/validation-policies/
// {shopId}"): maxima of 0 (that kind not allowed) up to the contract's bounds, a percentage of at most 100, and
// billing in credits only at a cost of at least one credit per validation.
import { MAX_CREDITS_COST, MAX_VALIDATION_CENTS, MAX_VALIDATION_MINUTES, type PolicyBody, type PolicyRow } from '../../contracts/validations.struct';

/** A shop that never had a policy: allowed, an hour free at most, billed monthly. */
export const NEW_POLICY: PolicyBody = { active: true, max_minutes: 60, max_fixed_cents: 0, max_percent: 0, billing: 'monthly', credits_cost: 0 };

export function draftOf(row: PolicyRow | undefined): PolicyBody {
  if (!row?.policy) return NEW_POLICY;
  const { updated_at: _, ...body } = row.policy;
  return body;
}

const within = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

export function validPolicy(p: PolicyBody): boolean {
  if (!within(p.max_minutes, MAX_VALIDATION_MINUTES) || !within(p.max_fixed_cents, MAX_VALIDATION_CENTS) || !within(p.max_percent, 100)) return false;
  if (!within(p.credits_cost, MAX_CREDITS_COST)) return false;
  return p.billing === 'monthly' || p.credits_cost >= 1;
}
