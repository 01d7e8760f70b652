// The lot admin's cashier shifts end to end (issue 21 item 5: "the admin sees shifts and differences per operator
// and day, exportable"): a new operator of Fundadores Norte (this run's own, so that the shifts of PF_OPERADOR in
// the specs running beside this one are left alone) works two shifts through the API, one 20 pesos short in cash
// and one 5 pesos over; parking@nexo.demo opens /shifts, picks that operator, sees both shifts with their
// differences and the day's sum, opens one shift's detail, and exports report.xlsx.
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { formatMoney } from '../../src/domain/formats/edge-formats';
import { axeViolations } from './pages/axe';
import { lotSession } from './pages/rates.page';
import { apiToken, OperatorTill, registerOperator, ShiftReportPage } from './pages/shift-report.page';

test.use({ locale: 'en-US' });

const SUFFIX = Date.now().toString(36).slice(-5).toUpperCase();
const CASHIER = { firstName: 'Cajera', lastName: `Turno ${SUFFIX}`, username: `caja${SUFFIX.toLowerCase()}`, password: 'caja-turno-1' };
const CASHIER_NAME = `${CASHIER.firstName} ${CASHIER.lastName}`;
/** Lot 1's exit gates: Salida Sur, then Salida Norte. */
const EXIT_GATES = [4, 2];

test('the lot admin sees each shift and the day per operator with their differences, and exports them', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiToken(request, 'parking', 'parking@nexo.demo', 'demo1234');
  const username = await registerOperator(request, admin, 1, CASHIER);
  const till = new OperatorTill(request, await apiToken(request, 'operator', username, CASHIER.password), 1);

  // 500.00 float, 480.00 counted: 20.00 short. Then 300.00 float, 305.00 counted: 5.00 over. No card slips.
  const short = await till.open(EXIT_GATES, 50_000);
  expect(await till.close(short, { cash: 48_000, card: 0, note: 'Faltó un billete de 20' })).toMatchObject({ difference_cash_cents: -2_000, difference_card_cents: 0 });
  const over = await till.open(EXIT_GATES, 30_000);
  expect(await till.close(over, { cash: 30_500, card: 0, note: 'Sobró cambio' })).toMatchObject({ difference_cash_cents: 500 });

  await lotSession(page, 'Fundadores Norte');
  await page.goto('/shifts');
  const screen = new ShiftReportPage(page);
  await expect(screen.heading).toHaveText('Cashier shifts');
  await screen.chooseOperator(CASHIER_NAME);

  await expect(screen.shiftRow(short)).toContainText(`${formatMoney(-2_000)} (Short)`);
  await expect(screen.shiftRow(short)).toContainText('Faltó un billete de 20');
  await expect(screen.shiftRow(over)).toContainText(`${formatMoney(500)} (Over)`);
  await expect(screen.shiftRow(over)).toContainText(`${formatMoney(0)} (Exact)`);
  await expect(screen.shifts.locator('tbody tr')).toHaveCount(2);
  // The day's sum for the operator: 800.00 expected, 785.00 counted, 15.00 short.
  const day = screen.summary.getByRole('row').filter({ hasText: CASHIER_NAME });
  await expect(day).toHaveCount(1);
  await expect(day).toContainText(`${formatMoney(80_000)}${formatMoney(78_500)}${formatMoney(-1_500)} (Short)`);
  await page.screenshot({ path: testInfo.outputPath('shifts.png'), fullPage: true });

  // The differences' colours are legible on the striped rows (the whole screen's check is the accessibility sweep's).
  const contrast = await axeViolations(page, { include: 'main table', rules: ['color-contrast'] });
  expect(contrast.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);

  await screen.view(short);
  await expect(screen.detail).toContainText(`Shift ${short}`);
  await expect(screen.detail).toContainText('Salida');
  await expect(screen.detail).toContainText('This shift has no checkouts.');
  await expect(screen.detail.getByRole('table', { name: 'Difference' })).toContainText(`Cash${formatMoney(50_000)}${formatMoney(48_000)}${formatMoney(-2_000)} (Short)`);
  await screen.detail.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(screen.detail).toBeHidden();

  const download = await screen.exportReport();
  expect(download.suggestedFilename()).toBe('report.xlsx');
  const head = fs.readFileSync(await download.path()).subarray(0, 4);
  // An .xlsx is a zip file.
  expect([...head]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  await expect(screen.exportButton).toBeEnabled();
});
