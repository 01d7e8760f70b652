// The shop's users (issue 18 item 3, spec 1 §5 user modal): the shop owner creates a salesman at /users who then
// signs in at /login/salesman with the prefixed username; the owner deactivates them and they can no longer
// sign in.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ACCOUNTS, openSignedIn } from './pages/session';
import { ShellPage } from './pages/shell.page';
import { ShopUsersPage } from './pages/shop-users.page';

test.use({ locale: 'en-US' });

test('the shop owner adds a salesman who signs in, then deactivates them and they cannot sign in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const shell = new ShellPage(page);
  const users = new ShopUsersPage(page);
  await openSignedIn(page, ACCOUNTS.shop);
  await expect(page).toHaveURL(/\/dashboard$/);
  await shell.menuLink('Users').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(users.row('Valentín Vendedor')).toContainText('TNDA_VENDEDOR');

  // The rules stop a save on their fields first.
  await users.add.click();
  await users.choose('Role', 'Salesman');
  await users.field('First name').fill('Lu');
  await users.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(users.dialog.getByText('The first name field must be at least 4 characters.')).toBeVisible();
  await expect(users.dialog.getByText('The branches field is required.')).toBeVisible();
  await users.dialog.getByRole('button', { name: 'Cancel' }).click();

  await users.addSalesman({ first: 'lupita', last: 'de la garza', username: 'lupita', password: 'secreto1', branch: 'Sucursal Valle' });
  await expect(page.getByText('New: Lupita De La Garza')).toBeVisible();
  await expect(users.row('Lupita De La Garza')).toContainText('TNDA_LUPITA');
  await expect(users.row('Lupita De La Garza')).toContainText('Sucursal Valle');
  await expect(users.row('Lupita De La Garza')).toContainText('Active');

  // The salesman signs in with the username the shop's prefix made, in a browser of their own.
  const salesman = await browser.newContext({ locale: 'en-US' });
  const theirs = await salesman.newPage();
  const theirLogin = new LoginPage(theirs);
  await theirLogin.goto('/login/salesman');
  await theirLogin.signIn('TNDA_LUPITA', 'secreto1');
  await expect(theirs).toHaveURL(/\/shopping-to-go/);

  // Deactivated, the salesman's session ends and a new sign-in is refused.
  await users.search.fill('lupita');
  await users.row('Lupita De La Garza').getByRole('button', { name: /^Edit/ }).click();
  await expect(users.dialog.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(users.field('Username')).toBeDisabled();
  await users.dialog.getByRole('switch', { name: 'Active' }).uncheck({ force: true });
  await users.save();
  await expect(users.row('Lupita De La Garza')).toContainText('Inactive');

  // Their open page finds its session ended at the next call.
  await theirs.reload();
  await expect(theirs.getByText('Your session expired: sign in again.')).toBeVisible();
  await theirLogin.goto('/login/salesman');
  await theirLogin.signIn('TNDA_LUPITA', 'secreto1');
  await expect(theirLogin.banner).toContainText('This account is inactive.');
  await expect(theirs).toHaveURL(/\/login\/salesman/);
  await salesman.close();
});
