// The rates screen end to end (spec 2 "Rates screen"): a new time fee placed on Monday 08:00-20:00, a day cap,
// and the quote simulator following both, in agreement with the server's quote. Runs on lot 2 (Fundadores
// Sur) so the other specs' lot 1 stays as seeded; the names are this spec's own.
import { expect, test } from './fixtures';
import { RatesPage, sessionToken, lotSession } from './pages/rates.page';

test.use({ locale: 'en-US' });

const FEE_SET = `E2E Nocturna ${Date.now().toString(36)}`;
// Monday 7 January 2030 in Monterrey (UTC-6): 09:00 to 11:00 local.
const ENTRY = '2030-01-07 09:00';
const EXIT = '2030-01-07 11:00';
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('a new time fee on Monday 08:00-20:00 and a day cap change the simulated price, as the server prices it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await lotSession(page, 'Fundadores Sur');
  const rates = new RatesPage(page);
  await rates.goto();

  // Quadrant 1: the access map with its gates coloured by status.
  await expect(rates.map.getByRole('img', { name: 'Map of Acceso Principal' })).toBeVisible();
  await expect(rates.map.locator('[id="gate-in"]')).toHaveAttribute('data-status', /online|offline|warning/);

  // The simulator prices the seeded Monday (Tarifa general: $25 the first hour, $10 each half hour after).
  await rates.simulate(ENTRY, EXIT, 'Acceso Principal');
  await expect(rates.total).toHaveText('MXN 45.00');

  // Quadrant 2: a new time fee of $30.00 an hour.
  await rates.createFeeSet(FEE_SET, '30');

  // Quadrant 3: Monday's seeded block gives way to the new fee from 08:00 to 20:00.
  await rates.removeBlock('Monday', '08:00', '22:00', 'Tarifa general');
  await rates.fillGap(rates.gap('Monday', '08:00', '22:00'), FEE_SET, '08:00', '20:00');
  await rates.saveModal();
  await expect(rates.dialog).toBeHidden();
  await expect(rates.block('Monday', '08:00', '20:00', FEE_SET)).toBeVisible();
  await expect(rates.total).toHaveText('MXN 60.00');

  // An overlapping period is refused before anything is sent.
  await rates.fillGap(rates.gap('Monday', '20:00', '22:00'), 'Tarifa domingo', '19:00', '22:00');
  await rates.saveModal();
  await expect(rates.dialog.getByText('Periods cannot overlap.')).toBeVisible();
  await rates.cancelModal();

  // Quadrant 4: a day cap of $50.00 caps the two hours.
  await rates.setDayCap('50');
  await expect(rates.total).toHaveText('MXN 50.00');

  // The server's engine agrees with the browser's.
  const shown = cents(await rates.total.textContent());
  const answer = await request.post('/api/parkings/2/rates/quote', {
    headers: { Authorization: `Bearer ${await sessionToken(page)}`, 'X-Locale': 'en' },
    data: { entry: '2030-01-07T15:00:00Z', exit: '2030-01-07T17:00:00Z', access: 3 },
  });
  expect(answer.ok()).toBe(true);
  expect((await answer.json()).data.total).toBe(shown);

  // Everything was saved: a reload shows the same week and price.
  await rates.goto();
  await expect(rates.block('Monday', '08:00', '20:00', FEE_SET)).toBeVisible();
  await rates.simulate(ENTRY, EXIT, 'Acceso Principal');
  await expect(rates.total).toHaveText('MXN 50.00');
  await page.screenshot({ path: testInfo.outputPath('rates-screen.png'), fullPage: true });
});
