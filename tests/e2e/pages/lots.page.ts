// Lot selection (/lots): a card per lot with an Enter Place button.
import type { Locator, Page } from '@playwright/test';

export class LotsPage {
  constructor(readonly page: Page) {}

  lot(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async enter(name: string): Promise<void> {
    await this.lot(name).getByRole('button', { name: /Enter Place|Entrar/ }).click();
  }
}
