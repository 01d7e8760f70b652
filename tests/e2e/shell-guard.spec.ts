// The route guard (spec 3 §2): signed out to /login; lacking a permission, stay where you are.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ACCOUNTS, openSignedIn } from './pages/session';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

test('a signed-out visitor of a protected page goes to /login', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).submit).toBeVisible();
});

test('unknown paths go to /dashboard, which sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
});

test('an operator lacking parking.dashboard stays on the page without a message', async ({ page }, testInfo) => {
  const shell = new ShellPage(page);
  // Signed in through the API (the operator's sign-in screen is shell-sign-in.spec.ts's).
  await openSignedIn(page, ACCOUNTS.operator);
  await expect(page).toHaveURL(/\/search$/);
  await expect(shell.heading).toHaveText('Search Client');
  await expect(page.getByRole('main').getByRole('textbox', { name: /^Phone/ })).toBeVisible();

  await shell.navigateInApp('/transactions');
  await expect(page).toHaveURL(/\/search$/);
  await expect(shell.heading).toHaveText('Search Client');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Allowed in-app moves still work, and a signed-in visit to /login goes back to the welcome route.
  await shell.menuLink('Checkout').click();
  await expect(page).toHaveURL(/\/search-out$/);
  await expect(shell.heading).toHaveText('Exit checkout');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/search$/);
  await page.screenshot({ path: testInfo.outputPath('operator-guard.png'), fullPage: true });
});
