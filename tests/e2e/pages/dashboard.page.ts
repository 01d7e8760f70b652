// The parking dashboard (/dashboard): its six tiles by name, the cars figures, and the gate table of the
// access the carousel shows, in English.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves, with the socket's URL, once the page's realtime socket is subscribed to `channel` (events sent
 * before would be lost).
 */
export function channelSubscribed(page: Page, channel: string): Promise<string> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes(channel)) resolve(socket.url());
      }),
    );
  });
}

export class DashboardPage {
  readonly heading: Locator;
  readonly cars: Locator;
  readonly carsInside: Locator;
  readonly gates: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    this.cars = page.getByRole('region', { name: 'Cars total' });
    this.carsInside = this.cars.getByTestId('dashboard-cars-inside');
    this.gates = page.getByRole('region', { name: 'Gate map' });
  }

  tile(name: 'Incomes' | 'Peak hours' | 'Parking time' | 'Average time spent' | 'Cars total' | 'Gate map'): Locator {
    return this.page.getByRole('region', { name });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await this.ready();
  }

  /** The heading, the cars figures and the gate table are on screen (the screen's chunk carries the charts). */
  async ready(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
    await expect(this.carsInside).toBeVisible({ timeout: 15_000 });
    await expect(this.gates.getByRole('table')).toBeVisible({ timeout: 15_000 });
  }

  async carsInsideCount(): Promise<number> {
    return Number((await this.carsInside.innerText()).replace(/\D/g, ''));
  }

  /** The row of a gate in the table of the access shown. */
  gateRow(name: string): Locator {
    return this.gates.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}
