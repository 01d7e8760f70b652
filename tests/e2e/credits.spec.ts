// Buying credits end to end (issue 17 items 4-6) against the server and the sandbox gateway started beside it:
// the shop owner opens Buy more from the sidebar's Credits, chooses the 10-credit package for one store, adds the
// card that declines twice (docs/payments.md) in the card editor inside the flow, pays: declined (1/3), declined
// (2/3), then accepted on the third try. The sidebar's badge shows the new balance without a reload, and the
// ledger lists the purchase with its amount.
import { expect, test } from '@playwright/test';
import { CardsPage } from './pages/cards.page';
import { CreditsPage } from './pages/credits.page';
import { LoginPage } from './pages/login.page';

test.use({ locale: 'en-US' });

const TAG = Date.now().toString(36).slice(-5);
const DECLINES_TWICE = { nickname: `Twice ${TAG}`, holder: 'Sofía Tienda', number: '4000 0000 0000 0036', expiry: '12/34', cvv: '123' };
const DECLINED = 'Your bank declined the payment order and your purchase could not be completed this time. Please try again later.';

test('the shop owner buys credits with the card that declines twice: 1/3, 2/3, then accepted; badge and ledger show the balance', async ({ page }) => {
  test.setTimeout(120_000);
  const credits = new CreditsPage(page);
  const login = new LoginPage(page);
  await login.goto('/login/shopping');
  await login.signIn('shop@nexo.demo', 'demo1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(credits.badge).toBeVisible();
  const before = await credits.badgeCredits();

  await credits.openFromMenu('Buy more', /\/credits\/buy$/);
  await page.getByRole('radio', { name: /^Paquete 10 ·/ }).check();
  await credits.chooseStore('Sucursal Centro');
  await expect(page.getByText('Credit purchases are non-refundable.')).toBeVisible();
  await expect(page.getByText('Single-store credits cannot be moved to other stores afterwards.')).toBeVisible();

  // The card editor inside the flow: the new card is listed and chosen once saved.
  await credits.addCard.click();
  const editor = new CardsPage(page);
  await editor.fillNew(DECLINES_TWICE);
  await editor.save.click();
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(new RegExp(`${DECLINES_TWICE.nickname}.*0036`));

  await credits.pay.click();
  await credits.confirmCvv('123');
  await expect(credits.declined).toContainText('(1/3)');
  await expect(credits.declined).toContainText(DECLINED);
  await credits.tryAgain.click();
  await credits.confirmCvv('123');
  await expect(credits.declined).toContainText('(2/3)');
  await credits.tryAgain.click();
  await credits.confirmCvv('123');
  await expect(credits.accepted).toContainText(`10 credits were added. Your balance: ${before + 10} credits.`);
  await expect(credits.badge).toHaveText(`${before + 10} credits`);

  // The ledger: the purchase on top, with its package and amount, in the totals.
  await credits.openFromMenu('Transactions', /\/credits\/transactions$/);
  const table = page.getByRole('table', { name: 'Credit transactions' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Sucursal Centro');
  await expect(first).toContainText('Purchase');
  await expect(first).toContainText('+10');
  await expect(first).toContainText('Paquete 10');
  await page.getByRole('combobox', { name: 'Movement' }).click();
  await page.getByRole('option', { name: 'Purchase' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('ledger-amount')).toHaveText(/199\.00/);
  await expect(credits.badge).toHaveText(`${before + 10} credits`);
});
