// The platform smoke test: the worker's server is `server/main.ts` as `npm start` runs it (the built console), on a
// copy of the migrated database with the demo data (tests/e2e/fixtures.ts). The console loads without errors and
// a demo user signs in through the form.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';

test('the console loads from the server and a demo account signs in', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const config = await request.get('/api/config');
  expect(config.ok()).toBe(true);
  expect((await config.json()).locales).toEqual(['es', 'en']);

  const login = new LoginPage(page);
  await login.goto('/login');
  await login.signIn('parking@nexo.demo', 'demo1234');
  await expect(page).toHaveURL(/\/lots$/);
  // A deep link is served by the console, not answered 404 by the API.
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/transactions$/);
  expect(errors).toEqual([]);
});
