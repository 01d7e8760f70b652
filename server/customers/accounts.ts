// A customer's account (the mobile app's; docs/api.md "Customer API"): registering hashes the password with
// argon2 as the console's users are (server/auth/passwords.ts) and is limited per client address; signing in is
// throttled by the console's limits (server/limits: per account and address, and per address), under their own
// account names.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CustomerTokenAnswer } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { customers } from '../db/schema';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { HttpError } from '../http/errors';
import type { AccountLimits } from '../limits/account-limits';
import { createCustomerSession } from './customer-sessions';

export type Registration = { name: string; email: string; password: string; locale?: Locale };

export async function registerCustomer(app: FastifyInstance, limits: AccountLimits, body: Registration, locale: Locale, address: string): Promise<CustomerTokenAnswer> {
  // Each registration costs an argon2 hash: an address gets its share an hour (server/limits).
  await limits.registration(address, 'customerRegisterThrottled');
  const passwordHash = await hashPassword(body.password);
  const email = body.email.trim();
  // The unique index on lower(email) decides between two registrations at once.
  const [row] = await app.db
    .insert(customers)
    .values({ name: body.name.trim(), email, passwordHash, locale: body.locale ?? locale })
    .onConflictDoNothing()
    .returning({ id: customers.id, name: customers.name, email: customers.email });
  if (!row) throw new HttpError(409, 'customerEmailTaken', email);
  return { token: await createCustomerSession(app.db, row.id), customer: row };
}

export async function signInCustomer(app: FastifyInstance, limits: AccountLimits, email: string, password: string, address: string): Promise<CustomerTokenAnswer> {
  const login = email.trim();
  const customer = await limits.passwordCheck(`customer:${login.toLowerCase()}`, address, 'throttled', async () => {
    const [row] = await app.db
      .select({ id: customers.id, name: customers.name, email: customers.email, passwordHash: customers.passwordHash })
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${login})`);
    return (await verifyPassword(row?.passwordHash ?? null, password)) && row ? row : null;
  });
  if (!customer) throw new HttpError(401, 'badCredentials');
  return { token: await createCustomerSession(app.db, customer.id), customer: { id: customer.id, name: customer.name, email: customer.email } };
}
