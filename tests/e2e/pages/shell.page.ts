// The signed-in layout: top bar, sidebar menu, context switchers and the footer's language and logout.
import { expect, type Locator, type Page } from '@playwright/test';

export class ShellPage {
  readonly sidebar: Locator;
  readonly heading: Locator;
  readonly userName: Locator;
  readonly placeName: Locator;
  readonly languageButton: Locator;
  readonly logoutButton: Locator;
  readonly colorSchemeButton: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: /Sidebar|Menú lateral/ });
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.userName = this.sidebar.getByTestId('user-name');
    this.placeName = this.sidebar.getByTestId('place-name');
    this.languageButton = page.getByRole('button', { name: /Change language|Cambiar idioma/ });
    this.logoutButton = this.sidebar.getByRole('button', { name: /^(Log out|Cerrar sesión)$/ });
    this.colorSchemeButton = page.getByRole('button', { name: /dark mode|light mode|modo oscuro|modo claro/ });
  }

  /** The dropdown that switches the active lot (shown only with more than one lot). */
  lotSwitcher(): Locator {
    return this.sidebar.getByRole('combobox', { name: /Active parking lot|Estacionamiento activo/ });
  }

  async switchLot(name: string): Promise<void> {
    await this.lotSwitcher().click();
    await this.page.getByRole('option', { name }).click();
  }

  menuLink(name: string | RegExp): Locator {
    return this.sidebar.getByRole('link', { name, exact: typeof name === 'string' });
  }

  menuGroup(name: string | RegExp): Locator {
    return this.sidebar.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** The visible labels of the sidebar's top-level and opened entries. */
  async menuLabels(): Promise<string[]> {
    await expect(this.sidebar.locator('.mantine-NavLink-root').first()).toBeVisible();
    return this.sidebar.locator('.mantine-NavLink-root:visible .mantine-NavLink-label').allInnerTexts();
  }

  async chooseLanguage(label: 'English' | 'Español'): Promise<void> {
    await this.languageButton.click();
    await this.page.getByRole('dialog').getByRole('button', { name: label }).click();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  logoutDialog(): Locator {
    return this.page.getByRole('dialog', { name: /Log out|Cerrar sesión/ });
  }

  async askLogout(): Promise<Locator> {
    await this.logoutButton.click();
    const dialog = this.logoutDialog();
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Navigates inside the app (as a link would), so the guard decides without a page load. */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
}
