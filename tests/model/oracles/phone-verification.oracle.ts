// The oracle of the phone verification chart (spec 3 §4 Phone: unverified or verified, verify and resend; "send
// code, enter code, resend after a countdown"), written from the spec in the test's own words: a verified phone
// starts verified; a code is asked for; the countdown starts at the seconds the server gives and goes down one a
// second, Resend only at 0; a code is six digits (else 'required' or 'digits|6' stays on the field and nothing is
// sent); a refusal shows the server's message and the code may be typed again; a right code ends verified and hands
// the store on. Used by tests/model/phone-verification.paths.test.ts and the panel's replays.
import { expect } from 'vitest';
import type { PhoneCodeSentAnswer, Store } from '../../../src/contracts/store.struct';
import { phoneVerificationMachine, type PhoneVerificationEvent } from '../../../src/machines/phone-verification/phone-verification.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends PhoneVerificationEvent['type']> = Extract<PhoneVerificationEvent, { type: T }>;

/** The delayed event of one second of the countdown. */
export const TICK = 'xstate.after.tick.phoneVerification.codeSent.timer.counting';
/** A short countdown keeps the paths short; the server's is 60. */
export const codeSent: PhoneCodeSentAnswer = { resend_after: 2, expires_in: 600, message: 'We sent a code by SMS to +528112348001.' };
export const wrongCode = new ApiError('Wrong code. You have 4 tries left.', 422, { code: ['Wrong code. You have 4 tries left.'] });
export const tooSoon = new ApiError('Wait 42 seconds before asking for a new code.', 429);

export const verifiedStore: Store = {
  id: 9,
  name: 'Sucursal Cumbres',
  status: 'invalid',
  address: 'Av. Paseo de los Leones 300, Monterrey',
  location: '25.734100,-100.402100',
  number: '8112348001',
  country_code: '52',
  phone_public: true,
  phone_verified: true,
  opens_at: '10:00',
  closes_at: '20:00',
  days_open: [1, 2, 3, 4, 5],
  url_storefront: null,
  categories: [1],
  covid_disinfectant: false,
  covid_cleansing: false,
  covid_controlled_access: false,
  credits: { total: 0 },
  prefix: 'TNDA',
  url_logo: null,
};

/** The spec's code rule, in the test's words. */
const ruleOf = (code: string): string | null => {
  const typed = code.trim();
  if (typed === '') return 'required';
  return /^[0-9]{6}$/.test(typed) ? null : 'digits|6';
};

export const phoneVerificationOracle: OracleOf<typeof phoneVerificationMachine> = {
  name: 'phone-verification',
  machine: phoneVerificationMachine,
  input: { shopId: 1, storeId: 9, verified: false },
  events: () => [
    { type: 'phone.send' },
    { type: 'phone.resend' },
    { type: 'phone.verify', code: ' 123456 ' },
    { type: 'phone.verify', code: '12ab' },
    { type: 'phone.verify', code: '' },
    { type: TICK },
    { type: 'xstate.done.actor.sendCode', output: codeSent },
    { type: 'xstate.error.actor.sendCode', error: tooSoon },
    { type: 'xstate.done.actor.verifyCode', output: { store: verifiedStore, message: 'Phone verified.' } },
    { type: 'xstate.error.actor.verifyCode', error: wrongCode },
  ],
  initialContext: (input) => ({ shopId: input.shopId, storeId: input.storeId, verified: input.verified, code: '', countdown: 0, message: null, error: null, problem: null }),
  guards: {
    isVerified: (c) => c.verified,
    codeIsValid: (_c, e: On<'phone.verify'>) => ruleOf(e.code) === null,
    countdownEnds: (c) => c.countdown <= 1,
  },
  effects: {
    'unverified phone.send': () => ({ error: null }),
    'sending xstate.done.actor.sendCode': (_c, e: Done<PhoneCodeSentAnswer>) => ({ countdown: e.output.resend_after, message: e.output.message, error: null, problem: null }),
    'sending xstate.error.actor.sendCode': (_c, e: Failure<ApiError>) => ({ error: e.error.message, message: null }),
    'codeSent.timer.counting after(tick) [countdownEnds]': () => ({ countdown: 0 }),
    'codeSent.timer.counting after(tick)': (c) => ({ countdown: c.countdown - 1 }),
    'codeSent.timer.resendable phone.resend': () => ({ error: null }),
    'codeSent.entry.typing phone.verify [codeIsValid]': (_c, e: On<'phone.verify'>) => ({ code: e.code.trim(), problem: null, error: null }),
    'codeSent.entry.typing phone.verify': (_c, e: On<'phone.verify'>) => ({ problem: ruleOf(e.code) }),
    'codeSent.entry.verifying xstate.done.actor.verifyCode': () => ({ verified: true, message: null, error: null }),
    'codeSent.entry.verifying xstate.error.actor.verifyCode': (_c, e: Failure<ApiError>) => ({ error: e.error.message, message: null }),
  },
  states: {
    starting: () => {},
    unverified: (c) => expect(c.verified).toBe(false),
    sending: (c) => expect(c.error).toBeNull(),
    codeSent: (c) => expect(c.verified).toBe(false),
    'codeSent.timer.counting': (c) => expect(c.countdown).toBeGreaterThanOrEqual(1),
    'codeSent.timer.resendable': (c) => expect(c.countdown).toBe(0),
    'codeSent.entry.typing': (c) => {
      if (c.problem !== null) expect(c.problem).toMatch(/^(required|digits\|6)$/);
    },
    'codeSent.entry.verifying': (c) => {
      expect(c.code).toMatch(/^[0-9]{6}$/);
      expect([c.problem, c.error]).toEqual([null, null]);
    },
    verified: (c) => expect(c.verified).toBe(true),
  },
  params: {
    verified: (_c, e: Done<{ store: Store; message: string | null }>) => ({ store: e.output.store, message: e.output.message }),
  },
  invokes: {
    sendCode: (c) => ({ shopId: c.shopId, storeId: c.storeId }),
    verifyCode: (c) => ({ shopId: c.shopId, storeId: c.storeId, code: c.code }),
  },
};
