// The statistics of shopping to go: the owner's and a manager's /dashboard and the salesman's /history (the
// period picker, the tiles, the tables per store and per salesman).
import type { Locator, Page } from '@playwright/test';

export class ShopStatisticsPage {
  readonly stores: Locator;
  readonly salesmen: Locator;

  constructor(readonly page: Page) {
    this.stores = page.getByRole('table', { name: /By store|Por tienda/ });
    this.salesmen = page.getByRole('table', { name: /By salesman|Por vendedor/ });
  }

  /** A tile's figure: received, answered, offers, accepted, sales, median_reply_seconds, credits. */
  tile(key: string): Locator {
    return this.page.getByTestId(`stats-${key}`);
  }

  async figure(key: string): Promise<number> {
    return Number((await this.tile(key).textContent())?.replace(/\D/g, ''));
  }

  storeRow(name: string): Locator {
    return this.stores.getByRole('row', { name: new RegExp(name) });
  }

  async choosePeriod(label: RegExp): Promise<void> {
    await this.page.getByText(label).click();
  }
}
