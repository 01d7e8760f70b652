// Where the browser reaches the card gateway for the card calls (docs/payments.md): GET config's payments_url,
// and the origin the console's CSP lets it connect to. PAYMENTS_PUBLIC_URL when set (a gateway our server
// reaches at an internal address); a gateway on this machine's loopback (the sandbox beside the server, or
// `npm run gateway` here) is reached at the page's own host on the gateway's port, as the realtime socket is,
// so a console opened from another machine of a private network (HOST=0.0.0.0) reaches it too; any other
// PAYMENTS_URL is taken as the browser's too.
import type { PaymentsConfig } from '../config';

/** The page's host name and port (null: its scheme's default) as the browser sees them. */
export type PageAddress = { host: string; port: string | null };

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

export function paymentsBrowserUrl(payments: Pick<PaymentsConfig, 'url' | 'publicUrl'>, page: PageAddress | null): string | null {
  if (payments.publicUrl !== null) return payments.publicUrl;
  if (payments.url === null) return null;
  let url: URL;
  try {
    url = new URL(payments.url);
  } catch {
    return null;
  }
  if (!LOOPBACK.test(url.hostname) || page === null) return payments.url;
  url.hostname = page.host;
  return url.toString().replace(/\/$/, '');
}
