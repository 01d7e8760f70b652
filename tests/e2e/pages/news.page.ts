// The news manager (/news): the edit form, the slider preview and the strip that reorders by dragging.
import { expect, type Locator, type Page } from '@playwright/test';
import { pickDate } from './date-picker';

export type NewsFields = { name: string; description: string; endDate?: string; showEndDate?: boolean; image: { name: string; mimeType: string; buffer: Buffer } };

export class NewsPage {
  readonly form: Locator;
  readonly preview: Locator;
  readonly strip: Locator;
  readonly order: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('region', { name: 'News item' });
    this.preview = page.getByRole('region', { name: 'Preview' });
    this.strip = page.getByRole('region', { name: 'Order' });
    this.order = this.strip.getByRole('list', { name: 'Order' });
    this.addButton = this.strip.getByRole('button', { name: 'Add news' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/news');
    await expect(this.form).toBeVisible();
  }

  /** The names in the strip, in order. */
  names(): Promise<(string | null)[]> {
    return this.order.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
  }

  handle(name: string): Locator {
    return this.order.getByRole('button', { name: `Move ${name}` });
  }

  thumb(name: string): Locator {
    return this.order.getByRole('button', { name: `Edit ${name}` });
  }

  async fill(fields: NewsFields): Promise<void> {
    await this.form.getByRole('textbox', { name: /^Headline/ }).fill(fields.name);
    await this.form.getByRole('textbox', { name: /^Description/ }).fill(fields.description);
    if (fields.endDate) await pickDate(this.page, this.form.getByRole('button', { name: /^End date/ }), fields.endDate);
    const show = this.form.getByRole('switch', { name: 'Show end date' });
    if (fields.showEndDate !== undefined && (await show.isChecked()) !== fields.showEndDate) await show.click({ force: true });
    const chooser = this.page.waitForEvent('filechooser');
    await this.form.getByRole('button', { name: /^Image/ }).click();
    await (await chooser).setFiles(fields.image);
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save' }).click();
  }
}
