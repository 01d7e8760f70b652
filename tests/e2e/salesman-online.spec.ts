// The salesman open to requests (issue 19 item 1; spec 1 §2.3, §4; spec 2 §2): the store dialog's yes goes online
// for Sucursal Centro; a reload leaves the presence channel, so the server takes the salesman offline and the
// console shows it; the toggle goes online again; a second tab sees it, and closing one of two tabs keeps it;
// the toggle goes offline. The salesman is a new one of this test (tests/e2e/pages/salesmen.ts): a tab of the demo
// salesman in another file, on the other worker, would keep them present.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { newSalesman } from './pages/salesmen';
import { SalesmanOnlinePanel, serverOnlineBranch } from './pages/salesman-online.page';
import { StoreSelectDialog } from './pages/store-select.page';

const PASSWORD = 'demo1234';
const CENTRO = 1;

test('the salesman goes online for Sucursal Centro, is offline after a reload, and goes online and offline with the toggle', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ locale: 'en-US', permissions: ['notifications'] });
  const username = await newSalesman(context.request, 'Olga');
  const page = await context.newPage();
  const login = new LoginPage(page);
  const online = new SalesmanOnlinePanel(page);
  await login.goto('/login/salesman');
  await login.signIn(username, PASSWORD);
  await new StoreSelectDialog(page).choose('Sucursal Centro', true);
  await expect(page).toHaveURL(/\/shopping-to-go\?active=\d+&module=request$/);

  // The dialog's yes: online for the store, on the server too.
  await expect(online.status).toHaveText('Online');
  await expect(page.getByText('You are open to requests.')).toBeVisible();
  expect(await serverOnlineBranch(context.request, username, PASSWORD)).toBe(CENTRO);
  await online.open();
  await expect(online.summary).toHaveText('You receive the requests of Sucursal Centro.');
  await expect(online.toggle).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('salesman-online.png'), fullPage: true });
  await online.close();

  // A reload closes the tab's socket: its last one on the presence channel, so the server takes them offline.
  await page.reload();
  await expect(online.status).toHaveText('Offline');
  expect(await serverOnlineBranch(context.request, username, PASSWORD)).toBeNull();

  await online.open();
  await expect(online.summary).toHaveText('You are not receiving requests.');
  await online.toggle.click();
  await expect(online.summary).toHaveText('You receive the requests of Sucursal Centro.');
  await expect(online.status).toHaveText('Online');
  expect(await serverOnlineBranch(context.request, username, PASSWORD)).toBe(CENTRO);
  await online.close();

  // A second tab reads it; closing the first keeps the salesman online while the second stays.
  const second = await context.newPage();
  // The second tab must be on the presence channel before the first leaves, or the server sees none left.
  const present = new Promise<void>((resolve) =>
    second.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
      const frame = String(payload);
      if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes('presence-salesman.')) resolve();
    })),
  );
  await second.goto('/shopping-to-go');
  const other = new SalesmanOnlinePanel(second);
  await expect(other.status).toHaveText('Online');
  await present;
  await page.close();
  await expect.poll(() => serverOnlineBranch(context.request, username, PASSWORD)).toBe(CENTRO);

  await other.open();
  await other.toggle.click();
  await expect(other.summary).toHaveText('You are not receiving requests.');
  await expect(other.status).toHaveText('Offline');
  expect(await serverOnlineBranch(context.request, username, PASSWORD)).toBeNull();
  await context.close();
});
