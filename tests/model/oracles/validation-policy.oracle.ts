// The oracle of the lot admin's validation policies (issue 21 item 3: "the lot admin sets which shops may
// validate and up to what"; "paid by the shop from its credits or billed monthly"), in the test's own words: the
// shops with a store in the lot's plaza are read, each with its policy or none; Edit opens a listed shop's policy
// (a shop that never had one starts allowed, with at most 60 free minutes, nothing else, billed monthly at no
// credits); each change is kept and forgets the last refusal; Save sends only a policy whose maxima are whole
// numbers from 0 (that kind not allowed) to 1440 minutes, MXN 5,000.00 and 100 %, whose credits per validation
// are 0 to 1000, and at least 1 when the shop pays in credits; the saved shop's row replaces its old one and the
// app is told; a refusal goes back to the editor with the server's words; Cancel goes back to the list. Used by
// tests/model/validation-policy.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { PolicyBody, PolicyRow } from '../../../src/contracts/validations.struct';
import { validationPolicyMachine, type ValidationPolicyContext, type ValidationPolicyEvent } from '../../../src/machines/validation-policy/validation-policy.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type C = ValidationPolicyContext;
type On<T extends ValidationPolicyEvent['type']> = Extract<ValidationPolicyEvent, { type: T }>;

export const centroPolicy: PolicyBody = { active: true, max_minutes: 120, max_fixed_cents: 5000, max_percent: 50, billing: 'credits', credits_cost: 1 };
export const rows: PolicyRow[] = [
  { shop_id: 2, shop_name: 'Boutique Norte', stores: [{ id: 3, name: 'Sucursal Norte' }], policy: null },
  { shop_id: 1, shop_name: 'Tienda Centro', stores: [{ id: 1, name: 'Sucursal Centro' }], policy: { ...centroPolicy, updated_at: '2030-01-07T15:00:00.000Z' } },
];
/** What a shop without a policy starts from. */
export const newcomer: PolicyBody = { active: true, max_minutes: 60, max_fixed_cents: 0, max_percent: 0, billing: 'monthly', credits_cost: 0 };

export const refusal = new ApiError('Credits per validation: at least 1 when the shop pays in credits.', 422, { credits_cost: ['At least 1 when the shop pays in credits.'] });
export const serverDown = new ApiError('Something went wrong', 500);

const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
export const savable = (p: PolicyBody) =>
  whole(p.max_minutes, 1440) && whole(p.max_fixed_cents, 500_000) && whole(p.max_percent, 100) && whole(p.credits_cost, 1000) && (p.billing === 'monthly' || p.credits_cost >= 1);

/** The shop's row as the server answers a save of the draft. */
export const savedRow = (c: C): PolicyRow => {
  const shop = rows.find((r) => r.shop_id === c.shopId) ?? rows[0];
  return { ...shop, policy: { ...c.draft, updated_at: '2030-01-08T10:00:00.000Z' } };
};
const cleared = { error: null, fieldErrors: {} };

export const validationPolicyOracle: OracleOf<typeof validationPolicyMachine> = {
  name: 'validation-policy',
  machine: validationPolicyMachine,
  input: { parkingId: 1 },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadPolicies', output: rows },
    { type: 'xstate.error.actor.loadPolicies', error: serverDown },
    { type: 'policy.retryLoad' },
    // Edit is explored before any save, to keep the graph small; 99 is no shop of the plaza.
    ...(c.rows === rows || c.rows.length === 0 ? [1, 2, 99].map((shopId) => ({ type: 'policy.edit', shopId }) as const) : []),
    // Each change moves one field along a short cycle: a percentage beyond 100 and back, billing in credits and
    // back, a cost of 2 and of 0, the shop allowed or not.
    { type: 'policy.change', change: { max_percent: c.draft.max_percent === 101 ? 20 : 101 } },
    { type: 'policy.change', change: { billing: c.draft.billing === 'monthly' ? 'credits' : 'monthly' } },
    { type: 'policy.change', change: { credits_cost: c.draft.credits_cost === 2 ? 0 : 2 } },
    { type: 'policy.change', change: { active: !c.draft.active } },
    { type: 'policy.save' },
    { type: 'policy.cancel' },
    { type: 'xstate.done.actor.savePolicy', output: savedRow(c) },
    { type: 'xstate.error.actor.savePolicy', error: refusal },
    { type: 'xstate.error.actor.savePolicy', error: serverDown },
  ],
  initialContext: (input) => ({ parkingId: input.parkingId, rows: [], shopId: null, draft: newcomer, ...cleared }),
  guards: {
    knownShop: (c, e) => c.rows.some((r) => r.shop_id === (e as On<'policy.edit'>).shopId),
    validDraft: (c) => savable(c.draft),
  },
  effects: {
    'loading xstate.done.actor.loadPolicies': (_c, e: Done<PolicyRow[]>) => ({ rows: e.output }),
    'loading xstate.error.actor.loadPolicies': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'loadFailed policy.retryLoad': () => cleared,
    'list policy.edit': (c, e: On<'policy.edit'>) => {
      const policy = c.rows.find((r) => r.shop_id === e.shopId)?.policy;
      const draft: PolicyBody = policy
        ? { active: policy.active, max_minutes: policy.max_minutes, max_fixed_cents: policy.max_fixed_cents, max_percent: policy.max_percent, billing: policy.billing, credits_cost: policy.credits_cost }
        : newcomer;
      return { shopId: e.shopId, draft, ...cleared };
    },
    'editing policy.change': (c, e: On<'policy.change'>) => ({ draft: { ...c.draft, ...e.change }, ...cleared }),
    'editing policy.save': () => cleared,
    'editing policy.cancel': () => ({ shopId: null, ...cleared }),
    'saving xstate.done.actor.savePolicy': (c, e: Done<PolicyRow>) => ({ rows: c.rows.map((r) => (r.shop_id === e.output.shop_id ? e.output : r)), shopId: null }),
    'saving xstate.error.actor.savePolicy': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    loading: (c) => expect(c.rows).toEqual([]),
    loadFailed: (c) => expect(c.error).toBe(serverDown.message),
    list: (c) => {
      expect(c.rows.map((r) => r.shop_id)).toEqual([2, 1]);
      expect(c.shopId).toBeNull();
    },
    editing: (c) => expect([1, 2]).toContain(c.shopId),
    // Only a policy the issue allows is sent.
    saving: (c) => {
      expect(savable(c.draft)).toBe(true);
      expect(c.error).toBeNull();
    },
  },
  params: {
    saved: (_c, e) => ({ row: (e as Done<PolicyRow>).output }),
  },
  invokes: {
    loadPolicies: (c) => c.parkingId,
    savePolicy: (c) => ({ parkingId: c.parkingId, shopId: c.shopId, draft: c.draft }),
  },
  internalActions: ['keepError', 'clearError'],
};
