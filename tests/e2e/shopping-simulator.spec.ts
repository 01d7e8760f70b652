// Shopping to go with simulated customers (issue 19's browser test): `npm run simulate -- --shop` plays a customer
// through the customer API while a salesman of Sucursal Centro, open to requests, receives the request live,
// sends an offer, reads the customer's message, sees "I'm here" and closes the sale; meanwhile the shop owner's
// credits badge goes down by the offer and their statistics count the sale. The salesman is a new one of this
// test (tests/e2e/pages/salesmen.ts), and figures are compared with what the pages showed first.
import { spawn } from 'node:child_process';
import { expect, test } from './fixtures';
import { LoginPage, signedInContext } from './pages/login.page';
import { newSalesman } from './pages/salesmen';
import { ACCOUNTS } from './pages/session';
import { ShellPage } from './pages/shell.page';
import { ShopStatisticsPage } from './pages/shop-statistics.page';
import { ShoppingToGoPage } from './pages/shopping-to-go.page';
import { StoreSelectDialog } from './pages/store-select.page';

test.use({ locale: 'en-US' });

/** What the simulator's first customer (simulator/shop/shoppers.ts) asks for, and their first name. */
const WANT = 'Busco una chamarra de mezclilla talla M';
const CUSTOMER = 'Lucía';

/** `npm run simulate -- --shop` for one customer, quick: its exit code and what it printed. */
function simulateShop(url: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('npx', ['tsx', 'simulator/cli.ts', '--shop', '--count', '1', '--every', '0', '--pause', '3', '--poll', '1', '--url', url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

test('a simulated customer buys from a salesman online while the owner sees credits and statistics move', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const username = await newSalesman(await playwright.request.newContext({ baseURL }));

  // The owner watches their statistics and credits badge.
  const { page: owner } = await signedInContext(browser, ACCOUNTS.shop);
  await expect(owner).toHaveURL(/\/dashboard$/);
  const stats = new ShopStatisticsPage(owner);
  const ownerBadge = new ShellPage(owner).sidebar.getByTestId('credits-badge');
  await expect(stats.tile('sales')).toHaveText(/^\d+$/);
  const salesBefore = await stats.figure('sales');
  const creditsBefore = Number((await ownerBadge.textContent())?.match(/-?\d+/)?.[0]);

  // The new salesman opens to requests for Sucursal Centro.
  const salesman = await (await browser.newContext({ locale: 'en-US', permissions: ['notifications'] })).newPage();
  await new LoginPage(salesman).goto('/login/salesman');
  await new LoginPage(salesman).signIn(username, 'demo1234');
  await new StoreSelectDialog(salesman).choose('Sucursal Centro', true);
  await expect(salesman).toHaveURL(/\/shopping-to-go/);
  const togo = new ShoppingToGoPage(salesman);

  const simulation = simulateShop(baseURL ?? '');
  // Live: the store's channel brings the simulated customer's request.
  const request = togo.request(CUSTOMER, WANT);
  await expect(request).toBeVisible({ timeout: 30_000 });
  await request.click();
  await togo.detail.getByRole('button', { name: 'Make an offer' }).click();
  await togo.writeOffer({ product: 'Chamarra de mezclilla M', price: '650', discount: '0' });
  await expect(togo.dialog.getByTestId('offer-confirm-total')).toHaveText('Total: MXN 650.00');
  await togo.dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(salesman.getByText('Offer sent')).toBeVisible();
  // The owner's badge follows the store's balance live (the offer spent its credits; another file's purchase on
  // the other worker may move it too, so any change without a reload counts).
  await expect.poll(async () => Number((await ownerBadge.textContent())?.match(/-?\d+/)?.[0]), { timeout: 20_000 }).not.toBe(creditsBefore);

  // The customer accepts and writes; the salesman reads it in the chat.
  await togo.tab('In progress / chat').click();
  await togo.request(CUSTOMER, WANT).click();
  await expect(togo.detail.getByText('¡Perfecto! Voy para allá, ¿me la apartas?')).toBeVisible({ timeout: 30_000 });

  // "I'm here", then the sale.
  await togo.tab("I'm here").click();
  await expect(togo.request(CUSTOMER, WANT)).toBeVisible({ timeout: 30_000 });
  await togo.request(CUSTOMER, WANT).click();
  await expect(togo.detail).toContainText('Your customer is here');
  await togo.detail.getByRole('button', { name: 'Close sale' }).click();
  await expect(salesman.getByText('Sale closed')).toBeVisible();

  // The simulator ends with its customer served; the owner's statistics count the sale.
  const { code, output } = await simulation;
  expect(code, output).toBe(0);
  expect(output).toContain('1 accepted an offer, 1 said "I\'m here"');
  // At least this sale: the workspace's browser test, on the other worker, may close one of the shop's too.
  await expect.poll(() => stats.figure('sales'), { timeout: 70_000 }).toBeGreaterThanOrEqual(salesBefore + 1);
});
