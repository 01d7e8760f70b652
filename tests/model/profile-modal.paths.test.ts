// Path tests of the profile modal (spec 1 §2.3 "Edit profile", §5, §7; issue 15 item 5): every generated path
// checked against the chart's transition table and oracle; then the request a save sends, the Retry of a save
// that may pass, and the two regions a password change moves.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { countryOf, saveRequestOf, valuesOf } from '../../src/machines/profile-modal/profile-form';
import { profileModalMachine } from '../../src/machines/profile-modal/profile-modal.machine';
import { describeChart } from './chart/describe-chart';
import { danish, devices, outage, passwords, picture, profileModalOracle, refusal, savedProfile, stored } from './oracles/profile-modal.oracle';
import { pending } from './path-plan';

describeChart(profileModalOracle);

const build = () =>
  profileModalMachine.provide({
    actors: { loadProfile: pending(), saveProfile: pending(), changePassword: pending(), loadDevices: pending(), signOutDevice: pending(), signOutOthers: pending() },
  });

function live() {
  const actor = createActor(build(), { input: { provider: 'parking', userId: 2 } }).start();
  const send = (e: object) => actor.send(e as never);
  return { actor, send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('profile-modal stories', () => {
  it('sends the trimmed names, the national number and the chosen country\'s dialling code, with the picture', () => {
    expect(saveRequestOf('parking', 2, danish, picture)).toEqual({
      provider: 'parking',
      userId: 2,
      body: { first_name: 'Pablo', last_name: 'Fundadores Norte', phone: '32123456', country_code: '45' },
      picture,
    });
    expect(saveRequestOf('operator', 4, { first_name: 'Oscar', last_name: 'Operador', country: 'MX', phone: '' }, null).body).toEqual({
      first_name: 'Oscar',
      last_name: 'Operador',
      phone: '',
      country_code: '52',
    });
  });

  it('reads the country of a stored phone: from the number, else its dialling code, else Mexico', () => {
    expect(valuesOf(stored).country).toBe('MX');
    expect(countryOf('1', '4165550123')).toBe('CA');
    expect(countryOf('1', null)).toBe('US');
    expect(countryOf('45', '32123456')).toBe('DK');
    expect(countryOf(null, '8112345678')).toBe('MX');
  });

  it('retries a save that may pass with the same values and picture; a refusal offers no Retry', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadProfile', output: stored });
    m.send({ type: 'profile.save', values: danish, picture });
    m.send({ type: 'xstate.error.actor.saveProfile', error: outage });
    expect(m.value()).toMatchObject({ open: { profile: { editing: 'saveFailed' } } });
    m.send({ type: 'profile.retry' });
    expect(m.value()).toMatchObject({ open: { profile: 'saving' } });
    expect([m.context().values, m.context().upload]).toEqual([danish, picture]);
    m.send({ type: 'xstate.error.actor.saveProfile', error: refusal });
    expect(m.value()).toMatchObject({ open: { profile: { editing: 'ready' } } });
    m.send({ type: 'profile.retry' });
    expect(m.value()).toMatchObject({ open: { profile: { editing: 'ready' } } });
    m.send({ type: 'profile.save', values: danish, picture: null });
    m.send({ type: 'xstate.done.actor.saveProfile', output: { profile: savedProfile, message: 'Profile updated.' } });
    expect([m.context().profile, m.context().upload]).toEqual([savedProfile, null]);
  });

  it('a password change returns the form to idle and reads the devices again, in one step', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadDevices', output: devices });
    m.send({ type: 'password.change', ...passwords });
    m.send({ type: 'xstate.done.actor.changePassword', output: { message: 'Password updated.', success: true } });
    expect(m.value()).toMatchObject({ open: { password: 'idle', devices: 'loading' } });
  });
});
