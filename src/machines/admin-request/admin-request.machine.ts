// The platform admin's editor of one store request (issue 20, Requests): the request read whole (with the plazas
// an approval may choose, for who may decide), then, on a pending request and for who may decide
// (nexo.request.accepted), Approve (choose the plaza of the first store) or Reject (write the reason the visitor
// is mailed). Each form is checked with the server's rules first; a valid one goes to the server; its success
// toasts the server's words and shows the request decided; its refusal (422 on the plaza or the reason, 409 when
// another admin decided first) stays in the form with the server's words. Closing after a decision has the list
// read its page again.
import { assign, fromPromise, setup } from 'xstate';
import type { AdminRequestDetail, RequestDecidedAnswer, RequestPlaza } from '../../contracts/admin-requests.struct';
import { decideRequest, fetchAdminRequest, fetchRequestPlazas, type RequestDecision } from '../../services/admin-requests.api';
import { toApiError } from '../../services/http';
import { approvalProblems, rejectionProblems, type Problems } from './decision-form';

export type AdminRequestContext = {
  requestId: number;
  /** Whether the admin may decide (nexo.request.accepted). */
  canDecide: boolean;
  request: AdminRequestDetail | null;
  plazas: RequestPlaza[];
  plazaId: number | null;
  reason: string;
  /** The rules the form broke, by field (codes). */
  problems: Problems;
  /** Why the request could not be read, or the server's refusal of a decision and its per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  /** Whether a decision was taken here: the list reads its page again when the editor closes. */
  decided: boolean;
};

export type AdminRequestInput = { requestId: number; canDecide: boolean };

export type AdminRequestEvent =
  | { type: 'request.retry' }
  | { type: 'request.approve' }
  | { type: 'request.reject' }
  | { type: 'request.back' }
  | { type: 'request.confirmApprove'; plazaId: number | null }
  | { type: 'request.confirmReject'; reason: string }
  | { type: 'request.close' };

export type LoadedRequest = { request: AdminRequestDetail; plazas: RequestPlaza[] };
export type DecideInput = { requestId: number; decision: RequestDecision };

async function load({ requestId, canDecide }: AdminRequestInput): Promise<LoadedRequest> {
  const request = await fetchAdminRequest(requestId);
  const plazas = canDecide && request.status === 'pending' ? await fetchRequestPlazas() : [];
  return { request, plazas };
}

const refusal = (thrown: unknown) => {
  const error = toApiError(thrown);
  return { error: error.message, fieldErrors: error.errors };
};
const cleared = { problems: {}, error: null, fieldErrors: {} };
/** Close, in every state but while a decision is with the server; a decision is only ever shown in `viewing`. */
const closing = { 'request.close': { target: 'closed', actions: 'close' } } as const;

export const adminRequestMachine = setup({
  types: {
    context: {} as AdminRequestContext,
    events: {} as AdminRequestEvent,
    input: {} as AdminRequestInput,
  },
  actors: {
    loadRequest: fromPromise<LoadedRequest, AdminRequestInput>(({ input }) => load(input)),
    decide: fromPromise<RequestDecidedAnswer, DecideInput>(({ input }) => decideRequest(input.requestId, input.decision)),
  },
  actions: {
    /** The toast with the server's words. */
    notify: (_, _params: { message: string }) => {},
    /** Closed after a decision: the list reads its page again. */
    saved: () => {},
    /** Closed without one. */
    close: () => {},
  },
  guards: {
    decidable: ({ context }) => context.canDecide && context.request?.status === 'pending',
    plazaValid: ({ context, event }) => event.type === 'request.confirmApprove' && Object.keys(approvalProblems(event.plazaId, context.plazas)).length === 0,
    reasonValid: ({ event }) => event.type === 'request.confirmReject' && Object.keys(rejectionProblems(event.reason)).length === 0,
    decided: ({ context }) => context.decided,
  },
}).createMachine({
  id: 'adminRequest',
  description: 'One store request read whole, approved with a plaza or rejected with a reason.',
  context: ({ input }) => ({
    requestId: input.requestId,
    canDecide: input.canDecide,
    request: null,
    plazas: [],
    plazaId: null,
    reason: '',
    problems: {},
    error: null,
    fieldErrors: {},
    decided: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The request (and the plazas, for who may decide a pending one) on their way.',
      on: closing,
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        input: ({ context }) => ({ requestId: context.requestId, canDecide: context.canDecide }),
        onDone: { target: 'viewing', actions: assign(({ event }) => ({ request: event.output.request, plazas: event.output.plazas, error: null })) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    loadFailed: {
      description: 'The request could not be read: the reason and Retry.',
      on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) }, ...closing },
    },
    viewing: {
      description: 'Everything the visitor sent, its documents and its decision; Approve and Reject on a pending one for who may decide.',
      on: {
        'request.approve': { guard: 'decidable', target: 'approving', actions: assign(cleared) },
        'request.reject': { guard: 'decidable', target: 'rejecting', actions: assign(cleared) },
        'request.close': [
          { guard: 'decided', target: 'closed', actions: 'saved' },
          { target: 'closed', actions: 'close' },
        ],
      },
    },
    approving: {
      description: "The approval: the plaza of the first store, the form's broken rule or the server's refusal, Approve and Back.",
      on: {
        'request.confirmApprove': [
          { guard: 'plazaValid', target: 'sendingApproval', actions: assign({ plazaId: ({ event }) => event.plazaId, ...cleared }) },
          { actions: assign({ plazaId: ({ event }) => event.plazaId, problems: ({ context, event }) => approvalProblems(event.plazaId, context.plazas) }) },
        ],
        'request.back': { target: 'viewing', actions: assign(cleared) },
        ...closing,
      },
    },
    rejecting: {
      description: "The rejection: the reason, the form's broken rule or the server's refusal, Reject and Back.",
      on: {
        'request.confirmReject': [
          { guard: 'reasonValid', target: 'sendingRejection', actions: assign({ reason: ({ event }) => event.reason, ...cleared }) },
          { actions: assign({ reason: ({ event }) => event.reason, problems: ({ event }) => rejectionProblems(event.reason) }) },
        ],
        'request.back': { target: 'viewing', actions: assign(cleared) },
        ...closing,
      },
    },
    sendingApproval: {
      description: 'The approval is with the server: a spinner, no way to close.',
      invoke: {
        id: 'approve',
        src: 'decide',
        input: ({ context }) => ({ requestId: context.requestId, decision: { kind: 'approve' as const, plaza_id: context.plazaId as number } }),
        onDone: {
          target: 'viewing',
          actions: [assign({ request: ({ event }) => event.output.data, decided: true }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'approving', actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    sendingRejection: {
      description: 'The rejection is with the server: a spinner, no way to close.',
      invoke: {
        id: 'reject',
        src: 'decide',
        input: ({ context }) => ({ requestId: context.requestId, decision: { kind: 'reject' as const, reason: context.reason.trim() } }),
        onDone: {
          target: 'viewing',
          actions: [assign({ request: ({ event }) => event.output.data, decided: true }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'rejecting', actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    closed: { description: 'Closed: the list reads its page again after a decision.', type: 'final' },
  },
});
