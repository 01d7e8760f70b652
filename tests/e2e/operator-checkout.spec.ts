// The operator's checkout end to end (spec 2 §2 operator screen, §4): a gate device opens a visit with a
// phone 70 minutes ago; PF_OPERADOR finds it by phone, sees the amount, and checks it out through an exit
// gate; the server agrees on the amount (its quote of the same stay and the operator's history), and the
// exit event then closes the visit. Lot 1; the plate and phone are this run's own.
import { expect, test } from './fixtures';
import { LotsPage } from './pages/lots.page';
import { cents, GateDevice, OperatorHistoryPage, OperatorPage, operatorSession } from './pages/operator.page';
import { ACCOUNTS, openSignedIn } from './pages/session';
import { ShellPage } from './pages/shell.page';
import { ShiftPage } from './pages/shift.page';

test.use({ locale: 'en-US' });

test('an operator finds a customer by phone, checks them out through Salida Norte, and the exit closes the visit', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  // Taken when the test starts (a worker may load this file well before, for its other test).
  const run = Date.now();
  const PLATE = `OP${run.toString(36).toUpperCase().slice(-7)}`;
  const PHONE = `81${String(run).slice(-8)}`;
  const ARRIVED = new Date(run - 70 * 60_000).toISOString();
  const gate = new GateDevice(request, 1, 'demo-lot-1-key');
  const entry = await gate.event(1, { event_id: `e2e-${PLATE}-in`, direction: 'in', plate: PLATE, phone: PHONE, at: ARRIVED });
  expect(entry.status()).toBe(200);

  await operatorSession(page);
  // Every checkout belongs to the operator's open cashier shift (issue 21 item 5): opened on /shift first.
  await new ShiftPage(page).openShift('Salida Norte', 500);
  await new ShellPage(page).menuLink('Search Client').click();
  const operator = new OperatorPage(page);
  await expect(operator.heading).toHaveText('Search Client');

  // A wrong phone is refused before anything is sent; an unknown one says so.
  await operator.search('81-123');
  await expect(page.getByText('The phone field must be 10 digits.')).toBeVisible();
  await operator.search('8100000000');
  await expect(operator.quoteFailure).toContainText('There is no open visit for that phone.');

  // The card: plate, the elapsed time ticking from about 1:10, the amount.
  const quoted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/operators/checkout/users/rate') && r.ok());
  await operator.search(PHONE);
  // The instant the server priced the stay at (not the test's clock, which a step of the tariff may fall between).
  const quotedAt = ((await (await quoted).json()) as { quoted_at: string }).quoted_at;
  await expect(operator.card).toBeVisible();
  await expect(operator.plate).toHaveText(PLATE);
  await expect(operator.elapsed).toHaveText(/^01:1\d:\d{2}$/);
  const first = await operator.elapsed.textContent();
  await expect(operator.elapsed).not.toHaveText(first ?? '');
  await expect(operator.amount).toHaveText(/^MXN \d/);
  await expect(operator.lines).toBeVisible();
  const shown = cents(await operator.amount.textContent());
  expect(shown).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('operator-card.png'), fullPage: true });

  // A name too short is refused on the card.
  await operator.checkOut('Gera', 'Salida Norte');
  await expect(operator.card.getByText('The client name field must be at least 5 characters.')).toBeVisible();
  await operator.clientName.fill('Carla Méndez E2E');
  await operator.checkoutButton.click();
  await expect(operator.done).toContainText('Checked out: the gate Salida Norte opens.');
  await expect(operator.done).toContainText(`${PLATE} paid MXN`);
  await expect(operator.card).toBeHidden();
  await expect(operator.phone).toHaveValue('');
  // Its receipt shows in the card's place (issue 21 item 6).
  await expect(page.getByRole('main').getByTestId('receipt')).toContainText(PLATE);

  // The server's engine prices the same stay the same (entry as sent, exit at the quote's instant, access 1).
  const signIn = await request.post('/api/users/parking/login', { data: { email: 'parking@nexo.demo', password: 'demo1234' }, headers: { 'X-Locale': 'en' } });
  expect(signIn.ok()).toBe(true);
  const token = (await signIn.json()).access_token as string;
  const priced = await request.post('/api/parkings/1/rates/quote', {
    headers: { Authorization: `Bearer ${token}`, 'X-Locale': 'en' },
    data: { entry: ARRIVED, exit: quotedAt, access: 1 },
  });
  expect(priced.ok()).toBe(true);
  expect((await priced.json()).data.total).toBe(shown);

  // The operator's history of the day holds the visit, paid at the amount shown.
  await new ShellPage(page).menuLink('History').click();
  const history = new OperatorHistoryPage(page);
  await expect(history.heading).toBeVisible();
  const row = history.row(PLATE);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Carla Méndez E2E');
  // The amount, the cell before the receipt's button.
  expect(cents(await row.getByRole('cell').nth(-2).textContent())).toBe(shown);
  await expect(history.count).toHaveText(/^\d+ checkouts?$/);

  // The customer leaves through the gate they were released at: the visit closes.
  const exit = await gate.event(2, { event_id: `e2e-${PLATE}-out`, direction: 'out', plate: PLATE });
  expect(exit.status()).toBe(200);
  expect((await exit.json()).data).toMatchObject({ outcome: 'visit', state: 'closed' });

  // Nothing is left open for that phone.
  await new ShellPage(page).menuLink('Search Client').click();
  await operator.search(PHONE);
  await expect(operator.quoteFailure).toContainText('There is no open visit for that phone.');
});

test('/lots shows both lots of parking@nexo.demo and Enter Place lands on /dashboard', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.parking);
  await expect(page).toHaveURL(/\/lots$/);
  const lots = new LotsPage(page);
  await expect(lots.lot('Fundadores Norte')).toBeVisible();
  await expect(lots.lot('Fundadores Sur')).toBeVisible();
  await expect(lots.lot('Fundadores Norte')).toContainText('Plaza Fundadores');
  await lots.enter('Fundadores Norte');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new ShellPage(page).placeName).toContainText('Fundadores Norte');
});
