// The admin module's Requests calls (docs/api.md "Admin: requests"): one request read whole, the plazas an
// approval may choose, and the decision. The list goes through the admin lists' calls (admin-list.api.ts). The
// decision is quiet: the request's editor shows a refusal itself.
import {
  AdminRequestAnswer,
  RequestDecidedAnswer,
  RequestPlazasAnswer,
  type AdminRequestDetail,
  type RequestDecidedAnswer as Decided,
  type RequestPlaza,
} from '../contracts/admin-requests.struct';
import { apiCall } from './http';

/** An approval names the plaza of the first store; a rejection gives its reason. */
export type RequestDecision = { kind: 'approve'; plaza_id: number } | { kind: 'reject'; reason: string };

export const fetchAdminRequest = async (requestId: number): Promise<AdminRequestDetail> => (await apiCall(AdminRequestAnswer, `admin/requests/${requestId}`)).data;

export const fetchRequestPlazas = async (): Promise<RequestPlaza[]> => (await apiCall(RequestPlazasAnswer, 'admin/requests/plazas')).data;

export function decideRequest(requestId: number, decision: RequestDecision): Promise<Decided> {
  const body = decision.kind === 'approve' ? { plaza_id: decision.plaza_id } : { reason: decision.reason };
  return apiCall(RequestDecidedAnswer, `admin/requests/${requestId}/${decision.kind}`, { method: 'POST', body, quiet: true });
}
