// The platform statistics end to end (issue 20 items 2 and 4): two visits of lot 1 on a past day through the
// device API; the nexo admin lands on the statistics, changes the period to that day and reads its visits and
// income, then to the last 7 days, exports a tile, and moves to the Big Data module (the only other one they have).
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatDay } from '../../src/domain/formats/edge-formats';
import { lastDays } from '../../src/domain/statistics/stats-range';
import { SCREEN_LOAD_MS } from './pages/demo-accounts';
import { PlatformStatisticsPage } from './pages/platform-statistics.page';
import { ShellPage } from './pages/shell.page';
import { ACCOUNTS, openSignedIn } from './pages/session';

test.use({ locale: 'en-US' });

const DAY = '2025-05-21';
const TAG = Date.now().toString(36).slice(-4).toUpperCase();
// Entries at gate 1 (Entrada Norte) on 21 May 2025 in Monterrey (UTC-6), paid by card at gate 2.
const VISITS = [
  { plate: `STA${TAG}A`, at: '2025-05-21T15:00:00Z', out: '2025-05-21T17:30:00Z' },
  { plate: `STA${TAG}B`, at: '2025-05-21T19:10:00Z', out: '2025-05-21T20:00:00Z' },
];
const dayShown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function device(request: APIRequestContext, gate: number, body: Record<string, unknown>) {
  const res = await request.post(`/api/devices/parkings/1/gates/${gate}/events`, {
    headers: { 'X-Device-Key': 'demo-lot-1-key' },
    data: { event_id: `e2e-stats-${TAG}-${gate}-${String(body.plate)}`, ...body },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test('the nexo admin lands on the statistics, changes the period and reads its figures, exports a tile, and opens Big Data', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  for (const v of VISITS) {
    await device(request, 1, { direction: 'in', plate: v.plate, at: v.at });
    await device(request, 2, { direction: 'out', plate: v.plate, at: v.out, payment: 'card' });
  }

  const stats = new PlatformStatisticsPage(page);
  const shell = new ShellPage(page);
  await openSignedIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first screen after signing in loads its chunk and six tiles: on a busy CI machine that took over 7 s.
  await expect(stats.heading).toBeVisible({ timeout: SCREEN_LOAD_MS });
  await expect(stats.quickPeriod(30)).toBeChecked();
  await expect(stats.tile('Income')).toBeVisible();

  // The day of the two visits: its last day before the first makes it a one-day period.
  await stats.pickLastDay(DAY);
  await expect(stats.from).toHaveText(dayShown(DAY));
  await expect(stats.to).toHaveText(dayShown(DAY));
  await expect(stats.figure('visits-total')).toHaveText('2');
  await expect(stats.figure('income-total')).toHaveText(/^MXN [1-9][\d,]*\.\d\d$/);
  await expect(stats.figure('stay-average')).toHaveText(/^\d+ min$/);
  await expect(stats.tile('Income').getByRole('row', { name: /Fundadores Norte/ })).toContainText('2');

  const download = await stats.exportTile('Income');
  expect(download.suggestedFilename()).toBe('report.xlsx');
  const file = testInfo.outputPath('income.xlsx');
  await download.saveAs(file);
  expect(fs.statSync(file).size).toBeGreaterThan(1_000);

  // The last 7 days, today in Monterrey included.
  await stats.choosePeriod(7);
  await expect(stats.quickPeriod(7)).toBeChecked();
  const week = lastDays(formatDay(new Date()), 7);
  await expect(stats.from).toHaveText(dayShown(week.from));
  await expect(stats.to).toHaveText(dayShown(week.to));
  await expect(stats.tile('Visits')).toBeVisible();

  // The module tabs offer what the admin has: Nexo and Big Data.
  await expect(stats.moduleTab('Nexo')).toHaveAttribute('aria-selected', 'true');
  await expect(stats.moduleTab('Parking')).toBeDisabled();
  await stats.moduleTab('Big Data').click();
  await expect(stats.moduleTab('Big Data')).toHaveAttribute('aria-selected', 'true');
  expect(await shell.menuLabels()).toEqual(['Statistics']);
  await expect(stats.heading).toBeVisible();
});
