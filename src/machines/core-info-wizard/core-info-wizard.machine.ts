// The core-info wizard, the shop's onboarding (spec 1 §2.4, §4 "Wizard step moves 1 to 4", "Core-info load failure
// closes the wizard", §5 core steps 1 to 4, §7): four steps, 1 shop data, 2 taxpayer documents, 3 receiving bank
// account, 4 payment cards (the card editor, its own chart). Opened for the shop it starts at step 1; opened with
// a store's id it starts at step 2 and step 1 is locked. Next saves the step and then advances; Previous goes back
// one (from step 2; from step 3 for a store); both need the step's rules to hold. The step indicators go back to
// an earlier step, outside a store only; nothing moves while a step is saving. The last step's Save closes.
// Closing, and a failed load, return to step 1 with nothing kept.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CoreInfoOwner, ShopBank, ShopCoreInfo } from '../../contracts/shop-core-info.struct';
import { toApiError } from '../../services/http';
import { fetchShopBanks, fetchShopCoreInfo, saveAccount, saveShopData, saveTaxpayer, type AccountRequest, type Saved, type ShopDataRequest, type TaxpayerRequest } from '../../services/shop-core-info.api';
import { accountProblems, accountRequest, emptyForm, formOf, shopDataProblems, shopDataRequest, taxpayerProblems, taxpayerRequest, type CoreInfoForm, type Problems } from './core-info-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type CoreInfoWizardInput = { shopId: number };

export type CoreInfoWizardContext = CoreInfoWizardInput & {
  /** The store the wizard is open for; null: the shop. */
  branchId: number | null;
  /** As the server has it, once read. */
  info: ShopCoreInfo | null;
  banks: ShopBank[];
  form: CoreInfoForm;
  /** The rules the last Next or Previous found broken, by field (codes). */
  problems: Problems;
  /** The server's refusal of the last save, with its per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

/** A step, as its indicator numbers it. */
export type WizardStep = 1 | 2 | 3 | 4;

export type CoreInfoWizardEvent =
  | { type: 'wizard.open'; branchId: number | null }
  | { type: 'wizard.next'; form: CoreInfoForm }
  | { type: 'wizard.previous'; form: CoreInfoForm }
  | { type: 'wizard.goto'; step: WizardStep; form: CoreInfoForm }
  | { type: 'wizard.finish' }
  | { type: 'wizard.close' };

export type LoadedCoreInfo = { info: ShopCoreInfo; banks: ShopBank[] };

const ownerOf = (context: CoreInfoWizardContext): CoreInfoOwner => ({ shopId: context.shopId, branchId: context.branchId });
const storeIds = (context: CoreInfoWizardContext) => context.info?.branchs.map((b) => b.id) ?? [];
const hasStoredDocuments = (context: CoreInfoWizardContext) => context.info?.doc_taxpayer != null;

/** The rules of the step a state is, for the form an event carries. */
const STEP_RULES = {
  shopData: (c: CoreInfoWizardContext, form: CoreInfoForm) => shopDataProblems(form, storeIds(c)),
  taxpayer: (c: CoreInfoWizardContext, form: CoreInfoForm) => taxpayerProblems(form, hasStoredDocuments(c)),
  account: (c: CoreInfoWizardContext, form: CoreInfoForm) => accountProblems(form, c.banks),
} as const;
type RuledStep = keyof typeof STEP_RULES;

const formEvent = (event: CoreInfoWizardEvent) => {
  assertEvent(event, ['wizard.next', 'wizard.previous', 'wizard.goto']);
  return event.form;
};
const stepHolds = (step: RuledStep) => ({ context, event }: { context: CoreInfoWizardContext; event: CoreInfoWizardEvent }) =>
  Object.keys(STEP_RULES[step](context, formEvent(event))).length === 0;

const closedContext = (shopId: number): CoreInfoWizardContext => ({ shopId, branchId: null, info: null, banks: [], form: emptyForm(), problems: {}, error: null, fieldErrors: {} });

export const coreInfoWizardMachine = setup({
  types: {
    context: {} as CoreInfoWizardContext,
    events: {} as CoreInfoWizardEvent,
    input: {} as CoreInfoWizardInput,
  },
  actors: {
    loadCoreInfo: fromPromise<LoadedCoreInfo, CoreInfoOwner>(async ({ input }) => {
      const [info, banks] = await Promise.all([fetchShopCoreInfo(input), fetchShopBanks(input.shopId)]);
      return { info, banks };
    }),
    saveShopData: fromPromise<Saved, ShopDataRequest>(({ input }) => saveShopData(input)),
    saveTaxpayer: fromPromise<Saved, TaxpayerRequest>(({ input }) => saveTaxpayer(input)),
    saveAccount: fromPromise<Saved, AccountRequest>(({ input }) => saveAccount(input)),
  },
  actions: {
    /** A move kept what the form holds and forgets the last broken rules and refusal. */
    keepForm: assign(({ event }) => ({ form: formEvent(event), problems: {}, error: null, fieldErrors: {} })),
    /** A move refused by the step's rules: what was typed stays, with the broken rules on their fields. */
    refuseStep: assign(({ context, event }, { step }: { step: RuledStep }) => ({ form: formEvent(event), problems: STEP_RULES[step](context, formEvent(event)) })),
    /** A save answered: the owner's data as the server now has it; the documents and the logo chosen are stored. */
    keepSaved: assign(({ context }, { info }: { info: ShopCoreInfo }) => ({ info, form: { ...context.form, documents: { doc_taxpayer: null, doc_proof_address: null }, logo: null } })),
    /** A save refused or failed: its message and its per-field messages. */
    keepRefusal: assign((_, { error }: { error: unknown }) => {
      const refusal = toApiError(error);
      return { error: refusal.message, fieldErrors: refusal.errors };
    }),
    /** Back to step 1 with nothing kept but the shop. */
    reset: assign(({ context }) => closedContext(context.shopId)),
    /** A save's toast ("updated"). */
    notify: (_, _params: { message: string }) => {},
    /** The shared error handler's notice of a failed load (spec 1 §8), as the wizard closes. */
    warn: (_, _params: { message: string }) => {},
    /** The last step's Save: the wizard is done (the app's toast). */
    finished: () => {},
  },
  guards: {
    forStore: ({ context }) => context.branchId !== null,
    shopDataHolds: stepHolds('shopData'),
    taxpayerHolds: stepHolds('taxpayer'),
    accountHolds: stepHolds('account'),
    /** An indicator of an earlier step, outside a store. */
    toShopData: ({ context, event }) => context.branchId === null && event.type === 'wizard.goto' && event.step === 1,
    toTaxpayer: ({ context, event }) => context.branchId === null && event.type === 'wizard.goto' && event.step === 2,
    toAccount: ({ context, event }) => context.branchId === null && event.type === 'wizard.goto' && event.step === 3,
  },
}).createMachine({
  id: 'coreInfoWizard',
  description: "The shop's core info in four steps, for the shop or (from step 2) one of its stores.",
  context: ({ input }) => closedContext(input.shopId),
  initial: 'closed',
  states: {
    closed: {
      description: 'Not shown; opening reads the core info of the shop or of the store it is opened for.',
      on: { 'wizard.open': { target: 'loading', actions: assign(({ context, event }) => ({ ...closedContext(context.shopId), branchId: event.branchId })) } },
    },
    loading: {
      description: "The owner's core info and the banks are on their way: nothing moves.",
      invoke: {
        id: 'loadCoreInfo',
        src: 'loadCoreInfo',
        input: ({ context }) => ownerOf(context),
        onDone: [
          { guard: 'forStore', target: 'open.taxpayer', actions: assign(({ event }) => ({ info: event.output.info, banks: event.output.banks, form: formOf(event.output.info) })) },
          { target: 'open.shopData', actions: assign(({ event }) => ({ info: event.output.info, banks: event.output.banks, form: formOf(event.output.info) })) },
        ],
        onError: {
          target: 'closed',
          actions: [{ type: 'warn', params: ({ event }) => ({ message: toApiError(event.error).message }) }, 'reset'],
        },
      },
      on: { 'wizard.close': { target: 'closed', actions: 'reset' } },
    },
    open: {
      description: 'A step is shown; closing returns to step 1 with nothing kept.',
      initial: 'shopData',
      on: { 'wizard.close': { target: 'closed', actions: 'reset' } },
      states: {
        shopData: {
          description: "Step 1 (the shop's only): name, address, phone, e-mail, more than one store, the stores not sharing the core info, the logo.",
          on: {
            'wizard.next': [{ guard: 'shopDataHolds', target: 'savingShopData', actions: 'keepForm' }, { actions: { type: 'refuseStep', params: { step: 'shopData' } } }],
          },
        },
        savingShopData: {
          description: 'Step 1 is with the server: nothing moves.',
          invoke: {
            id: 'saveShopData',
            src: 'saveShopData',
            input: ({ context }) => shopDataRequest(context.shopId, context.form),
            onDone: { target: 'taxpayer', actions: [{ type: 'keepSaved', params: ({ event }) => ({ info: event.output.info }) }, { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'shopData', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        taxpayer: {
          description: 'Step 2: taxpayer, RFC and the two documents (each stored one kept unless another is chosen).',
          on: {
            'wizard.next': [{ guard: 'taxpayerHolds', target: 'savingTaxpayer', actions: 'keepForm' }, { actions: { type: 'refuseStep', params: { step: 'taxpayer' } } }],
            // A store's wizard starts here: step 1 is locked, so Previous is not offered.
            'wizard.previous': [{ guard: 'forStore' }, { guard: 'taxpayerHolds', target: 'shopData', actions: 'keepForm' }, { actions: { type: 'refuseStep', params: { step: 'taxpayer' } } }],
            'wizard.goto': { guard: 'toShopData', target: 'shopData', actions: 'keepForm' },
          },
        },
        savingTaxpayer: {
          description: 'Step 2 is with the server: nothing moves.',
          invoke: {
            id: 'saveTaxpayer',
            src: 'saveTaxpayer',
            input: ({ context }) => taxpayerRequest(ownerOf(context), context.form),
            onDone: { target: 'account', actions: [{ type: 'keepSaved', params: ({ event }) => ({ info: event.output.info }) }, { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'taxpayer', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        account: {
          description: 'Step 3: the receiving bank account.',
          on: {
            'wizard.next': [{ guard: 'accountHolds', target: 'savingAccount', actions: 'keepForm' }, { actions: { type: 'refuseStep', params: { step: 'account' } } }],
            'wizard.previous': [{ guard: 'accountHolds', target: 'taxpayer', actions: 'keepForm' }, { actions: { type: 'refuseStep', params: { step: 'account' } } }],
            'wizard.goto': [
              { guard: 'toShopData', target: 'shopData', actions: 'keepForm' },
              { guard: 'toTaxpayer', target: 'taxpayer', actions: 'keepForm' },
            ],
          },
        },
        savingAccount: {
          description: 'Step 3 is with the server: nothing moves.',
          invoke: {
            id: 'saveAccount',
            src: 'saveAccount',
            input: ({ context }) => accountRequest(ownerOf(context), context.form),
            onDone: { target: 'cards', actions: [{ type: 'keepSaved', params: ({ event }) => ({ info: event.output.info }) }, { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'account', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        cards: {
          description: "Step 4: the owner's payment cards in the card editor (which saves each card itself); Save closes.",
          on: {
            'wizard.previous': { target: 'account', actions: 'keepForm' },
            'wizard.goto': [
              { guard: 'toShopData', target: 'shopData', actions: 'keepForm' },
              { guard: 'toTaxpayer', target: 'taxpayer', actions: 'keepForm' },
              { guard: 'toAccount', target: 'account', actions: 'keepForm' },
            ],
            'wizard.finish': { target: '#coreInfoWizard.closed', actions: ['finished', 'reset'] },
          },
        },
      },
    },
  },
});
