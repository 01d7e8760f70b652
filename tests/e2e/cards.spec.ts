// Saved cards end to end (issue 17 item 3) against the server and the sandbox gateway started beside it: the
// shop owner opens Payment methods from the sidebar's Credits, is offered a new card, adds two test cards
// (docs/payments.md) typed digit by digit (spaced as typed, the brand shown, Save only once valid), sees each
// listed with its number, expiry and CVV masked and locked, renames one, and deletes the other after the
// confirmation. The card numbers went to the gateway only: our server's list has none.
import { expect, test } from '@playwright/test';
import { CardsPage } from './pages/cards.page';
import { sessionToken } from './pages/rates.page';

test.use({ locale: 'en-US' });

const TAG = Date.now().toString(36).slice(-5);
const VISA = { nickname: `Visa ${TAG}`, holder: 'Sofía Tienda', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };
const MASTERCARD = { nickname: `Mastercard ${TAG}`, holder: 'Sofía Tienda', number: '5555 5555 5555 4444', expiry: '11/33', cvv: '456' };

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
