// Shopping to go, the salesman's workspace (issue 19): a salesman of Sucursal Centro (a new one,
// tests/e2e/pages/salesmen.ts) goes online; a customer of the customer API asks for a product in plaza 1 under the store's category; the request arrives live in Pending
// with its reply countdown; the offer is written, confirmed with its product and total and sent (the store's
// credits go down by the offer's price), and the request is In progress; the customer accepts and writes, the
// salesman reads and answers in the chat (a few read marks, not an endless round of them); the customer says
// "I'm here", the salesman closes the sale, which shows in Sales.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { newSalesman } from './pages/salesmen';
import { Customer, ShoppingToGoPage } from './pages/shopping-to-go.page';
import { StoreSelectDialog } from './pages/store-select.page';

const CENTRO = 1;

test('a request arrives live, gets an offer after its confirmation, a chat, "I\'m here" and the sale', async ({ browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'en-US', permissions: ['notifications'] });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto('/login/salesman');
  await login.signIn(await newSalesman(context.request), 'demo1234');
  await new StoreSelectDialog(page).choose('Sucursal Centro', true);
  await expect(page).toHaveURL(/\/shopping-to-go/);
  const togo = new ShoppingToGoPage(page);
  // Read marks sent by the chat: a few, not one after each announcement of the last (no endless mark and read).
  let readMarks = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/messages\/read$/.test(r.url())) readMarks += 1;
  });
  await expect(togo.tab('Pending')).toHaveAttribute('aria-selected', 'true');
  await expect(togo.badge).toBeVisible();
  const creditsBefore = await togo.credits();

  const customer = new Customer(await playwright.request.newContext({ baseURL }));
  const name = `Eva ${Date.now()}`;
  await customer.register(name, `eva-${Date.now()}@nexo.demo`);
  const text = 'Busco una chamarra de mezclilla talla M';
  const { data: asked } = await customer.ask({ text, plaza_id: 1, category_id: await customer.categoryId('Clothing and accessories') });

  // Live: the store's channel brings it.
  await togo.request(name.split(' ')[0], text).click();
  await expect(togo.detail).toContainText(text);
  await expect(togo.detail.getByTestId('reply-countdown')).toContainText('Time left to reply');
  await togo.detail.getByRole('button', { name: 'Make an offer' }).click();
  await togo.writeOffer({ product: 'Chamarra de mezclilla M', price: '499.90', discount: '10' });
  await expect(togo.dialog.getByTestId('offer-confirm-product')).toHaveText('Chamarra de mezclilla M');
  await expect(togo.dialog.getByTestId('offer-confirm-total')).toHaveText('Total: MXN 449.91');
  await page.screenshot({ path: testInfo.outputPath('offer-confirmation.png'), fullPage: true });
  await togo.dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent')).toBeVisible();
  await expect(togo.tab('In progress / chat')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => togo.credits()).toBeLessThan(creditsBefore);

  // The customer chooses it and writes; the salesman reads and answers.
  const { data: seen } = await customer.request(asked.id);
  expect(seen.offers.map((o) => o.total_cents)).toEqual([44_991]);
  await customer.accept(asked.id, seen.offers[0].id);
  await customer.say(asked.id, CENTRO, '¿La tienen en azul oscuro?');
  await togo.request(name.split(' ')[0], text).click();
  await expect(togo.detail.getByText('¿La tienen en azul oscuro?')).toBeVisible();
  await togo.detail.getByRole('textbox', { name: 'Message' }).fill('Sí, te la apartamos');
  await togo.detail.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(togo.detail.locator('[data-delivery="delivered"]').filter({ hasText: 'Sí, te la apartamos' })).toBeVisible();
  const marks = readMarks;
  expect(marks).toBeLessThanOrEqual(3);
  // No endless round of marks: with the chat still open, one more round trip (the customer writes again and the
  // salesman sees it, which is read once) adds that one mark, and at most one left from before; a mark that
  // announced itself and marked again would be counting up the whole while. (Waited on the message, not a clock.)
  await customer.say(asked.id, CENTRO, '¿A qué hora cierran?');
  await expect(togo.detail.getByText('¿A qué hora cierran?')).toBeVisible();
  await expect(togo.detail.getByText('¿La tienen en azul oscuro?')).toBeVisible();
  expect(readMarks - marks).toBeLessThanOrEqual(2);

  // "I'm here", then the sale.
  await customer.here(asked.id);
  await togo.tab("I'm here").click();
  await togo.request(name.split(' ')[0], text).click();
  await expect(togo.detail).toContainText('Your customer is here');
  await page.screenshot({ path: testInfo.outputPath('im-here.png'), fullPage: true });
  await togo.detail.getByRole('button', { name: 'Close sale' }).click();
  await expect(page.getByText('Sale closed')).toBeVisible();
  await togo.tab('Sales').click();
  await expect(togo.request(name.split(' ')[0], text)).toBeVisible();
  await context.close();
});
