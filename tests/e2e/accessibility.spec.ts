// The accessibility check of issue 21 item 2: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical
// violation on the sign-in pages, the password reset, every screen of every demo account's menu, and the
// shell's dialogs (command palette, language, log out). Each screen is checked once its content has loaded.
//
// The walk over every screen of each account's menu is also the command palette's (issue 21 item 2: each screen
// found by the label the sidebar shows and opened from the palette by keyboard alone, its heading shown) and issue
// 13's "no dead ends" (no screen of a menu asks a user without parking lots to choose one, or links to /lots): one
// walk per account checks the three on each screen, rather than three walks.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, waitForScreen } from './pages/axe';
import { DEMO_ACCOUNTS, LOTS_ADMIN, menuScreens, signInAs, timeForScreens } from './pages/demo-accounts';
import { LoginPage } from './pages/login.page';
import { resetLinkFor } from './pages/outbox';
import { PalettePage } from './pages/palette.page';
import { RequestResetPage, ResetPasswordPage } from './pages/reset.page';

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

/** The lot choice a user without parking lots must never meet (issue 13). */
const CHOOSE_LOT = /Choose a lot|Elige un estacionamiento/;

/** Opens a screen from the palette by keyboard alone and checks it once loaded: its heading, no serious violation,
 *  and for a user without lots no lot choice. */
async function checkScreen(page: Page, palette: PalettePage, screen: { href: string; label: string }, who: string, withoutLots: boolean): Promise<void> {
  const { href, label } = screen;
  await palette.openScreenByKeyboard(label, href);
  await expect(page, `${label} (${href})`).toHaveURL((url) => url.pathname === href);
  await waitForScreen(page);
  if (withoutLots) {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: CHOOSE_LOT }), href).toHaveCount(0);
    await expect(main.getByText(CHOOSE_LOT), href).toHaveCount(0);
  }
  await expectNoSeriousViolations(page, `${label} (${who})`);
}

for (const account of DEMO_ACCOUNTS) {
  const withoutLots = account.path !== '/login' && account.path !== '/login/operator';
  test(`every screen of ${account.who}'s menu, opened from the palette by keyboard${withoutLots ? ', with no lot choice' : ''}`, async ({ page }) => {
    const shell = await signInAs(page, account);
    const palette = new PalettePage(page);
    if (account === LOTS_ADMIN) {
      await waitForScreen(page);
      await expectNoSeriousViolations(page, 'the lots administrator with no active lot');
      // The lots administrator starts with no active lot: the lot's screens wait for one.
      await palette.chooseLot('Fundadores Norte');
    }
    const screens = await menuScreens(shell);
    expect(screens.length).toBeGreaterThan(0);
    test.setTimeout(timeForScreens(screens.length));
    for (const screen of screens) await checkScreen(page, palette, screen, account.user, withoutLots);
  });
}

test("the shell's dialogs", async ({ page }) => {
  // Three axe runs: under CI load each took over 15 s.
  test.setTimeout(90_000);
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
