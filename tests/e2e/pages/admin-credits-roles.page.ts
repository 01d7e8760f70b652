// The admin module's credits and roles screens in English (issue 20): Gifts Credits (/admin/gifts: find stores,
// choose them, credits and reason, Give and its question), Gifts Credits Users (/admin/gifts/users) and Roles and
// Permissions (/admin/roles: search, a role's editor with its permissions and the administrator warning).
import { expect, type Locator, type Page } from '@playwright/test';

export class GiftsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin/gifts');
    await expect(this.page.getByRole('heading', { name: 'Gifts Credits', level: 1 })).toBeVisible();
  }

  /** Finds the store by its name and chooses it. */
  async choose(store: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Find stores' }).fill(store);
    await this.page.getByRole('button', { name: `Choose ${store}` }).click();
    await expect(this.page.getByRole('region', { name: 'Stores chosen' }).getByRole('button', { name: `Remove ${store}` })).toBeVisible();
  }

  /** Fills the credits and the reason and presses Give: the question opens. */
  async give(credits: number, reason: string): Promise<Locator> {
    const form = this.page.getByRole('region', { name: 'Stores chosen' });
    await form.getByRole('textbox', { name: /^Credits per store/ }).fill(String(credits));
    await form.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    await form.getByRole('button', { name: 'Give credits' }).click();
    const question = this.page.getByRole('dialog', { name: 'Give credits?' });
    await expect(question).toBeVisible();
    return question;
  }
}

export class RolesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/admin/roles');
    await expect(this.page.getByRole('heading', { name: 'Roles and Permissions', level: 1 })).toBeVisible();
  }

  /** Searches the role by name and opens its editor once its permissions are read. */
  async edit(name: string): Promise<Locator> {
    await this.page.getByRole('textbox', { name: 'Search' }).fill(name);
    await this.page.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = this.page.getByRole('dialog', { name: 'Edit role' });
    await expect(editor.getByRole('checkbox').first()).toBeVisible();
    return editor;
  }

  permission(editor: Locator, name: string): Locator {
    return editor.getByRole('checkbox', { name: new RegExp(`^${name.replace(/\./g, '\\.')}`) });
  }
}
