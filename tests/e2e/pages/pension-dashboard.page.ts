// The pension dashboard (/dashboard/pensions): the cars total, the gate map and the events list, in either
// language. `goto` waits until the lot's channel is subscribed, so that a live event cannot be missed.
import { expect, type Locator, type Page } from '@playwright/test';

export class PensionDashboardPage {
  readonly heading: Locator;
  readonly pensionTotal: Locator;
  readonly generalTotal: Locator;
  readonly events: Locator;
  readonly search: Locator;
  readonly loadMore: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Dashboard Pensions|Tablero de pensiones)$/ });
    this.pensionTotal = page.getByTestId('pension-total');
    this.generalTotal = page.getByTestId('general-total');
    this.events = page.getByRole('table', { name: /^(Events|Eventos)$/ });
    this.search = page.getByLabel(/^(Search|Buscar)/);
    this.loadMore = page.getByRole('button', { name: /^(Load more|Cargar más)$/ });
  }

  async goto(): Promise<void> {
    // Listening only once the new document is committed: a socket the previous page opens is not this page's.
    await this.page.goto('/dashboard/pensions', { waitUntil: 'commit' });
    const socket = await this.page.waitForEvent('websocket');
    const subscribed = socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('pusher_internal:subscription_succeeded') });
    await expect(this.heading).toBeVisible();
    await expect(this.pensionTotal).toBeVisible();
    await subscribed;
  }

  /** The rows of the events table, newest first (the header row left out). */
  rows(): Locator {
    return this.events.locator('tbody tr');
  }

  async total(): Promise<number> {
    return Number((await this.pensionTotal.innerText()).replace(/\D/g, ''));
  }
}
