// The audit log screen (/admin/audit, /audit): the list's filters, its rows, an entry's details.
import { expect, type Locator, type Page } from '@playwright/test';

export class AuditPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Audit log' });
    this.table = page.getByRole('table', { name: 'Audit log' });
  }

  async filter(label: 'Record' | 'Action' | 'Period', option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search' }).fill(text);
  }

  /** The row of `record` (e.g. "store_requests #12") done by `who` as `action`. */
  row(record: string, who: string, action: string): Locator {
    return this.table.getByRole('row').filter({ hasText: record }).filter({ hasText: who }).filter({ hasText: action });
  }

  /** Opens the row's details and answers the changes table (field, before, after). */
  async details(row: Locator): Promise<Locator> {
    await row.getByRole('button', { name: /^Details of change/ }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog.getByRole('table', { name: 'Values before and after' });
  }

  async closeDetails(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }
}
