// The sign-in screens (/login and its variants), in either language.
import { expect, type Locator, type Page, type Browser, type BrowserContext } from '@playwright/test';
import { openSignedIn, type Credentials, type SessionChoice } from './session';

export class LoginPage {
  readonly user: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly banner: Locator;
  readonly forgotLink: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.user = page.getByLabel(/^(Email|Username|Correo electrónico|Usuario)/);
    this.password = page.getByLabel(/^(Password|Contraseña)/);
    this.submit = page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ });
    this.banner = page.getByRole('alert');
    this.forgotLink = page.getByRole('link', { name: /Forgot your password\?|¿Olvidaste tu contraseña\?/ });
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async goto(path = '/login', user?: string): Promise<void> {
    await this.page.goto(user ? `${path}?user=${encodeURIComponent(user)}` : path);
    await expect(this.submit).toBeVisible();
  }

  async signIn(user: string, password: string): Promise<void> {
    await this.user.fill(user);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** Someone signed in through the API in a browser context of their own (English), on their landing route. */
export async function signedInContext(browser: Browser, who: Credentials, choice: SessionChoice & { path?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await openSignedIn(page, who, choice);
  return { context, page };
}

/** An operator signed in at /login/operator (the form) in a browser context of their own, on the search screen. */
export async function operatorInOwnContext(browser: Browser, username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto('/login/operator');
  await login.signIn(username, password);
  await expect(page).toHaveURL(/\/search$/);
  return { context, page };
}
