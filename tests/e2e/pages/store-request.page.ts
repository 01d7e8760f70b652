// The store account request (/login/shopping/request, linked from the shopping sign-in): its fields by their
// labels, in English, a document chosen through the file chooser, a category or bank from its list, and the
// birth date picked as a user does (the picker opens on the month of the latest adult birth date: its header
// climbs to the decade, Previous decade steps back to the year's).
import { expect, type Locator, type Page } from '@playwright/test';

export type Document = { name: string; mimeType: string; buffer: Buffer };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export class StoreRequestPage {
  readonly form: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('main');
    this.send = this.form.getByRole('button', { name: 'Send request' });
  }

  /** A text field or text area by its label. */
  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Picks `option` in the searchable list labelled `label` (Category, Bank). */
  async choose(label: string, option: string): Promise<void> {
    await this.form.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async chooseDocument(label: string, document: Document): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.form.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await (await chooser).setFiles(document);
  }

  /** Picks 'yyyy-MM-dd' as the date of birth. */
  async pickBirthDate(day: string): Promise<void> {
    const [year, month, date] = day.split('-').map(Number);
    await this.form.getByRole('button', { name: /^Date of birth/ }).click();
    const dropdown = this.page.getByRole('dialog').last();
    await dropdown.getByRole('button').nth(1).click();
    await dropdown.getByRole('button').nth(1).click();
    const yearButton = dropdown.getByRole('button', { name: String(year), exact: true });
    for (let i = 0; i < 20 && (await yearButton.count()) === 0; i++) await dropdown.getByRole('button', { name: 'Previous decade' }).click();
    await yearButton.click();
    await dropdown.getByRole('button', { name: MONTHS[month - 1].slice(0, 3), exact: true }).click();
    await dropdown.getByRole('button', { name: `${date} ${MONTHS[month - 1]} ${year}`, exact: true }).click();
    await expect(dropdown).toBeHidden();
  }
}
