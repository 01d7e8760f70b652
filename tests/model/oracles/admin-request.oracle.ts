// The oracle of the request editor of the admin module's Requests (issue 20), written from the brief and the
// server's rules: the request is read whole; a pending one may be approved with one of the plazas offered or
// rejected with a reason of 5 to 500 characters, only by who may decide; a form breaking its rule stays open with
// the rule's code on its field; a decision's success shows the request decided, its refusal returns to its form
// with the server's words; nothing closes while a decision is with the server; closing after a decision reads the
// list again. Used by tests/model/admin-request.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { AdminRequestDetail, RequestDecidedAnswer, RequestPlaza } from '../../../src/contracts/admin-requests.struct';
import { adminRequestMachine, type AdminRequestEvent, type LoadedRequest } from '../../../src/machines/admin-request/admin-request.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends AdminRequestEvent['type']> = Extract<AdminRequestEvent, { type: T }>;

export const REQUEST_ID = 12;
export const plazas: RequestPlaza[] = [
  { id: 1, name: 'Plaza Fundadores' },
  { id: 2, name: 'Plaza Valle' },
];
export const pending: AdminRequestDetail = {
  id: REQUEST_ID,
  store_name: 'Óptica Mirador',
  kind: 'parent',
  address: 'Av. Constitución 400, Centro, Monterrey',
  hq_address: null,
  description: 'Lentes y exámenes de la vista.',
  product_kinds: 'Lentes, armazones',
  category: 'Salud',
  mobile_phone: '8112345678',
  birth_date: '1985-04-12',
  welcome_message: 'Bienvenido a Óptica Mirador',
  first_name: 'Olga',
  last_name: 'Mirador',
  email: 'olga@example.com',
  bank: 'BANAMEX',
  account_number: '07777777777',
  extra_sanitizer: true,
  clean_frequently: false,
  customer_limit: true,
  rfc_file: `${'a'.repeat(64)}.pdf`,
  address_file: `${'b'.repeat(64)}.pdf`,
  locale: 'es',
  status: 'pending',
  created_at: '2026-01-05T16:00:00.000Z',
  decided_at: null,
  decided_by: null,
  reject_reason: null,
  shop_id: null,
  shop_name: null,
};
export const offline = new ApiError('Network error');
export const alreadyDecided = new ApiError('This request was already decided: reload the list to see its decision.', 409);
export const REASON = 'The tax certificate cannot be read.';

const decidedAs = (request: AdminRequestDetail, kind: 'approve' | 'reject'): RequestDecidedAnswer => ({
  data:
    kind === 'approve'
      ? { ...request, status: 'approved', decided_at: '2026-01-06T10:00:00.000Z', decided_by: 'Ana Admin', shop_id: 9, shop_name: request.store_name }
      : { ...request, status: 'rejected', decided_at: '2026-01-06T10:00:00.000Z', decided_by: 'Ana Admin', reject_reason: REASON },
  message: kind === 'approve' ? 'Request approved' : 'Request rejected',
});

const offered = (c: { plazas: RequestPlaza[] }, id: number | null) => id !== null && c.plazas.map((p) => p.id).includes(id);
const reasonCode = (reason: string) => {
  const n = reason.trim().length;
  return n === 0 ? 'required' : n < 5 ? 'min|5' : n > 500 ? 'max|500' : null;
};
const cleared = { problems: {}, error: null, fieldErrors: {} };

export const adminRequestOracle: OracleOf<typeof adminRequestMachine> = {
  name: 'admin-request',
  machine: adminRequestMachine,
  input: { requestId: REQUEST_ID, canDecide: true },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadRequest', output: { request: pending, plazas } satisfies LoadedRequest },
    { type: 'xstate.error.actor.loadRequest', error: offline },
    { type: 'request.retry' },
    { type: 'request.approve' },
    { type: 'request.reject' },
    { type: 'request.back' },
    { type: 'request.confirmApprove', plazaId: 2 },
    { type: 'request.confirmApprove', plazaId: null },
    { type: 'request.confirmApprove', plazaId: 99 },
    { type: 'request.confirmReject', reason: `  ${REASON} ` },
    { type: 'request.confirmReject', reason: 'no' },
    ...(c.request ? [{ type: 'xstate.done.actor.approve', output: decidedAs(c.request, 'approve') } as const, { type: 'xstate.done.actor.reject', output: decidedAs(c.request, 'reject') } as const] : []),
    { type: 'xstate.error.actor.approve', error: alreadyDecided },
    { type: 'xstate.error.actor.reject', error: alreadyDecided },
    { type: 'request.close' },
  ],
  initialContext: (input) => ({ requestId: input.requestId, canDecide: input.canDecide, request: null, plazas: [], plazaId: null, reason: '', decided: false, ...cleared }),
  guards: {
    decidable: (c) => c.canDecide && c.request !== null && c.request.status === 'pending',
    plazaValid: (c, e: On<'request.confirmApprove'>) => offered(c, e.plazaId),
    reasonValid: (_c, e: On<'request.confirmReject'>) => reasonCode(e.reason) === null,
    decided: (c) => c.decided,
  },
  effects: {
    'loading xstate.done.actor.loadRequest': (_c, e: Done<LoadedRequest>) => ({ request: e.output.request, plazas: e.output.plazas, error: null }),
    'loading xstate.error.actor.loadRequest': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'loadFailed request.retry': () => ({ error: null }),
    'viewing request.approve': () => cleared,
    'viewing request.reject': () => cleared,
    'approving request.confirmApprove [plazaValid]': (_c, e: On<'request.confirmApprove'>) => ({ plazaId: e.plazaId, ...cleared }),
    'approving request.confirmApprove [—]': (_c, e: On<'request.confirmApprove'>) => ({ plazaId: e.plazaId, problems: { plaza_id: e.plazaId === null ? 'required' : 'oneOf' } }),
    'approving request.back': () => cleared,
    'rejecting request.confirmReject [reasonValid]': (_c, e: On<'request.confirmReject'>) => ({ reason: e.reason, ...cleared }),
    'rejecting request.confirmReject [—]': (_c, e: On<'request.confirmReject'>) => ({ reason: e.reason, problems: { reason: reasonCode(e.reason) as string } }),
    'rejecting request.back': () => cleared,
    'sendingApproval xstate.done.actor.approve': (_c, e: Done<RequestDecidedAnswer>) => ({ request: e.output.data, decided: true }),
    'sendingApproval xstate.error.actor.approve': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'sendingRejection xstate.done.actor.reject': (_c, e: Done<RequestDecidedAnswer>) => ({ request: e.output.data, decided: true }),
    'sendingRejection xstate.error.actor.reject': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    '(root)': (c) => {
      expect(c.requestId).toBe(REQUEST_ID);
      expect(c.decided).toBe(c.request !== null && c.request.status !== 'pending');
    },
    loading: (c) => expect([c.request, c.error]).toEqual([null, null]),
    loadFailed: (c) => {
      expect(c.request).toBeNull();
      expect(c.error).toBe(offline.message);
    },
    viewing: (c) => {
      expect(c.request?.id).toBe(REQUEST_ID);
      expect([c.problems, c.error]).toEqual([{}, null]);
    },
    approving: (c) => expect(c.request?.status).toBe('pending'),
    rejecting: (c) => expect(c.request?.status).toBe('pending'),
    sendingApproval: (c) => {
      expect(offered(c, c.plazaId)).toBe(true);
      expect([c.problems, c.error]).toEqual([{}, null]);
    },
    sendingRejection: (c) => {
      expect(reasonCode(c.reason)).toBeNull();
      expect([c.problems, c.error]).toEqual([{}, null]);
    },
    closed: () => {},
  },
  params: { notify: (_c, e) => ({ message: (e as Done<RequestDecidedAnswer>).output.message }) },
  invokes: {
    loadRequest: (c) => ({ requestId: c.requestId, canDecide: c.canDecide }),
    approve: (c) => ({ requestId: c.requestId, decision: { kind: 'approve', plaza_id: c.plazaId } }),
    reject: (c) => ({ requestId: c.requestId, decision: { kind: 'reject', reason: c.reason.trim() } }),
  },
};
