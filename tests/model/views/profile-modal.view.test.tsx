// The profile modal (src/ui/shell/profile/profile-modal.tsx) along the shortest path to every configuration of
// its chart, its actors running against mocked profile and password services: the profile's loader, failure and
// form (names, the phone's country and digits, the picture), the refusal on its fields and the Retry of a save
// that may pass, the busy saves, the new name in the session; the password form; the devices list with this
// device marked, a device signed out, the confirmation before signing the others out (spec 1 §2.3, §5; issue 15).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, expect, vi } from 'vitest';
import type { DeviceSession } from '../../../src/contracts/profile.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { ProfileValues } from '../../../src/machines/profile-modal/profile-form';
import type { ProfileModalContext, ProfileModalEvent, profileModalMachine } from '../../../src/machines/profile-modal/profile-modal.machine';
import { SessionContext } from '../../../src/machines/session/session.context';
import { selectUserName } from '../../../src/machines/session/session.selectors';
import ProfileModal from '../../../src/ui/shell/profile/profile-modal';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { expectedRequest, passwords, profileModalOracle, savedProfile } from '../oracles/profile-modal.oracle';

const api = vi.hoisted(() => ({ fetchProfile: vi.fn(), saveProfile: vi.fn(), fetchDevices: vi.fn(), signOutDevice: vi.fn(), signOutOtherDevices: vi.fn(), updatePassword: vi.fn() }));
vi.mock('../../../src/services/profile.api', () => api);
// The stored picture is read behind the token (src/ui/components/stored-image.tsx).
vi.mock('../../../src/services/files.api', () => ({ fetchStoredFile: async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) }));
vi.mock('../../../src/services/auth.api', async (importOriginal) => ({ ...(await importOriginal<object>()), updatePassword: api.updatePassword }));
vi.mock('../../../src/machines/profile-modal/profile-modal.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ profileModalMachine: typeof profileModalMachine }>();
  return { ...chart, profileModalMachine: probed(chart.profileModalMachine, ['loadProfile', 'saveProfile', 'changePassword', 'loadDevices', 'signOutDevice', 'signOutOthers']) };
});

setLocale('en');
const calls = {
  loadProfile: settleable(),
  saveProfile: settleable(),
  changePassword: settleable(),
  loadDevices: settleable(),
  signOutDevice: settleable(),
  signOutOthers: settleable(),
};
const close = vi.fn();
beforeAll(() => {
  // the test DOM has no object URLs: the chosen picture's preview gets a stand-in address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  for (const call of Object.values(calls)) call.reset();
  api.fetchProfile.mockImplementation(calls.loadProfile.impl);
  api.saveProfile.mockImplementation(calls.saveProfile.impl);
  api.updatePassword.mockImplementation(calls.changePassword.impl);
  api.fetchDevices.mockImplementation(calls.loadDevices.impl);
  api.signOutDevice.mockImplementation(calls.signOutDevice.impl);
  api.signOutOtherDevices.mockImplementation(calls.signOutOthers.impl);
});

type C = ProfileModalContext;
type On<T extends ProfileModalEvent['type']> = Extract<ProfileModalEvent, { type: T }>;

const COUNTRY_LABELS: Record<string, string> = { MX: 'Mexico (+52)', DK: 'Denmark (+45)', US: 'United States (+1)' };
const modal = () => screen.getByRole('dialog', { name: 'Your profile' });
const part = (name: string) => within(modal()).getByRole('region', { name });
const details = () => part('Your details');
const password = () => part('Password');
const devicesPart = () => part('Signed-in devices');
const button = (inside: HTMLElement, name: string | RegExp) => within(inside).getByRole('button', { name });
/** The input labelled exactly `label` (a required field's label ends in an asterisk). */
const field = (inside: HTMLElement, label: string) => {
  const input = within(inside).getAllByLabelText(new RegExp(`^${label}\\s*\\*?$`)).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const busy = (b: HTMLElement) => b.hasAttribute('data-loading');
/** The error message tied to a field (Mantine's `<id>-error` among the ids that describe it). */
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const PASSWORD_LABELS: Record<string, string> = { password: 'Current password', passwordnew: 'New password', passwordvery: 'Confirm password' };
const deviceName = (d: DeviceSession) => `${d.browser} · ${d.system}`;

/** The phone input takes digits only: a save carries the phone as the form holds it. */
const typed = <E extends { type: string }>(e: E): E => ('values' in e ? { ...e, values: { ...(e.values as ProfileValues), phone: (e.values as ProfileValues).phone.replace(/\D/g, '') } } : e);

/** The user's name as the sidebar shows it (the session's). */
function UserName() {
  return <output data-testid="session-name">{SessionContext.useSelector(selectUserName)}</output>;
}

function saveThroughForm(values: ProfileValues, picture: File | null) {
  type(field(details(), 'First name'), values.first_name);
  type(field(details(), 'Last name'), values.last_name);
  const country = field(details(), 'Phone country');
  if ((country as HTMLInputElement).value !== COUNTRY_LABELS[values.country]) {
    fireEvent.click(country);
    fireEvent.click(screen.getByRole('option', { name: COUNTRY_LABELS[values.country] }));
  }
  type(field(details(), 'Phone'), values.phone);
  if (picture) fireEvent.change(within(details()).getByLabelText('Choose a picture'), { target: { files: [picture] } });
  fireEvent.click(button(details(), 'Save'));
}

const view: ViewOracle<typeof profileModalMachine> = {
  render: () =>
    renderWithSession(
      <>
        <UserName />
        <ProfileModal provider="parking" userId={2} onClose={close} />
      </>,
      { path: '/dashboard', stored: storedSession({ auth: loginAnswer({ user_id: 2, name: 'Pablo Fundadores' }) }) },
    ),
  drive: {
    ...Object.fromEntries(
      Object.entries(calls).flatMap(([id, call]) => [
        [`xstate.done.actor.${id}`, async (e: ProfileModalEvent | Done<unknown>) => (await call.resolve((e as Done<unknown>).output), true)],
        [`xstate.error.actor.${id}`, async (e: ProfileModalEvent | Failure) => (await call.reject((e as Failure).error), true)],
      ]),
    ),
    'profile.save': (e) => {
      const save = e as On<'profile.save'>;
      saveThroughForm(save.values, save.picture);
      return true;
    },
    'profile.retry': (_e, s) => {
      const inSaveFailed = JSON.stringify(s.value).includes('saveFailed');
      fireEvent.click(inSaveFailed ? button(details(), 'Retry the save') : button(details(), 'Retry'));
      return true;
    },
    'password.change': (e) => {
      const change = e as On<'password.change'>;
      type(field(password(), 'Current password'), change.password);
      type(field(password(), 'New password'), change.passwordnew);
      type(field(password(), 'Confirm password'), change.passwordvery);
      fireEvent.click(button(password(), 'Save'));
      return true;
    },
    'devices.retry': () => (fireEvent.click(button(devicesPart(), 'Retry')), true),
    'devices.signOut': (e, s) => {
      const target = s.context.devices.find((d) => d.id === (e as On<'devices.signOut'>).sessionId);
      // This device has no Sign out of its own: the chart gets the event itself.
      if (!target || target.current) return false;
      fireEvent.click(button(devicesPart(), `Sign out ${deviceName(target)}`));
      return true;
    },
    'devices.signOutOthers': () => {
      const all = within(devicesPart()).queryByRole('button', { name: 'Sign out all other devices' });
      if (!all) return false;
      fireEvent.click(all);
      return true;
    },
    'devices.confirm': () => (fireEvent.click(screen.getByRole('button', { name: 'Yes, sign them out' })), true),
    'devices.cancel': () => (fireEvent.click(screen.getByRole('button', { name: 'No' })), true),
    'profile.close': () => (fireEvent.click(modal().querySelector('.mantine-Modal-close') as HTMLElement), true),
  },
  sees: {
    'open.profile.loading': () => {
      expect(within(details()).getByLabelText('Loading your profile')).toBeInTheDocument();
      expect(api.fetchProfile).toHaveBeenLastCalledWith('parking', 2);
    },
    'open.profile.loadFailed': (c) => {
      expect(within(details()).getByText('Your profile could not be read')).toBeInTheDocument();
      expect(within(details()).getByText(c.error as string)).toBeInTheDocument();
      expect(button(details(), 'Retry')).toBeEnabled();
    },
    'open.profile.editing.ready': (c) => {
      theForm(c, false);
      expect(within(details()).queryByRole('button', { name: 'Retry the save' })).toBeNull();
    },
    'open.profile.editing.saveFailed': (c) => {
      theForm(c, false);
      expect(button(details(), 'Retry the save')).toBeEnabled();
    },
    'open.profile.saving': (c) => {
      theForm(c, true);
      expect(api.saveProfile).toHaveBeenLastCalledWith(expectedRequest(c));
    },
    'open.password.idle': (c) => {
      expect(busy(button(password(), 'Save'))).toBe(false);
      if (c.passwordError) expect(within(password()).getByRole('alert')).toHaveTextContent(c.passwordError);
      else expect(within(password()).queryByRole('alert')).toBeNull();
      for (const [key, messages] of Object.entries(c.passwordFieldErrors)) expect(errorOn(field(password(), PASSWORD_LABELS[key]))).toBe(messages[0]);
    },
    'open.password.saving': () => {
      expect(busy(button(password(), 'Save'))).toBe(true);
      expect(api.updatePassword).toHaveBeenLastCalledWith(2, passwords);
    },
    'open.devices.loading': () => {
      expect(within(devicesPart()).getByLabelText('Loading your devices')).toBeInTheDocument();
      expect(api.fetchDevices).toHaveBeenCalled();
    },
    'open.devices.failed': (c) => {
      expect(within(devicesPart()).getByText('Your devices could not be read')).toBeInTheDocument();
      expect(within(devicesPart()).getByText(c.devicesError as string)).toBeInTheDocument();
      expect(button(devicesPart(), 'Retry')).toBeEnabled();
    },
    'open.devices.listed': (c) => {
      theList(c);
      expect(screen.queryByRole('dialog', { name: 'Sign out every other device?' })).toBeNull();
    },
    'open.devices.confirming': (c) => {
      theList(c);
      expect(screen.getByRole('dialog', { name: 'Sign out every other device?' })).toHaveTextContent('They will have to sign in again. This device stays signed in.');
    },
    'open.devices.signingOut': (c) => {
      const target = c.devices.find((d) => d.id === c.signingOut) as DeviceSession;
      expect(busy(button(devicesPart(), `Sign out ${deviceName(target)}`))).toBe(true);
      expect(api.signOutDevice).toHaveBeenLastCalledWith(target.id);
    },
    'open.devices.signingOutOthers': () => {
      expect(busy(button(devicesPart(), 'Sign out all other devices'))).toBe(true);
      expect(api.signOutOtherDevices).toHaveBeenCalledTimes(1);
    },
    closed: () => {
      expect(close).toHaveBeenCalledTimes(1);
      expect(api.saveProfile).not.toHaveBeenCalled();
    },
  },
};

/** The form: the context's values in its fields, each field's error (a broken rule or the server's), the
 *  refusal above them, the new name in the session once saved; Save busy while the server has it. */
function theForm(c: C, saving: boolean) {
  const values: Record<string, string> = { 'First name': c.values.first_name, 'Last name': c.values.last_name, Phone: c.values.phone.replace(/\D/g, '') };
  for (const [label, value] of Object.entries(values)) expect(field(details(), label), label).toHaveValue(value);
  expect(field(details(), 'Phone country')).toHaveValue(COUNTRY_LABELS[c.values.country]);
  const names: Record<string, string> = { first_name: 'First name', last_name: 'Last name', phone: 'Phone' };
  for (const [key, label] of Object.entries(names)) {
    const expected = c.fieldErrors[key]?.[0] ?? (c.problems[key] ? validationMessage(c.problems[key], label.toLowerCase(), 'en') : null);
    expect(errorOn(field(details(), label)), `${label}'s error`).toBe(expected);
  }
  if (c.error) expect(within(details()).getByRole('alert')).toHaveTextContent(c.error);
  else expect(within(details()).queryByRole('alert')).toBeNull();
  expect(busy(button(details(), 'Save')), 'Save busy').toBe(saving);
  const saved = c.profile === savedProfile;
  expect(screen.getByTestId('session-name')).toHaveTextContent(saved ? 'Pablo Fundadores Norte' : 'Pablo Fundadores');
  if (saved) expect(screen.getByText('Profile updated.')).toBeInTheDocument();
}

/** The devices: each with its browser and system, address and last use; this one marked and without Sign out. */
function theList(c: C) {
  const items = within(devicesPart()).getAllByRole('listitem');
  expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(c.devices.map(deviceName));
  for (const d of c.devices) {
    const item = within(devicesPart()).getByRole('listitem', { name: deviceName(d) });
    expect(item).toHaveTextContent(d.address as string);
    expect(within(item).queryByText('This device') !== null, `${deviceName(d)} marked`).toBe(d.current);
    expect(within(item).queryByRole('button', { name: /^Sign out/ }) === null).toBe(d.current);
  }
  const others = c.devices.some((d) => !d.current);
  expect(within(devicesPart()).queryByRole('button', { name: 'Sign out all other devices' }) !== null).toBe(others);
  expect(within(devicesPart()).queryByText('No other device is signed in.') !== null).toBe(!others);
}

const asTyped = (s: Parameters<typeof profileModalOracle.events>[0]) => profileModalOracle.events(s).map(typed);
describeViewPaths({ ...profileModalOracle, events: asTyped }, view);
