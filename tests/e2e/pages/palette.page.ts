// The command palette (issue 21 item 2): opened by Ctrl+K or the header's Search button; its entries are
// buttons (a screen's carries its path in data-path), grouped as screens, lots, pensions and visits.
import { expect, type Locator, type Page } from '@playwright/test';

export class PalettePage {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly headerButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^(Command palette|Paleta de comandos)$/ });
    this.search = this.dialog.getByRole('textbox', { name: /Search screens|Busca pantallas/ });
    this.headerButton = page.getByRole('banner').getByRole('button', { name: /^(Search|Buscar)/ });
  }

  /** Opens it with the keyboard, from wherever the focus is. */
  async openByKeyboard(): Promise<void> {
    await this.page.keyboard.press('Control+K');
    await expect(this.search).toBeFocused();
  }

  async type(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** A screen's entry, by its path (a path two modules share: the first module's). */
  screen(path: string): Locator {
    return this.dialog.locator(`[data-action][data-path="${path}"]`).first();
  }

  entry(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name });
  }

  group(label: string | RegExp): Locator {
    return this.dialog.getByRole('group', { name: label });
  }

  /** Opens a screen by keyboard alone: Ctrl+K, its label typed, arrows down to its entry, Enter. */
  async openScreenByKeyboard(label: string, path: string): Promise<void> {
    await this.openByKeyboard();
    await this.page.keyboard.type(label);
    const target = this.screen(path);
    await expect(target).toBeVisible();
    const entries = await this.dialog.locator('[data-action]').count();
    for (let i = 0; i < entries && (await target.getAttribute('data-selected')) !== 'true'; i++) await this.page.keyboard.press('ArrowDown');
    await expect(target).toHaveAttribute('data-selected', 'true');
    await this.page.keyboard.press('Enter');
    await expect(this.dialog).toBeHidden();
  }

  /** Makes a lot the active one, as the sidebar's lot picker does. */
  async chooseLot(name: string): Promise<void> {
    await this.openByKeyboard();
    await this.type(name);
    await this.group(/^(Parking lots|Estacionamientos)$/).getByRole('button', { name: new RegExp(name) }).click();
    await expect(this.dialog).toBeHidden();
  }
}
