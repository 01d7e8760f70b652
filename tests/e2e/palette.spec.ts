// The command palette (issue 21 item 2) in a real browser: for each demo account it reaches every screen of
// the account's menu (found by the label the sidebar shows, opened from the palette, the screen's heading
// shown); it works by keyboard alone (Ctrl+K, type, arrows, Enter); it makes another lot active; and it finds
// a pension by plate and a visit by plate and ticket number in the active lot, opening each in its screen.
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login.page';
import { GateDevice } from './pages/operator.page';
import { PalettePage } from './pages/palette.page';
import { ShellPage } from './pages/shell.page';
import { StoreSelectDialog } from './pages/store-select.page';

test.use({ locale: 'en-US' });

const PASSWORD = 'demo1234';
const ACCOUNTS = [
  { who: 'the platform admin', path: '/login/nexo', user: 'admin@nexo.demo' },
  { who: 'a lots administrator', path: '/login', user: 'parking@nexo.demo' },
  { who: 'the operator', path: '/login/operator', user: 'PF_OPERADOR' },
  { who: 'a shop owner', path: '/login/shopping', user: 'shop@nexo.demo' },
  { who: 'a shop manager', path: '/login/shopping', user: 'manager@nexo.demo' },
  { who: 'a salesman', path: '/login/salesman', user: 'TNDA_VENDEDOR' },
] as const;

async function signIn(page: Page, path: string, user: string): Promise<ShellPage> {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.goto(path);
  await login.signIn(user, PASSWORD);
  if (path === '/login/salesman') await new StoreSelectDialog(page).choose('Sucursal Centro');
  await expect(shell.heading).toBeVisible();
  return shell;
}

/** Every screen the sidebar links to (nested groups too) with the label it shows. */
async function menuScreens(shell: ShellPage): Promise<{ href: string; label: string }[]> {
  await expect(shell.sidebar.locator('a[href^="/"]').first()).toBeAttached();
  const links = await shell.sidebar.locator('a[href^="/"]').evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.querySelector('.mantine-NavLink-label')?.textContent?.trim() ?? '' })),
  );
  return [...new Map(links.map((l) => [l.href, l])).values()];
}

for (const account of ACCOUNTS) {
  test(`${account.who} reaches every screen of their menu from the palette`, async ({ page }) => {
    test.setTimeout(120_000);
    const shell = await signIn(page, account.path, account.user);
    const palette = new PalettePage(page);
    const screens = await menuScreens(shell);
    expect(screens.length).toBeGreaterThan(0);
    for (const { href, label } of screens) {
      await palette.openByKeyboard();
      await palette.type(label);
      await palette.screen(href).click();
      await expect(palette.dialog).toBeHidden();
      await expect(page, `${label} (${href})`).toHaveURL((url) => url.pathname === href);
      await expect(shell.heading, href).toBeVisible();
    }
  });
}

test('the palette is driven by keyboard alone and opens from the header too', async ({ page }) => {
  const shell = await signIn(page, '/login', 'parking@nexo.demo');
  const palette = new PalettePage(page);
  await palette.headerButton.click();
  await expect(palette.search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette.dialog).toBeHidden();

  await palette.openByKeyboard();
  await page.keyboard.type('Edit rates');
  await expect(palette.screen('/rates/edit')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rates\/edit$/);
  await expect(shell.heading).toHaveText(/Rates|rates/);

  await palette.openByKeyboard();
  await page.keyboard.type('transactions');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(palette.screen('/transactions')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transactions$/);
});

test('the palette makes another lot active', async ({ page }) => {
  const shell = await signIn(page, '/login', 'parking@nexo.demo');
  const palette = new PalettePage(page);
  await palette.openByKeyboard();
  const other = (await shell.placeName.innerText()).includes('Fundadores Sur') ? 'Fundadores Norte' : 'Fundadores Sur';
  await palette.type(other);
  await palette.group('Parking lots').getByRole('button', { name: new RegExp(other) }).click();
  await expect(shell.placeName).toHaveText(other);
});

test('the palette finds a pension by plate and a visit by plate and ticket in the active lot', async ({ page, request }) => {
  const shell = await signIn(page, '/login', 'parking@nexo.demo');
  if (!(await shell.placeName.innerText()).includes('Fundadores Norte')) await shell.switchLot('Fundadores Norte');
  await expect(shell.placeName).toHaveText('Fundadores Norte');
  const palette = new PalettePage(page);

  await palette.openByKeyboard();
  await palette.type('nxp1001');
  await palette.group('Pensions').getByRole('button', { name: /Lucía Garza/ }).click();
  await expect(page).toHaveURL(/\/pensions\?q=Luc/);
  await expect(page.getByRole('main').getByRole('cell', { name: 'lucia.garza1@example.mx' })).toBeVisible();

  const plate = `PAL${Date.now() % 100_000}`;
  const entry = await new GateDevice(request, 1, 'demo-lot-1-key').event(1, { event_id: `e2e-palette-${plate}`, direction: 'in', plate, phone: '8119990001' });
  expect(entry.ok()).toBe(true);
  await palette.openByKeyboard();
  await palette.type(plate.toLowerCase());
  const visit = palette.group('Open visits').getByRole('button', { name: new RegExp(plate) });
  await expect(visit).toBeVisible();
  const ticket = (await visit.innerText()).match(/Ticket (\d+)/)?.[1];
  expect(ticket).toBeTruthy();

  await palette.type(String(ticket).padStart(6, '0'));
  await palette.group('Open visits').getByRole('button', { name: new RegExp(plate) }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?day=\\d{4}-\\d{2}-\\d{2}&plate=${plate}`));
  await expect(page.getByRole('main').getByRole('cell', { name: plate })).toBeVisible();
});
