// The profile modal from the sidebar's user card (spec 1 §2.3, §5; issue 15 item 5), against a stubbed API:
// opened by click or keyboard, the phone input's country list and character rules, a save with another
// country and a picture (the request, the toast, the new name in the sidebar), a rule broken and a refusal on
// their fields, the Retry of a failed save, the password change, and the devices signed out one by one or all
// but this one after a yes.
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceSession, Profile } from '../../src/contracts/profile.struct';
import { setLocale } from '../../src/i18n/i18n';
import { UserCard } from '../../src/ui/shell/sidebar/user-card';
import { reply, stubApi, type Reply } from './api-stub';
import { loginAnswer, storedSession } from './fixtures';
import { renderWithSession } from './render';
import { englishIn, inSpanish } from './spanish';

setLocale('en');
beforeAll(() => {
  // the test DOM has no object URLs: pictures get a stand-in address.
  URL.createObjectURL = () => 'blob:picture';
  URL.revokeObjectURL = () => {};
});
beforeEach(() => notifications.clean());

const profile: Profile = {
  id: 2,
  username: null,
  email: 'parking@nexo.demo',
  first_name: 'Pablo',
  last_name: 'Fundadores',
  url_logo: { original: null },
  phone: '8112345678',
  country_code: '52',
  type: 'parking',
  role: 'Parking administrator',
  role_id: 2,
};
const device = (id: number, current: boolean, browser: string): DeviceSession => ({
  id,
  browser,
  system: 'Windows 10',
  address: `203.0.113.${id}`,
  created_at: '2026-11-20T15:00:00.000Z',
  last_used_at: '2026-11-24T15:30:00.000Z',
  current,
});
const devices = [device(10, true, 'Chrome 120'), device(11, false, 'Firefox 121'), device(12, false, 'Safari 17')];

const session = storedSession({ auth: loginAnswer({ user_id: 2, name: 'Pablo Fundadores' }) });
const base = (over: Record<string, Reply> = {}) => ({ 'GET users/parking/2': reply({ data: profile }), 'GET users/sessions': reply({ data: devices }), ...over });

async function openProfile(answers: Record<string, Reply> = base(), words = { open: 'Edit your profile', title: 'Your profile', firstName: /^First name/ }) {
  const api = stubApi(answers);
  const user = userEvent.setup({ delay: null });
  renderWithSession(<UserCard />, { stored: session, path: '/dashboard' });
  await user.click(screen.getByRole('button', { name: new RegExp(words.open) }));
  const dialog = await screen.findByRole('dialog', { name: words.title });
  await within(dialog).findByRole('textbox', { name: words.firstName });
  return { api, user, dialog };
}

const details = () => screen.getByRole('region', { name: 'Your details' });
const devicesPart = () => screen.getByRole('region', { name: 'Signed-in devices' });
const phoneInput = () => within(details()).getByRole('textbox', { name: 'Phone' });
const countryInput = () => within(details()).getByRole('combobox', { name: 'Phone country' });
/** The body of the last call to `method path`: JSON, or a multipart form's fields and file. */
function lastBody(api: ReturnType<typeof stubApi>, method: string, path: string): Record<string, unknown> {
  const calls = api.fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(`/api/${path}`) && (init?.method ?? 'GET').toUpperCase() === method);
  const init = calls.at(-1)?.[1];
  if (!init) throw new Error(`no ${method} ${path}`);
  if (init.body instanceof FormData) return Object.fromEntries(init.body.entries());
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe('the profile modal', { timeout: 20_000 }, () => {
  it('opens from the user card with the keyboard, and shows the profile and the devices', async () => {
    stubApi(base());
    const user = userEvent.setup({ delay: null });
    renderWithSession(<UserCard />, { stored: session, path: '/dashboard' });
    await user.tab();
    expect(screen.getByRole('button', { name: /Edit your profile/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Your profile' });
    expect(await within(details()).findByRole('textbox', { name: /^First name/ })).toHaveValue('Pablo');
    expect(within(details()).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Fundadores');
    expect(phoneInput()).toHaveValue('8112345678');
    expect(countryInput()).toHaveValue('Mexico (+52)');
    expect(within(details()).getByRole('img', { name: 'No picture' })).toBeInTheDocument();
    const items = await within(devicesPart()).findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Chrome 120 · Windows 10', 'Firefox 121 · Windows 10', 'Safari 17 · Windows 10']);
    expect(within(items[0]).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('203.0.113.11 · Last used 2026-11-24 09:30');
  });

  it('offers Mexico, Denmark and the US first, then every other country, and takes digits only, at most 10', async () => {
    const { user } = await openProfile();
    await user.click(countryInput());
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['Mexico (+52)', 'Denmark (+45)', 'United States (+1)']);
    expect(options.length).toBeGreaterThan(200);
    expect(options.slice(3).filter((o) => /Mexico|Denmark|United States \(/.test(o ?? ''))).toEqual([]);
    await user.click(screen.getByRole('option', { name: 'Denmark (+45)' }));
    expect(countryInput()).toHaveValue('Denmark (+45)');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '32-12 ab34(56)');
    expect(phoneInput()).toHaveValue('32123456');
    await user.type(phoneInput(), '1234567');
    expect(phoneInput()).toHaveValue('3212345612');
  });

  it('saves names, a Danish phone and a picture: one multipart PUT, a toast, the new name in the sidebar', async () => {
    const saved = { ...profile, last_name: 'Fundadores Norte', phone: '32123456', country_code: '45', url_logo: { original: '/api/users/2/files/aa.png' } };
    const { api, user } = await openProfile(base({ 'PUT users/parking/2': reply({ data: saved, message: 'Profile updated.' }), 'GET users/2/files/aa.png': reply('png') }));
    await user.type(within(details()).getByRole('textbox', { name: /^Last name/ }), ' Norte');
    await user.click(countryInput());
    await user.click(screen.getByRole('option', { name: 'Denmark (+45)' }));
    await user.clear(phoneInput());
    await user.type(phoneInput(), '32123456');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(within(details()).getByLabelText('Choose a picture'), picture);
    expect(within(details()).getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'blob:picture');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    const body = lastBody(api, 'PUT', 'users/parking/2');
    expect({ ...body, picture: (body.picture as File).name }).toEqual({ first_name: 'Pablo', last_name: 'Fundadores Norte', phone: '32123456', country_code: '45', picture: 'me.png' });
    expect(screen.getByTestId('user-name')).toHaveTextContent('Pablo Fundadores');
    expect(screen.getByTestId('user-name')).toHaveAttribute('title', 'Pablo Fundadores Norte');
    expect(countryInput()).toHaveValue('Denmark (+45)');
  });

  it('keeps a broken rule in the form, and shows a refusal on its field', async () => {
    const refusal = { message: 'The phone field must be a valid phone number for its country.', errors: { phone: ['The phone field must be a valid phone number for its country.'] } };
    const { api, user } = await openProfile(base({ 'PUT users/parking/2': reply(refusal, 422) }));
    await user.clear(within(details()).getByRole('textbox', { name: /^First name/ }));
    await user.type(within(details()).getByRole('textbox', { name: /^First name/ }), 'Al');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '123');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));
    expect(await within(details()).findByText('The first name field must be at least 4 characters.')).toBeInTheDocument();
    expect(within(details()).getByText('The phone field must be a valid phone number for its country.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(within(details()).getByRole('textbox', { name: /^First name/ }), 'berto');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '8112345678');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));
    expect(await within(details()).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(within(details()).queryByRole('button', { name: 'Retry the save' })).toBeNull();
  });

  it('offers Retry after a save that may pass, and sends the same again', async () => {
    const { api, user } = await openProfile(base({ 'PUT users/parking/2': reply({ message: 'Server Error' }, 503) }));
    await user.type(within(details()).getByRole('textbox', { name: /^Last name/ }), ' Sur');
    await user.click(within(details()).getByRole('button', { name: 'Save' }));
    const retry = await within(details()).findByRole('button', { name: 'Retry the save' });
    stubApi(base({ 'PUT users/parking/2': reply({ data: { ...profile, last_name: 'Fundadores Sur' }, message: 'Profile updated.' }) }));
    const first = lastBody(api, 'PUT', 'users/parking/2');
    await user.click(retry);
    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(first).toEqual({ first_name: 'Pablo', last_name: 'Fundadores Sur', phone: '8112345678', country_code: '52' });
    expect(within(details()).queryByRole('alert')).toBeNull();
  });

  it('changes the password there, empties the form and reads the devices again', async () => {
    const { api, user } = await openProfile(base({ 'POST users/password/update/2': reply({ message: 'Password updated.', success: true }) }));
    const password = screen.getByRole('region', { name: 'Password' });
    await within(devicesPart()).findAllByRole('listitem');
    await user.type(within(password).getByLabelText(/^Current password/), 'demo1234');
    await user.type(within(password).getByLabelText(/^New password/), 'secreto1');
    await user.type(within(password).getByLabelText(/^Confirm password/), 'secreto1');
    await user.click(within(password).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
    expect(lastBody(api, 'POST', 'users/password/update/2')).toEqual({ _method: 'put', password: 'demo1234', passwordnew: 'secreto1', passwordvery: 'secreto1' });
    await waitFor(() => expect(within(password).getByLabelText(/^Current password/)).toHaveValue(''));
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'users/sessions')).toHaveLength(2));
  });

  it('signs one device out, then all the others after a yes', async () => {
    const { api, user } = await openProfile(
      base({
        'POST users/sessions/11/logout': reply({ message: 'The device was signed out.', success: true, revoked: 1 }),
        'POST users/sessions/logout-others': reply({ message: '1 other device was signed out.', success: true, revoked: 1 }),
      }),
    );
    await within(devicesPart()).findAllByRole('listitem');
    await user.click(within(devicesPart()).getByRole('button', { name: 'Sign out Firefox 121 · Windows 10' }));
    expect(await screen.findByText('The device was signed out.')).toBeInTheDocument();
    expect(within(devicesPart()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(devicesPart()).getByRole('button', { name: 'Sign out all other devices' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out every other device?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.calls.filter((c) => c.path === 'users/sessions/logout-others')).toEqual([]);
    await user.click(within(devicesPart()).getByRole('button', { name: 'Sign out all other devices' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign out every other device?' })).getByRole('button', { name: 'Yes, sign them out' }));
    expect(await screen.findByText('1 other device was signed out.')).toBeInTheDocument();
    expect(within(devicesPart()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(devicesPart()).getByText('No other device is signed in.')).toBeInTheDocument();
  });

  it('shows a profile or devices that cannot be read, with Retry', async () => {
    stubApi({ 'GET users/parking/2': reply({ message: 'Server Error' }, 503), 'GET users/sessions': reply({ message: 'Server Error' }, 503) });
    const user = userEvent.setup({ delay: null });
    renderWithSession(<UserCard />, { stored: session, path: '/dashboard' });
    await user.click(screen.getByRole('button', { name: /Edit your profile/ }));
    expect(await within(await screen.findByRole('region', { name: 'Your details' })).findByText('Your profile could not be read')).toBeInTheDocument();
    expect(await within(devicesPart()).findByText('Your devices could not be read')).toBeInTheDocument();
    stubApi(base());
    await user.click(within(details()).getByRole('button', { name: 'Retry' }));
    expect(await within(details()).findByRole('textbox', { name: /^First name/ })).toHaveValue('Pablo');
    await user.click(within(devicesPart()).getByRole('button', { name: 'Retry' }));
    expect(await within(devicesPart()).findAllByRole('listitem')).toHaveLength(3);
  });

  it('in Spanish, has no English word', async () => {
    await inSpanish(async () => {
      await openProfile(base(), { open: 'Editar tu perfil', title: 'Tu perfil', firstName: /^Nombre/ });
      await within(screen.getByRole('region', { name: 'Dispositivos con sesión' })).findAllByRole('listitem');
      expect(englishIn(document.body, ['Pablo', 'Fundadores', 'Chrome', 'Firefox', 'Safari', 'Windows'])).toEqual([]);
    });
  });
});
