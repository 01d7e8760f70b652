// Special rates end to end (spec 2 "Special rates screen", wizard): a new rate with two date ranges, an
// overlapping range refused with 'Beware the dates overlap', the table refreshed, search, delete with its
// confirmation; and the edit page's answer to a malformed `data`. Lot 1; the rate's name is this spec's own.
import { expect, test } from './fixtures';
import { lotSession } from './pages/rates.page';
import { SpecialRatesPage } from './pages/special-rates.page';

test.use({ locale: 'en-US' });

const NAME = `e2e feria ${Date.now().toString(36)}`;
const SHOWN = NAME.charAt(0).toUpperCase() + NAME.slice(1);

test('a special rate with two date ranges; an overlap is refused', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await lotSession(page, 'Fundadores Norte');
  const special = new SpecialRatesPage(page);
  await special.goto();
  await expect(special.row('Buen Fin')).toContainText('2026-11-13 - 2026-11-16');
  await expect(special.pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await special.addButton.click();
  await expect(special.wizard).toBeVisible();
  // Step 1: Next waits for an access.
  await expect(special.next).toBeDisabled();
  await special.chooseAccess('All Gates');
  await special.next.click();

  // Step 2: the name is capitalised; a discount of 15 %.
  await special.fillDiscount(NAME, '15');
  await expect(special.wizard.getByLabel(/^Name/)).toHaveValue(SHOWN);
  await special.next.click();

  // Step 3: two ranges; moving the second onto the first is refused until it is moved away again.
  await special.setRange(1, '2032-03-01', '2032-03-03');
  await special.wizard.getByRole('button', { name: 'Add dates' }).click();
  await expect(special.range(2).getByRole('button', { name: /^From/ })).toHaveText('04/03/2032');
  await expect(special.range(2).getByRole('button', { name: /^To/ })).toHaveText('06/03/2032');
  await special.setRange(2, '2032-03-03', '2032-03-06');
  await expect(special.range(2).getByRole('alert')).toHaveText('Beware the dates overlap');
  await expect(special.finish).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('special-rate-overlap.png') });
  await special.setRange(2, '2032-03-05', '2032-03-07');
  await expect(special.range(2).getByRole('alert')).toHaveCount(0);

  await special.finish.click();
  await expect(special.wizard).toBeHidden();
  const row = special.row(SHOWN);
  await expect(row).toContainText('2032-03-01 - 2032-03-03, 2032-03-05 - 2032-03-07');
  await expect(row).toContainText('Discount');
  await expect(row).toContainText('All Gates');
  await page.screenshot({ path: testInfo.outputPath('special-rates-table.png') });

  // Fuzzy search on the name, then delete with the confirmation.
  await special.search.fill(SHOWN.slice(0, -2));
  await expect(special.table.getByRole('row')).toHaveCount(2);
  await special.confirmDelete(SHOWN);
  await expect(page.getByText(`No special rate matches "${SHOWN.slice(0, -2)}".`)).toBeVisible();
});

test('the edit page explains a malformed data parameter and links back', async ({ page }) => {
  await lotSession(page, 'Fundadores Norte');
  await page.goto(`/rates/special/edit?data=${encodeURIComponent('{not json')}`);
  await expect(page.getByRole('alert')).toContainText('The data parameter is not valid JSON.');
  await page.getByRole('link', { name: 'Back to special rates' }).click();
  await expect(page).toHaveURL(/\/rates\/special$/);
  await expect(new SpecialRatesPage(page).table).toBeVisible();
});
