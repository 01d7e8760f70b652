// A token the server no longer accepts ends the session in the browser (spec 1 §8): the 'Unauthenticated'
// answer logs out, clears storage but the colour, and reloads onto /login, which says the session expired.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

test('a revoked token ends the session', async ({ page, request }, testInfo) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.goto('/login/shopping');
  await login.signIn('manager@nexo.demo', 'demo1234');
  await expect(page).toHaveURL(/\/branchs$/);
  await expect(shell.userName).toBeVisible();

  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('nexo.session') ?? '{}') as { auth?: { access_token?: string } }).auth?.access_token);
  expect(token).toBeTruthy();
  const revoked = await request.get('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  // The next call (the menu read after a reload) answers 401 Unauthenticated.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?notice=expired$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session expired: sign in again.' })).toBeVisible();
  await expect(login.submit).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('nexo.session'))).toBeNull();
  await page.screenshot({ path: testInfo.outputPath('session-expired.png'), fullPage: true });
});
