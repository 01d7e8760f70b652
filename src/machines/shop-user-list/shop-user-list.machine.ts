// The shop's users screen's list (spec 1 §2.3 user create/edit modal, §6 shopping.users): the shop's managers and
// salesmen, read when the screen opens (a failure says why and offers Retry), searched locally (fuzzy, threshold
// 0.3, in every state so the text survives a reload), Add user and Edit opening the shop's user modal (which the
// view mounts while `editing`). A save in the modal reads the list again; closing it leaves the list as it was.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ShopUser } from '../../contracts/shop-users.struct';
import { toApiError } from '../../services/http';
import { fetchShopUsers } from '../../services/shop-users.api';

/** The modal's subject: a new user, or one of the list's. */
export type ShopUserModalTarget = { mode: 'new' } | { mode: 'edit'; user: ShopUser };

export type ShopUserListContext = {
  shopId: number;
  users: ShopUser[];
  query: string;
  modal: ShopUserModalTarget | null;
  /** Why the list could not be read. */
  error: string | null;
};

export type ShopUserListInput = { shopId: number };

export type ShopUserListEvent =
  | { type: 'shopUsers.search'; query: string }
  | { type: 'shopUsers.retry' }
  | { type: 'shopUsers.add' }
  | { type: 'shopUsers.edit'; id: number }
  | { type: 'shopUsers.closeModal' }
  | { type: 'shopUsers.saved' };

export const shopUserListMachine = setup({
  types: {
    context: {} as ShopUserListContext,
    events: {} as ShopUserListEvent,
    input: {} as ShopUserListInput,
  },
  actors: {
    loadShopUsers: fromPromise<ShopUser[], { shopId: number }>(({ input }) => fetchShopUsers(input.shopId)),
  },
  guards: {
    listed: ({ context, event }) => {
      assertEvent(event, 'shopUsers.edit');
      return context.users.some((u) => u.id === event.id);
    },
  },
}).createMachine({
  id: 'shopUserList',
  description: "The shop's users: search, add, edit.",
  context: ({ input }) => ({ shopId: input.shopId, users: [], query: '', modal: null, error: null }),
  initial: 'loading',
  on: {
    'shopUsers.search': { actions: assign({ query: ({ event }) => event.query }) },
  },
  states: {
    loading: {
      description: 'The users are on their way.',
      invoke: {
        id: 'loadShopUsers',
        src: 'loadShopUsers',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: { target: 'listing', actions: assign({ users: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ users: [], error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    loadFailed: {
      description: 'The users could not be read: the reason and Retry.',
      on: { 'shopUsers.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    listing: {
      description: 'The table (or why it is empty), the search box, Add user and Edit per row.',
      on: {
        'shopUsers.add': { target: 'editing', actions: assign({ modal: { mode: 'new' } }) },
        'shopUsers.edit': {
          guard: 'listed',
          target: 'editing',
          actions: assign({ modal: ({ context, event }) => ({ mode: 'edit' as const, user: context.users.find((u) => u.id === event.id) as ShopUser }) }),
        },
      },
    },
    editing: {
      description: "The shop's user modal over the list, new or on one user.",
      on: {
        'shopUsers.closeModal': { target: 'listing', actions: assign({ modal: null }) },
        'shopUsers.saved': { target: 'loading', actions: assign({ modal: null }) },
      },
    },
  },
});
