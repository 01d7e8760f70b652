// Path tests of the transactions chart (spec 3 §2, §4, §9): every generated path checked against the chart's
// transition table and oracle, for visits and pension entrances, then its filter rules one by one.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { TransactionRow } from '../../src/contracts/transactions.struct';
import { searchApplies, transactionsMachine, type LoadInput, type TransactionsLoaded } from '../../src/machines/transactions/transactions.machine';
import { gateOptions, recordsPage } from '../../src/machines/transactions/transactions.selectors';
import { describeChartInputs } from './chart/describe-chart';
import { entrances, transactionsOracle, visits } from './oracles/transactions.oracle';

const row = (id: number): TransactionRow => ({ id, in: '2025-03-10T15:00:00.000Z', out: null, g_in: 'Entrada Norte', g_out: null, plate: `ABC${id}`, period: null, total: 2500, service: 0, tax: 0, payment_kind: null, validations: null, lost_ticket: null, lost_ticket_reason: null, state: 'open' });
const loaded: TransactionsLoaded = { rows: [row(1), row(2)], entrances: [], total: 12, amount: 30000, gates: { 'Entrada Norte': 1, 'Entrada Sur': 3 } };
const input = { lotId: 1, kind: 'visits' as const, today: '2025-03-10' };

describeChartInputs(transactionsOracle, [
  { label: 'visits', input: visits },
  { label: 'pension entrances', input: entrances },
]);

describe('transactions filter rules', () => {
  /** A live actor whose loads are counted. */
  function live() {
    const loads: unknown[] = [];
    const exports: unknown[] = [];
    const stopped: unknown[] = [];
    const never = () => new Promise<never>(() => {});
    const machine = transactionsMachine.provide({
      actors: {
        loadTransactions: fromPromise<TransactionsLoaded, LoadInput>(({ input: i }) => (loads.push(i), never())),
        exportReport: fromCallback<EventObject, LoadInput>(({ input: i }) => (exports.push(i), () => stopped.push(i))),
      },
    });
    const actor = createActor(machine, { input }).start();
    const done = () => actor.send({ type: 'xstate.done.actor.loadTransactions', output: loaded } as never);
    return { actor, loads, exports, stopped, done };
  }

  it('starts on today in the lot, all gates, 10 a page, and loads', () => {
    const { actor, loads } = live();
    expect(actor.getSnapshot().context.filters).toEqual({ inDate: '2025-03-10', outDate: '2025-03-10', gate: 'all', search: '', page: 1, perPage: 10 });
    expect(actor.getSnapshot().value).toEqual({ list: 'loading', export: 'idle' });
    expect(loads).toHaveLength(1);
  });

  it('setting the entry date sets the exit date and queries again from page 1', () => {
    const { actor, loads, done } = live();
    done();
    actor.send({ type: 'transactions.page', page: 2 });
    done();
    actor.send({ type: 'transactions.inDate', date: '2025-02-01' });
    expect(actor.getSnapshot().context.filters).toMatchObject({ inDate: '2025-02-01', outDate: '2025-02-01', page: 1 });
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    expect(loads).toHaveLength(3);
  });

  it('the exit date, the gate and the page size query again', () => {
    const { actor, loads, done } = live();
    done();
    actor.send({ type: 'transactions.outDate', date: '2025-03-12' });
    done();
    actor.send({ type: 'transactions.gate', gate: '3' });
    done();
    actor.send({ type: 'transactions.perPage', perPage: 50 });
    expect(actor.getSnapshot().context.filters).toMatchObject({ inDate: '2025-03-10', outDate: '2025-03-12', gate: '3', perPage: 50 });
    expect(loads).toHaveLength(4);
    actor.send({ type: 'transactions.perPage', perPage: 7 });
    expect(actor.getSnapshot().context.filters.perPage).toBe(50);
  });

  it('search text queries only when empty or 3+ characters', () => {
    const { actor, loads, done } = live();
    done();
    actor.send({ type: 'transactions.search', text: 'A' });
    actor.send({ type: 'transactions.search', text: 'AB' });
    expect(loads).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ list: 'loaded', export: 'idle' });
    expect(actor.getSnapshot().context.filters.search).toBe('AB');
    actor.send({ type: 'transactions.search', text: 'ABC' });
    expect(loads).toHaveLength(2);
    done();
    actor.send({ type: 'transactions.search', text: '' });
    expect(loads).toHaveLength(3);
    expect([searchApplies(''), searchApplies(' ab '), searchApplies('abc')]).toEqual([true, false, true]);
  });

  it('the export runs beside the table and cannot start twice', () => {
    const { actor, exports, done } = live();
    done();
    actor.send({ type: 'transactions.export' });
    actor.send({ type: 'transactions.export' });
    expect(actor.getSnapshot().value).toEqual({ list: 'loaded', export: 'exporting' });
    expect(exports).toHaveLength(1);
    actor.send({ type: 'transactions.gate', gate: '1' });
    expect(actor.getSnapshot().value).toEqual({ list: 'loading', export: 'exporting' });
    actor.send({ type: 'transactions.exported' });
    expect(actor.getSnapshot().value).toEqual({ list: 'loading', export: 'idle' });
    expect(actor.getSnapshot().context.exportProgress).toBeNull();
  });

  it('the export reports rows and bytes; a failure says why and the next export clears it', () => {
    const { actor, done } = live();
    done();
    actor.send({ type: 'transactions.export' });
    expect(actor.getSnapshot().context.exportProgress).toEqual({ bytes: 0, rows: null });
    actor.send({ type: 'transactions.exportProgress', bytes: 0, rows: 100_000 });
    actor.send({ type: 'transactions.exportProgress', bytes: 1_200_000, rows: 100_000 });
    expect(actor.getSnapshot().context.exportProgress).toEqual({ bytes: 1_200_000, rows: 100_000 });
    actor.send({ type: 'transactions.exportFailed', error: 'The in date field is invalid.' });
    expect(actor.getSnapshot().value).toEqual({ list: 'loaded', export: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ exportProgress: null, exportError: 'The in date field is invalid.' });
    // Progress that arrives after the export ended changes nothing.
    actor.send({ type: 'transactions.exportProgress', bytes: 5, rows: 1 });
    expect(actor.getSnapshot().context.exportProgress).toBeNull();
    actor.send({ type: 'transactions.export' });
    expect(actor.getSnapshot().context.exportError).toBeNull();
  });

  it('cancelling stops the export actor (which aborts the download) and frees the button', () => {
    const { actor, exports, stopped, done } = live();
    done();
    actor.send({ type: 'transactions.export' });
    actor.send({ type: 'transactions.cancelExport' });
    expect(actor.getSnapshot().value).toEqual({ list: 'loaded', export: 'idle' });
    expect(stopped).toEqual(exports);
    actor.send({ type: 'transactions.export' });
    expect(exports).toHaveLength(2);
  });

  it('selectors: the footer (five page buttons around the current page) and the gate options', () => {
    const filters = { inDate: null, outDate: null, gate: 'all', search: '', page: 2, perPage: 10 };
    expect(recordsPage({ filters, total: 12 })).toEqual({ page: 2, pages: 2, buttons: [1, 2], from: 11, to: 12, total: 12 });
    expect(recordsPage({ filters: { ...filters, page: 7 }, total: 1234 })).toEqual({ page: 7, pages: 124, buttons: [5, 6, 7, 8, 9], from: 61, to: 70, total: 1234 });
    expect(recordsPage({ filters: { ...filters, page: 1 }, total: 0 })).toEqual({ page: 1, pages: 1, buttons: [1], from: 0, to: 0, total: 0 });
    expect(gateOptions({ 'Entrada Norte': 1 }, 'All')).toEqual([{ value: 'all', label: 'All' }, { value: '1', label: 'Entrada Norte' }]);
  });
});
