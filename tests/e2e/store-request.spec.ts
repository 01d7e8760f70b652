// The store account request end to end (issue 18 item 4; spec 3 §2 "Store account request form", §3 Store
// request, §4): a visitor follows the link on the shopping sign-in, sees the rules on the fields before anything
// is sent, fills the four sections of a branch's request with two PDF documents made here, one of which only
// looks like a PDF: the server reads its bytes and refuses it on its field, every value kept; with a real one the
// request is sent and "You will soon receive our reply" shows, with the way back to the sign-in.
import { expect, test } from './fixtures';
import { StoreRequestPage } from './pages/store-request.page';

test.use({ locale: 'en-US' });

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${title} ${Date.now()}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
/** A script named and typed as a PDF: the browser takes it for one, the server reads its bytes. */
const FAKE_PDF = Buffer.from('#!/bin/sh\necho "not a document"\n'.repeat(10));

test('a visitor sends a store account request from the shopping sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login/shopping');
  await page.getByRole('link', { name: 'Request a store account' }).click();
  await expect(page).toHaveURL(/\/login\/shopping\/request$/);
  await expect(page.getByRole('heading', { name: 'Store account request' })).toBeVisible();
  const request = new StoreRequestPage(page);
  for (const section of ['Account', 'Description', 'Billing Information', 'Manager Information']) {
    await expect(request.form.getByRole('group', { name: section })).toBeVisible();
  }

  // The rules show on the fields before anything is sent; Send waits for every one to hold.
  await request.field('Store name').fill('Zap');
  await request.field('Store name').blur();
  await expect(request.field('Store name')).toHaveAccessibleDescription('The store name field must be at least 4 characters.');
  await expect(request.send).toBeDisabled();
  await request.form.getByRole('radio', { name: 'Branch of a store' }).check();
  await request.form.getByRole('button', { name: 'Show what is missing' }).click();
  await expect(request.field('HQ address')).toHaveAccessibleDescription(/The hq address field is required\./);
  await expect(request.form.getByRole('button', { name: /^RFC file/ })).toHaveAccessibleDescription('The rfc file field is required.');
  await expect(request.form.getByRole('button', { name: /^Date of birth/ })).toHaveAccessibleDescription(/The date of birth field is required\./);

  await request.fill({
    'Store name': 'Zapatería Luna Valle',
    Address: 'Av. Vasconcelos 150, Del Valle, San Pedro',
    'HQ address': 'Av. Juárez 100, Centro, Monterrey',
    'Mobile phone': '(81) 1234-5678',
    'Store description': 'Zapatos de piel hechos en León, Guanajuato.',
    'Kinds of products sold': 'Zapatos, bolsas, cinturones',
    'Welcome message': 'Bienvenido a Zapatería Luna',
    'Account number': '0777 777 7777',
    'First name': 'Ana',
    'Last name': 'Luna',
    'E-mail': 'ana.luna@example.com',
  });
  await request.choose('Category', 'Shoes');
  await request.form.getByRole('checkbox', { name: 'Extra sanitizer' }).check();
  await request.form.getByRole('checkbox', { name: 'Customer limit' }).check();
  await request.chooseDocument('RFC file', { name: 'constancia-rfc.pdf', mimeType: 'application/pdf', buffer: FAKE_PDF });
  await request.chooseDocument('Proof of address', { name: 'domicilio.pdf', mimeType: 'application/pdf', buffer: pdf('Comprobante') });
  await request.choose('Bank', '002 · BANAMEX');
  await request.pickBirthDate('1985-04-12');
  await expect(request.form.getByRole('button', { name: 'Show what is missing' })).toBeHidden();

  // Only the server reads the document's bytes: its refusal shows on the RFC file, every value kept.
  await request.send.click();
  const rfcFile = request.form.getByRole('button', { name: /^RFC file/ });
  await expect(rfcFile).toHaveAccessibleDescription('The file must be a PDF, JPEG or PNG document.');
  await expect(request.form.getByRole('alert')).toBeVisible();
  await expect(request.field('Store name')).toHaveValue('Zapatería Luna Valle');
  await expect(request.field('HQ address')).toHaveValue('Av. Juárez 100, Centro, Monterrey');

  // A real PDF: the server's word on the field goes, and the request is sent.
  await request.chooseDocument('RFC file', { name: 'constancia-rfc.pdf', mimeType: 'application/pdf', buffer: pdf('Constancia RFC') });
  await expect(rfcFile).not.toHaveAccessibleDescription(/The file must be/);
  await request.send.click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(page.getByText('You will soon receive our reply.')).toBeVisible();
  await expect(page.getByText('We sent a confirmation to ana.luna@example.com.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login\/shopping$/);
});
