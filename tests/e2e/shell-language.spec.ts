// The language switch (spec 1 §2.3, §9): Spanish or English, everywhere, kept across reloads.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';

test('the browser language is the default, and the switch changes the texts', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  const login = new LoginPage(page);
  const shell = new ShellPage(page);

  await login.goto('/login/shopping');
  await expect(login.submit).toHaveText('Iniciar sesión');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await login.signIn('shop@nexo.demo', 'demo1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(shell.menuLink('Usuarios')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shell-es.png'), fullPage: true });

  await shell.chooseLanguage('English');
  await expect(shell.menuLink('Users')).toBeVisible();
  await expect(shell.logoutButton).toHaveText('Log out');
  await expect(shell.heading).toHaveText('Statistics');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.screenshot({ path: testInfo.outputPath('shell-en.png'), fullPage: true });

  await page.reload();
  await expect(shell.menuLink('Users')).toBeVisible();
  await context.close();
});

test('the sign-in screen has its own language switch', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/login/operator');
  await page.getByRole('button', { name: /Change language|Cambiar idioma/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Español' }).click();
  await expect(login.submit).toHaveText('Iniciar sesión');
  await expect(login.user).toHaveAccessibleName(/^Usuario/);
});
