// Merchant validations end to end (issue 21 item 3): a car enters Fundadores Norte; the owner of Tienda Centro
// validates 60 free minutes for its plate from /parking-validations; the operator PF_OPERADOR finds the visit by
// phone, the quote has the validation's line and a total lower than the tariff of the stay, checks it out in the
// open cashier shift, and the receipt has the validation's line; the shop sees what the validation took off; the
// lot admin finds it in /validations' report per shop and list. The plate and phone are this run's own.
//
// What 60 free minutes take off depends on the hour: the stay priced less the stay priced without its first hour
// (src/domain/receipts), under the lot's fee set of that hour (the general one, Sunday's, the night's carried on),
// so MXN 20.00 held only at some hours (at 06:10 in Monterrey it was MXN 15.00). The expected amount is asked from
// the lot's tariff engine for the instant of the operator's quote.
import { formatMoney } from '../../src/domain/formats/edge-formats';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, waitForScreen } from './pages/axe';
import { signedInContext } from './pages/login.page';
import { cents, GateDevice, OperatorHistoryPage, OperatorPage } from './pages/operator.page';
import { ACCOUNTS, useSession } from './pages/session';
import { ShellPage } from './pages/shell.page';
import { ShiftPage } from './pages/shift.page';
import { LotValidationsPage, ParkingValidationsPage } from './pages/validations.page';

test.use({ locale: 'en-US' });

const LINE = 'Validation · Tienda Centro: 60 minutes free';

test('a shop validates a plate, the operator checks it out with the validation on the quote and the receipt, the lot admin sees it in the report', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const PLATE = `VL${run.toString(36).toUpperCase().slice(-7)}`;
  const PHONE = `82${String(run).slice(-8)}`;
  const ARRIVED = new Date(run - 150 * 60_000).toISOString();
  const entry = await new GateDevice(request, 1, 'demo-lot-1-key').event(1, { event_id: `e2e-${PLATE}-in`, direction: 'in', plate: PLATE, phone: PHONE, at: ARRIVED });
  expect(entry.status()).toBe(200);

  // ---- The shop validates the plate ----
  const { page: shopPage } = await signedInContext(browser, ACCOUNTS.shop, { path: '/parking-validations' });
  const shop = new ParkingValidationsPage(shopPage);
  await expect(shop.heading).toBeVisible();
  await expect(shop.limits).toHaveText('up to 120 minutes · up to 50% · up to MXN 50.00 — each validation takes 1 credit from your store');
  // Beyond the lot's limit, Validate stays off.
  await shop.plate.fill(PLATE.toLowerCase());
  await shop.value.fill('121');
  await expect(shop.validateButton).toBeDisabled();
  await shop.validateMinutes(PLATE.toLowerCase(), 60);
  await expect(shop.done).toContainText(`${PLATE} (ticket`);
  await expect(shop.done).toContainText('at Fundadores Norte: 60 minutes.');
  await expect(shop.row(PLATE)).toContainText('Awaiting payment');
  await expectNoSeriousViolations(shopPage, 'the shop validated a plate');

  // ---- The operator checks the car out in their open shift ----
  const operatorContext = await browser.newContext({ locale: 'en-US' });
  await useSession(operatorContext, ACCOUNTS.operator);
  const operatorPage = await operatorContext.newPage();
  await new ShiftPage(operatorPage).openShift('Salida Norte', 500);
  const operator = new OperatorPage(operatorPage);
  await operator.goto('/search');
  const quoted = operatorPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/operators/checkout/users/rate') && r.ok());
  await operator.search(PHONE);
  const quotedAt = ((await (await quoted).json()) as { quoted_at: string }).quoted_at;
  await expect(operator.plate).toHaveText(PLATE);

  // The tariff of the stay and of the stay without its first hour at the quote's instant, from the lot's engine.
  const admin = await request.post('/api/users/parking/login', { data: { email: 'parking@nexo.demo', password: 'demo1234' } });
  const adminToken = (await admin.json()).access_token as string;
  const tariffFrom = async (entry: string): Promise<number> => {
    const priced = await request.post('/api/parkings/1/rates/quote', {
      headers: { Authorization: `Bearer ${adminToken}`, 'X-Locale': 'en' },
      data: { entry, exit: quotedAt, access: 1 },
    });
    expect(priced.ok(), await priced.text()).toBe(true);
    return (await priced.json()).data.total as number;
  };
  const tariff = await tariffFrom(ARRIVED);
  const withoutFirstHour = await tariffFrom(new Date(Date.parse(ARRIVED) + 60 * 60_000).toISOString());
  const tookOff = formatMoney(tariff - Math.min(tariff, withoutFirstHour));
  expect(withoutFirstHour).toBeLessThan(tariff);

  const line = operator.lines.getByRole('row').filter({ hasText: LINE });
  await expect(line).toBeVisible();
  await expect(line).toContainText(`-${tookOff}`);
  const dueText = (await operator.amount.textContent()) ?? '';
  const due = cents(dueText);
  expect(due).toBeLessThan(tariff);
  await operatorPage.screenshot({ path: testInfo.outputPath('quote-with-validation.png'), fullPage: true });
  await operator.checkOut('Carla Validada E2E', 'Salida Norte');
  await expect(operator.done).toContainText('Checked out');

  // The receipt, opened from the operator's history, has the validation's line.
  await new ShellPage(operatorPage).menuLink('History').click();
  const history = new OperatorHistoryPage(operatorPage);
  await expect(history.row(PLATE)).toBeVisible();
  await expect(history.row(PLATE)).toContainText(dueText);
  await operatorPage.getByRole('button', { name: `Show the receipt of ${PLATE}` }).click();
  const receipt = operatorPage.getByRole('dialog').getByTestId('receipt-line-validation.minutes');
  await expect(receipt).toContainText(LINE);
  await expect(receipt).toContainText(`-${tookOff}`);

  // ---- The shop sees what its validation took off ----
  await shopPage.reload();
  await expect(shop.row(PLATE)).toContainText(`Took off ${tookOff}`);

  // ---- The lot admin's report per shop and list ----
  const { page: adminPage } = await signedInContext(browser, ACCOUNTS.parking, { lot: 'Fundadores Norte', path: '/validations' });
  const lot = new LotValidationsPage(adminPage);
  await expect(lot.heading).toBeVisible();
  await expect(lot.reportRow('Tienda Centro')).toContainText('Credits');
  await expect(lot.listRow(PLATE)).toContainText(`Took off ${tookOff}`);
  await expect(lot.listRow(PLATE)).toContainText('Tienda Centro');
  await waitForScreen(adminPage);
  // The pointer leaves the menu link it clicked (a hovered active link is the shell's, checked apart).
  await adminPage.mouse.move(0, 0);
  await expectNoSeriousViolations(adminPage, "the lot admin's validations");
  await adminPage.screenshot({ path: testInfo.outputPath('lot-validations.png'), fullPage: true });
});
