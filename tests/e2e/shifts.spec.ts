// The operator's cashier shift end to end (issue 21 item 5: "an operator opens a shift with a starting cash float
// at a gate, every checkout belongs to the open shift, closing asks for the counted cash and shows the difference
// by payment kind"): a new operator of Fundadores Norte (this run's own, so that PF_OPERADOR's shift in the specs
// running beside this one is left alone) cannot check out without a shift, opens one on /shift with a 500.00
// float, checks a car out in cash, sees the shift's totals grow, closes it counting 20.00 less cash than expected
// and no card, and sees the difference of each payment kind; then the checkout says to open a shift again.
import { expect, test } from './fixtures';
import { formatMoney } from '../../src/domain/formats/edge-formats';
import { axeViolations, blocking } from './pages/axe';
import { cents, GateDevice, OperatorPage } from './pages/operator.page';
import { openSignedIn } from './pages/session';
import { ShellPage } from './pages/shell.page';
import { ShiftPage } from './pages/shift.page';
import { apiToken, registerOperator } from './pages/shift-report.page';

test.use({ locale: 'en-US' });

const run = Date.now();
const SUFFIX = run.toString(36).slice(-5).toUpperCase();
const CASHIER = { firstName: 'Cajero', lastName: `Caja ${SUFFIX}`, username: `cajero${SUFFIX.toLowerCase()}`, password: 'caja-turno-2' };
const PLATE = `SH${SUFFIX}`;
const PHONE = `82${String(run).slice(-8)}`;

test('an operator opens a shift with a float, checks a car out in cash, closes it 20 pesos short and sees the difference by payment kind', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await apiToken(request, 'parking', 'parking@nexo.demo', 'demo1234');
  const username = await registerOperator(request, admin, 1, CASHIER);
  const gate = new GateDevice(request, 1, 'demo-lot-1-key');
  expect((await gate.event(1, { event_id: `e2e-${PLATE}-in`, direction: 'in', plate: PLATE, phone: PHONE, at: new Date(run - 50 * 60_000).toISOString() })).status()).toBe(200);

  await openSignedIn(page, { provider: 'operator', user: username, password: CASHIER.password });
  await expect(page).toHaveURL(/\/search$/);

  // Without a shift the checkout says to open one, and links to /shift.
  const notice = page.getByRole('main').getByTestId('shift-notice');
  await expect(notice).toContainText('You have no open cash shift');
  await notice.getByRole('link', { name: 'Open a shift' }).click();
  const shift = new ShiftPage(page);
  await expect(shift.heading).toHaveText('My shift');
  await expect(shift.openForm).toBeVisible();
  await expect(shift.openButton).toBeDisabled();

  // Salida Sur, unless another spec's operator holds it right now: then Salida Norte.
  let opened = '';
  for (const gateName of ['Salida Sur', 'Salida Norte']) {
    await shift.fillOpening(gateName, 500);
    await shift.openButton.click();
    await expect(shift.current.or(shift.openForm.getByRole('alert'))).toBeVisible();
    if (await shift.current.isVisible()) {
      opened = gateName;
      break;
    }
  }
  expect(opened).not.toBe('');
  await expect(page.getByText(`Cash shift opened at ${opened}.`)).toBeVisible();
  await expect(shift.total('shift-float')).toHaveText(formatMoney(50_000));
  await expect(shift.total('shift-checkouts')).toHaveText('0');
  await expect(shift.total('shift-expected-cash')).toHaveText(formatMoney(50_000));
  expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);

  // The checkout now goes with the shift: the car pays in cash.
  await new ShellPage(page).menuLink('Search Client').click();
  const operator = new OperatorPage(page);
  await expect(page.getByRole('main').getByTestId('checkout-shift')).toHaveText(`Shift open at ${opened}`);
  await operator.search(PHONE);
  await expect(operator.amount).toHaveText(/^MXN \d/);
  const paid = cents(await operator.amount.textContent());
  expect(paid).toBeGreaterThan(0);
  await operator.checkOut('Cliente Turno E2E', opened);
  await expect(operator.done).toContainText(`${PLATE} paid MXN`);

  // Back on /shift the totals hold the checkout; 20.00 less cash is counted than expected, no card slips.
  await new ShellPage(page).menuLink('My shift').click();
  await expect(shift.total('shift-checkouts')).toHaveText('1');
  await expect(shift.total('shift-cash')).toHaveText(formatMoney(paid));
  const expectedCash = 50_000 + paid;
  await expect(shift.total('shift-expected-cash')).toHaveText(formatMoney(expectedCash));
  await shift.closeShift((expectedCash - 2_000) / 100, 0, 'Faltó un billete de 20');

  await expect(page.getByText('Cash shift closed.')).toBeVisible();
  await expect(shift.countRow('cash')).toContainText(`Cash${formatMoney(expectedCash)}${formatMoney(expectedCash - 2_000)}${formatMoney(-2_000)} (Short)`);
  await expect(shift.countRow('card')).toContainText(`Card${formatMoney(0)}${formatMoney(0)}${formatMoney(0)} (Exact)`);
  await expect(shift.countRow('total')).toContainText(`${formatMoney(-2_000)} (Short)`);
  await expect(shift.closed).toContainText('Faltó un billete de 20');
  await page.screenshot({ path: testInfo.outputPath('shift-closed.png'), fullPage: true });

  // Closed: the checkout says to open a shift again; another one may be opened here.
  await shift.newShiftButton.click();
  await expect(shift.openForm).toBeVisible();
  await new ShellPage(page).menuLink('Search Client').click();
  await expect(notice).toContainText('You have no open cash shift');
});
