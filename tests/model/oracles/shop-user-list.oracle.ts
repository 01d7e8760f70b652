// The oracle of the shop's users list chart (spec 1 §2.3 user create/edit modal, §6 shopping.users), written from
// the spec: the shop's users are read when the screen opens; a failed read says why and may be retried; the search
// text is kept whatever the list is doing; Add user opens the modal empty, Edit on a listed user only; closing the
// modal leaves the list, a save reads it again. Used by tests/model/shop-user-list.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { ShopUser } from '../../../src/contracts/shop-users.struct';
import { shopUserListMachine, type ShopUserListEvent } from '../../../src/machines/shop-user-list/shop-user-list.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';
import { manager, salesman } from './shop-user-modal.oracle';

type On<T extends ShopUserListEvent['type']> = Extract<ShopUserListEvent, { type: T }>;

export const listed: ShopUser[] = [manager, salesman];
/** What a read after a save answers: the list with the new user. */
export const afterSave: ShopUser[] = [...listed, { ...manager, id: 8, first_name: 'Sofía', last_name: 'Supervisora', email: 'sofia@nexo.demo', status: 2 }];
export const offline = new ApiError('Network error');

const SHOP_ID = 3;

export const shopUserListOracle: OracleOf<typeof shopUserListMachine> = {
  name: 'shop-user-list',
  machine: shopUserListMachine,
  input: { shopId: SHOP_ID },
  events: ({ context: c }) => [
    // The first read answers the list; a read after a save answers it with the saved user.
    { type: 'xstate.done.actor.loadShopUsers', output: c.users.length === 0 ? listed : afterSave },
    { type: 'xstate.error.actor.loadShopUsers', error: offline },
    { type: 'shopUsers.retry' },
    c.query === '' ? { type: 'shopUsers.search', query: 'gernte' } : { type: 'shopUsers.search', query: '' },
    { type: 'shopUsers.add' },
    { type: 'shopUsers.edit', id: salesman.id },
    { type: 'shopUsers.edit', id: 99 },
    { type: 'shopUsers.closeModal' },
    { type: 'shopUsers.saved' },
  ],
  initialContext: (input) => ({ shopId: input.shopId, users: [], query: '', modal: null, error: null }),
  guards: {
    listed: (c, e: On<'shopUsers.edit'>) => c.users.some((u) => u.id === e.id),
  },
  effects: {
    '(root) shopUsers.search': (_c, e: On<'shopUsers.search'>) => ({ query: e.query }),
    'loading xstate.done.actor.loadShopUsers': (_c, e: Done<ShopUser[]>) => ({ users: e.output, error: null }),
    'loading xstate.error.actor.loadShopUsers': (_c, e: Failure<ApiError>) => ({ users: [], error: e.error.message }),
    'loadFailed shopUsers.retry': () => ({ error: null }),
    'listing shopUsers.add': () => ({ modal: { mode: 'new' } }),
    'listing shopUsers.edit': (c, e: On<'shopUsers.edit'>) => ({ modal: { mode: 'edit', user: c.users.find((u) => u.id === e.id) as ShopUser } }),
    'editing shopUsers.closeModal': () => ({ modal: null }),
    'editing shopUsers.saved': () => ({ modal: null }),
  },
  states: {
    '(root)': (c) => expect(c.shopId).toBe(SHOP_ID),
    loading: (c) => expect([c.modal, c.error]).toEqual([null, null]),
    loadFailed: (c) => {
      expect(c.users).toEqual([]);
      expect(c.error).toBe(offline.message);
      expect(c.modal).toBeNull();
    },
    listing: (c) => {
      expect(c.users.length).toBeGreaterThan(0);
      expect([c.modal, c.error]).toEqual([null, null]);
    },
    editing: (c) => {
      expect(c.modal).not.toBeNull();
      if (c.modal?.mode === 'edit') expect(c.users).toContain(c.modal.user);
    },
  },
  invokes: { loadShopUsers: (c) => ({ shopId: c.shopId }) },
};
