// A store request approved end to end (issue 20, Requests): a visitor's request arrives through the public form's
// API; the nexo admin finds it among the pending requests, reads it, approves it with its first store in Plaza
// Valle; the shop's owner receives the mail with the link, chooses a password through it and signs in to the
// shopping console, where their new shop is; the nexo admin then finds the owner in Users.
import { expect, test } from './fixtures';
import { AdminRequestsPage } from './pages/admin-requests.page';
import { LoginPage } from './pages/login.page';
import { ACCOUNTS, openSignedIn } from './pages/session';
import { resetLinkFor } from './pages/outbox';
import { ResetPasswordPage } from './pages/reset.page';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

const TAG = Date.now().toString(36).slice(-5).toUpperCase();
const STORE = `Óptica Mirador ${TAG}`;
const OWNER = `olga.${TAG.toLowerCase()}@example.com`;
const PASSWORD = 'mirador-secreto-20';
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${title} ${TAG}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

test('the nexo admin approves a store request and the new owner signs in through the mailed link', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const sent = await request.post('/api/store-requests', {
    headers: { 'X-Locale': 'en' },
    multipart: {
      store_name: STORE,
      kind: 'parent',
      address: 'Calzada del Valle 300, San Pedro Garza García',
      description: 'Lentes graduados y exámenes de la vista.',
      product_kinds: 'Lentes, armazones, estuches',
      category_id: '2',
      mobile_phone: '8112345678',
      birth_date: '1984-03-09',
      welcome_message: 'Bienvenido a Óptica Mirador',
      first_name: 'Olga',
      last_name: 'Mirador',
      email: OWNER,
      bank_id: '1',
      account_number: '07777777777',
      extra_sanitizer: 'true',
      clean_frequently: 'true',
      customer_limit: 'false',
      rfc_file: { name: 'rfc.pdf', mimeType: 'application/pdf', buffer: pdf('RFC') },
      address_file: { name: 'domicilio.pdf', mimeType: 'application/pdf', buffer: pdf('Domicilio') },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const shell = new ShellPage(page);
  const admin = new AdminRequestsPage(page);
  await openSignedIn(page, ACCOUNTS.admin, { path: '/admin/requests' });
  await expect(page).toHaveURL(/\/admin\/requests$/);

  // Pending requests show first; the search finds the new one.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await admin.search.fill(TAG);
  await expect(admin.row('Requests', STORE)).toContainText(OWNER);
  await expect(admin.row('Requests', STORE)).toContainText('Pending');
  await admin.review(STORE);
  await expect(admin.dialog).toContainText('Lentes graduados y exámenes de la vista.');
  await expect(admin.dialog.getByRole('link', { name: 'Open RFC certificate' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('request-review.png'), fullPage: true });

  // Nothing chosen: the plaza is asked for before anything is sent.
  await admin.dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.dialog.getByRole('button', { name: 'Approve and create the shop' }).click();
  await expect(admin.dialog.getByText("The first store's plaza field is required.")).toBeVisible();
  await admin.dialog.getByRole('button', { name: 'Back' }).click();

  const since = Date.now();
  await admin.approve('Plaza Valle');
  await expect(admin.toast(`Request approved: ${STORE} was created and its owner was e-mailed a link to choose a password.`)).toBeVisible();
  await expect(admin.dialog).toContainText('Approved');
  await expect(admin.dialog).toContainText('Decided by Ana Admin');
  await expect(admin.dialog.getByRole('button', { name: 'Approve', exact: true })).toBeHidden();
  await admin.dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(admin.dialog).toBeHidden();
  // Read again: no longer pending.
  await expect(page.getByText('Nothing matches your search or filters.')).toBeVisible();

  // The owner opens the mailed link in a browser of their own, chooses a password and signs in.
  const link = await resetLinkFor(OWNER, since);
  const owner = await browser.newContext({ locale: 'en-US' });
  try {
    const ownerPage = await owner.newPage();
    await ownerPage.goto(link);
    await new ResetPasswordPage(ownerPage).setPassword(PASSWORD);
    await expect(ownerPage).toHaveURL(/\/login$/);
    const ownerLogin = new LoginPage(ownerPage);
    await ownerLogin.goto('/login/shopping');
    await ownerLogin.signIn(OWNER, PASSWORD);
    await expect(ownerPage).not.toHaveURL(/\/login/);
    await expect(new ShellPage(ownerPage).sidebar).toContainText(STORE);
    await ownerPage.screenshot({ path: testInfo.outputPath('owner-signed-in.png'), fullPage: true });
  } finally {
    await owner.close();
  }

  // The owner is among the users, of their shop, with the device they signed in on.
  await shell.menuLink('Users').click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await admin.search.fill(OWNER);
  const row = admin.row('Users', OWNER);
  await expect(row).toContainText('Olga Mirador');
  await expect(row).toContainText('Shop owner');
  await expect(row).toContainText(STORE);
});
