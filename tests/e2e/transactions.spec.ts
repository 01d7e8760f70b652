// Transactions end to end (spec 3 §2, §4, §7): visits made through the device API on a fixed past day, the
// table filtered by that day and the entry gate, its total for the whole filtered set, and report.xlsx.
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney } from '../../src/domain/formats/edge-formats';
import { sessionToken, lotSession } from './pages/rates.page';
import { TransactionsPage } from './pages/transactions.page';

test.use({ locale: 'en-US' });

const DAY = '2025-02-14';
const TAG = Date.now().toString(36).slice(-4).toUpperCase();
// Entries at gate 1 (Entrada Norte) on 2025-02-14 in Monterrey (UTC-6), paid by card at gate 2.
const VISITS = [
  { plate: `E2E${TAG}A`, at: '2025-02-14T15:00:00Z', out: '2025-02-14T16:30:00Z' },
  { plate: `E2E${TAG}B`, at: '2025-02-14T18:10:00Z', out: '2025-02-14T21:00:00Z' },
  { plate: `E2E${TAG}C`, at: '2025-02-14T23:45:00Z', out: '2025-02-15T01:20:00Z' },
];

async function device(request: APIRequestContext, gate: number, body: Record<string, unknown>) {
  const res = await request.post(`/api/devices/parkings/1/gates/${gate}/events`, {
    headers: { 'X-Device-Key': 'demo-lot-1-key' },
    data: { event_id: `e2e-trx-${TAG}-${gate}-${String(body.plate)}`, ...body },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test('visits of a past day, filtered by day and gate, with their total and the Excel export', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  for (const v of VISITS) {
    await device(request, 1, { direction: 'in', plate: v.plate, at: v.at });
    await device(request, 2, { direction: 'out', plate: v.plate, at: v.out, payment: 'card' });
  }

  await lotSession(page, 'Fundadores Norte');
  const screen = new TransactionsPage(page);
  await screen.goto();
  await screen.setEntryDate(DAY);
  await expect(page.getByRole('button', { name: 'Exit date' })).toHaveText('14/02/2025');
  await screen.chooseGate('Entrada Norte');
  for (const v of VISITS) await expect(screen.row(v.plate)).toContainText('Entrada Norte');
  await expect(screen.row(VISITS[0].plate)).toContainText('2025-02-14 09:00');
  await expect(screen.row(VISITS[0].plate)).toContainText('Salida Norte');

  // The total is the server's sum over the whole filtered set, shown in MXN.
  const token = await sessionToken(page);
  const answer = await request.get(`/api/parkings/1/transactions?in_date=${DAY}&out_date=${DAY}&gate_in=1`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await answer.json()) as { data: { total: number; totals: { amount: number }; data: { plate: string; total: number }[] } };
  expect(data.total).toBeGreaterThanOrEqual(VISITS.length);
  expect(data.totals.amount).toBeGreaterThan(0);
  await expect(screen.total).toHaveText(formatMoney(data.totals.amount));
  await expect(screen.pageButton(1)).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('transactions-table.png') });

  const download = await screen.exportReport();
  expect(download.suggestedFilename()).toBe('report.xlsx');
  const file = await download.path();
  const head = fs.readFileSync(file).subarray(0, 4);
  expect([...head]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
});
