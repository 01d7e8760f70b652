// A store's phone verification (spec 3 §4 Phone: "unverified or verified, with verify and resend actions. SMS code
// register flow: send code, enter code, resend after a countdown"). Unverified, the user asks for a code; once it is
// sent, the code is entered while a countdown runs (the seconds the server gives, 60), and a new code may be asked
// for only when it reaches 0. A code of the wrong shape stays in the form; a refused one shows the server's words
// (the tries left, expired, spent). A verified phone hands the store back to the form (`verified`).
import { assign, fromPromise, setup } from 'xstate';
import { PHONE_CODE, type PhoneCodeSentAnswer, type Store } from '../../contracts/store.struct';
import { toApiError } from '../../services/http';
import { sendPhoneCode, verifyPhoneCode, type StoreChange, type StoreRef } from '../../services/stores.api';

// ---- Context, input, events ----------------------------------------------------------------------------
export type PhoneVerificationContext = {
  shopId: number;
  storeId: number;
  verified: boolean;
  /** The code sent to the server. */
  code: string;
  /** Seconds until a new code may be asked for. */
  countdown: number;
  /** What the server said last: the code sent, or why it refused. */
  message: string | null;
  error: string | null;
  /** The code typed breaks its rule (six digits): its rule code. */
  problem: string | null;
};

export type PhoneVerificationInput = { shopId: number; storeId: number; verified: boolean };

export type PhoneVerificationEvent = { type: 'phone.send' } | { type: 'phone.resend' } | { type: 'phone.verify'; code: string };

const CODE = new RegExp(`^\\d{${PHONE_CODE.length}}$`);
/** The rule a typed code breaks, as the shared rules' codes; null when it is six digits. */
export const codeProblem = (code: string): string | null => (code.trim() === '' ? 'required' : CODE.test(code.trim()) ? null : `digits|${PHONE_CODE.length}`);

const refused = (thrown: unknown) => ({ error: toApiError(thrown).message, message: null });

export const phoneVerificationMachine = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    input: {} as PhoneVerificationInput,
  },
  actors: {
    sendCode: fromPromise<PhoneCodeSentAnswer, StoreRef>(({ input }) => sendPhoneCode(input)),
    verifyCode: fromPromise<StoreChange, StoreRef & { code: string }>(({ input }) => verifyPhoneCode(input)),
  },
  actions: {
    /** The phone is verified: the store as the server answered it, and its message. */
    verified: (_, _params: { store: Store; message: string | null }) => {},
  },
  delays: { tick: 1000 },
  guards: {
    isVerified: ({ context }) => context.verified,
    codeIsValid: ({ event }) => event.type === 'phone.verify' && codeProblem(event.code) === null,
    /** The second left is the last one. */
    countdownEnds: ({ context }) => context.countdown <= 1,
  },
}).createMachine({
  id: 'phoneVerification',
  description: "Verifies a store's phone with a code sent by SMS.",
  context: ({ input }) => ({ shopId: input.shopId, storeId: input.storeId, verified: input.verified, code: '', countdown: 0, message: null, error: null, problem: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Unverified or verified, as the store says.',
      always: [
        { guard: 'isVerified', target: 'verified' },
        { target: 'unverified' },
      ],
    },
    unverified: {
      description: 'No code asked for yet: Verify sends one.',
      on: { 'phone.send': { target: 'sending', actions: assign({ error: null }) } },
    },
    sending: {
      description: 'The code is being sent by SMS.',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ shopId: context.shopId, storeId: context.storeId }),
        onDone: { target: 'codeSent', actions: assign(({ event }) => ({ countdown: event.output.resend_after, message: event.output.message, error: null, problem: null })) },
        onError: { target: 'unverified', actions: assign(({ event }) => refused(event.error)) },
      },
    },
    codeSent: {
      description: 'The code is typed while the resend countdown runs.',
      type: 'parallel',
      states: {
        timer: {
          initial: 'counting',
          states: {
            counting: {
              description: 'A new code may be asked for in `countdown` seconds.',
              after: {
                tick: [
                  { guard: 'countdownEnds', target: 'resendable', actions: assign({ countdown: 0 }) },
                  { target: 'counting', reenter: true, actions: assign({ countdown: ({ context }) => context.countdown - 1 }) },
                ],
              },
            },
            resendable: {
              description: 'Resend asks for a new code.',
              on: { 'phone.resend': { target: '#phoneVerification.sending', actions: assign({ error: null }) } },
            },
          },
        },
        entry: {
          initial: 'typing',
          states: {
            typing: {
              description: 'The code from the SMS is typed.',
              on: {
                'phone.verify': [
                  { guard: 'codeIsValid', target: 'verifying', actions: assign({ code: ({ event }) => event.code.trim(), problem: null, error: null }) },
                  { actions: assign({ problem: ({ event }) => codeProblem(event.code) }) },
                ],
              },
            },
            verifying: {
              description: 'The code is with the server.',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ shopId: context.shopId, storeId: context.storeId, code: context.code }),
                onDone: {
                  target: '#phoneVerification.verified',
                  actions: [assign({ verified: true, message: null, error: null }), { type: 'verified', params: ({ event }) => ({ store: event.output.store, message: event.output.message }) }],
                },
                onError: { target: 'typing', actions: assign(({ event }) => refused(event.error)) },
              },
            },
          },
        },
      },
    },
    verified: { description: 'The phone is verified.', type: 'final' },
  },
});
