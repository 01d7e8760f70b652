// The sidebar's credits badge along the credits-watch chart (issue 19; spec 1 §2.2): the user card shows the
// session's credits in every state of the watch; an offer's event on a store channel reads the lists again and
// the badge shows the new balance, for the owner (the shop's stores) and the salesman (their store); an event
// without credits reads nothing. The stores' channels are a callback the test drives.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Branch, Shop } from '../../../src/contracts/context.struct';
import { setLocale } from '../../../src/i18n/i18n';
import type { ListsRead } from '../../../src/machines/credits-watch/credits-watch.machine';
import type { RealtimeEvent } from '../../../src/services/realtime';
import { UserCard } from '../../../src/ui/shell/sidebar/user-card';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import { NO_CREDITS, SPENT } from '../oracles/credits-watch.oracle';

const hub = vi.hoisted(() => ({ emit: (_e: unknown) => {}, channels: [] as number[][], reads: 0, next: null as unknown }));

vi.mock('../../../src/machines/credits-watch/credits-watch.machine', async (importOriginal) => {
  const chart = await importOriginal<typeof import('../../../src/machines/credits-watch/credits-watch.machine')>();
  return {
    ...chart,
    liveCreditsWatch: (storeIds: readonly number[]) => {
      hub.channels.push([...storeIds]);
      return chart.creditsWatchMachine.provide({
        actors: {
          storeEvents: fromCallback<EventObject>(({ sendBack }) => {
            hub.emit = (e) => sendBack(e as EventObject);
          }),
          readLists: fromPromise(async () => {
            hub.reads += 1;
            return hub.next as ListsRead;
          }),
        },
      });
    },
  };
});

setLocale('en');
beforeEach(() => {
  hub.channels = [];
  hub.reads = 0;
});
afterEach(() => vi.clearAllMocks());

const shop = (credits: number): Shop => ({ id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro', credits: { total: credits } }, { id: 2, name: 'Sucursal Valle', credits: { total: 0 } }], credits: { total: credits } });
const store = (credits: number): Branch => ({ id: 1, name: 'Sucursal Centro', prefix: 'TNDA', url_logo: null, credits: { total: credits } });
const badge = () => screen.getByTestId('credits-badge');
const emit = (e: RealtimeEvent) => act(() => hub.emit(e));

describe('the live credits badge', () => {
  it("follows the owner's shop: an offer's event reads the shops again", async () => {
    renderWithSession(<UserCard />, {
      stored: storedSession({ auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.dashboard'] }), module: 'shopping', lots: [], shops: [shop(12)], activeShopId: 1 }),
    });
    expect(badge()).toHaveTextContent('12');
    expect(hub.channels).toEqual([[1, 2]]);
    hub.next = { kind: 'shop', shops: [shop(11)] } satisfies ListsRead;
    emit(NO_CREDITS);
    expect(hub.reads).toBe(0);
    emit(SPENT);
    await waitFor(() => expect(badge()).toHaveTextContent('11'));
    expect(hub.reads).toBe(1);
  });

  it("follows the salesman's store: an offer's event reads their stores again", async () => {
    renderWithSession(<UserCard />, {
      stored: storedSession({ auth: loginAnswer({ type: 'salesman', role_id: 5, permissions: ['shopping.shopping-to-go'] }), module: 'salesman', lots: [], stores: [store(3)], activeStoreId: 1 }),
    });
    expect(badge()).toHaveTextContent('3');
    expect(hub.channels).toEqual([[1]]);
    hub.next = { kind: 'salesman', stores: [store(2)] } satisfies ListsRead;
    emit(SPENT);
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
  });
});
