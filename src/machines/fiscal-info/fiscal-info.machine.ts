// The fiscal and bank data modal of one lot (spec 3 §2 "Fiscal and bank info modal (2 steps)", §4 "Fiscal modal:
// step 1 or 2", §5 Fiscal, §7). The lot's stored data and the banks are read together; then step 1 (taxpayer
// name, RFC, the tax document and the proof of address) and step 2 (the receiving account: CLABE, account
// number, bank, receiver and identifying names). Next checks step 1's rules and moves on only when they hold;
// Back keeps what step 2 holds; Save checks every rule (src/contracts/core-info.struct.ts) and sends the form.
// A refusal shows on its fields, on the step that holds the first of them; success toasts and closes.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Bank, CoreInfo, DocumentField } from '../../contracts/core-info.struct';
import { downloadDocument, fetchBanks, fetchCoreInfo, saveCoreInfo, type SaveCoreInfoRequest } from '../../services/core-info.api';
import { toApiError } from '../../services/http';
import {
  emptyValues,
  namesTaxpayerField,
  noDocuments,
  problemsIn,
  problemsOf,
  saveRequestOf,
  TAXPAYER_FIELDS,
  valuesOf,
  type Documents,
  type FiscalValues,
  type Problems,
} from './fiscal-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type FiscalInfoInput = { lotId: number };

export type FiscalInfoContext = FiscalInfoInput & {
  /** As the server has it; null before the lot's first save (both documents then required). */
  info: CoreInfo | null;
  banks: Bank[];
  values: FiscalValues;
  /** The documents chosen for the save; a document left out keeps the stored one. */
  documents: Documents;
  /** The rules the last Next or Save broke, by field (codes). */
  problems: Problems;
  /** Why the data could not be read, or the server's refusal of a save, with its per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

/** What the form holds: every step's values travel with each step's button. */
type FormEvent = { values: FiscalValues; documents: Documents };

export type FiscalInfoEvent =
  | ({ type: 'fiscal.next' } & FormEvent)
  | ({ type: 'fiscal.back' } & FormEvent)
  | ({ type: 'fiscal.save' } & FormEvent)
  | { type: 'fiscal.download'; field: DocumentField }
  | { type: 'fiscal.retry' }
  | { type: 'fiscal.close' };

export type LoadedFiscalInfo = { info: CoreInfo | null; banks: Bank[] };
export type SavedFiscalInfo = { info: CoreInfo; message: string };

const formOf = ({ event }: { event: FormEvent }) => ({ values: event.values, documents: event.documents });
const problemsFor = (context: FiscalInfoContext, event: FormEvent) => problemsOf(event.values, event.documents, context.banks, context.info !== null);
const taxpayerProblems = (context: FiscalInfoContext, event: FormEvent) => problemsIn(problemsFor(context, event), TAXPAYER_FIELDS);
const refusalOf = (thrown: unknown) => {
  const error = toApiError(thrown);
  return { error: error.message, fieldErrors: error.errors };
};
const close = { target: '#fiscalInfo.closed', actions: 'close' } as const;

export const fiscalInfoMachine = setup({
  types: {
    context: {} as FiscalInfoContext,
    events: {} as FiscalInfoEvent,
    input: {} as FiscalInfoInput,
  },
  actors: {
    loadFiscalInfo: fromPromise<LoadedFiscalInfo, FiscalInfoInput>(async ({ input }) => {
      const [info, banks] = await Promise.all([fetchCoreInfo(input.lotId), fetchBanks()]);
      return { info, banks };
    }),
    saveFiscalInfo: fromPromise<SavedFiscalInfo, SaveCoreInfoRequest>(({ input }) => saveCoreInfo(input)),
    downloadDocument: fromPromise<void, { address: string }>(({ input }) => downloadDocument(input.address)),
  },
  actions: {
    /** The success toast. */
    notify: (_, _params: { message: string }) => {},
    close: () => {},
  },
  guards: {
    taxpayerIsValid: ({ context, event }) => {
      assertEvent(event, ['fiscal.next', 'fiscal.save']);
      return Object.keys(taxpayerProblems(context, event)).length === 0;
    },
    formIsValid: ({ context, event }) => {
      assertEvent(event, 'fiscal.save');
      return Object.keys(problemsFor(context, event)).length === 0;
    },
    /** The lot's documents are stored (a first save has none to download). */
    hasStoredDocuments: ({ context }) => context.info !== null,
    refusesTaxpayerField: ({ event }) => namesTaxpayerField(toApiError((event as { error?: unknown }).error).errors),
  },
}).createMachine({
  id: 'fiscalInfo',
  description: "A lot's fiscal and bank data in two steps: taxpayer and documents, then the receiving account.",
  context: ({ input }) => ({
    lotId: input.lotId,
    info: null,
    banks: [],
    values: emptyValues(),
    documents: noDocuments(),
    problems: {},
    error: null,
    fieldErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "The lot's stored data and the banks are on their way.",
      invoke: {
        id: 'loadFiscalInfo',
        src: 'loadFiscalInfo',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: {
          target: 'taxpayer',
          actions: assign(({ event }) => ({ info: event.output.info, banks: event.output.banks, values: event.output.info ? valuesOf(event.output.info) : emptyValues() })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
      on: { 'fiscal.close': close },
    },
    loadFailed: {
      description: 'The data could not be read: its message and Retry.',
      on: { 'fiscal.retry': { target: 'loading', actions: assign({ error: null }) }, 'fiscal.close': close },
    },
    taxpayer: {
      description: 'Step 1: taxpayer name, RFC, the tax document and the proof of address (each stored one downloadable).',
      initial: 'ready',
      states: {
        ready: {
          description: 'The step, its downloads free.',
          on: { 'fiscal.download': { guard: 'hasStoredDocuments', target: 'downloading' } },
        },
        downloading: {
          description: 'A stored document is on its way to the browser: the downloads are busy. A failure shows as a notice.',
          invoke: {
            id: 'downloadDocument',
            src: 'downloadDocument',
            input: ({ context, event }) => {
              assertEvent(event, 'fiscal.download');
              return { address: context.info?.[event.field] ?? '' };
            },
            onDone: { target: 'ready' },
            onError: { target: 'ready' },
          },
        },
      },
      on: {
        'fiscal.next': [
          {
            guard: 'taxpayerIsValid',
            target: 'account',
            // Step 1's refusals are answered by the rules just checked; step 2's stay on their fields.
            actions: assign(({ context, event }) => ({
              ...formOf({ event }),
              problems: {},
              error: null,
              fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([f]) => !(TAXPAYER_FIELDS as readonly string[]).includes(f))),
            })),
          },
          { actions: assign(({ context, event }) => ({ ...formOf({ event }), problems: taxpayerProblems(context, event) })) },
        ],
        'fiscal.close': close,
      },
    },
    account: {
      description: 'Step 2: the receiving account, the CLABE in blocks naming its bank.',
      on: {
        'fiscal.back': { target: 'taxpayer', actions: assign(({ event }) => ({ ...formOf({ event }), problems: {} })) },
        'fiscal.save': [
          { guard: 'formIsValid', target: 'saving', actions: assign(({ event }) => ({ ...formOf({ event }), problems: {}, error: null, fieldErrors: {} })) },
          // Step 1 is not shown here: a save that breaks one of its rules shows step 1.
          { guard: 'taxpayerIsValid', actions: assign(({ context, event }) => ({ ...formOf({ event }), problems: problemsFor(context, event) })) },
          { target: 'taxpayer', actions: assign(({ context, event }) => ({ ...formOf({ event }), problems: problemsFor(context, event) })) },
        ],
        'fiscal.close': close,
      },
    },
    saving: {
      description: 'The form is with the server: Save is busy, the modal cannot be closed, every field kept.',
      invoke: {
        id: 'saveFiscalInfo',
        src: 'saveFiscalInfo',
        input: ({ context }) => saveRequestOf(context.lotId, context.values, context.documents),
        onDone: { target: 'saved', actions: [{ type: 'notify', params: ({ event }) => ({ message: event.output.message }) }, 'close'] },
        onError: [
          { guard: 'refusesTaxpayerField', target: 'taxpayer', actions: assign(({ event }) => refusalOf(event.error)) },
          { target: 'account', actions: assign(({ event }) => refusalOf(event.error)) },
        ],
      },
    },
    saved: { description: 'Saved: the toast shows, the modal closes.', type: 'final' },
    closed: { description: 'Closed without saving.', type: 'final' },
  },
});
