// HMAC-SHA256 with the secret the gateway shares with our server (PAYMENTS_SECRET; docs/payments.md, "Signatures").
// Every answer carries X-Gateway-Signature, the HMAC of its body as sent, so a tokenisation the browser hands on
// to our server, a charge result and a status cannot be made up or altered on the way. Our server's requests
// for charges and statuses carry X-Nexo-Timestamp and X-Nexo-Signature, the HMAC of
// `{timestamp}\n{METHOD}\n{path}\n{body}`, refused when more than five minutes off the gateway's clock.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ANSWER_SIGNATURE = 'x-gateway-signature';
export const REQUEST_TIMESTAMP = 'x-nexo-timestamp';
export const REQUEST_SIGNATURE = 'x-nexo-signature';
const REQUEST_MAX_SKEW_S = 300;

/** Only for trying the sandbox on one machine: anyone who reads this file can sign with it. */
export const DEV_SECRET = 'nexo-sandbox-dev-only-secret';

export const hmac = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return /^[0-9a-f]{64}$/.test(a) && x.length === y.length && timingSafeEqual(x, y);
}

export const requestText = (timestamp: string, method: string, path: string, body: string): string => `${timestamp}\n${method.toUpperCase()}\n${path}\n${body}`;

export function verifyRequest(secret: string, req: { method: string; path: string; body: string; timestamp: string | undefined; signature: string | undefined }, now: Date): boolean {
  const { timestamp, signature } = req;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > REQUEST_MAX_SKEW_S) return false;
  return sameHex(signature, hmac(secret, requestText(timestamp, req.method, req.path, req.body)));
}
