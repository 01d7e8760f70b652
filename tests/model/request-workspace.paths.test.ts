// Path tests of the salesman's workspace (issue 19; spec 3 §2 Clerk menu, §3, §4; spec 1 §2.2): every generated
// path checked against the chart's transition table and oracle; then its rules beside the oracle's, on the
// moment that decides an offer (a live offer of the store until it expires, a reply window until it closes).
import { describe, expect, it } from 'vitest';
import { canCloseSale, canDismiss, canOffer, isTooLate, liveOffer } from '../../src/machines/request-workspace/workspace-rules';
import { describeChart } from './chart/describe-chart';
import { accepted, arrived, expiredBefore, full, liveOffered, offer, requestWorkspaceOracle, sold, windowOver } from './oracles/request-workspace.oracle';

describeChart(requestWorkspaceOracle);

describe('request-workspace rules', () => {
  const at = new Date('2026-11-25T02:00:00.000Z');
  const inAMinute = '2026-11-25T02:01:00.000Z';
  const aMinuteAgo = '2026-11-25T01:59:00.000Z';

  it('offers on an open request in its reply window, not full, without a live offer of the store (after its offer expired, again)', () => {
    expect(canOffer(expiredBefore, at)).toBe(true);
    expect(canOffer({ ...expiredBefore, expires_at: inAMinute }, at)).toBe(true);
    expect(canOffer({ ...expiredBefore, expires_at: aMinuteAgo }, at)).toBe(false);
    expect(canOffer({ ...expiredBefore, expires_at: at.toISOString() }, at)).toBe(false);
    expect(canOffer(full, at)).toBe(false);
    expect(canOffer({ ...full, offers_count: 2 }, at)).toBe(true);
    expect(canOffer(windowOver, at)).toBe(false);
    expect(canOffer(liveOffered, at)).toBe(false);
    // The store's offer past its expiry, not yet marked expired by the server: a new one may be made.
    expect(canOffer({ ...liveOffered, my_offers: [offer(3, 22, 'offered', aMinuteAgo)] }, at)).toBe(true);
    expect(liveOffer({ my_offers: [offer(3, 22, 'offered', inAMinute)] }, at)?.id).toBe(3);
    expect(liveOffer({ my_offers: [offer(3, 22, 'accepted', inAMinute)] }, at)).toBeNull();
  });

  it('is too late once the customer has the offers allowed, or chose, or the request closed', () => {
    expect(isTooLate(full)).toBe(true);
    expect(isTooLate({ ...full, offers_count: 2 })).toBe(false);
    expect(isTooLate({ ...expiredBefore, status: 'accepted' })).toBe(true);
    expect(isTooLate(expiredBefore)).toBe(false);
  });

  it('dismisses pending requests only, and sells what the customer accepted from this store', () => {
    expect([expiredBefore, accepted, arrived, sold].map(canDismiss)).toEqual([true, false, false, false]);
    expect([expiredBefore, accepted, arrived, sold, liveOffered].map(canCloseSale)).toEqual([false, true, true, false, false]);
    expect(canCloseSale({ ...accepted, my_offers: [offer(2, 21, 'declined')] })).toBe(false);
  });
});
