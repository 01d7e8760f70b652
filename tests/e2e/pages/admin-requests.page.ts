// The admin module's Requests and Users screens (/admin/requests, /admin/users) on the shared admin list, and
// their editors, in English.
import { expect, type Locator, type Page } from '@playwright/test';

export class AdminRequestsPage {
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.dialog = page.getByRole('dialog');
  }

  /** The list, by the screen's name (Requests, Users). */
  row(table: string, text: string): Locator {
    return this.page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
  }

  /** Opens the request's editor from its row. */
  async review(store: string): Promise<void> {
    await this.page.getByRole('button', { name: `Review the request of ${store}` }).click();
    await expect(this.dialog.getByRole('table', { name: store })).toBeVisible();
  }

  /** Approves the open request with its first store in `plaza`. */
  async approve(plaza: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await this.dialog.getByRole('combobox', { name: /First store's plaza/ }).click();
    await this.page.getByRole('option', { name: plaza, exact: true }).click();
    await this.dialog.getByRole('button', { name: 'Approve and create the shop' }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
