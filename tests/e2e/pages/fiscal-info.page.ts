// The fiscal and bank data modal of a lot, opened from the properties screen's fiscal action (/properties): the
// two steps' fields by their labels, in English, and the stored documents' downloads.
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export type Document = { name: string; mimeType: string; buffer: Buffer };
export type DocumentLabel = 'Tax certificate' | 'Proof of address';

export class FiscalInfoPage {
  readonly dialog: Locator;
  readonly taxpayerName: Locator;
  readonly rfc: Locator;
  readonly clabe: Locator;
  readonly bank: Locator;
  readonly bankAccount: Locator;
  readonly accountOwner: Locator;
  readonly identifyingName: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Fiscal and bank data/ });
    this.taxpayerName = this.dialog.getByRole('textbox', { name: /^Taxpayer name/ });
    this.rfc = this.dialog.getByRole('textbox', { name: /^RFC/ });
    this.clabe = this.dialog.getByRole('textbox', { name: /^Interbank key \(CLABE\)/ });
    this.bank = this.dialog.getByRole('combobox', { name: /^Bank/ });
    this.bankAccount = this.dialog.getByRole('textbox', { name: /^Account number/ });
    this.accountOwner = this.dialog.getByRole('textbox', { name: /^Receiver name/ });
    this.identifyingName = this.dialog.getByRole('textbox', { name: /^Identifying name/ });
  }

  /** The properties screen, then the fiscal action of `lotName`'s row; waits for step 1. */
  async openFor(lotName: string): Promise<void> {
    if (!this.page.url().endsWith('/properties')) await this.page.goto('/properties');
    await this.page.getByRole('button', { name: `Fiscal info of ${lotName}` }).click();
    await expect(this.dialog).toBeVisible();
    await expect(this.taxpayerName).toBeVisible();
  }

  async chooseDocument(label: DocumentLabel, document: Document): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await (await chooser).setFiles(document);
  }

  /** The stored document's download, started from its link. */
  async download(label: DocumentLabel): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.dialog.getByRole('button', { name: `Download ${label}` }).click();
    return download;
  }

  storedLine(label: DocumentLabel): Locator {
    return this.dialog.getByRole('button', { name: `Download ${label}` }).locator('xpath=..');
  }

  async next(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Next' }).click();
    await expect(this.clabe).toBeVisible();
  }

  async back(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Back' }).click();
    await expect(this.taxpayerName).toBeVisible();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
