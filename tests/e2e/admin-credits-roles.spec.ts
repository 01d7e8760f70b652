// The admin module's credits and roles end to end (issue 20, helper C), in the browser against the server.
//
// Gifts: tests/e2e/credits.spec.ts (a gift changes the shop's credits that file's tests count, so it runs there,
// after them, in the same worker).
//
// Roles: a role of the admin's own with a user of its own (registered by the shop's owner, who sets their
// password through the mailed link): the admin gives the role one more permission in Roles and Permissions; the
// user's menu shows its entry at their next request (a reload) and its page opens; the spec's warning stops a
// save that would give administrator permissions; taking a permission away takes its entries from the menu.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RolesPage } from './pages/admin-credits-roles.page';
import { SCREEN_LOAD_MS } from './pages/demo-accounts';
import { ACCOUNTS, openSignedIn, useSession, type Credentials } from './pages/session';
import { resetLinkFor } from './pages/outbox';

test.use({ locale: 'en-US' });

const STAMP = Date.now().toString(36).slice(-5);

async function tokenOf(api: APIRequestContext, provider: string, email: string): Promise<{ authorization: string }> {
  const login = await api.post(`/api/users/${provider}/login`, { data: { email, password: 'demo1234' } });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** Signed in through the API (pages/session.ts), on the dashboard. */
async function signIn(page: Page, provider: Credentials['provider'], email: string, password = 'demo1234'): Promise<void> {
  await openSignedIn(page, { provider, user: email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The sidebar's Credits entries the user sees (the group opened first). */
async function creditsEntries(page: Page): Promise<string[]> {
  const credits = page.getByRole('button', { name: 'Credits', exact: true });
  await expect(credits).toBeVisible();
  if (!(await page.getByRole('link', { name: 'Payment methods' }).or(page.getByRole('link', { name: 'Transactions', exact: true })).first().isVisible())) await credits.click();
  const names: string[] = [];
  for (const name of ['Buy more', 'Transactions', 'Payment methods']) if (await page.getByRole('link', { name, exact: true }).isVisible()) names.push(name);
  return names;
}

/** The entries once the menu settles: a reloaded page may show the group while it still opens (CI saw only
 *  "Payment methods" at one instant after a reload). */
async function expectCreditsEntries(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => creditsEntries(page), { timeout: SCREEN_LOAD_MS }).toEqual(expected);
}

test("a role's permission change changes its user's menu at their next request", async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const roleName = `Encargado ${STAMP}`;
  const email = `encargado.${STAMP}@example.com`;
  const password = 'encargado-42';
  const admin = await tokenOf(request, 'nexo', 'admin@nexo.demo');
  const created = await request.post('/api/admin/roles', { headers: admin, data: { name: roleName, type: 'shopping', permissions: ['shopping.manager.dashboard', 'shopping.branch.creditsbuy'] } });
  expect(created.ok(), await created.text()).toBe(true);
  const roleId = ((await created.json()) as { data: { id: number } }).data.id;
  const owner = await tokenOf(request, 'shopping', 'shop@nexo.demo');
  const registered = await request.post('/api/shops/1/users/register', { headers: owner, data: { first_name: 'Elena', last_name: 'Encargada', email, phone: '8112345678', role_id: roleId, branchs: [2] } });
  expect(registered.ok(), await registered.text()).toBe(true);
  // Their password through the mailed link, as a new shop user sets it.
  const since = Date.now();
  expect((await request.post('/api/users/reset', { data: { email } })).ok()).toBe(true);
  const token = (await resetLinkFor(email, since)).split('/').at(-1);
  const { key } = (await (await request.post('/api/users/resetpassword', { data: { token } })).json()) as { key: string };
  expect((await request.post('/api/users/resetpassword/update', { data: { key, passwordnew: password, passwordvery: password } })).ok()).toBe(true);

  const userContext = await browser.newContext({ locale: 'en-US' });
  const user = await userContext.newPage();
  await signIn(user, 'shopping', email, password);
  await expectCreditsEntries(user, ['Buy more', 'Payment methods']);

  await useSession(page.context(), ACCOUNTS.admin);
  const roles = new RolesPage(page);
  await roles.open();
  let editor = await roles.edit(roleName);
  await roles.permission(editor, 'shopping.branch.transactions').check();
  // An administrator permission stops the save at the spec's warning; Cancel goes back to the form.
  await roles.permission(editor, 'nexo.dashboard').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  const warning = page.getByRole('dialog', { name: 'Administrator permissions' });
  await expect(warning).toContainText('Give the administrator permission set only when necessary.');
  await expect(warning).toContainText('nexo.dashboard');
  await page.screenshot({ path: testInfo.outputPath('role-warning.png'), fullPage: true });
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await roles.permission(editor, 'nexo.dashboard').uncheck();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Role ${roleName} saved.`)).toBeVisible();

  // The user's next request: the menu has the new entry, and its page opens.
  await user.reload();
  await expectCreditsEntries(user, ['Buy more', 'Transactions', 'Payment methods']);
  await user.screenshot({ path: testInfo.outputPath('user-menu.png'), fullPage: true });
  await user.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(user).toHaveURL(/\/credits\/transactions$/);
  await expect(user.getByRole('heading', { name: 'Credit transactions', level: 1 })).toBeVisible();

  // Taken away: Buy more and Payment methods leave the menu.
  editor = await roles.edit(roleName);
  await roles.permission(editor, 'shopping.branch.creditsbuy').uncheck();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Role ${roleName} saved.`).first()).toBeVisible();
  await user.reload();
  await expectCreditsEntries(user, ['Transactions']);
  await userContext.close();
});
