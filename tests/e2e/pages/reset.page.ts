// The forgotten-password request (/login/reset) and the reset completion (/login/resetpassword/{token}).
import type { Locator, Page } from '@playwright/test';

export class RequestResetPage {
  readonly email: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel(/^(Email|Correo electrónico)/);
    this.send = page.getByRole('button', { name: /Send mail|Enviar correo/ });
  }
}

export class ResetPasswordPage {
  readonly newPassword: Locator;
  readonly confirm: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.newPassword = page.getByLabel(/^(New password|Nueva contraseña)/);
    this.confirm = page.getByLabel(/^(Confirm password|Confirmar contraseña)/);
    this.save = page.getByRole('button', { name: /^(Save|Guardar)$/ });
  }

  async setPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirm.fill(password);
    await this.save.click();
  }
}
