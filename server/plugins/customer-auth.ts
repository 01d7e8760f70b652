// The customer token kind's side of authentication (server/customers; docs/permissions.md): a customer route
// reads the bearer token as a customer's. A console session's token is no customer token (401), and the console's
// hook does not look tokens up under /api/customer/ (server/plugins/auth.ts), so neither kind opens the other's routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthCustomer } from '../auth/auth-customer';
import { findSessionCustomer } from '../customers/customer-sessions';
import { HttpError } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer of the request's bearer token, or 401 `Unauthenticated.`. */
    requireCustomer(): Promise<AuthCustomer>;
  }
}

export function registerCustomerAuth(app: FastifyInstance): void {
  app.decorateRequest('requireCustomer', async function (this: FastifyRequest) {
    const auth = this.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    const customer = token === '' ? null : await findSessionCustomer(app.db, token);
    if (!customer) throw new HttpError(401, 'unauthenticated');
    return customer;
  });
}
