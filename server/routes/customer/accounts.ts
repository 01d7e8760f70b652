// POST customer/register, POST customer/login and POST customer/logout: the customer token kind's sign-up, sign-in
// and sign-out (server/customers).
import type { FastifyInstance } from 'fastify';
import { CustomerLoginBody, CustomerRegisterBody } from '../../../src/contracts/shopping.struct';
import { registerCustomer, signInCustomer } from '../../customers/accounts';
import { revokeCustomerSession } from '../../customers/customer-sessions';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import type { AccountLimits } from '../../limits/account-limits';

export function customerAccountRoutes(app: FastifyInstance, limits: AccountLimits): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/register',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    body: CustomerRegisterBody,
    example: { skip: 'public, and an e-mail registers once; tests/server/customer-api.test.ts registers and refuses a taken e-mail' },
    sample: () => ({ body: { name: 'Carla Cliente', email: 'cliente@nexo.demo', password: 'a-long-password', locale: 'es' } }),
    handler: async ({ body, locale, request, reply }) => {
      const answer = await registerCustomer(app, limits, body, locale, request.ip);
      reply.code(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/login',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    body: CustomerLoginBody,
    example: { skip: 'public; sign-in, wrong passwords and the throttle in tests/server/customer-api.test.ts' },
    sample: () => ({ body: { email: 'cliente@nexo.demo', password: 'not-the-password' } }),
    handler: ({ body, request }) => signInCustomer(app, limits, body.email, body.password, request.ip),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/logout',
    auth: 'customer',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ customer, locale }) => {
      await revokeCustomerSession(app.db, customer);
      return { message: t('loggedOut', locale) };
    },
  });
}
