// Path tests of the layout's small charts: the sidebar menu loader and the new-version watch.
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { MenuItem } from '../../src/contracts/menu.struct';
import { menuMachine } from '../../src/machines/menu/menu.machine';
import { VERSION_POLL_MS, versionWatchMachine } from '../../src/machines/version-watch/version-watch.machine';
import { activeIds, pending, replay, shortestPaths, stateIds, transitionPaths } from './path-plan';

const menu: MenuItem[] = [{ translate: 'menu.dashboard', icon: 'chart', path: '/dashboard', view: true, permission: 'parking.dashboard' }];

describe('menu chart', () => {
  const build = () => menuMachine.provide({ actors: { fetchMenu: pending() } });
  const input = { module: 'parking' as const };
  const events = (snapshot: SnapshotFrom<typeof menuMachine>) =>
    [
      { type: 'xstate.done.actor.fetchMenu', output: menu },
      { type: 'xstate.error.actor.fetchMenu', error: new Error('Unexpected answer from the server') },
      { type: 'menu.retry' },
      { type: 'menu.load', module: 'operator' },
    ].filter((e) => snapshot.can(e as never)) as never[];
  const paths = transitionPaths(build(), { input, events });

  it.each(paths.map((p) => [p.description, p] as const))('%s', (_d, path) => {
    replay(build(), path, input);
  });

  it('reaches every state', () => {
    const seen = new Set(shortestPaths(build(), { input, events }).flatMap((p) => activeIds(p.state)));
    expect(stateIds(menuMachine).filter((id) => !seen.has(id))).toEqual([]);
  });
});

describe('version-watch chart', () => {
  const after = `xstate.after.pollInterval.versionWatch.waiting`;
  const build = (s = { announce: vi.fn(), reload: vi.fn() }) =>
    versionWatchMachine.provide({
      actors: { fetchVersion: pending() },
      actions: { announceNewVersion: () => s.announce(), reload: () => s.reload() },
      delays: { pollInterval: 60 * 60 * 1000 },
    });
  const events = (snapshot: SnapshotFrom<typeof versionWatchMachine>) =>
    [
      { type: 'xstate.done.actor.fetchVersion', output: '1.0.0' },
      { type: 'xstate.done.actor.fetchVersion', output: '1.1.0' },
      { type: 'xstate.error.actor.fetchVersion', error: new Error('offline') },
      { type: after },
      { type: 'version.reload' },
    ].filter((e) => snapshot.can(e as never)) as never[];
  const paths = transitionPaths(build(), { events });

  it('polls once a minute by default', () => {
    expect(VERSION_POLL_MS).toBe(60_000);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', (_d, path) => {
    replay(build(), path);
  });

  it('reaches every state', () => {
    const seen = new Set(shortestPaths(build(), { events }).flatMap((p) => activeIds(p.state)));
    expect(stateIds(versionWatchMachine).filter((id) => !seen.has(id))).toEqual([]);
  });

  it('announces a version other than the first one seen, and reloads on request', () => {
    const s = { announce: vi.fn(), reload: vi.fn() };
    const path = paths.find((p) => p.steps.at(-1)?.event.type === 'version.reload');
    if (!path) throw new Error('no reload path');
    const actor = replay(build(s), path);
    expect(actor.getSnapshot().value).toBe('outdated');
    expect(s.announce).toHaveBeenCalledTimes(1);
    expect(s.reload).toHaveBeenCalledTimes(1);
  });
});
