// The oracle of the profile modal's chart (spec 1 §2.3 "Edit profile", §5; issue 15 item 5), written from the
// spec in the test's own words: first and last name of 4 to 100 characters; the phone as digits only, at most
// 10, valid for the chosen country (or empty); the country's dialling code sent with it; a picture may go with a
// save; a refusal returns to the form with the server's messages, a failure that may pass (no answer, a server
// fault) offers Retry with the same values; the password change as the forced one; the devices list, one
// device signed out (never this one) or all others after a yes, read again after a failed sign-out and after
// a password change. Used by tests/model/profile-modal.paths.test.ts and the modal's replays.
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { expect } from 'vitest';
import type { DeviceSession, Profile } from '../../../src/contracts/profile.struct';
import type { ProfileValues } from '../../../src/machines/profile-modal/profile-form';
import { profileModalMachine, type ProfileModalContext, type ProfileModalEvent } from '../../../src/machines/profile-modal/profile-modal.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = ProfileModalContext;
type On<T extends ProfileModalEvent['type']> = Extract<ProfileModalEvent, { type: T }>;

/** Dialling codes of the countries the fixtures use. */
const DIALLING: Partial<Record<CountryCode, string>> = { MX: '52', DK: '45', US: '1' };

export const stored: Profile = {
  id: 2,
  username: null,
  email: 'parking@nexo.demo',
  first_name: 'Pablo',
  last_name: 'Fundadores',
  url_logo: { original: '/api/users/2/files/aa.png' },
  phone: '8112345678',
  country_code: '52',
  type: 'parking',
  role: 'Parking administrator',
  role_id: 2,
};
/** The profile as the server answers the save: a Danish phone now. */
export const savedProfile: Profile = { ...stored, last_name: 'Fundadores Norte', phone: '32123456', country_code: '45', url_logo: { original: '/api/users/2/files/bb.png' } };
export const picture = new File([new Uint8Array([137, 80, 78, 71, 1])], 'me.png', { type: 'image/png' });

/** A valid save: spaces around a name and inside the phone, another country. */
export const danish: ProfileValues = { first_name: ' Pablo ', last_name: 'Fundadores Norte', country: 'DK', phone: '32 12 34 56' };
/** Short names, a phone too short for Mexico. */
export const broken: ProfileValues = { first_name: 'Al', last_name: '', country: 'MX', phone: '123' };
export const passwords = { password: 'demo1234', passwordnew: 'secreto1', passwordvery: 'secreto1' };

const device = (id: number, current: boolean, browser: string, address: string): DeviceSession => ({
  id,
  browser,
  system: 'Windows 10',
  address,
  created_at: '2026-11-20T15:00:00.000Z',
  last_used_at: '2026-11-24T15:00:00.000Z',
  current,
});
export const thisDevice = device(10, true, 'Chrome 120', '203.0.113.7');
export const laptop = device(11, false, 'Firefox 121', '198.51.100.20');
export const phone = { ...device(12, false, 'Safari 17', '198.51.100.21'), system: 'iOS 17.4' };
export const devices = [thisDevice, laptop, phone];

export const refusal = new ApiError('The phone field must be a valid phone number for its country.', 422, { phone: ['The phone field must be a valid phone number for its country.'] });
export const outage = new ApiError('Network error');
export const wrongPassword = new ApiError('The current password is incorrect.', 422, { password: ['The current password is incorrect.'] });

/** The first rule each field breaks, as the shared rules' codes. */
export function expectedProblems(v: ProfileValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const n = v[field].trim().length;
    if (n === 0) out[field] = 'required';
    else if (n < 4) out[field] = 'min|4';
    else if (n > 100) out[field] = 'max|100';
  }
  const digits = v.phone.replace(/[\s\-()]/g, '');
  if (digits !== '' && !/^\d+$/.test(digits)) out.phone = 'type';
  else if (digits.length > 10) out.phone = 'digitsMax|10';
  else if (digits !== '' && !isValidPhoneNumber(digits, v.country)) out.phone = 'phone';
  return out;
}

/** The request a valid form sends. */
export const expectedRequest = (c: Ctx) => ({
  provider: c.provider,
  userId: c.userId,
  body: { first_name: c.values.first_name.trim(), last_name: c.values.last_name.trim(), phone: c.values.phone.replace(/\D/g, ''), country_code: DIALLING[c.values.country] },
  picture: c.upload,
});

/** The form's values for a profile as the server has it. */
export const expectedValues = (p: Profile): ProfileValues => ({
  first_name: p.first_name,
  last_name: p.last_name,
  country: (Object.entries(DIALLING).find(([, code]) => code === p.country_code)?.[0] ?? 'MX') as CountryCode,
  phone: p.phone ?? '',
});

const retriable = (e: ApiError) => e.status === null || e.status >= 500;

export const profileModalOracle: OracleOf<typeof profileModalMachine> = {
  name: 'profile-modal',
  machine: profileModalMachine,
  input: { provider: 'parking', userId: 2 },
  events: () => [
    { type: 'xstate.done.actor.loadProfile', output: stored },
    { type: 'xstate.error.actor.loadProfile', error: outage },
    { type: 'profile.retry' },
    { type: 'profile.save', values: danish, picture },
    { type: 'profile.save', values: broken, picture: null },
    { type: 'xstate.done.actor.saveProfile', output: { profile: savedProfile, message: 'Profile updated.' } },
    { type: 'xstate.error.actor.saveProfile', error: refusal },
    { type: 'xstate.error.actor.saveProfile', error: outage },
    { type: 'password.change', ...passwords },
    { type: 'xstate.done.actor.changePassword', output: { message: 'Password updated.', success: true } },
    { type: 'xstate.error.actor.changePassword', error: wrongPassword },
    { type: 'xstate.done.actor.loadDevices', output: devices },
    { type: 'xstate.error.actor.loadDevices', error: outage },
    { type: 'devices.retry' },
    { type: 'devices.signOut', sessionId: laptop.id },
    { type: 'devices.signOut', sessionId: thisDevice.id },
    { type: 'xstate.done.actor.signOutDevice', output: { message: 'The device was signed out.', revoked: 1 } },
    { type: 'xstate.error.actor.signOutDevice', error: outage },
    { type: 'devices.signOutOthers' },
    { type: 'devices.confirm' },
    { type: 'devices.cancel' },
    { type: 'xstate.done.actor.signOutOthers', output: { message: '2 other devices were signed out.', revoked: 2 } },
    { type: 'xstate.error.actor.signOutOthers', error: outage },
    { type: 'profile.close' },
  ],
  initialContext: (input) => ({
    provider: input.provider,
    userId: input.userId,
    profile: null,
    values: { first_name: '', last_name: '', country: 'MX', phone: '' },
    upload: null,
    problems: {},
    error: null,
    fieldErrors: {},
    passwordError: null,
    passwordFieldErrors: {},
    devices: [],
    devicesError: null,
    signingOut: null,
  }),
  guards: {
    formIsValid: (_c, e: On<'profile.save'>) => Object.keys(expectedProblems(e.values)).length === 0,
    mayRetry: (_c, e: Failure<ApiError>) => retriable(e.error),
    isOtherDevice: (c, e: On<'devices.signOut'>) => c.devices.some((d) => d.id === e.sessionId && !d.current),
    hasOtherDevices: (c) => c.devices.some((d) => !d.current),
  },
  effects: {
    'open.profile.loading xstate.done.actor.loadProfile': (_c, e: Done<Profile>) => ({ profile: e.output, values: expectedValues(e.output) }),
    'open.profile.loading xstate.error.actor.loadProfile': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'open.profile.loadFailed profile.retry': () => ({ error: null }),
    'open.profile.editing profile.save [formIsValid]': (_c, e: On<'profile.save'>) => ({ values: e.values, upload: e.picture, problems: {}, error: null, fieldErrors: {} }),
    'open.profile.editing profile.save': (_c, e: On<'profile.save'>) => ({ values: e.values, upload: e.picture, problems: expectedProblems(e.values), error: null, fieldErrors: {} }),
    'open.profile.editing.saveFailed profile.retry': () => ({ error: null }),
    'open.profile.saving xstate.done.actor.saveProfile': (_c, e: Done<{ profile: Profile }>) => ({ profile: e.output.profile, upload: null, values: expectedValues(e.output.profile) }),
    'open.profile.saving xstate.error.actor.saveProfile [mayRetry]': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'open.profile.saving xstate.error.actor.saveProfile': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'open.password.idle password.change': () => ({ passwordError: null, passwordFieldErrors: {} }),
    'open.password.saving xstate.error.actor.changePassword': (_c, e: Failure<ApiError>) => ({ passwordError: e.error.message, passwordFieldErrors: e.error.errors }),
    'open.devices.loading xstate.done.actor.loadDevices': (_c, e: Done<DeviceSession[]>) => ({ devices: e.output, devicesError: null }),
    'open.devices.loading xstate.error.actor.loadDevices': (_c, e: Failure<ApiError>) => ({ devicesError: e.error.message }),
    'open.devices.listed devices.signOut': (_c, e: On<'devices.signOut'>) => ({ signingOut: e.sessionId }),
    'open.devices.signingOut xstate.done.actor.signOutDevice': (c) => ({ devices: c.devices.filter((d) => d.id !== c.signingOut), signingOut: null }),
    'open.devices.signingOut xstate.error.actor.signOutDevice': () => ({ signingOut: null }),
    'open.devices.signingOutOthers xstate.done.actor.signOutOthers': (c) => ({ devices: c.devices.filter((d) => d.current) }),
  },
  states: {
    '(root)': (c) => {
      expect([c.provider, c.userId]).toEqual(['parking', 2]);
      // A save's refusal and the rules it broke never show together.
      expect(Object.keys(c.problems).length === 0 || c.error === null).toBe(true);
      // This device is never signed out from the list.
      expect(c.devices.filter((d) => d.current).length).toBeLessThanOrEqual(1);
    },
    'open.profile.loading': (c) => {
      expect(c.profile).toBeNull();
      expect(c.error).toBeNull();
    },
    'open.profile.loadFailed': (c) => {
      expect(c.profile).toBeNull();
      expect(c.error).toBe(outage.message);
    },
    'open.profile.editing': (c) => {
      expect(c.profile).not.toBeNull();
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c.values));
    },
    'open.profile.editing.ready': () => {},
    'open.profile.editing.saveFailed': (c) => {
      expect(c.error).not.toBeNull();
      expect(expectedProblems(c.values)).toEqual({});
    },
    'open.profile.saving': (c) => {
      expect([c.problems, c.error]).toEqual([{}, null]);
      expect(expectedProblems(c.values)).toEqual({});
    },
    'open.password.idle': () => {},
    'open.password.saving': (c) => expect([c.passwordError, c.passwordFieldErrors]).toEqual([null, {}]),
    'open.devices.loading': (c) => expect(c.signingOut).toBeNull(),
    'open.devices.failed': (c) => expect(c.devicesError).toBe(outage.message),
    'open.devices.listed': (c) => {
      expect([c.signingOut, c.devicesError]).toEqual([null, null]);
      expect(c.devices.some((d) => d.current)).toBe(true);
    },
    'open.devices.confirming': (c) => expect(c.devices.some((d) => !d.current)).toBe(true),
    'open.devices.signingOut': (c) => expect(c.devices.find((d) => d.id === c.signingOut)?.current).toBe(false),
    'open.devices.signingOutOthers': (c) => expect(c.devices.some((d) => !d.current)).toBe(true),
    closed: () => {},
  },
  params: {
    notify: (_c, e: Done<{ message: string | null }>) => ({ message: e.output.message }),
    renamed: (_c, e: Done<{ profile: Profile }>) => ({ name: `${e.output.profile.first_name} ${e.output.profile.last_name}` }),
  },
  invokes: {
    loadProfile: (c) => ({ provider: c.provider, userId: c.userId }),
    saveProfile: (c) => expectedRequest(c),
    changePassword: (c) => ({ userId: c.userId, body: passwords }),
    loadDevices: () => undefined,
    signOutDevice: (c) => ({ sessionId: c.signingOut }),
    signOutOthers: () => undefined,
  },
};
