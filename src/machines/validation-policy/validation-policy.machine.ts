// The lot admin's validation policies (issue 21; docs/api.md "Merchant validations"): the shops with a store in
// the lot's plaza are read, each with its policy or none; choosing one opens its editor (allowed or not, the
// maximum free minutes, fixed amount and percentage, billing in credits or monthly and the credits a validation
// costs), and Save sends it once. A refusal stays in the editor with the server's words until a field changes.
import { assign, fromPromise, setup } from 'xstate';
import type { PolicyBody, PolicyRow } from '../../contracts/validations.struct';
import { toApiError } from '../../services/http';
import { fetchPolicies, savePolicy } from '../../services/validations.api';
import { draftOf, NEW_POLICY, validPolicy } from './policy-rules';

export type ValidationPolicyContext = {
  parkingId: number;
  rows: PolicyRow[];
  /** The shop whose policy is being edited. */
  shopId: number | null;
  draft: PolicyBody;
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type ValidationPolicyInput = { parkingId: number };

export type ValidationPolicyEvent =
  | { type: 'policy.edit'; shopId: number }
  | { type: 'policy.change'; change: Partial<PolicyBody> }
  | { type: 'policy.save' }
  | { type: 'policy.cancel' }
  | { type: 'policy.retryLoad' };

export type SaveInput = { parkingId: number; shopId: number; draft: PolicyBody };

const cleared = { error: null, fieldErrors: {} };

export const validationPolicyMachine = setup({
  types: {
    context: {} as ValidationPolicyContext,
    events: {} as ValidationPolicyEvent,
    input: {} as ValidationPolicyInput,
  },
  actors: {
    loadPolicies: fromPromise<PolicyRow[], number>(({ input }) => fetchPolicies(input)),
    savePolicy: fromPromise<PolicyRow, SaveInput>(({ input }) => savePolicy(input.parkingId, input.shopId, input.draft)),
  },
  actions: {
    keepError: assign(({ event }) => {
      const error = toApiError((event as unknown as { error: unknown }).error);
      return { error: error.message, fieldErrors: error.errors };
    }),
    clearError: assign(cleared),
    /** The app's toast with the server's words. */
    saved: (_, _params: { row: PolicyRow }) => {},
  },
  guards: {
    knownShop: ({ context, event }) => context.rows.some((r) => r.shop_id === (event as { shopId: number }).shopId),
    validDraft: ({ context }) => validPolicy(context.draft),
  },
}).createMachine({
  id: 'validationPolicy',
  description: "The lot's validation policies per shop of its plaza, and the editor of one.",
  context: ({ input }) => ({ parkingId: input.parkingId, rows: [], shopId: null, draft: NEW_POLICY, ...cleared }),
  initial: 'loading',
  states: {
    loading: {
      description: "The shops of the lot's plaza with their policies are on their way.",
      invoke: {
        id: 'loadPolicies',
        src: 'loadPolicies',
        input: ({ context }) => context.parkingId,
        onDone: { target: 'list', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      description: 'The policies could not be read: the message and a retry.',
      on: { 'policy.retryLoad': { target: 'loading', actions: 'clearError' } },
    },
    list: {
      description: 'Each shop with its stores in the plaza and what it may validate; Edit opens its policy.',
      on: {
        'policy.edit': {
          guard: 'knownShop',
          target: 'editing',
          actions: assign(({ context, event }) => ({ shopId: event.shopId, draft: draftOf(context.rows.find((r) => r.shop_id === event.shopId)), ...cleared })),
        },
      },
    },
    editing: {
      description: 'The policy of one shop; Save once it is valid, Cancel back to the list.',
      on: {
        'policy.change': { actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.change }) }), 'clearError'] },
        'policy.save': { guard: 'validDraft', target: 'saving', actions: 'clearError' },
        'policy.cancel': { target: 'list', actions: [assign({ shopId: null }), 'clearError'] },
      },
    },
    saving: {
      description: 'The policy is with the server; it is sent once.',
      invoke: {
        id: 'savePolicy',
        src: 'savePolicy',
        input: ({ context }) => ({ parkingId: context.parkingId, shopId: context.shopId as number, draft: context.draft }),
        onDone: {
          target: 'list',
          actions: [
            assign(({ context, event }) => ({ rows: context.rows.map((r) => (r.shop_id === event.output.shop_id ? event.output : r)), shopId: null })),
            { type: 'saved', params: ({ event }) => ({ row: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: 'keepError' },
      },
    },
  },
});
