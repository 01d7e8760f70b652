// The special rates screen (/rates/special), its wizard (map, rules, dates) and the edit page, in English.
import { expect, type Locator, type Page } from '@playwright/test';
import { pickDate } from './date-picker';

export class SpecialRatesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly addButton: Locator;
  readonly wizard: Locator;
  readonly pages: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Special Rates' });
    this.table = page.getByRole('table', { name: 'Special Rates' });
    this.search = page.getByLabel('Search');
    this.addButton = page.getByRole('button', { name: 'Add special rate' });
    this.wizard = page.getByRole('dialog');
    this.pages = page.getByRole('navigation', { name: 'Pages' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/rates/special');
    await expect(this.heading).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  // ---- Wizard ------------------------------------------------------------------------------------------
  get next(): Locator {
    return this.wizard.getByRole('button', { name: 'Next' });
  }

  get finish(): Locator {
    return this.wizard.getByRole('button', { name: 'Finish' });
  }

  /** Step 1: an access by its label ('All Gates' or an access name). */
  async chooseAccess(label: string): Promise<void> {
    await this.wizard.getByText(label, { exact: true }).click();
    await expect(this.wizard.getByRole('radio', { name: label })).toBeChecked();
  }

  /** Step 2: the name and a discount. */
  async fillDiscount(name: string, percent: string): Promise<void> {
    await this.wizard.getByLabel(/^Name/).fill(name);
    await this.wizard.getByText('Discount', { exact: true }).click();
    await this.wizard.getByRole('textbox', { name: /^Discount/ }).fill(percent);
  }

  range(n: number): Locator {
    return this.wizard.getByRole('group', { name: `Dates ${n}` });
  }

  /** Step 3: changes a row's dates and saves the row (its save icon). */
  async setRange(n: number, from: string, to: string): Promise<void> {
    const row = this.range(n);
    await pickDate(this.page, row.getByRole('button', { name: /^From/ }), from);
    await pickDate(this.page, row.getByRole('button', { name: /^To/ }), to);
    await row.getByRole('button', { name: `Save dates ${n}` }).click();
  }

  async confirmDelete(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = this.page.getByRole('dialog', { name: `Are you sure to delete ${name}?` });
    await expect(confirm.getByText("You won't be able to reverse this!")).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
