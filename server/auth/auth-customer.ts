// The signed-in customer as a customer route sees it (the customer token kind, server/customers): loaded by
// request.requireCustomer() (server/plugins/customer-auth.ts). It lives here so that server/http need not import
// server/customers.
import type { Locale } from '../../src/domain/validation/messages';

export type AuthCustomer = { id: number; sessionId: number; name: string; email: string; locale: Locale };
