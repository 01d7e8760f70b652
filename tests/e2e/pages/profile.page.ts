// The profile modal, opened from the sidebar's user card: your details, the password and the signed-in devices.
import { expect, type Locator, type Page } from '@playwright/test';

export class ProfilePage {
  readonly card: Locator;
  readonly modal: Locator;
  readonly details: Locator;
  readonly devices: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly country: Locator;
  readonly phone: Locator;
  readonly picture: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole('button', { name: /Edit your profile/ });
    this.modal = page.getByRole('dialog', { name: 'Your profile' });
    this.details = this.modal.getByRole('region', { name: 'Your details' });
    this.devices = this.modal.getByRole('region', { name: 'Signed-in devices' });
    this.firstName = this.details.getByRole('textbox', { name: /^First name/ });
    this.lastName = this.details.getByRole('textbox', { name: /^Last name/ });
    this.country = this.details.getByRole('combobox', { name: 'Phone country' });
    this.phone = this.details.getByRole('textbox', { name: 'Phone', exact: true });
    this.picture = this.details.getByRole('img', { name: 'Profile picture' });
  }

  async open(): Promise<void> {
    await this.card.click();
    await expect(this.firstName).toBeVisible();
  }

  async chooseCountry(label: string): Promise<void> {
    await this.country.click();
    await this.country.fill(label.split(' ')[0]);
    await this.page.getByRole('option', { name: label }).click();
  }

  async choosePicture(file: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.details.getByRole('button', { name: 'Choose a picture' }).click();
    await (await chooser).setFiles(file);
  }

  device(name: string | RegExp): Locator {
    return this.devices.getByRole('listitem', { name });
  }
}
