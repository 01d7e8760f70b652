// The customer API as the simulator's customers (or the mobile app) call it: a customer token, JSON, answers
// checked against the contracts (docs/api.md "Customer API").
import { validate, type Struct } from 'superstruct';
import { CategoriesAnswer } from '../../src/contracts/store-request.struct';
import { CustomerRequestAnswer, CustomerRequestsAnswer, CustomerTokenAnswer, ShoppingSentAnswer, type CustomerRequest, type CustomerRequestBody, type ShoppingMessage } from '../../src/contracts/shopping.struct';
import { fetchFromServer, SimulatorError } from '../server-fetch';

/** A refusal the customer lives with (an offer expired while they looked): the status and the server's words. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type CustomerClient = {
  /** Registers, or signs in when the e-mail already has an account (a second run of the simulator). */
  signIn: (name: string, email: string, password: string) => Promise<void>;
  categories: () => Promise<{ id: number; name: string }[]>;
  createRequest: (body: CustomerRequestBody) => Promise<CustomerRequest>;
  requests: () => Promise<CustomerRequest[]>;
  accept: (requestId: number, offerId: number) => Promise<CustomerRequest>;
  here: (requestId: number) => Promise<CustomerRequest>;
  say: (requestId: number, branchId: number, message: string, clientId: string) => Promise<ShoppingMessage>;
};

export function httpCustomerClient(baseUrl: string): CustomerClient {
  let token = '';
  const call = async <T>(method: 'GET' | 'POST', path: string, answer: Struct<T, unknown>, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { 'x-locale': 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchFromServer(baseUrl, `/api/customer${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json: unknown = await res.json().catch(() => null);
    if (res.status >= 400) {
      const message = (json as { message?: unknown } | null)?.message;
      throw new Refused(res.status, typeof message === 'string' ? message : `${res.status}`);
    }
    const [err, value] = validate(json, answer);
    if (err) throw new SimulatorError(`${method} /api/customer${path}: unexpected answer: ${err.message}`);
    return value;
  };
  return {
    signIn: async (name, email, password) => {
      try {
        ({ token } = await call('POST', '/register', CustomerTokenAnswer, { name, email, password, locale: 'es' }));
      } catch (err) {
        if (!(err instanceof Refused && err.status === 409)) throw err;
        ({ token } = await call('POST', '/login', CustomerTokenAnswer, { email, password }));
      }
    },
    categories: async () => (await call('GET', '/categories', CategoriesAnswer)).data,
    createRequest: async (body) => (await call('POST', '/requests', CustomerRequestAnswer, body)).data,
    requests: async () => (await call('GET', '/requests', CustomerRequestsAnswer)).data,
    accept: async (requestId, offerId) => (await call('POST', `/requests/${requestId}/offers/${offerId}/accept`, CustomerRequestAnswer)).data,
    here: async (requestId) => (await call('POST', `/requests/${requestId}/here`, CustomerRequestAnswer)).data,
    say: async (requestId, branchId, message, clientId) => (await call('POST', `/requests/${requestId}/branches/${branchId}/messages`, ShoppingSentAnswer, { message, client_id: clientId })).data,
  };
}
