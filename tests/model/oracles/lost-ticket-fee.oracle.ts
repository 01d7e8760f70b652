// The oracle of the lost-ticket fee chart, written from issue 21 item 4 and the route's contract in the test's own
// words: a lot charges a lost ticket either a fixed amount (whole cents, more than nothing and at most
// 100,000.00) or the day's maximum so far, which keeps the fixed amount for later; the fee is read first (a
// failure says why and may be retried), saved once when it holds, the saved one shown with a toast of the
// server's words, a refusal kept beside the form. Used by tests/model/lost-ticket-fee.paths.test.ts and the
// view's replays.
import { expect } from 'vitest';
import type { LostTicketAnswer, LostTicketBody } from '../../../src/contracts/receipts.struct';
import { lostTicketFeeMachine, type LostTicketFeeEvent } from '../../../src/machines/lost-ticket-fee/lost-ticket-fee.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Save = Extract<LostTicketFeeEvent, { type: 'lostTicketFee.save' }>;

/** The lot's fee as read: 150.00 fixed. */
export const readFee: LostTicketBody = { mode: 'fixed', cents: 15000 };
/** What the lot admin saves: 200.00 fixed. */
export const newFee: LostTicketBody = { mode: 'fixed', cents: 20000 };
export const saved: LostTicketAnswer = { data: newFee, message: 'Lost-ticket fee saved.' };
export const noAnswer = new ApiError('Network error');
export const refused = new ApiError('The given data was invalid.', 422, { cents: ['The cents field must be between 1 and 10000000.'] });

const MAX_CENTS = 10_000_000;
/** A mode of the two, and a fixed amount in whole cents above nothing up to 100,000.00. */
const feeHolds = (fee: { mode: string; cents: number }) => ['fixed', 'day_max'].includes(fee.mode) && Number.isInteger(fee.cents) && fee.cents >= 1 && fee.cents <= MAX_CENTS;

export const lostTicketFeeOracle: OracleOf<typeof lostTicketFeeMachine> = {
  name: 'lost-ticket-fee',
  machine: lostTicketFeeMachine,
  input: { lotId: 1 },
  events: () => [
    { type: 'xstate.done.actor.loadFee', output: readFee },
    { type: 'xstate.error.actor.loadFee', error: noAnswer },
    { type: 'lostTicketFee.retry' },
    { type: 'lostTicketFee.save', fee: newFee },
    // The day's maximum, keeping the fixed amount read.
    { type: 'lostTicketFee.save', fee: { mode: 'day_max', cents: 15000 } },
    { type: 'lostTicketFee.save', fee: { mode: 'fixed', cents: 0 } },
    { type: 'lostTicketFee.save', fee: { mode: 'fixed', cents: 12.5 } },
    { type: 'lostTicketFee.save', fee: { mode: 'fixed', cents: MAX_CENTS + 1 } },
    { type: 'xstate.done.actor.saveFee', output: saved },
    { type: 'xstate.done.actor.saveFee', output: { data: newFee } },
    { type: 'xstate.error.actor.saveFee', error: refused },
    { type: 'xstate.error.actor.saveFee', error: noAnswer },
  ],
  initialContext: (input) => ({ lotId: input.lotId, fee: null, draft: null, error: null, fieldErrors: {} }),
  guards: {
    validFee: (_c, e: Save) => feeHolds(e.fee),
  },
  effects: {
    'loading xstate.done.actor.loadFee': (_c, e: Done<LostTicketBody>) => ({ fee: e.output, error: null }),
    'loading xstate.error.actor.loadFee': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'failed lostTicketFee.retry': () => ({ error: null }),
    'editing lostTicketFee.save': (_c, e: Save) => ({ draft: e.fee, error: null, fieldErrors: {} }),
    // The saved fee is the one the server answers with.
    'saving xstate.done.actor.saveFee': (_c, e: Done<LostTicketAnswer>) => ({ fee: e.output.data, draft: null }),
    'saving xstate.error.actor.saveFee': (_c, e: Failure<ApiError>) => ({ draft: null, error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    loading: (c) => expect([c.fee, c.error]).toEqual([null, null]),
    failed: (c) => {
      expect(c.fee).toBeNull();
      expect(c.error).toEqual(expect.any(String));
    },
    editing: (c) => {
      expect(c.fee !== null && feeHolds(c.fee)).toBe(true);
      expect(c.draft).toBeNull();
    },
    // Only a fee that holds is sent, once.
    saving: (c) => {
      expect(c.draft !== null && feeHolds(c.draft)).toBe(true);
      expect([c.error, c.fieldErrors]).toEqual([null, {}]);
    },
  },
  params: {
    notify: (_c, e) => ({ message: (e as Done<LostTicketAnswer>).output.message ?? null }),
  },
  invokes: {
    loadFee: (c) => ({ lotId: c.lotId }),
    saveFee: (c) => ({ lotId: c.lotId, fee: c.draft }),
  },
};
