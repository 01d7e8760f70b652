// Pensions end to end (spec 3 §2, §4, §5): as the lot administrator on lot 1, a pension with two cars, edited,
// found by a fuzzy search with a typo, and deleted with 'do not show again'. Names and plates are this spec's own.
import { expect, test } from './fixtures';
import { PensionsPage } from './pages/pensions.page';
import { lotSession } from './pages/rates.page';

test.use({ locale: 'en-US' });

const SUFFIX = Date.now().toString(36).slice(-5).toUpperCase();
const EMAIL = `eduviges.${SUFFIX.toLowerCase()}@example.mx`;
const PLATE_1 = `PEA${SUFFIX}`;
const PLATE_2 = `PEB${SUFFIX}`;

test('a pension with two cars: create, edit, fuzzy search, delete without asking again', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await lotSession(page, 'Fundadores Norte');
  const pensions = new PensionsPage(page);
  await pensions.goto();
  await expect(pensions.footer).toBeVisible();

  // Create: step 1 capitalises word by word; step 2 starts empty; step 3 upper-cases the plate.
  await pensions.addButton.click();
  await expect(pensions.modal).toBeVisible();
  await pensions.fillPerson({ firstName: 'eduviges', lastName: 'quintanilla de la o', email: EMAIL, role: 'jefa de cajas' });
  await expect(pensions.modal.getByText('No cars yet, you need to add one or more cars')).toBeVisible();
  await expect(pensions.modal.getByRole('button', { name: 'Save pension' })).toBeDisabled();
  await pensions.modal.getByRole('button', { name: 'Add car' }).click();
  await pensions.modal.getByRole('combobox', { name: /^Color/ }).fill('Pink');
  await expect(pensions.modal.getByText('Pink Not Found')).toBeVisible();
  await pensions.fillCar({ brand: 'Nissan', model: 'versa', color: 'Red', plate: PLATE_1.toLowerCase() });
  await expect(pensions.car(PLATE_1)).toContainText('Versa');
  await pensions.addCar({ brand: 'Volvo', model: 'xc 40', color: 'White', plate: PLATE_2 });
  await expect(pensions.cars).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('pension-cars.png') });
  await pensions.submit();
  const row = pensions.row(EMAIL);
  await expect(row).toContainText('Eduviges');
  await expect(row).toContainText('Quintanilla De La O');
  await expect(row).toContainText('Jefa De Cajas');

  // Edit: the e-mail is disabled; a new role and one car's model; the back arrow returns a step.
  await row.getByRole('button', { name: 'Edit Eduviges Quintanilla De La O' }).click();
  await expect(pensions.modal.getByLabel(/^Email/)).toBeDisabled();
  await pensions.modal.getByLabel(/^Role/).fill('supervisora');
  await pensions.modal.getByRole('button', { name: 'Next' }).click();
  await pensions.car(PLATE_2).getByRole('button', { name: `Edit car ${PLATE_2}` }).click();
  await pensions.back();
  await expect(pensions.cars).toHaveCount(2);
  await pensions.car(PLATE_2).getByRole('button', { name: `Edit car ${PLATE_2}` }).click();
  await pensions.fillCar({ model: 'xc 60' });
  await expect(pensions.car(PLATE_2)).toContainText('Xc 60');
  await pensions.submit();
  await expect(pensions.row(EMAIL)).toContainText('Supervisora');

  // Fuzzy search with a typo finds it.
  await pensions.search.fill('Eduvijes Quintanila');
  await expect(pensions.table.getByRole('row')).toHaveCount(2);
  await expect(pensions.row(EMAIL)).toBeVisible();
  await expect(pensions.footer).toHaveText('Showing 1 to 1 of 1 entry');

  // Delete with 'do not show again': remembered in local storage.
  await pensions.delete(EMAIL, 'Eduviges Quintanilla De La O', { prompt: true, dontShowAgain: true });
  await expect(page.getByText('No pension matches "Eduvijes Quintanila".')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('nexo.pensions.skip-delete-confirm'))).toBe('1');

  // The next delete runs without the prompt: a second pension made for it goes at once.
  await pensions.search.fill('');
  await pensions.addButton.click();
  await pensions.fillPerson({ firstName: 'Eduviges', lastName: 'Segunda', email: `segunda.${EMAIL}`, role: 'Cajera' });
  await pensions.addCar({ brand: 'Kia', model: 'Rio', color: 'Blue', plate: PLATE_1 });
  await pensions.submit();
  await pensions.delete(`segunda.${EMAIL}`, 'Eduviges Segunda', { prompt: false });
  await expect(pensions.row(`segunda.${EMAIL}`)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeHidden();
});
