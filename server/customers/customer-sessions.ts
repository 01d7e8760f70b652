// The customer token kind (docs/permissions.md): a customer of the mobile app signs in and gets a random token,
// shown once and stored as its SHA-256 in customer_sessions. It opens the customer API (/api/customer/…) and
// nothing else: the console's sessions are another table, so neither kind of token opens the other's routes.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { customerSessions, customers } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import type { AuthCustomer } from '../auth/auth-customer';

/** Recording the last use costs a write: at most once a minute per session. */
const TOUCH_EVERY_MS = 60 * 1000;

export async function createCustomerSession(db: Db, customerId: number): Promise<string> {
  const token = newToken();
  await db.insert(customerSessions).values({ customerId, tokenHash: hashToken(token), lastUsedAt: new Date() });
  return token;
}

export async function findSessionCustomer(db: Db, token: string, now = new Date()): Promise<AuthCustomer | null> {
  const [row] = await db
    .select({ id: customers.id, sessionId: customerSessions.id, name: customers.name, email: customers.email, locale: customers.locale, lastUsedAt: customerSessions.lastUsedAt })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(customerSessions.tokenHash, hashToken(token)));
  if (!row) return null;
  if (now.getTime() - (row.lastUsedAt?.getTime() ?? 0) >= TOUCH_EVERY_MS) {
    await db.update(customerSessions).set({ lastUsedAt: now }).where(eq(customerSessions.id, row.sessionId));
  }
  return { id: row.id, sessionId: row.sessionId, name: row.name, email: row.email, locale: row.locale === 'en' ? 'en' : 'es' };
}

/** Signs the device out: the token no longer opens anything. */
export async function revokeCustomerSession(db: Db, customer: Pick<AuthCustomer, 'sessionId'>): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.id, customer.sessionId));
}
