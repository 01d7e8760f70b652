// The forgotten password (spec 2 §2): the reset link appears for a valid e-mail, the mail (an .eml in the
// server's outbox) carries /login/resetpassword/{token}, and the new password works. The account is
// parking2@nexo.demo, which no other spec uses; its password is set back to the demo one at the end.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { resetLinkFor } from './pages/outbox';
import { RequestResetPage, ResetPasswordPage } from './pages/reset.page';
import { ShellPage } from './pages/shell.page';

const ACCOUNT = 'parking2@nexo.demo';
const DEMO_PASSWORD = 'demo1234';
const NEW_PASSWORD = 'nuevo-secreto-42';

test.use({ locale: 'en-US' });

/** Sets the password back through the same API the screens use. */
async function restorePassword(request: APIRequestContext): Promise<void> {
  const since = Date.now();
  expect((await request.post('/api/users/reset', { data: { email: ACCOUNT } })).ok()).toBe(true);
  const token = (await resetLinkFor(ACCOUNT, since)).split('/').at(-1);
  const exchanged = await request.post('/api/users/resetpassword', { data: { token } });
  const { key } = (await exchanged.json()) as { key: string };
  const updated = await request.post('/api/users/resetpassword/update', { data: { key, passwordnew: DEMO_PASSWORD, passwordvery: DEMO_PASSWORD } });
  expect(updated.ok()).toBe(true);
}

test('a reset mail leads to a working new password', async ({ page, request }, testInfo) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.goto('/login');

  // The link shows only for a valid e-mail.
  await login.user.fill('parking2@nexo');
  await expect(login.forgotLink).toBeHidden();
  await login.user.fill(ACCOUNT);
  await login.forgotLink.click();
  await expect(page).toHaveURL(/\/login\/reset\?user=/);

  const reset = new RequestResetPage(page);
  await expect(reset.email).toHaveValue(ACCOUNT);
  const since = Date.now();
  await reset.send.click();
  await expect(page).toHaveURL(/\/login$/);

  const link = await resetLinkFor(ACCOUNT, since);
  await page.goto(link);
  const completion = new ResetPasswordPage(page);
  await expect(completion.newPassword).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reset-form.png'), fullPage: true });

  // Confirmation must match and be at least 6 characters.
  await completion.newPassword.fill('abc');
  await completion.confirm.fill('abd');
  await completion.save.click();
  await expect(page.getByText('The new password field must be at least 6 characters.')).toBeVisible();
  await completion.setPassword(NEW_PASSWORD);
  await expect(page).toHaveURL(/\/login$/);

  // The link is single-use: opening it again goes back to /login, which says why.
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?notice=reset-link$/);
  await expect(page.getByRole('status')).toHaveText(/That password reset link is invalid, expired or already used/);

  try {
    await login.signIn(ACCOUNT, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.placeName).toHaveText('Valle Oriente');
    await page.screenshot({ path: testInfo.outputPath('reset-signed-in.png'), fullPage: true });
  } finally {
    await restorePassword(request);
  }
});

test('a reset link with a bad token goes back to /login, which says the link is no good', async ({ page }) => {
  await page.goto('/login/resetpassword/not-a-real-token');
  await expect(page).toHaveURL(/\/login\?notice=reset-link$/);
  await expect(page.getByRole('status')).toHaveText(/That password reset link is invalid, expired or already used/);
});
