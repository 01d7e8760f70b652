// The lost ticket end to end (issue 21 items 4 and 6): the lot admin of Fundadores Norte sets a fixed lost-ticket
// fee on /rates/edit; a car enters through the gate device; PF_OPERADOR (a cashier shift open on /shift)
// finds it by phone, marks the ticket lost with a reason, sees the fee as a line and in the amount, checks out,
// and the receipt shown then has the lost-ticket line with the reason; Download PDF saves receipt-{visit}.pdf.
// The lot's fee is put back as it was at the end.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { LostTicketCard, LostTicketFeeSection } from './pages/lost-ticket.page';
import { cents, GateDevice, OperatorPage, operatorSession } from './pages/operator.page';
import { lotSession, sessionToken } from './pages/rates.page';
import { ShellPage } from './pages/shell.page';
import { ShiftPage } from './pages/shift.page';

test.use({ locale: 'en-US' });

const run = Date.now();
const PLATE = `LT${run.toString(36).toUpperCase().slice(-7)}`;
const PHONE = `82${String(run).slice(-8)}`;
const ARRIVED = new Date(run - 40 * 60_000).toISOString();
const REASON = 'Lost it in the food court';
/** The fee this spec sets: 250.00. */
const FEE_CENTS = 25_000;

test('a fixed lost-ticket fee set by the lot admin is charged by the operator with a reason, and the receipt says so', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);

  // The lot admin sets the fee on the rates screen.
  await lotSession(page, 'Fundadores Norte');
  await page.goto('/rates/edit');
  const lotAdmin = { Authorization: `Bearer ${await sessionToken(page)}`, 'X-Locale': 'en' };
  const before = await request.get('/api/parkings/1/lost-ticket', { headers: lotAdmin });
  expect(before.status()).toBe(200);
  const seeded = (await before.json()).data as { mode: string; cents: number };
  const fee = new LostTicketFeeSection(page);
  // The section shows once the rates board has read the lot's rates.
  await expect(fee.form).toBeVisible({ timeout: 30_000 });
  await fee.amount.fill('0');
  await fee.save.click();
  await expect(fee.form.getByText('The amount field must be between MXN 0.01 and MXN 100,000.00.')).toBeVisible();
  await fee.setFixed('250.00');
  await expect(page.getByText('Lost-ticket fee saved.')).toBeVisible();
  const saved = await request.get('/api/parkings/1/lost-ticket', { headers: lotAdmin });
  expect((await saved.json()).data).toEqual({ mode: 'fixed', cents: FEE_CENTS });

  try {
    // A car enters Fundadores Norte 40 minutes ago; the operator's shift is open at Salida Norte (opened on /shift,
    // or the one already open).
    const gate = new GateDevice(request, 1, 'demo-lot-1-key');
    const entry = await gate.event(1, { event_id: `e2e-${PLATE}-in`, direction: 'in', plate: PLATE, phone: PHONE, at: ARRIVED });
    expect(entry.status()).toBe(200);

    const operatorContext = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    const operatorPage = await operatorContext.newPage();
    await operatorSession(operatorPage);
    await new ShiftPage(operatorPage).openShift('Salida Norte', 500);
    await new ShellPage(operatorPage).menuLink('Search Client').click();
    const operator = new OperatorPage(operatorPage);
    await operator.search(PHONE);
    await expect(operator.plate).toHaveText(PLATE);
    await expect(operator.amount).toHaveText(/^MXN \d/);
    const tariff = cents(await operator.amount.textContent());

    // The ticket is lost: a reason too short is refused on the card, Escape puts the question away.
    const lost = new LostTicketCard(operatorPage, operator.card);
    await lost.markLost('no');
    await expect(operator.card.getByText('The reason field must be at least 3 characters.')).toBeVisible();
    await lost.reason.press('Escape');
    await expect(lost.reason).toBeHidden();
    await lost.markLost(REASON);
    await expect(lost.badge).toContainText(`Lost ticket: ${REASON}`);
    await expect(operator.lines.getByRole('row').filter({ hasText: `Lost ticket · ${REASON}` })).toContainText('MXN 250.00');
    await expect.poll(async () => cents(await operator.amount.textContent())).toBe(tariff + FEE_CENTS);
    await operatorPage.screenshot({ path: testInfo.outputPath('lost-ticket-card.png'), fullPage: true });

    // Checked out in cash: the receipt of the visit shows with the lost-ticket line and its reason.
    await operator.checkOut('Lucía Lost E2E', 'Salida Norte');
    await expect(operator.done).toContainText(`${PLATE} paid MXN`);
    const receipt = operatorPage.getByRole('main').getByTestId('receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(PLATE);
    await expect(receipt.getByTestId('receipt-line-lost_ticket')).toContainText(REASON);
    await expect(receipt.getByTestId('receipt-line-lost_ticket')).toContainText('MXN 250.00');
    const title = await receipt.getByRole('heading', { level: 2 }).textContent();
    const visitId = Number(/(\d+)$/.exec(title ?? '')?.[1]);
    await expect(lost.receipt(visitId)).toBeVisible();

    const downloading = operatorPage.waitForEvent('download');
    await operatorPage.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`receipt-${visitId}.pdf`);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // Put away, and shown again.
    await operatorPage.getByRole('button', { name: 'Close receipt' }).click();
    await expect(receipt).toBeHidden();
    await operatorPage.getByRole('button', { name: 'Show receipt' }).click();
    await expect(lost.receipt(visitId)).toBeVisible();
    await operatorContext.close();
  } finally {
    // Lot 1's fee as it was, for the other specs.
    const restored = await request.put('/api/parkings/1/lost-ticket', { headers: lotAdmin, data: seeded });
    expect(restored.status()).toBe(200);
  }
});
