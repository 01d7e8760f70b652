// The admin module's places end to end (issue 20, helper B): the nexo admin adds a plaza with its pin typed
// beside the map, finds it, is told why Plaza Fundadores cannot be deleted and deletes the new one; switches a lot
// off in Parking (its lot administrator's properties say so) and on again; files a new category under another,
// sees it in the tree, makes it inactive and deletes it; and marks a store of a brand as not sharing its core
// information, which its owner's core info shows, then puts it back.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, openSignedIn } from './pages/session';
import { AdminPlacesPage } from './pages/admin-places.page';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

const TAG = Date.now().toString(36).slice(-5).toUpperCase();

/** A demo account's token through the API (the checks of what another tenant sees). */
async function tokenOf(request: APIRequestContext, provider: string, email: string): Promise<string> {
  const res = await request.post(`/api/users/${provider}/login`, { data: { email, password: 'demo1234' } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

test('the nexo admin keeps the plazas, a lot\'s status, a category and a brand', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shell = new ShellPage(page);
  const admin = new AdminPlacesPage(page);

  // ---- Mall ----
  await openSignedIn(page, ACCOUNTS.admin, { path: '/admin/plazas' });
  await expect(page).toHaveURL(/\/admin\/plazas$/);
  await expect(admin.row('Mall', 'Plaza Fundadores')).toContainText('Av. Constitución 100');
  const plaza = `Plaza Sendero ${TAG}`;
  await page.getByRole('button', { name: 'Add plaza' }).click();
  await expect(admin.dialog.getByRole('heading', { name: 'New plaza' })).toBeVisible();
  // A short name is refused on its field before anything is sent.
  await admin.field('Name').fill('PS');
  await admin.field('Address').fill('Av. Sendero 100, Escobedo');
  await admin.save();
  await expect(admin.dialog.getByText('The name field must be at least 3 characters.')).toBeVisible();
  await admin.field('Name').fill(plaza);
  await admin.coordinate('Latitude', 25.795);
  await admin.coordinate('Longitude', -100.326);
  await admin.save();
  await expect(admin.toast(`Plaza ${plaza} added.`)).toBeVisible();
  await expect(admin.dialog).toBeHidden();
  await admin.search.fill(TAG);
  await expect(admin.row('Mall', plaza)).toContainText('25.795,-100.326');
  await expect(admin.table('Mall').getByRole('row')).toHaveCount(2);

  // A plaza with lots in it stays, and the editor says why.
  await admin.search.fill('Fundadores');
  await admin.open('Edit Plaza Fundadores');
  await admin.dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure to delete Plaza Fundadores?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(admin.dialog.getByRole('alert')).toContainText('The plaza Plaza Fundadores cannot be deleted: lots, stores or customer requests are in it.');
  await admin.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.dialog).toBeHidden();

  await admin.search.fill(TAG);
  await admin.open(`Edit ${plaza}`);
  await admin.dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: `Are you sure to delete ${plaza}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(admin.toast(`Plaza ${plaza} deleted.`)).toBeVisible();
  await expect(page.getByText('Nothing matches your search or filters.')).toBeVisible();

  // ---- Parking ----
  await shell.menuLink('Parking').click();
  await expect(page).toHaveURL(/\/admin\/parkings$/);
  await expect(admin.row('Parking', 'Valle Oriente')).toContainText('parking2@nexo.demo');
  await admin.filter('Plaza', 'Plaza Valle');
  await expect(admin.table('Parking').getByRole('row')).toHaveCount(2);
  await admin.open('Change the status of Valle Oriente');
  await admin.dialog.getByRole('switch', { name: /^Active/ }).uncheck({ force: true });
  await admin.save();
  await expect(admin.toast('The lot Valle Oriente is inactive.')).toBeVisible();
  await expect(admin.row('Parking', 'Valle Oriente')).toContainText('Inactive');
  const lotAdmin = await tokenOf(request, 'parking', 'parking2@nexo.demo');
  const properties = await request.get('/api/parkings/properties', { headers: { authorization: `Bearer ${lotAdmin}` } });
  expect((await properties.json()).data[0].status).toBe(2);
  await admin.open('Change the status of Valle Oriente');
  await admin.dialog.getByRole('switch', { name: /^Active/ }).check({ force: true });
  await admin.save();
  await expect(admin.row('Parking', 'Valle Oriente')).toContainText('Active');

  // ---- Categories ----
  await shell.menuLink('Categories').click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  const category = `Boots ${TAG}`;
  await page.getByRole('button', { name: 'Add category' }).click();
  await admin.field('Name in Spanish').fill(`Botas ${TAG}`);
  await admin.field('Name in English').fill(category);
  await admin.choose('Under', 'Shoes');
  await admin.save();
  await expect(admin.toast(`Category ${category} added.`)).toBeVisible();
  await admin.search.fill(TAG);
  await expect(admin.row('Categories', category)).toContainText('Shoes');
  await admin.open(`Edit ${category}`);
  await admin.dialog.getByRole('switch', { name: /^Active/ }).uncheck({ force: true });
  await admin.save();
  await expect(admin.row('Categories', category)).toContainText('Inactive');
  const owner = await tokenOf(request, 'shopping', 'shop@nexo.demo');
  const offered = await request.get('/api/utilities/categories', { headers: { authorization: `Bearer ${owner}` } });
  expect(((await offered.json()).data as { name: string }[]).map((c) => c.name)).not.toContain(category);
  await admin.open(`Edit ${category}`);
  await admin.dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: `Are you sure to delete ${category}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(admin.toast(`Category ${category} deleted.`)).toBeVisible();

  // ---- Brands ----
  await shell.menuLink('Brands').click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  await expect(admin.row('Brands', 'Tienda Centro')).toContainText('shop@nexo.demo');
  await admin.open('Edit Tienda Centro');
  await expect(admin.dialog.getByRole('checkbox', { name: 'Owns more than one store' })).toBeChecked();
  await admin.choose('Stores excluded', 'Sucursal Valle');
  await admin.dialog.getByRole('heading', { name: 'Edit brand' }).click();
  await admin.save();
  await expect(admin.toast('Brand Tienda Centro saved.')).toBeVisible();
  await expect(admin.row('Brands', 'Tienda Centro')).toContainText('1 does not share it');
  const core = await request.get('/api/shops/1/core-info', { headers: { authorization: `Bearer ${owner}` } });
  expect((await core.json()).data.notUnder).toEqual([2]);
  // Put back as the demo has it.
  await admin.open('Edit Tienda Centro');
  // Chosen again, the store leaves the list.
  await admin.choose('Stores excluded', 'Sucursal Valle');
  await admin.dialog.getByRole('heading', { name: 'Edit brand' }).click();
  await admin.save();
  await expect(admin.row('Brands', 'Tienda Centro')).not.toContainText('does not share');
});
