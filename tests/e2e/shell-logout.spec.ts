// Logout asks first, always ends at /login, and keeps the colour scheme (spec 1 §4, §8; spec 3 §2).
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ACCOUNTS, openSignedIn } from './pages/session';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

test('logout asks, No keeps the session, Yes lands on /login', async ({ page }, testInfo) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  // Signed in through the API: this spec is about leaving (signing in is shell-sign-in.spec.ts's).
  await openSignedIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The colour scheme survives the logout.
  await shell.colorSchemeButton.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  let dialog = await shell.askLogout();
  await page.screenshot({ path: testInfo.outputPath('logout-confirm.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  dialog = await shell.askLogout();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.submit).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The sign-in screen shows while the logout call is still out; storage is cleared when it answers.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('nexo.session'))).toBeNull();

  // Protected pages are closed again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
