// The pension dashboard end to end (spec 2 §2, §7; issue 6): as the lot administrator on lot 1, a pension car
// (NXP1001, the seeded pension Lucía Garza) enters through the device API, and its event row appears on top
// of the list and the pension total grows, without a reload.
import { expect, test } from './fixtures';
import { formatNumber } from '../../src/domain/formats/edge-formats';
import { PensionDashboardPage } from './pages/pension-dashboard.page';
import { lotSession } from './pages/rates.page';

test.use({ locale: 'en-US' });

test('a pension car entry appears live at the top of the events, and the pension total grows', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  await lotSession(page, 'Fundadores Norte');
  const dashboard = new PensionDashboardPage(page);
  await dashboard.goto();
  const before = await dashboard.total();
  const rowsBefore = await dashboard.rows().filter({ hasText: 'NXP1001' }).count();
  let reloaded = false;
  page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame()));

  const res = await request.post('/api/devices/parkings/1/gates/1/events', {
    headers: { 'X-Device-Key': 'demo-lot-1-key' },
    data: { event_id: `e2e-pension-dashboard-${Date.now().toString(36)}`, direction: 'in', plate: 'NXP1001' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { data: { outcome: string } }).data.outcome).toBe('pension');

  await expect(dashboard.pensionTotal).toHaveText(formatNumber(before + 1));
  await expect(dashboard.rows().filter({ hasText: 'NXP1001' })).toHaveCount(rowsBefore + 1);
  const top = dashboard.rows().first();
  await expect(top).toContainText('Lucía Garza');
  await expect(top).toContainText('NXP1001');
  await expect(top).toContainText('In');
  expect(reloaded).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('pension-dashboard.png'), fullPage: true });
});
