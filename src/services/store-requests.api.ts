// The salesman's workspace calls (issue 19; docs/api.md "Shopping to go"): a view of the store's requests with its
// credits, an offer, a dismissal, the sale, and the chat with the customer about one request. The chat is read
// and sent in the shape of the people chat (src/contracts/chat.struct.ts), so that the chat-delivery chart runs
// it: the request is the conversation (its id in place of a person's), the customer the one person in it.
import { object, type } from 'superstruct';
import type { ChatMessage, ChatsAnswer, ChatUser } from '../contracts/chat.struct';
import {
  OfferAnswer,
  ShoppingMessagesAnswer,
  ShoppingSentAnswer,
  StoreRequest,
  StoreRequestsAnswer,
  type DismissBody,
  type OfferBody,
  type ShoppingMessage,
  type WorkspaceView,
} from '../contracts/shopping.struct';
import { apiCall } from './http';

const RequestAnswer = object({ data: StoreRequest });
/** The read mark's answer carries nothing the console uses. */
const Acknowledged = type({});

export type RequestRef = { branchId: number; requestId: number };

export const fetchStoreRequests = (branchId: number, view: WorkspaceView): Promise<StoreRequestsAnswer> =>
  apiCall(StoreRequestsAnswer, `branch/${branchId}/requests?view=${view}`);

/** Quiet: the offer form shows a refusal itself ("Too late!", no credits, a field's rule). */
export const sendOffer = ({ branchId, requestId, body }: RequestRef & { body: OfferBody }): Promise<OfferAnswer> =>
  apiCall(OfferAnswer, `branch/${branchId}/requests/${requestId}/offers`, { method: 'POST', body, quiet: true });

export const dismissRequest = async ({ branchId, requestId, kind }: RequestRef & DismissBody): Promise<StoreRequest> =>
  (await apiCall(RequestAnswer, `branch/${branchId}/requests/${requestId}/dismiss`, { method: 'POST', body: { kind } })).data;

export const closeSale = async ({ branchId, requestId }: RequestRef): Promise<StoreRequest> =>
  (await apiCall(RequestAnswer, `branch/${branchId}/requests/${requestId}/sale`, { method: 'POST' })).data;

/** A message of the request's chat as the chat-delivery chart holds one (the customer has no user id: 0). */
export const asChatMessage = (m: ShoppingMessage, meId: number): ChatMessage => ({
  id: m.id,
  message: m.message,
  me: m.me,
  fail: false,
  is_image: m.image !== null,
  image: m.image,
  time: m.time,
  sender_id: m.me ? meId : 0,
  client_id: m.client_id,
});

/** The customer as the one person of the request's conversation, under the request's id. */
export const customerOf = (request: Pick<StoreRequest, 'id' | 'customer_name'>): ChatUser => ({
  id: request.id,
  first_name: request.customer_name,
  last_name: '',
  role: '',
  type: 'customer',
  photo: { original: null },
});

export type RequestChatRef = RequestRef & { request: Pick<StoreRequest, 'id' | 'customer_name'>; meId: number };

const fetchMessages = async ({ branchId, requestId, meId }: RequestChatRef): Promise<ChatMessage[]> =>
  (await apiCall(ShoppingMessagesAnswer, `branch/${branchId}/requests/${requestId}/messages`)).data.map((m) => asChatMessage(m, meId));

/** The request's whole conversation (the store's chat has no pages: nothing older to read). */
export async function fetchRequestChat(ref: RequestChatRef): Promise<ChatsAnswer> {
  const messages = await fetchMessages(ref);
  return { users: [customerOf(ref.request)], messages: { [ref.requestId]: messages }, badges: {}, more: { [ref.requestId]: false } };
}

export type RequestSend = RequestRef & { meId: number; clientId: string; text: string; image: File | null };

/** Quiet: a failed message shows failed and can be sent again. */
export async function sendRequestMessage({ branchId, requestId, meId, clientId, text, image }: RequestSend): Promise<ChatMessage> {
  const form = new FormData();
  form.append('client_id', clientId);
  if (text) form.append('message', text);
  if (image) form.append('image', image, image.name);
  const answer = await apiCall(ShoppingSentAnswer, `branch/${branchId}/requests/${requestId}/messages`, { method: 'POST', body: form, quiet: true });
  if (!answer.success) throw new Error('send refused');
  return asChatMessage(answer.data, meId);
}

export async function markRequestRead({ branchId, requestId }: RequestRef): Promise<void> {
  await apiCall(Acknowledged, `branch/${branchId}/requests/${requestId}/messages/read`, { method: 'POST', quiet: true });
}
