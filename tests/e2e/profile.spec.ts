// The profile end to end (spec 1 §2.3, §5; issue 15 item 5): a lot user of this spec's own (so that signing
// devices out touches no other spec's sessions) signs in, opens the profile from the user card, changes the
// names and the phone to a Danish one, uploads a picture that comes back at 106x106, and signs out the other
// device they signed in with through the API, whose token stops working at once.
import path from 'node:path';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ProfilePage } from './pages/profile.page';
import { ShellPage } from './pages/shell.page';

test.use({ locale: 'en-US' });

const SUFFIX = Date.now().toString(36);
const EMAIL = `perfil.${SUFFIX}@example.mx`;
const PASSWORD = 'perfil-e2e-1';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('a user edits their profile and signs out another device', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await request.post('/api/users/parking/login', { data: { email: 'parking@nexo.demo', password: 'demo1234' } });
  const adminToken = (await admin.json()).access_token as string;
  const created = await request.post('/api/parkings/1/users/register', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { first_name: 'Perla', last_name: 'Perfil', email: EMAIL, phone: '8112345678', country_code: '52', password: PASSWORD, type: 'parking', role_id: 2 },
  });
  expect(created.status()).toBe(200);
  const userId = (await created.json()).data.id as number;
  // The other device: a phone that signed in through the API.
  const phone = await request.post('/api/users/parking/login', { headers: { 'user-agent': PHONE_AGENT }, data: { email: EMAIL, password: PASSWORD } });
  const phoneToken = (await phone.json()).access_token as string;

  const login = new LoginPage(page);
  await login.goto('/login');
  await login.signIn(EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const shell = new ShellPage(page);
  await expect(shell.userName).toHaveText('Perla Perfil');

  const profile = new ProfilePage(page);
  await profile.open();
  await expect(profile.firstName).toHaveValue('Perla');
  await expect(profile.country).toHaveValue('Mexico (+52)');
  await expect(profile.phone).toHaveValue('8112345678');

  await profile.firstName.fill('Perlita');
  await profile.lastName.fill('Perfilada');
  await profile.chooseCountry('Denmark (+45)');
  await profile.phone.fill('');
  await profile.phone.pressSequentially('32 12-34 56');
  await expect(profile.phone).toHaveValue('32123456');
  await profile.choosePicture(path.resolve('public/icons/icon-512.png'));
  await expect(profile.picture).toBeVisible();
  await profile.details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await expect(shell.userName).toHaveText('Perlita Perfilada');

  // The server kept the Danish phone, and the picture it stored is 106x106, read back behind the token.
  const me = await request.get(`/api/users/parking/${userId}`, { headers: { authorization: `Bearer ${phoneToken}` } });
  const saved = (await me.json()).data;
  expect([saved.first_name, saved.last_name, saved.phone, saved.country_code]).toEqual(['Perlita', 'Perfilada', '32123456', '45']);
  expect(saved.url_logo.original).toMatch(new RegExp(`^/api/users/${userId}/files/[0-9a-f]{64}\\.png$`));
  const file = await request.get(saved.url_logo.original, { headers: { authorization: `Bearer ${phoneToken}` } });
  const png = await file.body();
  expect([file.headers()['content-type'], png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(['image/png', 106, 106]);
  // The modal shows the stored picture once saved.
  await expect.poll(() => profile.picture.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 106, 106]);

  // Two devices: this browser, marked, and the phone.
  await expect(profile.devices.getByRole('listitem')).toHaveCount(2);
  await expect(profile.device(/^Chrome/)).toContainText('This device');
  const other = profile.device('Safari 17 · iOS 17.4');
  await expect(other).toBeVisible();
  await other.getByRole('button', { name: 'Sign out Safari 17 · iOS 17.4' }).click();
  await expect(page.getByText('The device was signed out.')).toBeVisible();
  await expect(profile.devices.getByRole('listitem')).toHaveCount(1);
  await expect(profile.devices.getByText('No other device is signed in.')).toBeVisible();
  const after = await request.get('/api/users/sessions', { headers: { authorization: `Bearer ${phoneToken}` } });
  expect(after.status()).toBe(401);

  await page.keyboard.press('Escape');
  await expect(profile.modal).toBeHidden();
});
