// The company settings screen (/admin/settings; src/ui/admin/settings/settings-screen.tsx): the settings form,
// the lock date with its closing form and confirmation, and the closings.
import { expect, type Locator, type Page } from '@playwright/test';
import { pickDate } from './date-picker';

export class AdminSettingsPage {
  readonly company: Locator;
  readonly lock: Locator;
  readonly closings: Locator;
  readonly example: Locator;
  readonly lockDate: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.company = main.getByRole('region', { name: 'Company' });
    this.lock = main.getByRole('region', { name: 'Lock date' });
    this.closings = main.getByRole('region', { name: 'Closings' });
    this.example = this.company.getByTestId('charges-example');
    this.lockDate = this.lock.getByTestId('lock-date');
  }

  field(label: string): Locator {
    return this.company.getByRole('combobox', { name: label, exact: true });
  }

  rate(label: 'Tax (%)' | 'Service charge (%)'): Locator {
    return this.company.getByRole('textbox', { name: label });
  }

  async save(): Promise<void> {
    await this.company.getByRole('button', { name: 'Save' }).click();
  }

  /** Fills the closing form (a day, or none to reopen everything) and asks to move the lock date. */
  async moveLockDate(day: string | null, note: string): Promise<Locator> {
    if (day) await pickDate(this.page, this.lock.getByRole('button', { name: /^New lock date/ }), day);
    await this.lock.getByRole('textbox', { name: /^Note/ }).fill(note);
    await this.lock.getByRole('button', { name: 'Move the lock date' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The closings' first row, newest first. */
  latestClosing(): Locator {
    return this.closings.getByRole('row').nth(1);
  }
}
