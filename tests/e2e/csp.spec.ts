// The built console runs under the server's Content-Security-Policy (docs/api.md, "Security headers") with no
// violation: signed in, the main screens are visited (dashboard with its charts, gate map and realtime
// socket; rates; transactions; the pension dashboard with a device's SVG and PNG pictures; the operator's
// search), and every `securitypolicyviolation` event and every console message about the policy is collected.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { platePicture } from '../../simulator/plate-picture';
import { channelSubscribed, DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { OperatorPage, signInAsOperator } from './pages/operator.page';
import { PensionDashboardPage } from './pages/pension-dashboard.page';
import { RatesPage, signInToLot } from './pages/rates.page';
import { TransactionsPage } from './pages/transactions.page';

// The service worker registers too (blocked elsewhere in the browser tests): its script is under the policy.
test.use({ locale: 'en-US', serviceWorkers: 'allow' });

const DEVICE = { 'X-Device-Key': 'demo-lot-1-key' };
const TAG = Date.now().toString(36).slice(-6).toUpperCase();
/** A real 4x4 PNG drawn by Chromium's canvas. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAM0lEQVR4AUzIgQkAIAhE0cM5aoCWLFqyBnAQ9QTBgwfHl7GfdYKY3gWKiww8JcM8H8ToAAAA//8yR22dAAAABklEQVQDAN5aD8V9VCRSAAAAAElFTkSuQmCC';

/** Collects every CSP violation the page reports, across navigations: the events, and the console's words. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The document itself comes with the policy: without it, no violation could ever be reported. */
async function expectPolicyServed(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
}

test('the lot administrator visits the main screens with no CSP violation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await watchPolicy(page);
  await expectPolicyServed(page, '/login');
  await expect(new LoginPage(page).submit).toBeVisible();

  // A visit paid at the exit barrier, so that the charts have something to draw.
  const plate = `CSP${TAG}`;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  for (const [gate, body] of [
    [1, { direction: 'in', at: minutesAgo(40) }],
    [2, { direction: 'out', at: minutesAgo(5), payment: 'card' }],
  ] as const) {
    const res = await request.post(`/api/devices/parkings/1/gates/${gate}/events`, { headers: DEVICE, data: { event_id: `e2e-csp-${plate}-${gate}`, plate, ...body } });
    expect(res.status(), await res.text()).toBe(200);
  }

  // Dashboard: the six tiles (charts and gate map) and the lot's realtime socket, which connect-src must allow.
  const subscribed = channelSubscribed(page, 'private-dashboard.1');
  await signInToLot(page, 'Fundadores Norte');
  const dashboard = new DashboardPage(page);
  await dashboard.ready();
  expect(violations).toEqual([]); // a refused websocket shows here, before the wait for its subscription
  await subscribed;
  for (const tile of ['Incomes', 'Parking time'] as const) {
    // The year's period holds the visit above whatever the hour in the lot's time zone.
    await dashboard.tile(tile).getByText('365 days').click();
    await expect(dashboard.tile(tile).locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(dashboard.tile('Average time spent')).toBeVisible();
  await expect(dashboard.tile('Peak hours')).toBeVisible();
  await expect(dashboard.gates.getByRole('table')).toBeVisible();

  await new RatesPage(page).goto();
  await new TransactionsPage(page).goto();

  // Pension dashboard: a pension car's entries with the simulator's SVG drawing and a PNG, shown in <img>.
  const pictures = [PNG, platePicture('NXP1001', new Date(), 'Entrada Norte')];
  for (const picture of pictures) {
    const res = await request.post('/api/devices/parkings/1/gates/1/events', { headers: DEVICE, data: { event_id: `e2e-csp-${TAG}-${picture.length}`, direction: 'in', plate: 'NXP1001', picture } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const pensions = new PensionDashboardPage(page);
  await pensions.goto();
  const pictureButtons = page.getByRole('button', { name: 'View the picture of Lucía Garza (NXP1001)' });
  const shown: string[] = [];
  for (const index of [0, 1]) {
    await pictureButtons.nth(index).click();
    const image = page.getByRole('dialog').getByRole('img', { name: 'Lucía Garza · NXP1001' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    shown.push((await image.getAttribute('src')) ?? '');
    await page.getByRole('dialog').getByRole('button', { name: /^(Close|Cerrar)/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(shown.sort()).toEqual([...pictures].sort());

  expect(violations).toEqual([]);

  // The watch itself works: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

test("the operator's search and checkout card show with no CSP violation", async ({ page, request }) => {
  const violations = await watchPolicy(page);
  const phone = `81${String(Date.now()).slice(-8)}`;
  const res = await request.post('/api/devices/parkings/1/gates/1/events', { headers: DEVICE, data: { event_id: `e2e-csp-op-${TAG}`, direction: 'in', plate: `CSP${TAG.slice(-4)}`, phone } });
  expect(res.status(), await res.text()).toBe(200);
  await expectPolicyServed(page, '/login/operator');
  await signInAsOperator(page);
  const operator = new OperatorPage(page);
  await operator.search(phone);
  await expect(operator.card).toBeVisible();
  await expect(operator.amount).toBeVisible();
  expect(violations).toEqual([]);
});

test('the Stately inspector (?inspect) still loads, opens its window and talks to it under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  // The inspector's window (stately.ai, out of reach here) stands in: it says it is connected, as the real one
  // does, and counts the inspection events the console then posts to it.
  await page.context().route('https://stately.ai/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>window.received = 0;
        addEventListener('message', (e) => { if (String(e.data && e.data.type).startsWith('@xstate.')) window.received++; });
        window.opener.postMessage({ type: '@statelyai.connected' }, '*');</script>`,
    }),
  );
  const popup = page.waitForEvent('popup');
  await expectPolicyServed(page, '/login?inspect');
  await expect(new LoginPage(page).submit).toBeVisible();
  // With COOP same-origin the window would be cut off from its opener, and nothing would arrive.
  const inspector = await popup;
  await expect.poll(() => inspector.evaluate(() => (window as unknown as { received: number }).received)).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});
