// Path tests of the two password-reset charts (spec 2 §2): the mailed-link request and the completion, every
// generated path of each checked against its transition table and oracle, then chosen stories.
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { requestResetMachine } from '../../src/machines/request-reset/request-reset.machine';
import { resetPasswordMachine } from '../../src/machines/reset-password/reset-password.machine';
import { describeChart, describeChartInputs } from './chart/describe-chart';
import { requestResetOracle } from './oracles/request-reset.oracle';
import { resetPasswordOracle, withToken } from './oracles/reset-password.oracle';
import { pending, replay, shortestPaths, transitionPaths } from './path-plan';

const spies = () => ({ navigateTo: vi.fn(), notify: vi.fn() });

describeChart(requestResetOracle);

describe('request-reset stories', () => {
  const build = (s = spies()) =>
    requestResetMachine.provide({
      actors: { requestReset: pending() },
      actions: { navigateTo: (_, p) => s.navigateTo(p.to), notify: (_, p) => s.notify(p.message) },
    });
  const events = (snapshot: SnapshotFrom<typeof requestResetMachine>) =>
    [
      { type: 'resetRequest.submit', email: 'parking2@nexo.demo' },
      { type: 'xstate.done.actor.requestReset', output: { message: 'We have emailed your password reset link.' } },
      { type: 'xstate.error.actor.requestReset', error: new Error('Too many attempts') },
    ].filter((e) => snapshot.can(e as never)) as never[];
  const paths = transitionPaths(build(), { events });

  it('a sent mail shows the server message and returns to the login', () => {
    const s = spies();
    const path = paths.find((p) => p.state.matches('sent'));
    if (!path) throw new Error('no path to sent');
    replay(build(s), path);
    expect(s.notify).toHaveBeenCalledWith('We have emailed your password reset link.');
    expect(s.navigateTo).toHaveBeenCalledWith('/login');
  });
});

describeChartInputs(resetPasswordOracle, [
  { label: 'a token', input: withToken },
  { label: 'no token', input: { token: null } },
  { label: 'an empty token', input: { token: '' } },
]);

describe('reset-password stories', () => {
  const build = (s = spies()) =>
    resetPasswordMachine.provide({
      actors: { exchangeToken: pending(), updatePassword: pending() },
      actions: { navigateTo: (_, p) => s.navigateTo(p.to), notify: (_, p) => s.notify(p.message) },
    });
  const events = (snapshot: SnapshotFrom<typeof resetPasswordMachine>) =>
    [
      { type: 'xstate.done.actor.exchangeToken', output: { key: 'k-1' } },
      { type: 'xstate.error.actor.exchangeToken', error: new Error('Invalid token') },
      { type: 'resetPassword.submit', passwordnew: 'newpass1', passwordvery: 'newpass1' },
      { type: 'xstate.done.actor.updatePassword', output: { message: 'Password updated', success: true } },
      { type: 'xstate.error.actor.updatePassword', error: new Error('The passwordvery field must match passwordnew.') },
    ].filter((e) => snapshot.can(e as never)) as never[];

  it('without a token the user goes to /login at once, which says the link is no good', () => {
    const s = spies();
    const [start] = shortestPaths(build(s), { input: { token: null }, events });
    replay(build(s), start, { token: null });
    expect(s.navigateTo).toHaveBeenCalledWith('/login?notice=reset-link');
  });

  it('a refused token goes to /login saying so; a saved password to /login with the server message', () => {
    const refused = spies();
    const paths = transitionPaths(build(), { input: { token: 'tok' }, events });
    replay(build(refused), paths.find((p) => p.state.matches('leaving'))!, { token: 'tok' });
    expect(refused.navigateTo).toHaveBeenCalledWith('/login?notice=reset-link');

    const saved = spies();
    const actor = replay(build(saved), paths.find((p) => p.state.matches('done'))!, { token: 'tok' });
    expect(saved.notify).toHaveBeenCalledWith('Password updated');
    expect(saved.navigateTo).toHaveBeenCalledWith('/login');
    expect(actor.getSnapshot().context.key).toBe('k-1');
  });

  it('a failed save keeps the form with the message', () => {
    const paths = transitionPaths(build(), { input: { token: 'tok' }, events });
    const path = paths.find((p) => p.steps.at(-1)?.event.type === 'xstate.error.actor.updatePassword')!;
    const actor = replay(build(), path, { token: 'tok' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('The passwordvery field must match passwordnew.');
  });
});
