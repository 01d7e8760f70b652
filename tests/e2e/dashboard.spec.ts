// The parking dashboard live (issue 6): cars entering through the device API raise the "inside now" figure,
// and a gate's status report turns its row in the gate table, both without reloading the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { channelSubscribed, DashboardPage } from './pages/dashboard.page';
import { sessionToken, signInToLot } from './pages/rates.page';

test.use({ locale: 'en-US' });

const DEVICE = { 'X-Device-Key': 'demo-lot-1-key' };
const TAG = Date.now().toString(36).slice(-5).toUpperCase();
const PLATES = [`DSH${TAG}A`, `DSH${TAG}B`, `DSH${TAG}C`];

async function enter(request: APIRequestContext, plate: string) {
  const res = await request.post('/api/devices/parkings/1/gates/1/events', { headers: DEVICE, data: { event_id: `e2e-dash-${plate}`, direction: 'in', plate } });
  expect(res.status(), await res.text()).toBe(200);
}

async function reportStatus(request: APIRequestContext, gate: number, status: 'online' | 'offline') {
  const res = await request.post(`/api/devices/parkings/1/gates/${gate}/status`, { headers: DEVICE, data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The server's own count of cars inside lot 1 (other specs may move it meanwhile). */
async function insideByApi(page: Page, request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/parkings/1/dashboards/cars/day', { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  return ((await res.json()) as { data: { inside: number } }).data.inside;
}

/** A mark on the window: a page reload would drop it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { dashboardMark: 'still here' }));
const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { dashboardMark?: string }).dashboardMark);

test('cars entering raise the cars inside, and a gate going offline turns red, without a reload', async ({ page, request }) => {
  test.setTimeout(60_000);
  const subscribed = channelSubscribed(page, 'private-dashboard.1');
  await signInToLot(page, 'Fundadores Norte');
  const dashboard = new DashboardPage(page);
  await dashboard.ready();
  // One port: the live updates come over a websocket on the page's own host and port (no realtime port).
  const socket = new URL(await subscribed);
  expect({ host: socket.host, path: socket.pathname.startsWith('/app/') }).toEqual({ host: new URL(page.url()).host, path: true });
  const before = await dashboard.carsInsideCount();
  await markPage(page);

  for (const plate of PLATES) await enter(request, plate);
  await expect.poll(() => dashboard.carsInsideCount(), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + PLATES.length);
  // And it is the server's count (other traffic may move it too: polled until both agree).
  await expect.poll(async () => (await insideByApi(page, request)) - (await dashboard.carsInsideCount()), { timeout: 15_000 }).toBe(0);
  expect(await pageMark(page)).toBe('still here');

  // Entrada Norte: an entry gate, which no other spec needs online (checkouts go through exit gates).
  const row = dashboard.gateRow('Entrada Norte');
  await expect(row).toContainText('Online');
  try {
    await reportStatus(request, 1, 'offline');
    await expect(row).toContainText('Offline');
    await expect(dashboard.gates.locator('#gate-in')).toHaveAttribute('fill', '#e03131');
  } finally {
    await reportStatus(request, 1, 'online');
  }
  await expect(row).toContainText('Online');
  expect(await pageMark(page)).toBe('still here');
});
