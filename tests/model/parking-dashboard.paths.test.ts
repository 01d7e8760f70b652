// Path tests of the parking dashboard charts (issue 6, spec 2 "Parking dashboard"): the tile chart and the
// dashboard that owns the tiles and the gate map, every generated path checked against each chart's transition
// table and oracle (realtime events and reconnections included); then what the paths cannot show: bursts
// gathered into one reload in real time, reconnection, gate patches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { DashboardTile } from '../../src/contracts/dashboard.struct';
import { dashboardChannel, tilesMovedBy, withGateReport } from '../../src/machines/parking-dashboard/dashboard-rules';
import { COALESCE_MS, dashboardTileMachine } from '../../src/machines/parking-dashboard/dashboard-tile.machine';
import { parkingDashboardMachine } from '../../src/machines/parking-dashboard/parking-dashboard.machine';
import type { AccessesLoaded, LoadTileInput, TileData } from '../../src/machines/parking-dashboard/parking-dashboard.types';
import {
  busiestHour,
  hoursMinutes,
  incomePoints,
  selectCurrentAccess,
  selectTileRef,
  selectTileValue,
  selectTileView,
} from '../../src/machines/parking-dashboard/parking-dashboard.selectors';
import { ApiError } from '../../src/services/http';
import { describeChart } from './chart/describe-chart';
import { cars, dashboardTileOracle } from './oracles/dashboard-tile.oracle';
import { accesses, loadedAccesses, parkingDashboardOracle, rt } from './oracles/parking-dashboard.oracle';
import { pending } from './path-plan';

const HOUR = 60 * 60 * 1000;
const at = '2026-11-21T17:00:00.000Z';

afterEach(() => {
  vi.useRealTimers();
});

// ---- The tile chart --------------------------------------------------------------------------------------
describeChart(dashboardTileOracle);
describeChart(parkingDashboardOracle);

describe('dashboard tile stories', () => {
  const input = { lotId: 1, tile: 'cars' as const };
  const build = () => dashboardTileMachine.provide({ actors: { loadTile: pending() }, delays: { coalesce: HOUR } });
  /** A live tile whose reads are counted and answered by hand. */
  function live() {
    const reads: LoadTileInput[] = [];
    const answers: ((d: TileData) => void)[] = [];
    const machine = dashboardTileMachine.provide({
      actors: { loadTile: fromPromise<TileData, LoadTileInput>(({ input: i }) => (reads.push(i), new Promise<TileData>((resolve) => answers.push(resolve)))) },
    });
    const actor = createActor(machine, { input }).start();
    const answer = async (d: TileData = cars) => {
      answers.shift()?.(d);
      await vi.advanceTimersByTimeAsync(0);
    };
    return { actor, reads, answer };
  }

  it("starts on the day's figures; a new period reads again and shows no figures of the old one", async () => {
    vi.useFakeTimers();
    const { actor, reads, answer } = live();
    expect(reads).toEqual([{ lotId: 1, tile: 'cars', period: 'day' }]);
    await answer();
    expect(selectTileValue(actor.getSnapshot(), 'cars')).toEqual(cars.value);
    expect(selectTileValue(actor.getSnapshot(), 'incomes')).toBeNull();
    actor.send({ type: 'tile.period', period: 'month' });
    expect(selectTileView(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().context.data).toBeNull();
    actor.send({ type: 'tile.period', period: 'month' });
    expect(reads.map((r) => r.period)).toEqual(['day', 'month']);
  });

  it('gathers a burst of changes into one reload, keeping the figures on screen meanwhile', async () => {
    vi.useFakeTimers();
    const { actor, reads, answer } = live();
    await answer();
    for (let i = 0; i < 20; i++) {
      actor.send({ type: 'tile.changed' });
      await vi.advanceTimersByTimeAsync(30);
    }
    expect(reads).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'waiting' });
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(reads).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    expect(selectTileView(actor.getSnapshot())).toBe('ready');
    await answer({ tile: 'cars', value: { inside: 13, entered: 41, pensions_inside: 2 } });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(selectTileValue(actor.getSnapshot(), 'cars')?.inside).toBe(13);
    await vi.advanceTimersByTimeAsync(5 * COALESCE_MS);
    expect(reads).toHaveLength(2);
  });

  it('a change heard while a read is on its way means one more read after it', async () => {
    vi.useFakeTimers();
    const { actor, reads, answer } = live();
    actor.send({ type: 'tile.changed' });
    actor.send({ type: 'tile.changed' });
    await answer();
    expect(actor.getSnapshot().value).toEqual({ ready: 'waiting' });
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(reads).toHaveLength(2);
    await answer();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('a failed tile retries on demand or when the channel comes back, not on every change', () => {
    const actor = createActor(build(), { input }).start();
    actor.send({ type: 'xstate.error.actor.loadTile', error: new ApiError('Server Error', 500) } as never);
    expect(actor.getSnapshot().context.error).toBe('Server Error');
    actor.send({ type: 'tile.changed' });
    expect(selectTileView(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'tile.reload' });
    expect(selectTileView(actor.getSnapshot())).toBe('loading');
  });
});

// ---- The dashboard chart ---------------------------------------------------------------------------------
describe('parking dashboard stories', () => {
  const input = { lotId: 1 };
  const tile = () => dashboardTileMachine.provide({ actors: { loadTile: pending() }, delays: { coalesce: HOUR } });
  const build = () =>
    parkingDashboardMachine.provide({
      actors: {
        channelEvents: fromCallback(() => {}),
        loadAccesses: pending(),
        incomesTile: tile(),
        peakHoursTile: tile(),
        parkingTimeTile: tile(),
        averageTimeTile: tile(),
        carsTile: tile(),
      },
    });

  /** A live dashboard whose tile reads and access reads are counted and answered at once. */
  function live(options: { failTiles?: boolean } = {}) {
    const reads: LoadTileInput[] = [];
    let accessReads = 0;
    let emit: (e: unknown) => void = () => {};
    const loadTile = fromPromise<TileData, LoadTileInput>(async ({ input: i }) => {
      reads.push(i);
      if (options.failTiles) throw new ApiError('Server Error', 500);
      return cars;
    });
    const tileLogic = dashboardTileMachine.provide({ actors: { loadTile } });
    const machine = parkingDashboardMachine.provide({
      actors: {
        channelEvents: fromCallback(({ sendBack }) => {
          emit = (e) => sendBack(e as never);
        }),
        loadAccesses: fromPromise<AccessesLoaded, { lotId: number }>(async () => (accessReads++, loadedAccesses)),
        incomesTile: tileLogic,
        peakHoursTile: tileLogic,
        parkingTimeTile: tileLogic,
        averageTimeTile: tileLogic,
        carsTile: tileLogic,
      },
    });
    const actor = createActor(machine, { input }).start();
    const readsOf = (tile: DashboardTile) => reads.filter((r) => r.tile === tile).length;
    return { actor, reads, readsOf, accessReads: () => accessReads, emit: (e: unknown) => emit(e) };
  }

  it('each tile reads its own figures; the accesses are read once', async () => {
    vi.useFakeTimers();
    const { actor, reads, accessReads } = live();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads.map((r) => r.tile).sort()).toEqual(['average-time', 'cars', 'incomes', 'parking-time', 'peak-hours']);
    expect(reads.every((r) => r.lotId === 1 && r.period === 'day')).toBe(true);
    expect(accessReads()).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ tiles: {}, gates: 'ready' });
    expect(selectCurrentAccess(actor.getSnapshot().context)?.name).toBe('Acceso Norte');
    const carsTile = selectTileRef(actor.getSnapshot(), 'cars');
    expect(carsTile && selectTileValue(carsTile.getSnapshot(), 'cars')).toEqual(cars.value);
  });

  it('20 entries in a second reload the cars and peak hours once each, and nothing else', async () => {
    vi.useFakeTimers();
    const { emit, readsOf } = live();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 20; i++) {
      emit(rt('UpdateCountCarGeneral', { gate_id: 1, direction: 'in', plate: `BRST${i}`, id: i }));
      await vi.advanceTimersByTimeAsync(30);
    }
    await vi.advanceTimersByTimeAsync(2 * COALESCE_MS);
    expect([readsOf('cars'), readsOf('peak-hours'), readsOf('parking-time'), readsOf('average-time'), readsOf('incomes')]).toEqual([2, 2, 1, 1, 1]);
  });

  it('an exit also moves the time tiles; a payment moves the money and time tiles', async () => {
    vi.useFakeTimers();
    const { emit, readsOf } = live();
    await vi.advanceTimersByTimeAsync(0);
    emit(rt('UpdateCountCarGeneral', { gate_id: 2, direction: 'out', plate: 'OUT0001', id: 3 }));
    await vi.advanceTimersByTimeAsync(2 * COALESCE_MS);
    expect([readsOf('cars'), readsOf('peak-hours'), readsOf('parking-time'), readsOf('average-time'), readsOf('incomes')]).toEqual([2, 2, 2, 2, 1]);
    emit(rt('UpdateDashboard', { visit_id: 3, amount: 4500 }));
    await vi.advanceTimersByTimeAsync(2 * COALESCE_MS);
    expect([readsOf('cars'), readsOf('peak-hours'), readsOf('parking-time'), readsOf('average-time'), readsOf('incomes')]).toEqual([2, 2, 3, 3, 2]);
  });

  it('gate reports patch the gate in place without reading anything', async () => {
    vi.useFakeTimers();
    const { actor, emit, reads, accessReads } = live();
    await vi.advanceTimersByTimeAsync(0);
    emit(rt('UpdateGateStatus', { gate_id: 2, status: 'offline', at }));
    emit(rt('NewGateStatus', { gate_id: 2, barrier: 'error', at }));
    await vi.advanceTimersByTimeAsync(2 * COALESCE_MS);
    const gates = actor.getSnapshot().context.accesses.flatMap((a) => a.gates);
    expect(gates.map((g) => [g.id, g.status, g.barrier])).toEqual([
      [1, 'online', null],
      [2, 'offline', 'error'],
      [3, 'online', null],
    ]);
    expect([reads.length, accessReads()]).toEqual([5, 1]);
  });

  it('a reconnection reads every tile and the accesses again, failed tiles included', async () => {
    vi.useFakeTimers();
    const { actor, emit, readsOf, accessReads } = live({ failTiles: true });
    await vi.advanceTimersByTimeAsync(0);
    const carsTile = selectTileRef(actor.getSnapshot(), 'cars');
    expect(carsTile && selectTileView(carsTile.getSnapshot())).toBe('failed');
    emit({ type: 'realtime.reconnected' });
    await vi.advanceTimersByTimeAsync(2 * COALESCE_MS);
    expect([readsOf('cars'), readsOf('peak-hours'), readsOf('parking-time'), readsOf('average-time'), readsOf('incomes')]).toEqual([2, 2, 2, 2, 2]);
    expect(accessReads()).toBe(2);
  });

  it('the carousel goes round the accesses and stays put with one', () => {
    const actor = createActor(build(), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadAccesses', output: loadedAccesses } as never);
    actor.send({ type: 'dashboard.previousAccess' });
    expect(selectCurrentAccess(actor.getSnapshot().context)?.name).toBe('Acceso Este');
    actor.send({ type: 'dashboard.nextAccess' });
    expect(actor.getSnapshot().context.accessIndex).toBe(0);
    const single = createActor(build(), { input }).start();
    single.send({ type: 'xstate.done.actor.loadAccesses', output: { accesses: [accesses[0]], maps: {} } } as never);
    single.send({ type: 'dashboard.nextAccess' });
    expect(single.getSnapshot().context.accessIndex).toBe(0);
  });
});

// ---- Rules and selectors ---------------------------------------------------------------------------------
describe('dashboard rules and selectors', () => {
  it('which tiles each channel event moves', () => {
    expect(dashboardChannel(7)).toBe('private-dashboard.7');
    expect(tilesMovedBy('UpdateCountCarGeneral', { direction: 'in' })).toEqual(['cars', 'peak-hours']);
    expect(tilesMovedBy('UpdateCountCarGeneral', { direction: 'out' })).toEqual(['cars', 'peak-hours', 'parking-time', 'average-time']);
    expect(tilesMovedBy('UpdateCountCarGeneral', null)).toEqual(['cars', 'peak-hours', 'parking-time', 'average-time']);
    expect(tilesMovedBy('UpdateDashboard', undefined)).toEqual(['incomes', 'parking-time', 'average-time']);
    expect(tilesMovedBy('UpdateGateStatus', { gate_id: 1, status: 'offline' })).toEqual([]);
  });

  it('a gate report changes that gate only; an unreadable one changes nothing', () => {
    const patched = withGateReport(accesses, 'UpdateGateStatus', { gate_id: 3, status: 'warning', at });
    expect(patched[1].gates[0].status).toBe('warning');
    expect(patched[0]).toBe(accesses[0]);
    expect(withGateReport(accesses, 'UpdateGateStatus', { gate_id: 3, status: 'broken' })).toBe(accesses);
    expect(withGateReport(accesses, 'NewGateStatus', { gate_id: 1, barrier: 'close' })[0].gates[0].barrier).toBe('close');
  });

  it('figures in words: h:mm, the busiest hour, the income points', () => {
    expect([hoursMinutes(0), hoursMinutes(59), hoursMinutes(59.6), hoursMinutes(95), hoursMinutes(600)]).toEqual(['0:00', '0:59', '1:00', '1:35', '10:00']);
    expect(busiestHour({ hours: [{ hour: 8, cars: 1 }, { hour: 9, cars: 4.5 }, { hour: 10, cars: 4.5 }] })).toEqual({ hour: 9, cars: 4.5 });
    expect(busiestHour({ hours: [{ hour: 8, cars: 0 }] })).toBeNull();
    const incomes = { total: 7000, count: 2, series: [{ bucket: '2026-11-21 14:00', amount: 4500 }, { bucket: '2026-11-21 15:00', amount: 2500 }] };
    expect(incomePoints(incomes, 'day')).toEqual([{ label: '14:00', amount: 4500 }, { label: '15:00', amount: 2500 }]);
    expect(incomePoints({ total: 100, count: 1, series: [{ bucket: '2026-11-21', amount: 100 }] }, 'week')).toEqual([{ label: '11-21', amount: 100 }]);
    // Hours and days without payments between the first and the last are drawn at zero, across a month's end.
    const gappy = { total: 300, count: 2, series: [{ bucket: '2026-11-21 09:00', amount: 100 }, { bucket: '2026-11-21 12:00', amount: 200 }] };
    expect(incomePoints(gappy, 'day').map((p) => [p.label, p.amount])).toEqual([['09:00', 100], ['10:00', 0], ['11:00', 0], ['12:00', 200]]);
    const days = { total: 300, count: 2, series: [{ bucket: '2026-10-30', amount: 100 }, { bucket: '2026-11-02', amount: 200 }] };
    expect(incomePoints(days, 'month').map((p) => [p.label, p.amount])).toEqual([['10-30', 100], ['10-31', 0], ['11-01', 0], ['11-02', 200]]);
    expect(incomePoints({ total: 0, count: 0, series: [] }, 'year')).toEqual([]);
  });
});
