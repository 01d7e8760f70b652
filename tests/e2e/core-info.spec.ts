// The core-info wizard (issue 18 item 1, spec 1 §2.4): the shop owner opens "Your shop data" from the sidebar and
// completes the four steps for the shop (shop data with the logo and a store excluded from sharing the core info,
// taxpayer documents, receiving account, its cards), going back by a step indicator on the way; reopened, the
// wizard starts again at step 1 with what was saved. Then the wizard of Sucursal Valle (/core-info/2) starts at
// step 2 with step 1 locked and no Previous there, and the four steps are completed for the store, a card added.
import { expect, test } from './fixtures';
import { CardsPage } from './pages/cards.page';
import { CoreInfoPage, logoPng, pdf } from './pages/core-info.page';
import { ACCOUNTS, openSignedIn } from './pages/session';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

const TAG = Date.now().toString(36).slice(-4);

test('the shop owner completes the four steps for the shop, then for a store starting at step 2', async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, ACCOUNTS.shop);
  await expect(page).toHaveURL(/\/dashboard$/);
  await new ShellPage(page).menuLink('Your shop data').click();
  await expect(page).toHaveURL(/\/core-info$/);

  // Step 1: the shop data. No Previous; Next only once every rule holds.
  const wizard = new CoreInfoPage(page);
  await expect(wizard.dialog).toBeVisible();
  await expect(wizard.field('Name')).toHaveValue('Tienda Centro');
  await expect(wizard.previous).toHaveCount(0);
  await expect(wizard.next).toBeDisabled();
  await wizard.field('Address').fill('Av. Juárez 100, Centro');
  await wizard.field('Phone').fill('8112345678');
  await wizard.field('E-mail').fill('hola@tienda');
  await expect(wizard.dialog.getByText('The e-mail field must be a valid email address.')).toBeVisible();
  await expect(wizard.next).toBeDisabled();
  await wizard.field('E-mail').fill('hola@tienda.demo');
  await wizard.field('My brand has more than one store').check();
  await wizard.pick('Stores that do not share these data', 'Sucursal Valle');
  await wizard.choose(/^Logo/, await logoPng());
  await expect(wizard.dialog.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await wizard.next.click();
  await expect(page.getByText('Saved.').first()).toBeVisible();

  // Step 2: the taxpayer documents, both required; the RFC upper-cased as typed.
  await wizard.expectStep('Taxpayer');
  await expect(wizard.previous).toBeVisible();
  await wizard.field('Taxpayer').fill('Tienda Centro SA de CV');
  await wizard.field('RFC').fill('tce010101ab1');
  await expect(wizard.field('RFC')).toHaveValue('TCE010101AB1');
  await expect(wizard.next).toBeDisabled();
  await wizard.choose(/^Tax status certificate/, pdf('constancia.pdf'));
  await expect(wizard.next).toBeDisabled();
  await wizard.choose(/^Proof of address/, pdf('comprobante.pdf'));
  await wizard.next.click();

  // Step 3: the receiving account: an interbank key of 18 to 20 digits.
  await wizard.expectStep('Interbank key');
  await wizard.field('Interbank key').fill('00201007777777777');
  await wizard.field('Account number').fill('0777777777');
  await wizard.pick('Bank', 'BANORTE');
  await wizard.field('Receiver name').fill('Tienda Centro');
  await expect(wizard.dialog.getByText('The interbank key field must have 18 to 20 digits.')).toBeVisible();
  await expect(wizard.next).toBeDisabled();
  await wizard.field('Interbank key').fill('002010077777777771');
  await wizard.next.click();

  // Step 4: the shop's cards in the card editor; the indicators go back and Next keeps what was saved.
  const cards = new CardsPage(page);
  await expect(cards.heading).toBeVisible();
  await wizard.step('Taxpayer documents').click();
  await expect(wizard.field('Taxpayer')).toHaveValue('Tienda Centro SA de CV');
  await expect(wizard.dialog.getByText('Left empty, the stored one is kept.')).toHaveCount(2);
  await wizard.next.click();
  await expect(wizard.field('Interbank key')).toHaveValue('002010077777777771');
  await wizard.next.click();
  // The shop's cards are the ones tests/e2e/credits.spec.ts counts (in another worker): a card is added here to
  // the store's editor below, not to the shop's.
  await expect(cards.heading).toBeVisible();
  await wizard.save.click();
  await expect(wizard.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your shop data are complete.')).toBeVisible();

  // Reopened, it starts again at step 1, with what was saved.
  await new ShellPage(page).menuLink('Your shop data').click();
  await expect(wizard.field('Address')).toHaveValue('Av. Juárez 100, Centro');
  await expect(wizard.dialog.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /^blob:/);
  await wizard.dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(wizard.dialog).toBeHidden();

  // The store's wizard: step 2 first, step 1 locked, Previous only from step 3.
  await page.goto('/core-info/2');
  const store = new CoreInfoPage(page, 'Data of Sucursal Valle');
  await expect(store.dialog).toBeVisible();
  await store.expectStep('Taxpayer');
  await expect(store.field('Name')).toHaveCount(0);
  await expect(store.previous).toHaveCount(0);
  await store.step('Shop').click({ force: true });
  await expect(store.field('Taxpayer')).toBeVisible();
  await store.field('Taxpayer').fill('Sucursal Valle SA de CV');
  await store.field('RFC').fill('SVA010101AB1');
  await store.choose(/^Tax status certificate/, pdf('constancia-valle.pdf'));
  await store.choose(/^Proof of address/, pdf('comprobante-valle.pdf'));
  await store.next.click();
  await store.expectStep('Interbank key');
  await expect(store.previous).toBeVisible();
  await store.field('Interbank key').fill('01402700000555555800');
  await store.field('Account number').fill('1234567890');
  await store.pick('Bank', 'SANTANDER');
  await store.field('Receiver name').fill('Sucursal Valle');
  await store.next.click();
  const storeCards = new CardsPage(page);
  await expect(storeCards.heading).toBeVisible();
  if ((await storeCards.heading.textContent()) !== 'New card') await storeCards.add.click();
  await storeCards.fillNew({ nickname: `Valle ${TAG}`, holder: 'Sofía Tienda', number: '5555 5555 5555 4444', expiry: '11/33', cvv: '456' });
  await storeCards.save.click();
  await expect(page.getByText(`Card Valle ${TAG} added`)).toBeVisible();
  await store.save.click();
  await expect(store.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/branch\/2$/);
});
