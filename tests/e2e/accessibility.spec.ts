// The accessibility check of issue 21 item 2: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical
// violation on the sign-in pages, the password reset, every screen of every demo account's menu, and the
// shell's dialogs (command palette, language, log out). Each screen is checked once its content has loaded.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, waitForScreen } from './pages/axe';
import { DEMO_ACCOUNTS, LOTS_ADMIN, menuScreens, signInAs, timeForScreens } from './pages/demo-accounts';
import { LoginPage } from './pages/login.page';
import { resetLinkFor } from './pages/outbox';
import { PalettePage } from './pages/palette.page';
import { RequestResetPage, ResetPasswordPage } from './pages/reset.page';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

const SIGN_IN_PAGES = ['/login', '/login/nexo', '/login/operator', '/login/shopping', '/login/salesman'];
/** Nobody else's spec signs in as this account; its reset mail changes nothing until a new password is saved. */
const RESET_ACCOUNT = 'manager@nexo.demo';

test('the sign-in and password reset pages', async ({ page, request }) => {
  test.setTimeout(60_000);
  const login = new LoginPage(page);
  for (const path of SIGN_IN_PAGES) {
    await login.goto(path);
    await expectNoSeriousViolations(page, path);
  }
  await page.goto('/login/reset');
  await expect(new RequestResetPage(page).send).toBeVisible();
  await expectNoSeriousViolations(page, 'the reset request');

  const since = Date.now();
  expect((await request.post('/api/users/reset', { data: { email: RESET_ACCOUNT } })).ok()).toBe(true);
  await page.goto(await resetLinkFor(RESET_ACCOUNT, since));
  await expect(new ResetPasswordPage(page).newPassword).toBeVisible();
  await expectNoSeriousViolations(page, 'the new password form');
});

/** Opens a screen as a link would and checks it once loaded. */
async function checkScreen(page: Page, shell: ShellPage, href: string, label: string): Promise<void> {
  await shell.navigateInApp(href);
  await expect(page).toHaveURL((url) => url.pathname === href);
  await waitForScreen(page);
  await expectNoSeriousViolations(page, label);
}

for (const account of DEMO_ACCOUNTS) {
  test(`every screen of ${account.who}'s menu`, async ({ page }) => {
    const shell = await signInAs(page, account);
    const palette = new PalettePage(page);
    if (account === LOTS_ADMIN) {
      await waitForScreen(page);
      await expectNoSeriousViolations(page, 'the lots administrator with no active lot');
      await palette.chooseLot('Fundadores Norte');
    }
    const screens = await menuScreens(shell);
    test.setTimeout(timeForScreens(screens.length));
    for (const { href, label } of screens) await checkScreen(page, shell, href, `${label} (${account.user})`);
  });
}

test("the shell's dialogs", async ({ page }) => {
  const shell = await signInAs(page, LOTS_ADMIN);
  await shell.languageButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'the language dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const palette = new PalettePage(page);
  await palette.chooseLot('Fundadores Norte');
  await palette.openByKeyboard();
  await palette.type('fundadores');
  await expect(palette.group('Parking lots')).toBeVisible();
  await expectNoSeriousViolations(page, 'the command palette');
  await page.keyboard.press('Escape');
  await expect(palette.dialog).toBeHidden();

  await shell.askLogout();
  await expectNoSeriousViolations(page, 'the log out dialog');
});
