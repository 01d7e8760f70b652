// The salesman's store-selection dialog shown right after sign-in.
import type { Locator, Page } from '@playwright/test';

export class StoreSelectDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /Choose your store|Elige tu tienda/ });
  }

  async choose(store: string, acceptRequests = true): Promise<void> {
    await this.dialog.getByRole('radio', { name: store }).check();
    const toggle = this.dialog.getByRole('switch', { name: /Accept receiving requests|Aceptar recibir solicitudes/ });
    if ((await toggle.isChecked()) !== acceptRequests) await toggle.click();
    await this.dialog.getByRole('button', { name: /Continue|Continuar/ }).click();
  }
}
