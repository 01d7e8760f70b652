// The customer API (/api/customer/…; docs/api.md "Customer API"): the mobile app's, which is not part of this
// product; `npm run simulate -- --shop` plays it. Its routes take the customer token kind (server/customers).
import type { FastifyInstance } from 'fastify';
import { AccountLimits, type ThrottleLimits } from '../../limits/account-limits';
import { AttemptCounters } from '../../limits/attempt-counters';
import { customerAccountRoutes } from './accounts';
import { customerMessageRoutes } from './messages';
import { customerRequestRoutes } from './requests';

export function customerRoutes(app: FastifyInstance, limits?: ThrottleLimits): void {
  customerAccountRoutes(app, new AccountLimits(new AttemptCounters(app.db), limits));
  customerRequestRoutes(app);
  customerMessageRoutes(app);
}
