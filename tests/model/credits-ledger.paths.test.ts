// Path tests of the credits-ledger chart (issue 17 item 6): every generated path checked against the chart's
// transition table and oracle; then the filters a read sends after a change of page size and a page.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { creditsLedgerMachine } from '../../src/machines/credits-ledger/credits-ledger.machine';
import { describeChart } from './chart/describe-chart';
import { creditsLedgerOracle, page } from './oracles/credits-ledger.oracle';
import { pending } from './path-plan';

describeChart(creditsLedgerOracle);

describe('credits-ledger stories', () => {
  it('a filter after page 2 reads page 1 again; an unknown page size is ignored', () => {
    const actor = createActor(creditsLedgerMachine.provide({ actors: { loadLedger: pending(), exportLedger: pending() } }), { input: { owner: { shopId: 1, branchId: null } } }).start();
    const send = (e: object) => actor.send(e as never);
    send({ type: 'xstate.done.actor.loadLedger', output: page });
    send({ type: 'ledger.page', page: 2 });
    send({ type: 'ledger.kind', kind: 'gift' });
    expect(actor.getSnapshot().context.filters).toEqual({ from: null, to: null, store: 'all', kind: 'gift', page: 1, perPage: 10 });
    send({ type: 'ledger.perPage', perPage: 7 });
    expect(actor.getSnapshot().context.filters.perPage).toBe(10);
  });
});
