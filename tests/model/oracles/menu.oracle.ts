// The oracle of the sidebar menu's chart (spec 1 §2.2), written from the spec: the active module's entries,
// an empty list on failure with the message, a new module read again; the permissions read with the entries go
// to the session (issue 20: a role changed since sign-in). Used by
// tests/model/shell-charts.paths.test.ts and the sidebar's replays.
import { expect } from 'vitest';
import type { MenuItem, Module } from '../../../src/contracts/menu.struct';
import { menuMachine, type MenuEvent } from '../../../src/machines/menu/menu.machine';
import { ApiError } from '../../../src/services/http';
import type { MenuRead } from '../../../src/services/menu.api';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

export const parkingMenu: MenuItem[] = [{ translate: 'menu.dashboard', icon: 'chart', path: '/dashboard', view: true, permission: 'parking.dashboard' }];
export const offline = new ApiError('Unexpected answer from the server');
export const parkingRead: MenuRead = { items: parkingMenu, permissions: ['operators.search', 'parking.dashboard'] };

export const menuOracle: OracleOf<typeof menuMachine> = {
  name: 'menu',
  machine: menuMachine,
  input: { module: 'parking' },
  events: () => [
    { type: 'xstate.done.actor.fetchMenu', output: parkingRead },
    { type: 'xstate.error.actor.fetchMenu', error: offline },
    { type: 'menu.retry' },
    { type: 'menu.load', module: 'operator' },
  ],
  initialContext: (input) => ({ module: input.module, items: [], error: null }),
  guards: {},
  effects: {
    '(root) menu.load': (_c, e: Extract<MenuEvent, { type: 'menu.load' }>) => ({ module: e.module, error: null }),
    'loading xstate.done.actor.fetchMenu': (_c, e: Done<MenuRead>) => ({ items: e.output.items }),
    // A failed menu shows no stale entries of another module.
    'loading xstate.error.actor.fetchMenu': (_c, e: Failure<Error>) => ({ items: [], error: e.error.message }),
    'failed menu.retry': () => ({ error: null }),
  },
  states: {
    loading: (c) => expect(c.error).toBeNull(),
    loaded: (c) => expect(c.error).toBeNull(),
    failed: (c) => {
      expect(c.items).toEqual([]);
      expect(c.error).toEqual(expect.any(String));
    },
  },
  params: { permissionsRead: (_c, e: Done<MenuRead>) => ({ permissions: e.output.permissions }) },
  invokes: { fetchMenu: (c) => ({ module: c.module satisfies Module }) },
};
