// The admin module's places screens (/admin/plazas, /admin/parkings, /admin/brands, /admin/categories) on the shared
// admin list, and their editors, in English.
import { expect, type Locator, type Page } from '@playwright/test';

export class AdminPlacesPage {
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.dialog = page.getByRole('dialog');
  }

  /** The list, by the screen's name (Mall, Parking, Brands, Categories). */
  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }

  row(table: string, text: string): Locator {
    return this.table(table).getByRole('row').filter({ hasText: text });
  }

  /** The row's button that opens its editor (its accessible name names the row). */
  async open(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
    await expect(this.dialog).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}`));
  }

  async choose(label: string, option: string): Promise<void> {
    // A multiple choice's input is as wide as what is typed in it: it is clicked wherever it is.
    await this.dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click({ force: true });
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async filter(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** A coordinate typed beside the map: the pin moves when the field is left. */
  async coordinate(label: 'Latitude' | 'Longitude', value: number): Promise<void> {
    const input = this.dialog.getByRole('textbox', { name: label });
    await input.fill(String(value));
    await input.press('Enter');
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
