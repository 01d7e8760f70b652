// Where the browser reaches the card gateway for the card calls (docs/payments.md): GET config's payments_url,
// and the origin the console's CSP lets it connect to. Configuration alone decides it, never a request's Host
// or X-Forwarded-Host (a forged header must not move the card calls): PAYMENTS_PUBLIC_URL when set (a gateway
// our server reaches at an internal address); a gateway on this machine's loopback (the sandbox beside the
// server, or `npm run gateway` here) at the console's public host (PUBLIC_URL) on the gateway's port, so a
// console served to a private network (HOST=0.0.0.0, PUBLIC_URL naming the machine) reaches it too; any other
// PAYMENTS_URL is taken as the browser's too.
import type { PaymentsConfig } from '../config';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export function paymentsBrowserUrl(payments: Pick<PaymentsConfig, 'url' | 'publicUrl'>, consoleUrl: string): string | null {
  if (payments.publicUrl !== null) return payments.publicUrl;
  if (payments.url === null) return null;
  let url: URL;
  try {
    url = new URL(payments.url);
  } catch {
    return null;
  }
  if (!LOOPBACK.test(url.hostname)) return payments.url;
  try {
    url.hostname = new URL(consoleUrl).hostname;
  } catch {
    return payments.url;
  }
  return url.toString().replace(/\/$/, '');
}
