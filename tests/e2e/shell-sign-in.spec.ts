// Each demo account signs in on its own screen and sees its own menu and landing route (spec 2 §2), a screen it
// can use that asks no one to choose a lot (issue 13 "no dead ends"; every other screen of a menu is checked by
// the walk of accessibility.spec.ts). parking2@nexo.demo's password reset (shell-reset-password.spec.ts) ends its
// sessions only in the worker's own database, and puts the password back.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREEN_LOAD_MS } from './pages/demo-accounts';
import { LoginPage } from './pages/login.page';
import { LotsPage } from './pages/lots.page';
import { ShellPage } from './pages/shell.page';
import { StoreSelectDialog } from './pages/store-select.page';

const PASSWORD = 'demo1234';
test.use({ locale: 'en-US' });

type Account = { user: string; screen: string; landing: RegExp; menu: string[]; absent: string[] };

const ACCOUNTS: Account[] = [
  {
    user: 'admin@nexo.demo',
    screen: '/login/nexo',
    landing: /\/dashboard$/,
    menu: ['Statistics', 'Users', 'Requests', 'Mall', 'Parking', 'Brands', 'Credits', 'Roles and Permissions', 'Categories'],
    absent: ['Your Lots', 'Shopping To Go'],
  },
  {
    user: 'PF_OPERADOR',
    screen: '/login/operator',
    landing: /\/search$/,
    menu: ['Search Client', 'Checkout', 'My shift', 'History'],
    absent: ['Dashboard', 'Your Lots'],
  },
  {
    user: 'shop@nexo.demo',
    screen: '/login/shopping',
    landing: /\/dashboard$/,
    menu: ['Statistics', 'Stores', 'Branch', 'Users', 'Credits', 'Shopping To Go'],
    absent: ['Your Lots'],
  },
  {
    user: 'manager@nexo.demo',
    screen: '/login/shopping',
    landing: /\/branchs$/,
    // Credits: buying for a store and its ledger (shopping.branch.creditsbuy, shopping.branch.transactions).
    menu: ['Statistics', 'Stores', 'Branch', 'Credits'],
    absent: ['Users', 'Your Lots'],
  },
  {
    // The administrator of one lot: entered at once, no choice on /lots.
    user: 'parking2@nexo.demo',
    screen: '/login',
    landing: /\/dashboard$/,
    menu: ['Your Lots', 'Dashboard', 'Transactions'],
    absent: ['Shopping To Go'],
  },
];

/** The lot choice no landing screen shows (issue 13). */
async function expectNoLotChoice(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Choose a lot|Elige un estacionamiento/ })).toHaveCount(0);
  await expect(main.getByText(/Choose a lot|Elige un estacionamiento/)).toHaveCount(0);
}

for (const account of ACCOUNTS) {
  test(`${account.user} signs in at ${account.screen} and lands on its route`, async ({ page }, testInfo) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto(account.screen);
    await login.signIn(account.user, PASSWORD);
    await expect(page).toHaveURL(account.landing);
    await expect(shell.heading).toBeVisible({ timeout: SCREEN_LOAD_MS });
    await expectNoLotChoice(page);
    const labels = await shell.menuLabels();
    expect(labels).toEqual(expect.arrayContaining(account.menu));
    for (const hidden of account.absent) expect(labels).not.toContain(hidden);
    await page.screenshot({ path: testInfo.outputPath(`${account.user}-landing.png`), fullPage: true });
  });
}

test('a parking administrator with two lots chooses one, then the lot entries open', async ({ page }, testInfo) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const lots = new LotsPage(page);
  await login.goto('/login');
  await login.signIn('parking@nexo.demo', PASSWORD);
  await expect(page).toHaveURL(/\/lots$/);
  await expect(shell.menuLink('Dashboard')).toHaveAttribute('aria-disabled', 'true');
  await expect(shell.menuLink('Your Lots')).not.toHaveAttribute('aria-disabled');
  await page.screenshot({ path: testInfo.outputPath('parking-lots.png'), fullPage: true });

  await lots.enter('Fundadores Sur');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(shell.placeName).toHaveText('Fundadores Sur');
  await expect(shell.menuLink('Dashboard')).not.toHaveAttribute('aria-disabled');

  // Submenus open, and the active-lot switcher shows because there are two lots.
  await shell.menuGroup('Rates').click();
  await shell.menuLink('Special Rates').click();
  await expect(page).toHaveURL(/\/rates\/special$/);
  await expect(shell.menuLink('Special Rates')).toHaveAttribute('aria-current', 'page');
  await expect(shell.lotSwitcher()).toHaveValue('Fundadores Sur');
  await page.screenshot({ path: testInfo.outputPath('parking-dashboard.png'), fullPage: true });

  // The dropdown switches the lot without leaving the page; a reload keeps the session and the choice.
  await shell.switchLot('Fundadores Norte');
  await expect(shell.placeName).toHaveText('Fundadores Norte');
  await expect(page).toHaveURL(/\/rates\/special$/);
  await page.reload();
  await expect(shell.placeName).toHaveText('Fundadores Norte');
});

test('the salesman chooses a store and goes to Shopping To Go', async ({ page }, testInfo) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const stores = new StoreSelectDialog(page);
  await login.goto('/login/salesman');
  await expect(login.user).toHaveAccessibleName(/Username/);
  await login.signIn('TNDA_VENDEDOR', PASSWORD);
  await expect(stores.dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('salesman-store-dialog.png'), fullPage: true });
  await stores.choose('Sucursal Centro');
  await expect(page).toHaveURL(/\/shopping-to-go\?active=\d+&module=request$/);
  await expect(stores.dialog).toBeHidden();
  await expect(shell.heading).toBeVisible({ timeout: SCREEN_LOAD_MS });
  await expectNoLotChoice(page);
  const labels = await shell.menuLabels();
  expect(labels).toEqual(expect.arrayContaining(['Shopping To Go', 'History']));
  await expect(shell.placeName).toHaveText('Sucursal Centro');
});

test('wrong credentials show the server message in a red banner', async ({ page }, testInfo) => {
  const login = new LoginPage(page);
  await login.goto('/login', 'parking@nexo.demo');
  await expect(login.user).toHaveValue('parking@nexo.demo');
  await login.signIn('parking@nexo.demo', 'not-the-password');
  await expect(login.banner).toBeVisible();
  await expect(login.banner).not.toHaveText(/^\s*$/);
  await expect(page).toHaveURL(/\/login\?user=/);
  await page.screenshot({ path: testInfo.outputPath('login-error.png'), fullPage: true });
});
