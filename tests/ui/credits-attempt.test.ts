// The purchase attempt a reload asks about (src/services/credits.api.ts): kept in session storage while its
// answer may hide a charge, for its owner only: the shop's own flow, or the flow of the store a manager bought
// for, each on the routes the attempt went to; a refusal forgets it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyCredits, pendingAttempt } from '../../src/services/credits.api';
import { ApiError, apiCall } from '../../src/services/http';

vi.mock('../../src/services/http', async (importOriginal) => ({ ...(await importOriginal<object>()), apiCall: vi.fn() }));

const body = { package_id: 1, recipients: { kind: 'store' as const, branch_ids: [2] }, card_id: 5, cvv_ticket: 'cvt_1', idempotency_key: 'buy-kept-1', amount_cents: 19_900 };
const valle = { shopId: 1, branchId: 2 };

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(apiCall).mockReset();
});

describe('the purchase attempt under way', () => {
  it("is asked about by the same store's flow only, after an answer that may hide a charge", async () => {
    vi.mocked(apiCall).mockRejectedValue(new ApiError('lost', null));
    await expect(buyCredits(valle, body, 2)).rejects.toThrow('lost');
    expect(apiCall).toHaveBeenCalledWith(expect.anything(), 'shops/1/branch/2/credits/purchases', expect.objectContaining({ method: 'POST', body }));
    expect(pendingAttempt(valle)).toEqual({ shopId: 1, branchId: 2, key: 'buy-kept-1', tries: 2 });
    expect(pendingAttempt({ shopId: 1, branchId: 1 })).toBeNull();
    expect(pendingAttempt({ shopId: 1, branchId: null })).toBeNull();
    expect(pendingAttempt({ shopId: 2, branchId: 2 })).toBeNull();
  });

  it('is forgotten after a refusal: nothing was charged', async () => {
    vi.mocked(apiCall).mockRejectedValue(new ApiError('refused', 422));
    await expect(buyCredits({ shopId: 1, branchId: null }, body, 1)).rejects.toThrow('refused');
    expect(apiCall).toHaveBeenCalledWith(expect.anything(), 'shops/1/credits/purchases', expect.anything());
    expect(pendingAttempt({ shopId: 1, branchId: null })).toBeNull();
  });
});
