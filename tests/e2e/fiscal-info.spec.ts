// The fiscal and bank data end to end (issue 16 item 3; spec 3 §2 "Fiscal and bank info modal (2 steps)", §5
// Fiscal, §7): the parking administrator opens a lot's fiscal action on /properties, fills step 1 with a PDF tax
// certificate and a PNG proof of address made here, types the CLABE (shown in blocks, naming its bank) and the
// account on step 2, sees a wrong check digit refused before anything is sent, saves, reopens the modal and
// reads every value back with both documents stored, and downloads the certificate byte for byte.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { FiscalInfoPage } from './pages/fiscal-info.page';
import { lotSession } from './pages/rates.page';

test.use({ locale: 'en-US' });

const LOT = 'Fundadores Sur';
const TAX_PDF = Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (Constancia ${Date.now()}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

test('the parking administrator fills a lot\'s fiscal data with two documents and reads them back', async ({ page }) => {
  test.setTimeout(90_000);
  const addressPng = await sharp({ create: { width: 620, height: 877, channels: 3, background: { r: 245, g: 245, b: 240 } } }).png().toBuffer();
  await lotSession(page, LOT);

  const fiscal = new FiscalInfoPage(page);
  await fiscal.openFor(LOT);
  await expect(fiscal.taxpayerName).toHaveValue('');

  // Step 1: Next refuses it empty, then the taxpayer, the RFC typed in lower case, the two documents.
  await fiscal.dialog.getByRole('button', { name: 'Next' }).click();
  await expect(fiscal.dialog.getByText('The taxpayer name field is required.')).toBeVisible();
  await expect(fiscal.dialog.getByText('The tax certificate field is required.')).toBeVisible();
  await fiscal.taxpayerName.fill('Estacionamientos Fundadores SA de CV');
  await fiscal.rfc.pressSequentially('efu0101017a1');
  await expect(fiscal.rfc).toHaveValue('EFU0101017A1');
  await fiscal.chooseDocument('Tax certificate', { name: 'constancia.pdf', mimeType: 'application/pdf', buffer: TAX_PDF });
  await fiscal.chooseDocument('Proof of address', { name: 'domicilio.png', mimeType: 'image/png', buffer: addressPng });
  await fiscal.next();

  // Step 2: the CLABE in blocks names BBVA (012); a wrong check digit is refused here, Back keeps what was typed.
  await fiscal.clabe.pressSequentially('012180001234567891');
  await expect(fiscal.clabe).toHaveValue('012 180 00123456789 1');
  await expect(fiscal.bank).toHaveValue('012 · BBVA MEXICO');
  await fiscal.bankAccount.fill('1234567890');
  await fiscal.accountOwner.fill('Estacionamientos Fundadores');
  await fiscal.identifyingName.fill('Cobros Sur');
  await fiscal.save();
  await expect(fiscal.dialog.getByText('The interbank key (clabe) field has a wrong check digit: check its 18 digits.')).toBeVisible();
  await fiscal.back();
  await expect(fiscal.rfc).toHaveValue('EFU0101017A1');
  await fiscal.next();
  await expect(fiscal.bankAccount).toHaveValue('1234567890');
  await fiscal.clabe.fill('012-180-00123456789-9');
  await expect(fiscal.clabe).toHaveValue('012 180 00123456789 9');
  await fiscal.save();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(fiscal.dialog).toBeHidden();

  // Reopened: every value as saved, both documents stored with their downloads.
  await fiscal.openFor(LOT);
  await expect(fiscal.taxpayerName).toHaveValue('Estacionamientos Fundadores SA de CV');
  await expect(fiscal.rfc).toHaveValue('EFU0101017A1');
  await expect(fiscal.storedLine('Tax certificate')).toContainText(/Stored: [0-9a-f]{64}\.pdf/);
  await expect(fiscal.storedLine('Proof of address')).toContainText(/Stored: [0-9a-f]{64}\.png/);
  const certificate = await fiscal.download('Tax certificate');
  expect(certificate.suggestedFilename()).toMatch(/^[0-9a-f]{64}\.pdf$/);
  expect((await readFile(await certificate.path())).equals(TAX_PDF)).toBe(true);
  const proof = await fiscal.download('Proof of address');
  const meta = await sharp(await readFile(await proof.path())).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 620, 877]);
  await fiscal.next();
  await expect(fiscal.clabe).toHaveValue('012 180 00123456789 9');
  await expect(fiscal.bank).toHaveValue('012 · BBVA MEXICO');
  await expect(fiscal.bankAccount).toHaveValue('1234567890');
  await expect(fiscal.accountOwner).toHaveValue('Estacionamientos Fundadores');
  await expect(fiscal.identifyingName).toHaveValue('Cobros Sur');
  await fiscal.close();
});
