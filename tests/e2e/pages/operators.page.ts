// The user operators screen (/operators) and its user modal.
import { expect, type Locator, type Page } from '@playwright/test';

export class OperatorsPage {
  readonly list: Locator;
  readonly search: Locator;
  readonly addButton: Locator;
  readonly info: Locator;
  readonly modal: Locator;
  /** The chat panel (three panels from 1440 px wide). */
  readonly chat: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: "The lot's users" });
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.addButton = page.getByRole('button', { name: 'Add Operator' });
    this.info = page.getByRole('region', { name: 'Information' });
    this.modal = page.getByRole('dialog');
    this.chat = page.getByRole('region', { name: 'Chat' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/operators');
    await expect(this.list).toBeVisible();
  }

  person(name: string): Locator {
    return this.list.getByRole('button', { name: new RegExp(name) });
  }

  async fillOperator(values: { role: string; firstName: string; lastName: string; username: string; password: string; photo?: string }): Promise<void> {
    await this.modal.getByRole('combobox', { name: /^Role/ }).click();
    await this.page.getByRole('option', { name: values.role }).click();
    await this.modal.getByRole('textbox', { name: /^First name/ }).fill(values.firstName);
    await this.modal.getByRole('textbox', { name: /^Last name/ }).fill(values.lastName);
    await this.modal.getByRole('textbox', { name: /^Username/ }).fill(values.username);
    await this.modal.getByLabel(/^Password/).fill(values.password);
    if (values.photo) {
      const chooser = this.page.waitForEvent('filechooser');
      await this.modal.getByRole('button', { name: /^Photo/ }).click();
      await (await chooser).setFiles(values.photo);
    }
  }

  /** Chooses a photo made of these bytes under this name (a renamed file, say). */
  async choosePhotoBytes(name: string, buffer: Buffer): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.modal.getByRole('button', { name: /^Photo/ }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  }
}

/** A conversation (the operators screen's chat panel or the operator's drawer): send and read messages. */
export class ChatPane {
  constructor(readonly root: Locator) {}

  messages(name: string): Locator {
    return this.root.getByRole('list', { name: `Messages with ${name}` });
  }

  async send(text: string): Promise<void> {
    await this.root.getByRole('textbox', { name: 'Message' }).fill(text);
    await this.root.getByRole('textbox', { name: 'Message' }).press('Enter');
  }

  /** The reader's message with this text, and its delivery mark (`data-delivery`: failed until the server confirms). */
  mine(text: string): Locator {
    return this.root.locator('[data-delivery]').filter({ hasText: text });
  }
}
