// The workspace's calls (src/services/store-requests.api.ts) on the paths docs/api.md "Shopping to go" names, and
// the request's chat in the people chat's shape: the request is the conversation, the customer its one person,
// the customer's messages from no user (0), the store's from the reader.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingMessage } from '../../../src/contracts/shopping.struct';

const http = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('../../../src/services/http', () => http);
const { closeSale, dismissRequest, fetchRequestChat, fetchStoreRequests, markRequestRead, sendOffer, sendRequestMessage } = await import('../../../src/services/store-requests.api');

const message = (over: Partial<ShoppingMessage>): ShoppingMessage => ({ id: 1, request_id: 21, branch_id: 1, message: 'Hola', me: false, from_customer: true, image: null, time: '2026-11-25T01:50:00.000Z', client_id: null, ...over });
const request = { id: 21, customer_name: 'Ana' };

beforeEach(() => vi.clearAllMocks());

describe('the workspace calls', () => {
  it('reads, offers, dismisses and sells on the store paths', async () => {
    http.apiCall.mockResolvedValue({ data: { id: 21 } });
    await fetchStoreRequests(1, 'here');
    expect(http.apiCall.mock.calls[0][1]).toBe('branch/1/requests?view=here');
    const body = { product: 'Taladro', price_cents: 100, discount_percent: 0, discount_minutes: 0, expires_minutes: 30 };
    await sendOffer({ branchId: 1, requestId: 21, body });
    expect(http.apiCall.mock.calls[1].slice(1)).toEqual(['branch/1/requests/21/offers', { method: 'POST', body, quiet: true }]);
    expect(await dismissRequest({ branchId: 1, requestId: 21, kind: 'discard' })).toEqual({ id: 21 });
    expect(http.apiCall.mock.calls[2].slice(1)).toEqual(['branch/1/requests/21/dismiss', { method: 'POST', body: { kind: 'discard' } }]);
    await closeSale({ branchId: 1, requestId: 21 });
    expect(http.apiCall.mock.calls[3].slice(1)).toEqual(['branch/1/requests/21/sale', { method: 'POST' }]);
  });

  it("reads the request's chat as one conversation with the customer", async () => {
    http.apiCall.mockResolvedValue({ data: [message({}), message({ id: 2, me: true, from_customer: false, image: { original: 'x.png' }, client_id: 'c-1' })] });
    const chat = await fetchRequestChat({ branchId: 1, requestId: 21, request, meId: 7 });
    expect(http.apiCall.mock.calls[0][1]).toBe('branch/1/requests/21/messages');
    expect(chat.users).toEqual([{ id: 21, first_name: 'Ana', last_name: '', role: '', type: 'customer', photo: { original: null } }]);
    expect(chat.messages[21].map((m) => [m.id, m.me, m.sender_id, m.is_image, m.fail, m.client_id])).toEqual([
      [1, false, 0, false, false, null],
      [2, true, 7, true, false, 'c-1'],
    ]);
    expect([chat.badges, chat.more]).toEqual([{}, { 21: false }]);
  });

  it('sends a message as a form with its client key, and marks the chat read', async () => {
    http.apiCall.mockResolvedValue({ success: true, data: message({ id: 3, me: true, client_id: 'c-9' }) });
    const sent = await sendRequestMessage({ branchId: 1, requestId: 21, meId: 7, clientId: 'c-9', text: 'Sí', image: null });
    const [, path, options] = http.apiCall.mock.calls[0];
    expect(path).toBe('branch/1/requests/21/messages');
    expect([...(options.body as FormData).entries()]).toEqual([['client_id', 'c-9'], ['message', 'Sí']]);
    expect([sent.id, sent.sender_id]).toEqual([3, 7]);
    http.apiCall.mockResolvedValue({ success: false, data: message({}) });
    await expect(sendRequestMessage({ branchId: 1, requestId: 21, meId: 7, clientId: 'c-9', text: 'Sí', image: null })).rejects.toThrow();
    http.apiCall.mockResolvedValue({ success: true });
    await markRequestRead({ branchId: 1, requestId: 21 });
    expect(http.apiCall.mock.calls.at(-1)?.slice(1)).toEqual(['branch/1/requests/21/messages/read', { method: 'POST', quiet: true }]);
  });
});
