// Saved cards and buying credits end to end (issue 17 items 3-6) against the server and the sandbox gateway
// started beside it. Both tests use the demo shop owner's cards, so they live in one file and run in this order
// in one worker: a second worker adding a card meanwhile would change what the first one counts.
//
// Cards: the shop owner opens Payment methods from the sidebar's Credits, is offered a new card, adds two test
// cards (docs/payments.md) typed digit by digit (spaced as typed, the brand shown, Save only once valid), sees
// each listed with its number, expiry and CVV masked and locked, renames one, and deletes the other after the
// confirmation. The card numbers went to the gateway only: our server's list has none.
//
// Credits: the shop owner opens Buy more, chooses the 10-credit package for one store, adds the card that
// declines twice in the card editor inside the flow, pays: declined (1/3), declined (2/3), then accepted on the
// third try. The sidebar's badge shows the new balance without a reload, and the ledger lists the purchase with
// its amount.
//
// The manager's purchase for a store and the owner's transfer between stores (below) change the shop's credits
// and ledger that the buy test reads, so they run after it in this file rather than beside it in another. Last,
// the owner inactivates Sucursal Centro (spec 3 §4, after 'I Agree'): its transfer is refused; it is activated
// again at the end, since an inactive store would refuse every purchase and transfer above.
//
// Gifts (issue 20, the admin module), after them for the same reason: the nexo admin finds Sucursal Valle in Gifts
// Credits, gives it 7 credits with a reason (after the question), sees the gift in Gifts Credits Users with who gave
// it, and the shop's owner finds it in their credit ledger with its reason.
import { expect, test } from './fixtures';
import { GiftsPage } from './pages/admin-credits-roles.page';
import { CardsPage } from './pages/cards.page';
import { CreditsPage } from './pages/credits.page';
import { sessionToken } from './pages/rates.page';
import { ACCOUNTS, openSignedIn, useSession } from './pages/session';
import { StoresPage } from './pages/stores.page';

test.use({ locale: 'en-US' });

const TAG = Date.now().toString(36).slice(-5);
const VISA = { nickname: `Visa ${TAG}`, holder: 'Sofía Tienda', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };
const MASTERCARD = { nickname: `Mastercard ${TAG}`, holder: 'Sofía Tienda', number: '5555 5555 5555 4444', expiry: '11/33', cvv: '456' };
const DECLINES_TWICE = { nickname: `Twice ${TAG}`, holder: 'Sofía Tienda', number: '4000 0000 0000 0036', expiry: '12/34', cvv: '123' };
const DECLINED = 'Your bank declined the payment order and your purchase could not be completed this time. Please try again later.';

test('the shop owner adds cards, sees them masked, renames one and deletes another', async ({ page }) => {
  test.setTimeout(90_000);
  const cards = new CardsPage(page);
  await cards.signInAndOpen();
  // No card yet: the new card is offered.
  await expect(cards.heading).toHaveText('New card');
  await expect(cards.save).toBeDisabled();

  await cards.fillNew(VISA);
  await expect(cards.editor.getByLabel('Brand')).toHaveText('Visa');
  await expect(cards.save).toBeEnabled();
  // A broken phone disables Save again and says why.
  await cards.field('Registered phone').fill('81123');
  await expect(cards.save).toBeDisabled();
  await expect(cards.editor.getByText('The registered phone field must be 10 digits.')).toBeVisible();
  await cards.field('Registered phone').fill('8112345678');
  await cards.save.click();
  await expect(page.getByText(`Card ${VISA.nickname} added`)).toBeVisible();
  await expect(cards.heading).toHaveText('Card 1 of 1');
  await expect(cards.field('Card number')).toHaveValue('**** **** **** 4242');
  await expect(cards.field('Card number')).toBeDisabled();
  await expect(cards.field('Expiry')).toHaveValue('12/34');
  await expect(cards.field('Expiry')).toBeDisabled();
  await expect(cards.field('CVV')).toHaveValue('***');
  await expect(cards.field('CVV')).toBeDisabled();

  await cards.add.click();
  await expect(cards.heading).toHaveText('New card');
  await cards.fillNew(MASTERCARD);
  await expect(cards.editor.getByLabel('Brand')).toHaveText('Mastercard');
  await cards.save.click();
  await expect(page.getByText(`Card ${MASTERCARD.nickname} added`)).toBeVisible();
  await expect(cards.heading).toHaveText('Card 2 of 2');
  await expect(cards.field('Card number')).toHaveValue('**** **** **** 4444');

  // Back to the first card; rename it.
  await cards.previous.click();
  await expect(cards.heading).toHaveText('Card 1 of 2');
  await expect(cards.field('Payment method name')).toHaveValue(VISA.nickname);
  const renamed = `Oficina ${TAG}`;
  await cards.field('Payment method name').fill(renamed);
  await cards.save.click();
  await expect(page.getByText('Card updated')).toBeVisible();
  await expect(cards.field('Payment method name')).toHaveValue(renamed);

  // Delete the Mastercard after the confirmation.
  await cards.next.click();
  await expect(cards.field('Payment method name')).toHaveValue(MASTERCARD.nickname);
  await cards.remove.click();
  const confirm = page.getByRole('dialog', { name: `Are you sure to delete ${MASTERCARD.nickname}?` });
  await expect(confirm.getByText("You won't be able to reverse this!")).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Card ${MASTERCARD.nickname} deleted`)).toBeVisible();
  await expect(cards.heading).toHaveText('Card 1 of 1');

  // After a reload the server lists the one card, renamed, masked: no number of either card.
  await page.reload();
  await expect(cards.heading).toHaveText('Card 1 of 1');
  await expect(cards.field('Payment method name')).toHaveValue(renamed);
  const res = await page.request.get('/api/shops/1/cards', { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(JSON.parse(body).data).toMatchObject([{ nickname: renamed, last_digits: '4242', valid_date: '12/34', brand: 'visa' }]);
  expect(body).not.toMatch(/4242 ?4242 ?4242 ?4242|5555 ?5555 ?5555 ?4444/);
});

test('the shop owner buys credits with the card that declines twice: 1/3, 2/3, then accepted; badge and ledger show the balance', async ({ page }) => {
  test.setTimeout(120_000);
  const credits = new CreditsPage(page);
  await openSignedIn(page, ACCOUNTS.shop);
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
  // The cards test before this one leaves a saved card: the editor opens on it, and Add card offers a new one.
  await expect(editor.heading).toHaveText(/^(New card|Card \d+ of \d+)$/);
  if ((await editor.heading.textContent()) !== 'New card') await editor.add.click();
  await expect(editor.heading).toHaveText('New card');
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

// A branch manager (issue 17: shopping.branch.creditsbuy and shopping.branch.transactions only) buys for their
// store, Sucursal Centro (server/demo/seed.ts), with a card of that store (not the shop's cards the tests above
// use) and reads the store's ledger. It changes the shop's total, which the test above reads from the badge:
// hence this file, in order. Paquete 50, which the owner's test above does not buy, tells the two apart.
test("the manager buys credits for their store with the store's own card, sees them in the store's ledger and the card among the stores' payment methods", async ({ page }) => {
  test.setTimeout(120_000);
  const credits = new CreditsPage(page);
  await openSignedIn(page, ACCOUNTS.manager);
  await expect(page).toHaveURL(/\/branchs$/);

  await credits.openFromMenu('Buy more', /\/credits\/buy$/);
  await credits.chooseOwnStore('Sucursal Centro');
  await page.getByRole('radio', { name: /^Paquete 50 ·/ }).check();
  await expect(page.getByRole('combobox', { name: 'Store', exact: true })).toHaveValue(/^Sucursal Centro \(\d+ credits\)$/);
  const before = Number(/\((\d+) credits\)/.exec(await page.getByRole('combobox', { name: 'Store', exact: true }).inputValue())?.[1]);

  // The store's cards: a new one added inside the flow (the card editor for the branch).
  await credits.addCard.click();
  const editor = new CardsPage(page);
  await expect(editor.heading).toHaveText(/^(New card|Card \d+ of \d+)$/);
  if ((await editor.heading.textContent()) !== 'New card') await editor.add.click();
  await editor.fillNew({ nickname: `Centro ${TAG}`, holder: 'Mario Gerente', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' });
  await editor.save.click();
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(new RegExp(`Centro ${TAG}.*4242`));

  await credits.pay.click();
  await credits.confirmCvv('123');
  await expect(credits.accepted).toContainText(`55 credits were added. Your balance: ${before + 55} credits.`);

  // The store's ledger: the purchase, on the branch's route (the manager has no shop ledger).
  await credits.openFromMenu('Transactions', /\/credits\/transactions$/);
  await expect(page.getByRole('combobox', { name: 'Your store' })).toHaveValue('Sucursal Centro');
  await page.getByRole('combobox', { name: 'Movement' }).click();
  await page.getByRole('option', { name: 'Purchase' }).click();
  const first = credits.ledger.getByRole('row').nth(1);
  await expect(first).toContainText('Sucursal Centro');
  await expect(first).toContainText('+50');
  await expect(first).toContainText('Paquete 50');
  await expect(first).toContainText('899.00');
  // Only that store's entries: Sucursal Valle's welcome gift is not among them.
  await page.getByRole('combobox', { name: 'Movement' }).click();
  await page.getByRole('option', { name: 'Gift' }).click();
  await expect(credits.ledger.getByRole('row').nth(1)).toContainText('Sucursal Centro');
  await expect(credits.ledger).not.toContainText('Sucursal Valle');
  // No store filter for one store, and no transfer for the manager.
  await expect(page.getByRole('combobox', { name: 'Store', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Transfer credits' })).toHaveCount(0);

  // Payment methods: the stores' cards only (the shop's own are the owner's), the card just added among them.
  await page.getByRole('link', { name: 'Payment methods', exact: true }).click();
  await expect(page).toHaveURL(/\/credits\/cards$/);
  const cards = new CardsPage(page);
  // Their one store: no choice of owner to make (neither the shop nor another store is offered).
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(cards.heading).toHaveText(/^Card \d+ of \d+$/);
  await expect(cards.field('Payment method name')).toHaveValue(`Centro ${TAG}`);
  await expect(cards.field('Card number')).toHaveValue('**** **** **** 4242');
});

// The shop owner moves credits between two stores (issue 17): Valle's credits are single-store (nothing to send),
// Centro sends 5 of its transferable ones; the ledger shows the two entries and the shop's total is unchanged.
test('the shop owner transfers credits from Sucursal Centro to Sucursal Valle; the ledger shows transfer_out and transfer_in', async ({ page }) => {
  test.setTimeout(90_000);
  const credits = new CreditsPage(page);
  await openSignedIn(page, ACCOUNTS.shop);
  await expect(page).toHaveURL(/\/dashboard$/);
  const total = await credits.badgeCredits();

  await credits.openFromMenu('Transactions', /\/credits\/transactions$/);
  await page.getByRole('button', { name: 'Transfer credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer credits between your stores' });
  const from = dialog.getByRole('combobox', { name: 'From store' });
  await expect(from).toHaveValue(/^Sucursal Centro \(may send \d+\)$/);
  const sendable = Number(/may send (\d+)/.exec(await from.inputValue())?.[1]);
  expect(sendable).toBeGreaterThanOrEqual(5);

  // Valle's credits are single-store: it may send none.
  await from.click();
  await page.getByRole('option', { name: 'Sucursal Valle (may send 0)' }).click();
  await dialog.getByRole('combobox', { name: 'To store' }).click();
  await page.getByRole('option', { name: 'Sucursal Centro', exact: true }).click();
  await dialog.getByLabel('Credits to move').fill('1');
  await expect(dialog.getByText('At most 0')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Transfer', exact: true })).toBeDisabled();

  await from.click();
  await page.getByRole('option', { name: /^Sucursal Centro \(may send/ }).click();
  await dialog.getByRole('combobox', { name: 'To store' }).click();
  await page.getByRole('option', { name: 'Sucursal Valle', exact: true }).click();
  await dialog.getByLabel('Credits to move').fill('5');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByText('Move 5 credits from Sucursal Centro to Sucursal Valle?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(dialog.getByTestId('transfer-done')).toHaveText('5 credits moved from Sucursal Centro to Sucursal Valle.');
  await expect(page.getByText('5 credits moved from Sucursal Centro to Sucursal Valle.').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The ledger was read again: the two entries on top, the last appended first.
  const rows = credits.ledger.getByRole('row');
  await expect(rows.nth(1)).toContainText('Sucursal Valle');
  await expect(rows.nth(1)).toContainText('Transfer received');
  await expect(rows.nth(1)).toContainText('+5');
  await expect(rows.nth(1)).toContainText('Sucursal Centro');
  await expect(rows.nth(2)).toContainText('Sucursal Centro');
  await expect(rows.nth(2)).toContainText('Transfer sent');
  await expect(rows.nth(2)).toContainText('-5');
  await expect(rows.nth(2)).toContainText('Sucursal Valle');
  // A transfer moves credits; the shop's total stays.
  await expect(credits.badge).toHaveText(`${total} credits`);
});

test("an inactivated store's credits cannot move; activated again, it is active", async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.shop, { path: '/branchs' });
  const stores = new StoresPage(page);
  await stores.list.getByRole('link', { name: 'Open Sucursal Centro' }).click();
  await stores.statusPanel.getByRole('button', { name: 'Inactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Inactivate Sucursal Centro?' });
  await expect(confirm).toContainText('no longer receives purchase requests');
  await confirm.getByRole('button', { name: 'I Agree' }).click();
  await expect(stores.statusPanel).toContainText('Inactive');
  await expect(stores.statusPanel.getByRole('button', { name: 'Activate' })).toBeVisible();

  // A transfer of its credits is refused.
  await page.goto('/credits/transactions');
  await page.getByRole('button', { name: 'Transfer credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer credits between your stores' });
  const from = dialog.getByRole('combobox', { name: 'From store' });
  await from.click();
  await page.getByRole('option', { name: /^Sucursal Centro \(may send/ }).click();
  await dialog.getByRole('combobox', { name: 'To store' }).click();
  await page.getByRole('option', { name: 'Sucursal Valle', exact: true }).click();
  await dialog.getByLabel('Credits to move').fill('1');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(dialog).toContainText("An inactive store's credits can no longer be transferred.");

  await page.keyboard.press('Escape');

  await page.goto('/branchs');
  await stores.list.getByRole('link', { name: 'Open Sucursal Centro' }).click();
  await stores.statusPanel.getByRole('button', { name: 'Activate' }).click();
  await expect(stores.statusPanel.getByRole('button', { name: 'Inactivate' })).toBeVisible();
  await page.goto('/branchs');
  await expect(stores.row('Sucursal Centro')).toContainText('Active');
});

test('the nexo admin gives a store gift credits; Gifts Credits Users and the owner’s ledger show them with the reason', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const reason = `Aniversario ${TAG}`;
  await useSession(page.context(), ACCOUNTS.admin);
  const gifts = new GiftsPage(page);
  await gifts.open();
  await gifts.choose('Sucursal Valle');
  const question = await gifts.give(7, reason);
  await expect(question).toContainText('7 credits will go to 1 store (7 in all).');
  await page.screenshot({ path: testInfo.outputPath('gift-question.png'), fullPage: true });
  await question.getByRole('button', { name: 'Give', exact: true }).click();
  await expect(page.getByText('Credits given to 1 store.')).toBeVisible();
  // The form is empty again for the next gift.
  await expect(page.getByRole('textbox', { name: /^Reason/ })).toHaveValue('');

  await page.goto('/admin/gifts/users');
  await page.getByRole('textbox', { name: 'Search' }).fill(reason);
  const row = page.getByRole('table', { name: 'Gifts Credits Users' }).getByRole('row').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sucursal Valle');
  await expect(row).toContainText('Tienda Centro');
  await expect(row).toContainText('+7');
  await expect(row).toContainText('Ana Admin');

  const owner = await browser.newContext({ locale: 'en-US' });
  const ownerPage = await owner.newPage();
  await openSignedIn(ownerPage, ACCOUNTS.shop, { path: '/credits/transactions' });
  const entry = ownerPage.getByRole('table', { name: 'Credit transactions' }).getByRole('row').filter({ hasText: reason });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Sucursal Valle');
  await expect(entry).toContainText('Gift');
  await expect(entry).toContainText('+7');
  await owner.close();
});
