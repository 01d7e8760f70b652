// The salesman's workspace /shopping-to-go (issue 19) with its services mocked: an offer through the form (the
// confirmation's product and total, the toast, In progress read),
// "Too late!", no credits, a refusal on its field, a store event reading the module again with its balance, a
// rejection after Yes, the sale, the chat with the customer in In progress (read, then a message sent on the
// request's calls), and the words for a salesman with no store.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatsAnswer } from '../../src/contracts/chat.struct';
import type { StoreRequestsAnswer, WorkspaceView } from '../../src/contracts/shopping.struct';
import { formatMoney } from '../../src/domain/formats/edge-formats';
import { setLocale } from '../../src/i18n/i18n';
import { ApiError } from '../../src/services/http';
import { loadSession } from '../../src/services/session-store';
import ShoppingToGoScreen from '../../src/ui/shopping/to-go/shopping-to-go-screen';
import StoreEntriesScreen from '../../src/ui/shopping/to-go/store-entries-screen';
import { noCreditsError, tooLateError } from '../model/oracles/offer-form.oracle';
import { accepted, expiredBefore, full, LISTS, sentAnswer } from '../model/oracles/request-workspace.oracle';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

const api = vi.hoisted(() => ({
  fetchStoreRequests: vi.fn(),
  dismissRequest: vi.fn(),
  closeSale: vi.fn(),
  sendOffer: vi.fn(),
  fetchRequestChat: vi.fn(),
  sendRequestMessage: vi.fn(),
  markRequestRead: vi.fn(),
}));
vi.mock('../../src/services/store-requests.api', () => api);
// The store's channel: the test speaks for the server.
const channel = vi.hoisted(() => ({ names: [] as string[], events: [] as string[], send: null as ((event: { type: string; event?: string; data?: unknown }) => void) | null }));
vi.mock('../../src/services/realtime', async (importOriginal) => {
  const { fromCallback } = await import('xstate');
  return {
    ...(await importOriginal<object>()),
    channelEvents: (names: string | readonly string[], events: readonly string[]) =>
      fromCallback(({ sendBack }) => {
        channel.names = typeof names === 'string' ? [names] : [...names];
        channel.events = [...events];
        channel.send = sendBack;
        return () => (channel.send = null);
      }),
  };
});

setLocale('en');
const answer = (view: WorkspaceView, credits = 5): StoreRequestsAnswer => ({ data: LISTS[view], credits, offer_credits: 1 });
beforeEach(() => {
  vi.clearAllMocks();
  api.fetchStoreRequests.mockImplementation(async (_branch: number, view: WorkspaceView) => answer(view));
});

const salesman = (activeStoreId: number | null) =>
  storedSession({
    auth: loginAnswer({ type: 'salesman', user_type: 'user', user_id: 7, permissions: ['shopping.shopping-to-go'] }),
    module: 'salesman',
    lots: [],
    stores: [{ id: 1, name: 'Sucursal Centro' }],
    activeStoreId,
  });
const open = () => renderWithSession(<ShoppingToGoScreen />, { path: '/shopping-to-go', stored: salesman(1) });
const pick = async (r: { customer_name: string; text: string }) => fireEvent.click(await screen.findByRole('button', { name: `${r.customer_name}: ${r.text}` }));
const dialog = () => screen.getByRole('dialog');

async function writeOffer() {
  open();
  await pick(expiredBefore);
  fireEvent.click(screen.getByRole('button', { name: 'Make a new offer' }));
  fireEvent.change(within(dialog()).getByLabelText('Product'), { target: { value: 'Taladro Bosch 500 W' } });
  fireEvent.change(within(dialog()).getByLabelText('Price (pesos)'), { target: { value: '1,299' } });
  fireEvent.change(within(dialog()).getByLabelText('Discount (%)'), { target: { value: '10' } });
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
  expect(within(dialog()).getByTestId('offer-confirm-product')).toHaveTextContent('Taladro Bosch 500 W');
  expect(within(dialog()).getByTestId('offer-confirm-total')).toHaveTextContent(`Total: ${formatMoney(116_910)}`);
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Send offer' }));
}

describe('the salesman workspace', () => {
  it('sends an offer after the confirmation: the toast, then In progress read, the form closed', async () => {
    api.sendOffer.mockResolvedValue(sentAnswer);
    await writeOffer();
    await waitFor(() => expect(api.sendOffer).toHaveBeenCalledWith({ branchId: 1, requestId: 11, body: { product: 'Taladro Bosch 500 W', price_cents: 129_900, discount_percent: 10, discount_minutes: 0, expires_minutes: 30 } }));
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'In progress / chat' })).toHaveAttribute('aria-selected', 'true'));
    expect(api.fetchStoreRequests).toHaveBeenLastCalledWith(1, 'progress');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(channel.names).toEqual(['private-store.1']);
    expect(channel.events).toEqual(['request.changed']);
  });

  it('says "Too late!" and, without credits, that the owner must buy more', async () => {
    api.sendOffer.mockRejectedValueOnce(tooLateError);
    await writeOffer();
    expect(await within(dialog()).findByText('Too late!')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    api.sendOffer.mockRejectedValueOnce(noCreditsError);
    fireEvent.click(screen.getByRole('button', { name: 'Make a new offer' }));
    fireEvent.change(within(dialog()).getByLabelText('Product'), { target: { value: 'Taladro' } });
    fireEvent.change(within(dialog()).getByLabelText('Price (pesos)'), { target: { value: '10' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent("Your store has no credits to make offers: the shop's owner must buy more.");
  });

  it("puts the server's refusal on its field, and a broken rule before any call", async () => {
    open();
    await pick(expiredBefore);
    fireEvent.click(screen.getByRole('button', { name: 'Make a new offer' }));
    fireEvent.change(within(dialog()).getByLabelText('Price (pesos)'), { target: { value: '12.345' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(within(dialog()).getByLabelText('Price (pesos)')).toHaveAccessibleDescription('Write a price from 1 to 1000000 pesos, with up to two decimals');
    expect(within(dialog()).getByLabelText('Product')).toHaveAccessibleDescription('Write 2 to 120 characters');
    expect(api.sendOffer).not.toHaveBeenCalled();
    api.sendOffer.mockRejectedValueOnce(new ApiError('Check the offer.', 422, { price_cents: ['The price is too high.'] }));
    fireEvent.change(within(dialog()).getByLabelText('Product'), { target: { value: 'Taladro' } });
    fireEvent.change(within(dialog()).getByLabelText('Price (pesos)'), { target: { value: '12.34' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(within(dialog()).getByLabelText('Price (pesos)')).toHaveAccessibleDescription('The price is too high.'));
  });

  it("reads the module again on the store's event and shows the balance it brings; Too late! on a full request", async () => {
    open();
    await pick(full);
    expect(screen.getByLabelText('The selected request')).toHaveTextContent('Too late!');
    expect(screen.getByRole('button', { name: 'Make an offer' })).toBeDisabled();
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('5 credits');
    api.fetchStoreRequests.mockImplementation(() => new Promise(() => {}));
    channel.send?.({ type: 'realtime.event', event: 'request.changed', data: { request_id: 12, kind: 'offer', credits: 0 } });
    await waitFor(() => expect(screen.getByTestId('credits-badge')).toHaveTextContent('0 credits'));
    expect(screen.getByTestId('credits-badge')).toHaveAttribute('data-tone', 'red');
    expect(api.fetchStoreRequests).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Your store has no credits to make offers: the shop's owner must buy more.")).toBeInTheDocument();
  });

  it('rejects a pending request after Yes, and closes the sale of an accepted one', async () => {
    api.dismissRequest.mockResolvedValue(expiredBefore);
    api.closeSale.mockResolvedValue({ ...accepted, status: 'done', view: 'sales' });
    api.fetchRequestChat.mockReturnValue(new Promise(() => {}));
    open();
    await pick(expiredBefore);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(within(dialog()).getByText('Reject this request?')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.dismissRequest).toHaveBeenCalledWith({ branchId: 1, requestId: 11, kind: 'reject' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${expiredBefore.customer_name}: ${expiredBefore.text}` })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'In progress / chat' }));
    await pick(accepted);
    fireEvent.click(screen.getByRole('button', { name: 'Close sale' }));
    await waitFor(() => expect(api.closeSale).toHaveBeenCalledWith({ branchId: 1, requestId: 21 }));
    expect(await screen.findByText('Sale closed')).toBeInTheDocument();
  });

  it("chats with the customer on the request's calls in In progress", async () => {
    const chat: ChatsAnswer = {
      users: [{ id: 21, first_name: accepted.customer_name, last_name: '', role: '', type: 'customer', photo: { original: null } }],
      messages: { 21: [{ id: 1, message: '¿Lo tienen en rojo?', me: false, fail: false, is_image: false, image: null, time: '2026-11-25T01:50:00.000Z', sender_id: 0, client_id: null }] },
      badges: {},
      more: { 21: false },
    };
    api.fetchRequestChat.mockResolvedValue(chat);
    api.markRequestRead.mockResolvedValue(undefined);
    api.sendRequestMessage.mockResolvedValue({ id: 2, message: 'Sí, en rojo', me: true, fail: false, is_image: false, image: null, time: '2026-11-25T01:51:00.000Z', sender_id: 7, client_id: 'c-1' });
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'In progress / chat' }));
    await pick(accepted);
    expect(await screen.findByText('¿Lo tienen en rojo?')).toBeInTheDocument();
    expect(api.fetchRequestChat).toHaveBeenCalledWith({ branchId: 1, requestId: 21, request: expect.objectContaining({ id: 21 }), meId: 7 });
    await waitFor(() => expect(api.markRequestRead).toHaveBeenCalledWith({ branchId: 1, requestId: 21 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Sí, en rojo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sendRequestMessage).toHaveBeenCalledWith(expect.objectContaining({ branchId: 1, requestId: 21, meId: 7, text: 'Sí, en rojo' })));
    expect(await screen.findByText('Sí, en rojo')).toBeInTheDocument();
    // The customer writes again (the request comes back with more unread): the chat reads again; the read mark's
    // own event (unread back to 0) does not make it read again.
    expect(api.fetchRequestChat).toHaveBeenCalledTimes(1);
    const progressWith = (unread: number) => ({ ...answer('progress'), data: [{ ...accepted, unread }, ...LISTS.progress.slice(1)] });
    api.fetchStoreRequests.mockResolvedValueOnce(progressWith(3));
    channel.send?.({ type: 'realtime.event', event: 'request.changed', data: { request_id: 21, kind: 'message' } });
    await waitFor(() => expect(api.fetchRequestChat).toHaveBeenCalledTimes(2));
    api.fetchStoreRequests.mockResolvedValueOnce(progressWith(0));
    channel.send?.({ type: 'realtime.event', event: 'request.changed', data: { request_id: 21, kind: 'message' } });
    await waitFor(() => expect(api.fetchStoreRequests).toHaveBeenCalledTimes(4));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.fetchRequestChat).toHaveBeenCalledTimes(2);
  });

  it('in Spanish has no English word: the list, a full request, the offer form and its confirmation', async () => {
    await inSpanish(async () => {
      open();
      await pick(full);
      expect(screen.getByLabelText('La solicitud elegida')).toHaveTextContent('¡Muy tarde!');
      expect(englishIn()).toEqual([]);
      await pick(expiredBefore);
      fireEvent.click(screen.getByRole('button', { name: 'Hacer una nueva oferta' }));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Enviar' }));
      expect(englishIn()).toEqual([]);
      fireEvent.change(within(dialog()).getByLabelText('Producto'), { target: { value: 'Taladro' } });
      fireEvent.change(within(dialog()).getByLabelText('Precio (pesos)'), { target: { value: '10' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Enviar' }));
      expect(within(dialog()).getByText('Cuesta 1 crédito a tu tienda.')).toBeInTheDocument();
      expect(englishIn()).toEqual([]);
    });
  });

  it('asks a salesman with no store to choose one', () => {
    renderWithSession(<ShoppingToGoScreen />, { path: '/shopping-to-go', stored: salesman(null) });
    expect(screen.getByText('Choose a store to see its requests.')).toBeInTheDocument();
    expect(api.fetchStoreRequests).not.toHaveBeenCalled();
  });
});

describe('/store/{id}: a store named in the address', () => {
  const twoStores = storedSession({
    auth: loginAnswer({ type: 'salesman', user_type: 'user', user_id: 7, permissions: ['shopping.shopping-to-go'] }),
    module: 'salesman',
    lots: [],
    stores: [
      { id: 1, name: 'Sucursal Centro' },
      { id: 2, name: 'Sucursal Valle' },
    ],
    activeStoreId: 1,
  });
  const route = { path: '/store/:id', name: 'Store', access: 'protected' } as const;

  it("becomes the active store and shows that store's requests", async () => {
    renderWithSession(<StoreEntriesScreen params={{ id: '2' }} route={route} />, { path: '/store/2', stored: twoStores });
    await waitFor(() => expect(api.fetchStoreRequests).toHaveBeenCalledWith(2, 'pending'));
    expect(api.fetchStoreRequests).not.toHaveBeenCalledWith(1, expect.anything());
    expect(loadSession()?.activeStoreId).toBe(2);
  });

  it('says a store that is not the salesman\'s is not theirs, and reads nothing', async () => {
    renderWithSession(<StoreEntriesScreen params={{ id: '9' }} route={route} />, { path: '/store/9', stored: twoStores });
    expect(await screen.findByRole('alert')).toHaveTextContent('This store is not one of yours.');
    expect(screen.getByRole('link', { name: 'Shopping To Go' })).toHaveAttribute('href', '/shopping-to-go');
    expect(api.fetchStoreRequests).not.toHaveBeenCalled();
  });
});
