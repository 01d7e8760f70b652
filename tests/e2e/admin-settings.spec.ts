// The company settings end to end (issue 20, helper D): the nexo admin opens Settings from the menu, sees the
// defaults and the example of the charges follow the form, a required tax with no rate refused on its field,
// saves the defaults again; closes the period up to 2020-01-31 (asked first), a barrier's card payment dated in it
// is refused (409 period_locked) and passes once everything is reopened. The charges themselves are left at their
// defaults (no tax, no service charge): other specs running beside this one price checkouts with them.
import { expect, test } from './fixtures';
import { AdminSettingsPage } from './pages/admin-settings.page';
import { GateDevice } from './pages/operator.page';
import { ACCOUNTS, openSignedIn } from './pages/session';

test.use({ locale: 'en-US' });

const PLATE = `LK${Date.now().toString(36).toUpperCase().slice(-6)}`;
const CLOSED_DAY = '2020-01-31';

test('the nexo admin keeps the company settings and moves the lock date', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.admin, { path: '/admin/settings' });
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const settings = new AdminSettingsPage(page);

  // The defaults: Spanish, MXN, Monterrey, no tax, no service charge.
  await expect(settings.field('Language')).toHaveValue('Spanish');
  await expect(settings.field('Currency')).toHaveValue('MXN');
  await expect(settings.field('Time zone')).toHaveValue('America/Monterrey');
  await expect(settings.company.getByRole('switch', { name: 'Charge tax' })).not.toBeChecked();
  await expect(settings.example).toHaveText('On MXN 100.00: service MXN 0.00, tax MXN 0.00, total MXN 100.00.');

  // The example follows the form: 10 % of service after a 16 % tax on MXN 100.00.
  await settings.rate('Service charge (%)').fill('10');
  await settings.company.getByRole('switch', { name: 'Charge tax' }).check({ force: true });
  await settings.rate('Tax (%)').fill('16');
  await settings.company.getByText('After tax', { exact: true }).click();
  await expect(settings.example).toHaveText('On MXN 100.00: service MXN 11.60, tax MXN 16.00, total MXN 127.60.');
  // A required tax with no rate is refused on its field, nothing sent.
  await settings.rate('Tax (%)').fill('0');
  await settings.save();
  await expect(settings.company.getByText('The tax (%) field must be between 0.01 and 100.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-refused.png'), fullPage: true });

  // Back to the defaults, saved.
  await page.reload();
  await expect(settings.example).toHaveText('On MXN 100.00: service MXN 0.00, tax MXN 0.00, total MXN 100.00.');
  await settings.save();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  // Closing up to a day long past: asked first, then recorded.
  await expect(settings.lockDate).toHaveText('No lock date: everything is open.');
  const closing = await settings.moveLockDate(CLOSED_DAY, 'Cierre E2E');
  await expect(closing.getByRole('heading', { name: `Close up to ${CLOSED_DAY}?` })).toBeVisible();
  await closing.getByRole('button', { name: 'Yes, move the date' }).click();
  await expect(page.getByText(`Closed up to ${CLOSED_DAY}: records dated on or before it can no longer be changed.`)).toBeVisible();
  await expect(settings.lockDate).toHaveText(`Closed up to ${CLOSED_DAY}.`);
  await expect(settings.latestClosing()).toContainText(`ClosingNone${CLOSED_DAY}Ana AdminCierre E2E`);

  // A barrier's card payment dated in the closed period is refused; the car stays inside.
  const gate = new GateDevice(request, 1, 'demo-lot-1-key');
  expect((await gate.event(1, { event_id: `e2e-${PLATE}-in`, direction: 'in', plate: PLATE, at: '2020-01-10T15:00:00Z' })).status()).toBe(200);
  const paid = { event_id: `e2e-${PLATE}-out`, direction: 'out' as const, plate: PLATE, at: '2020-01-10T17:00:00Z', payment: 'card' };
  const refused = await gate.event(2, paid);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ reason: 'period_locked' });

  // Reopening everything: asked first; the same payment then passes.
  const reopening = await settings.moveLockDate(null, 'Reapertura E2E');
  await expect(reopening.getByRole('heading', { name: 'Reopen everything?' })).toBeVisible();
  await reopening.getByRole('button', { name: 'Yes, move the date' }).click();
  await expect(settings.lockDate).toHaveText('No lock date: everything is open.');
  await expect(settings.latestClosing()).toContainText(`Reopening${CLOSED_DAY}NoneAna AdminReapertura E2E`);
  await page.screenshot({ path: testInfo.outputPath('settings-closings.png'), fullPage: true });
  expect((await gate.event(2, { ...paid, event_id: `e2e-${PLATE}-out-2` })).status()).toBe(200);
});
