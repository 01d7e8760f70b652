// The core-info wizard (/core-info, /core-info/{branchId}), in English.
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A 300x200 PNG: the logo the browser draws onto its 600x600 canvas. */
export const logoPng = async (): Promise<Upload> => ({
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer(),
});
export const pdf = (name: string): Upload => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${name}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`),
});

export class CoreInfoPage {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly save: Locator;

  constructor(readonly page: Page, title: string | RegExp = 'Your shop data') {
    this.dialog = page.getByRole('dialog', { name: title });
    // The card editor of step 4 has its own Next, Previous and Save: the wizard's come after it, last in the dialog.
    this.next = this.dialog.getByRole('button', { name: 'Next', exact: true }).last();
    this.previous = this.dialog.getByRole('button', { name: 'Previous', exact: true }).last();
    this.save = this.dialog.getByRole('button', { name: 'Save', exact: true }).last();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: false }).first();
  }

  step(label: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(label) }).first();
  }

  async choose(buttonLabel: RegExp, file: Upload): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dialog.getByRole('button', { name: buttonLabel }).click();
    await (await chooser).setFiles(file);
  }

  async pick(label: string, option: string): Promise<void> {
    // A multiple choice's input sits under its pills: the click goes to the input all the same.
    await this.dialog.getByRole('combobox', { name: label, exact: true }).or(this.dialog.getByRole('textbox', { name: label, exact: true })).first().click({ force: true });
    await this.page.getByRole('option', { name: option, exact: true }).click();
    // A multiple choice's list stays open over the fields below it (Escape would close the wizard too).
    await this.dialog.getByRole('heading', { level: 2 }).click();
  }

  async expectStep(field: string): Promise<void> {
    await expect(this.field(field)).toBeVisible();
  }
}
