// The check of the live dashboard: with `npm run simulate` driving lot 2 (Fundadores Sur, which no
// other spec counts cars on), the dashboard's cars-inside figure changes without a reload. The simulator runs
// as its own process against this run's server, at 3,600x (a simulated hour a second, so a closed lot opens
// within seconds and stays last about a second).
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/dashboard.page';
import { signInToLot } from './pages/rates.page';

test.use({ locale: 'en-US' });

let simulator: ChildProcess | null = null;
test.afterEach(() => {
  if (simulator?.pid) process.kill(-simulator.pid, 'SIGINT');
  simulator = null;
});

test('the cars inside move live while the simulator plays traffic', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInToLot(page, 'Fundadores Sur');
  const dashboard = new DashboardPage(page);
  await dashboard.ready();
  const before = await dashboard.carsInsideCount();
  // Marks the document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));

  simulator = spawn('npx', ['tsx', 'simulator/cli.ts', '--lot', '2', '--speed', '3600', '--url', baseURL ?? ''], { detached: true, stdio: 'ignore' });
  await expect.poll(() => dashboard.carsInsideCount(), { timeout: 90_000, intervals: [500] }).not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
});
