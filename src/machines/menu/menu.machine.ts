// The sidebar's menu data for the active module (spec 1 §2.2), read from GET menus/{module}, which also says the
// user's permissions as they are now: the session takes them (`permissionsRead`), so that a role changed since
// sign-in shows in the menu and the route guard at the next read (a reload, a module switch).
import { assign, fromPromise, setup } from 'xstate';
import type { MenuItem, Module } from '../../contracts/menu.struct';
import { fetchMenu, type MenuRead } from '../../services/menu.api';
import { toApiError } from '../../services/http';

export type MenuContext = { module: Module; items: MenuItem[]; error: string | null };
export type MenuEvent = { type: 'menu.load'; module: Module } | { type: 'menu.retry' };

export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    input: {} as { module: Module },
  },
  actors: {
    fetchMenu: fromPromise<MenuRead, { module: Module }>(({ input }) => fetchMenu(input.module)),
  },
  actions: {
    /** The session takes the user's permissions as the server read them with the menu. */
    permissionsRead: (_, _params: { permissions: string[] }) => {},
  },
}).createMachine({
  id: 'menu',
  description: 'Loads the menu of one module and reloads it when the module changes.',
  context: ({ input }) => ({ module: input.module, items: [], error: null }),
  initial: 'loading',
  on: {
    'menu.load': { target: '.loading', reenter: true, actions: assign({ module: ({ event }) => event.module, error: null }) },
  },
  states: {
    loading: {
      description: 'The menu is on its way; the sidebar shows placeholders.',
      invoke: {
        id: 'fetchMenu',
        src: 'fetchMenu',
        input: ({ context }) => ({ module: context.module }),
        onDone: {
          target: 'loaded',
          actions: [assign({ items: ({ event }) => event.output.items }), { type: 'permissionsRead', params: ({ event }) => ({ permissions: event.output.permissions }) }],
        },
        onError: { target: 'failed', actions: assign({ items: [], error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    loaded: { description: 'The entries are shown (an empty list shows an empty state).' },
    failed: {
      description: 'The menu could not be read; the sidebar offers a retry.',
      on: { 'menu.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
