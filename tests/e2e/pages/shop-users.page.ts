// The shop's users screen (/users) and its user modal, in English.
import { expect, type Locator, type Page } from '@playwright/test';

export class ShopUsersPage {
  readonly list: Locator;
  readonly search: Locator;
  readonly add: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('table', { name: "The shop's users" });
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.add = page.getByRole('button', { name: 'Add user' });
    this.dialog = page.getByRole('dialog');
  }

  row(name: string): Locator {
    return this.list.getByRole('row').filter({ hasText: name });
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}`));
  }

  async choose(label: string, option: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** A new salesman of one branch, typed the way a person would (lower-case username). */
  async addSalesman(s: { first: string; last: string; username: string; password: string; branch: string }): Promise<void> {
    await this.add.click();
    await expect(this.dialog.getByRole('heading', { name: 'New user' })).toBeVisible();
    await this.choose('Role', 'Salesman');
    await this.field('First name').fill(s.first);
    await this.field('Last name').fill(s.last);
    await this.field('Username').fill(s.username);
    await this.field('Password').fill(s.password);
    await this.choose('Branch', s.branch);
    await this.save();
  }
}
