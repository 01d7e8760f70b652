// The admin module's Requests (issue 20; spec 3 §3 Store request, §4; permissions nexo.request, accepting
// nexo.request.accepted): the store account requests visitors send, read and decided by the platform's admins.
// Approving creates the shop, its owner (mailed a link to set their password) and its first store in the plaza
// chosen; rejecting mails the reason. A decided request is not decided again (409).
import { array, assign, boolean, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { AdminListQuery } from './admin-list.struct';
import { STORE_KINDS } from './store-request.struct';
import { id, oneOf, text } from './rules';

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REJECT_REASON = { min: 5, max: 500 } as const;

/** GET admin/requests and its export: the list's query and the status filter (left out: every status). */
export const AdminRequestsQuery = assign(AdminListQuery, object({ status: optional(oneOf(REQUEST_STATUSES)) }));
export type AdminRequestsQuery = Infer<typeof AdminRequestsQuery>;

/** A row of GET admin/requests. */
export const AdminRequestRow = object({
  id: number(),
  store_name: string(),
  kind: oneOf(STORE_KINDS),
  first_name: string(),
  last_name: string(),
  email: string(),
  category: string(),
  status: oneOf(REQUEST_STATUSES),
  created_at: string(),
  decided_at: nullable(string()),
});
export type AdminRequestRow = Infer<typeof AdminRequestRow>;

/** GET admin/requests/{id}: everything the visitor sent (the documents by file name: GET
 *  store-requests/{id}/files/{name}), and the decision once taken. */
export const AdminRequestDetail = object({
  id: number(),
  store_name: string(),
  kind: oneOf(STORE_KINDS),
  address: string(),
  hq_address: nullable(string()),
  description: string(),
  product_kinds: string(),
  category: string(),
  mobile_phone: string(),
  birth_date: string(),
  welcome_message: string(),
  first_name: string(),
  last_name: string(),
  email: string(),
  bank: string(),
  account_number: string(),
  extra_sanitizer: boolean(),
  clean_frequently: boolean(),
  customer_limit: boolean(),
  rfc_file: string(),
  address_file: string(),
  locale: string(),
  status: oneOf(REQUEST_STATUSES),
  created_at: string(),
  decided_at: nullable(string()),
  decided_by: nullable(string()),
  reject_reason: nullable(string()),
  shop_id: nullable(number()),
  shop_name: nullable(string()),
});
export type AdminRequestDetail = Infer<typeof AdminRequestDetail>;
export const AdminRequestAnswer = object({ data: AdminRequestDetail });

/** POST admin/requests/{id}/approve: the plaza (mall) the first store is in. */
export const ApproveRequestBody = object({ plaza_id: id() });
export type ApproveRequestBody = Infer<typeof ApproveRequestBody>;

/** POST admin/requests/{id}/reject: the reason, mailed to the visitor. */
export const RejectRequestBody = object({ reason: text(REJECT_REASON.min, REJECT_REASON.max) });
export type RejectRequestBody = Infer<typeof RejectRequestBody>;

/** What a decision answers: the request as it is now, and the toast's words. */
export const RequestDecidedAnswer = object({ data: AdminRequestDetail, message: string() });
export type RequestDecidedAnswer = Infer<typeof RequestDecidedAnswer>;

/** GET admin/requests/plazas: the plazas an approval may put the first store in. */
export const RequestPlaza = object({ id: number(), name: string() });
export type RequestPlaza = Infer<typeof RequestPlaza>;
export const RequestPlazasAnswer = object({ data: array(RequestPlaza) });
