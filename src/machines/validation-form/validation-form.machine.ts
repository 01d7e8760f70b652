// A shop validates a customer's parking (issue 21; docs/api.md "POST shops/{shopId}/branches/{branch}/
// validations"): the lots where the shop may validate are read with the shop's recent validations; the user
// chooses the lot and the store, the plate or the ticket, the kind and a value within the lot's limit, and the
// validation is sent once. A refusal (no car inside, paid, already validated, beyond the limit, no credits) stays
// on the form with the server's words until a field changes. A recent validation may be withdrawn while its visit
// is unpaid, once the user confirms; a refused withdrawal says why beside the recent list, which is read again:
// the refusal means the row changed meanwhile (paid, or withdrawn elsewhere) and should no longer offer Withdraw.
import { assign, fromPromise, setup } from 'xstate';
import type { ValidationLot, ValidationPage, ValidationRow } from '../../contracts/validations.struct';
import type { ValidationKind } from '../../domain/receipts';
import { toApiError } from '../../services/http';
import { fetchShopLots, fetchShopValidations, sendValidation, voidValidation } from '../../services/validations.api';
import { bodyOf, canValidate, choiceForLot, lotOf, type ValidationChoice } from './validation-rules';

export const RECENT = 10;

export type ValidationFormContext = ValidationChoice & {
  shopId: number;
  lots: ValidationLot[];
  recent: ValidationRow[];
  /** The validation just made (done). */
  last: ValidationRow | null;
  /** The recent validation being withdrawn. */
  voidingId: number | null;
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type ValidationFormInput = { shopId: number };

export type ValidationFormEvent =
  | { type: 'form.lot'; parkingId: number }
  | { type: 'form.store'; branchId: number }
  | { type: 'form.by'; by: 'plate' | 'ticket' }
  | { type: 'form.plate'; plate: string }
  | { type: 'form.ticket'; ticket: string }
  | { type: 'form.kind'; kind: ValidationKind }
  | { type: 'form.value'; value: number | null }
  | { type: 'form.submit' }
  | { type: 'form.void'; id: number }
  | { type: 'form.confirmVoid' }
  | { type: 'form.cancelVoid' }
  | { type: 'form.again' }
  | { type: 'form.retryLoad' };

export type Loaded = { lots: ValidationLot[]; recent: ValidationRow[] };
export type SendInput = { shopId: number; branchId: number; choice: ValidationChoice };
export type VoidInput = { shopId: number; row: ValidationRow };

/** The recent list with `row` in place of its old self, or first when new. */
const withRow = (recent: readonly ValidationRow[], row: ValidationRow): ValidationRow[] =>
  recent.some((r) => r.id === row.id) ? recent.map((r) => (r.id === row.id ? row : r)) : [row, ...recent].slice(0, RECENT);

const cleared = { error: null, fieldErrors: {} };

export const validationFormMachine = setup({
  types: {
    context: {} as ValidationFormContext,
    events: {} as ValidationFormEvent,
    input: {} as ValidationFormInput,
  },
  actors: {
    loadForm: fromPromise<Loaded, number>(async ({ input }) => {
      const [lots, page]: [ValidationLot[], ValidationPage] = await Promise.all([fetchShopLots(input), fetchShopValidations(input, { branchId: null, page: 1, perPage: RECENT })]);
      return { lots, recent: page.data };
    }),
    loadRecent: fromPromise<ValidationRow[], number>(async ({ input }) => (await fetchShopValidations(input, { branchId: null, page: 1, perPage: RECENT })).data),
    sendValidation: fromPromise<ValidationRow, SendInput>(({ input }) => sendValidation(input.shopId, input.branchId, bodyOf(input.choice))),
    voidValidation: fromPromise<ValidationRow, VoidInput>(({ input }) => voidValidation(input.shopId, input.row.branch_id as number, input.row.id)),
  },
  actions: {
    keepError: assign(({ event }) => {
      const error = toApiError((event as unknown as { error: unknown }).error);
      return { error: error.message, fieldErrors: error.errors };
    }),
    clearError: assign(cleared),
    /** The app's toast: the parking of the plate was validated, or a validation withdrawn. */
    validated: (_, _params: { row: ValidationRow }) => {},
    voided: (_, _params: { row: ValidationRow }) => {},
  },
  guards: {
    canValidate: ({ context }) => canValidate(context.lots, context),
    hasLots: ({ event }) => (event as unknown as { output: Loaded }).output.lots.length > 0,
    /** Only a recent validation of one of the shop's stores, not withdrawn, whose visit is still open. */
    canVoid: ({ context, event }) => {
      const row = context.recent.find((r) => r.id === (event as { id: number }).id);
      return row !== undefined && row.voided_at === null && row.visit_state === 'open' && row.branch_id !== null;
    },
  },
}).createMachine({
  id: 'validationForm',
  description: "A shop validates a customer's parking in a lot of its plaza, within the lot's limits.",
  context: ({ input }) => ({
    shopId: input.shopId,
    lots: [],
    recent: [],
    last: null,
    voidingId: null,
    parkingId: null,
    branchId: null,
    by: 'plate',
    plate: '',
    ticket: '',
    kind: 'minutes',
    value: null,
    ...cleared,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The lots where the shop may validate and its recent validations are on their way.',
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => context.shopId,
        onDone: [
          { guard: 'hasLots', target: 'editing', actions: assign(({ event }) => ({ lots: event.output.lots, recent: event.output.recent, ...choiceForLot(event.output.lots[0]) })) },
          { target: 'noLots', actions: assign(({ event }) => ({ recent: event.output.recent })) },
        ],
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      description: 'The lots could not be read: the message and a retry.',
      on: { 'form.retryLoad': { target: 'loading', actions: 'clearError' } },
    },
    noLots: {
      description: "No lot allows the shop's stores to validate: the lot's administrator sets that.",
    },
    editing: {
      description: 'Lot, store, plate or ticket, kind and value within the limit shown; the recent validations with Withdraw.',
      initial: 'clean',
      on: {
        'form.lot': { target: '.clean', actions: [assign(({ context, event }) => choiceForLot(lotOf(context.lots, event.parkingId))), 'clearError'] },
        'form.store': { target: '.clean', actions: [assign({ branchId: ({ event }) => event.branchId }), 'clearError'] },
        'form.by': { target: '.clean', actions: [assign({ by: ({ event }) => event.by }), 'clearError'] },
        'form.plate': { target: '.clean', actions: [assign({ plate: ({ event }) => event.plate }), 'clearError'] },
        'form.ticket': { target: '.clean', actions: [assign({ ticket: ({ event }) => event.ticket }), 'clearError'] },
        'form.kind': { target: '.clean', actions: [assign({ kind: ({ event }) => event.kind, value: null }), 'clearError'] },
        'form.value': { target: '.clean', actions: [assign({ value: ({ event }) => event.value }), 'clearError'] },
        'form.submit': { guard: 'canValidate', target: 'submitting', actions: 'clearError' },
        'form.void': { guard: 'canVoid', target: 'confirmingVoid', actions: [assign({ voidingId: ({ event }) => event.id }), 'clearError'] },
      },
      states: {
        clean: { description: 'No refusal to show.' },
        refused: { description: "The server's refusal: its words on their field, or as the form's message." },
        voidRefused: {
          description: 'The server refused a withdrawal: its words beside the recent list, read again meanwhile (a failed read keeps the old one).',
          invoke: {
            id: 'loadRecent',
            src: 'loadRecent',
            input: ({ context }) => context.shopId,
            onDone: { actions: assign({ recent: ({ event }) => event.output }) },
            onError: {},
          },
        },
      },
    },
    confirmingVoid: {
      description: 'Withdraw the validation of this plate? The shop gets its credits back; the customer pays the full tariff.',
      on: {
        'form.confirmVoid': { target: 'voiding' },
        'form.cancelVoid': { target: 'editing.clean', actions: assign({ voidingId: null }) },
      },
    },
    submitting: {
      description: 'The validation is with the server; it is sent once, clicks meanwhile do nothing.',
      invoke: {
        id: 'sendValidation',
        src: 'sendValidation',
        input: ({ context }) => ({ shopId: context.shopId, branchId: context.branchId as number, choice: context }),
        onDone: {
          target: 'done',
          actions: [assign(({ context, event }) => ({ last: event.output, recent: withRow(context.recent, event.output) })), { type: 'validated', params: ({ event }) => ({ row: event.output }) }],
        },
        onError: { target: 'editing.refused', actions: 'keepError' },
      },
    },
    voiding: {
      description: 'The withdrawal is with the server.',
      invoke: {
        id: 'voidValidation',
        src: 'voidValidation',
        input: ({ context }) => ({ shopId: context.shopId, row: context.recent.find((r) => r.id === context.voidingId) as ValidationRow }),
        onDone: {
          target: 'editing.clean',
          actions: [assign(({ context, event }) => ({ recent: withRow(context.recent, event.output), voidingId: null })), { type: 'voided', params: ({ event }) => ({ row: event.output }) }],
        },
        onError: { target: 'editing.voidRefused', actions: ['keepError', assign({ voidingId: null })] },
      },
    },
    done: {
      description: 'Validated: what was given, for which visit; another validation starts with the same lot, store and kind.',
      on: { 'form.again': { target: 'editing.clean', actions: assign({ plate: '', ticket: '', value: null, last: null }) } },
    },
  },
});
