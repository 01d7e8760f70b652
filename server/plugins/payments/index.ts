// Payments through a card-gateway adapter (design.md), a plugin like mail's: `app.payments` is the adapter that
// PAYMENTS_URL and PAYMENTS_SECRET configure (the sandbox gateway's protocol, docs/payments.md), or the one a
// caller gives buildApp. With no URL (an app built for tests) every call throws PaymentsError 'not_configured';
// `npm start` starts the sandbox gateway beside the server and fills the URL in (sandbox-process.ts).
import type { FastifyInstance } from 'fastify';
import { createSandboxPayments, unconfiguredPayments } from './sandbox';
import type { Payments } from './types';

export type { ChargeRequest, ChargeResult, ChargeStatus, Payments, SignedAnswer, VerifiedCard } from './types';
export { PaymentsError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export function registerPayments(app: FastifyInstance, payments?: Payments): void {
  const { url, secret, timeoutMs } = app.config.payments;
  app.decorate('payments', payments ?? (url === null ? unconfiguredPayments() : createSandboxPayments({ url, secret, timeoutMs, log: (m) => app.log.info(m) })));
}
