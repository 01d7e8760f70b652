// Issue 13 "no dead ends": each demo account lands on a screen it can use, and no screen of its menu asks a
// user without parking lots to choose one (or links to /lots, which would only send them back).
import { expect, test } from './fixtures';
import { SCREEN_LOAD_MS, timeForScreens } from './pages/demo-accounts';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';
import { StoreSelectDialog } from './pages/store-select.page';

test.use({ locale: 'en-US' });

const PASSWORD = 'demo1234';
const ACCOUNTS = [
  { who: 'the platform admin', path: '/login/nexo', user: 'admin@nexo.demo', landing: /\/dashboard$/, hasLots: false },
  { who: 'a shop owner', path: '/login/shopping', user: 'shop@nexo.demo', landing: /\/dashboard$/, hasLots: false },
  { who: 'a shop manager', path: '/login/shopping', user: 'manager@nexo.demo', landing: /\/branchs$/, hasLots: false },
  { who: 'a salesman', path: '/login/salesman', user: 'TNDA_VENDEDOR', landing: /\/shopping-to-go\?active=\d+&module=request$/, hasLots: false },
  { who: 'the operator', path: '/login/operator', user: 'PF_OPERADOR', landing: /\/search$/, hasLots: true },
  { who: 'the administrator of one lot', path: '/login', user: 'parking2@nexo.demo', landing: /\/dashboard$/, hasLots: true },
] as const;

for (const account of ACCOUNTS) {
  test(`${account.who} lands on a usable screen and never meets a lot choice without lots`, async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto(account.path);
    await login.signIn(account.user, PASSWORD);
    if (account.path === '/login/salesman') await new StoreSelectDialog(page).choose('Sucursal Centro');
    await expect(page).toHaveURL(account.landing);
    await expect(shell.heading).toBeVisible({ timeout: SCREEN_LOAD_MS });

    const main = page.getByRole('main');
    const chooseLot = main.getByRole('link', { name: /Choose a lot|Elige un estacionamiento/ });
    await expect(chooseLot).toHaveCount(0);
    if (account.hasLots) return;

    // Every screen the account's menu links to, in nested groups too (opened by a reload of each page).
    const hrefs = new Set(await shell.sidebar.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')));
    expect(hrefs.size).toBeGreaterThan(0);
    // The platform admin's menu links to about fifteen screens (issue 20), each opened by a reload.
    test.setTimeout(timeForScreens(hrefs.size));
    for (const href of hrefs) {
      await page.goto(href);
      await expect(shell.heading, href).toBeVisible({ timeout: SCREEN_LOAD_MS });
      await expect(chooseLot, href).toHaveCount(0);
      await expect(main.getByText(/Choose a lot|Elige un estacionamiento/), href).toHaveCount(0);
    }
  });
}
