// The company settings (admin module Settings; spec 3 §3 catalogue): read with the latest closings; the settings
// form (language, currency, time zone, tax required and its rate, service charge and whether before or after tax)
// saved when its rules hold, the server's refusal shown on its fields; the lock date moved by a closing (a later
// day closes, an earlier one or none reopens) with a note, asked first, then the closings read again from their
// first page; the closings paged. One thing at a time: nothing else is taken while a call is out.
import { assign, fromPromise, setup } from 'xstate';
import type { ClosingsPage, CompanySettings } from '../../contracts/company-settings.struct';
import { fetchClosings, fetchSettings, movePeriod, saveSettings, type PeriodMoved, type SettingsRead, type SettingsSaved } from '../../services/admin-settings.api';
import { toApiError } from '../../services/http';
import { closingBodyOf, closingFormProblems, emptyClosing, settingsFormProblems, valuesOf, type ClosingValues, type Problems, type SettingsValues } from './settings-form';

// ---- Context, events ----------------------------------------------------------------------------------
export type AdminSettingsContext = {
  settings: CompanySettings | null;
  values: SettingsValues | null;
  problems: Problems;
  /** The server's refusal of a save: its message and per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  closings: ClosingsPage | null;
  /** The page of closings being read or shown. */
  closingsPage: number;
  /** Why the page of closings asked for could not be read (the last one read stays). */
  closingsError: string | null;
  closing: ClosingValues;
  closingProblems: Problems;
  closingError: string | null;
  closingFieldErrors: Record<string, string[]>;
  /** Why the settings could not be read. */
  loadError: string | null;
};

export type AdminSettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'settings.save'; values: SettingsValues }
  /** `today`: the day now in the company's time zone, as the view reads its clock. */
  | { type: 'closing.submit'; values: ClosingValues; today: string }
  | { type: 'closing.confirm' }
  | { type: 'closing.cancel' }
  | { type: 'closings.page'; page: number };

const fresh = { error: null, fieldErrors: {} } as const;
const freshClosing = { closingError: null, closingFieldErrors: {} } as const;

export const adminSettingsMachine = setup({
  types: {
    context: {} as AdminSettingsContext,
    events: {} as AdminSettingsEvent,
  },
  actors: {
    loadSettings: fromPromise<SettingsRead>(() => fetchSettings()),
    saveSettings: fromPromise<SettingsSaved, SettingsValues>(({ input }) => saveSettings(input)),
    movePeriod: fromPromise<PeriodMoved, ClosingValues>(({ input }) => movePeriod(closingBodyOf(input))),
    loadClosings: fromPromise<ClosingsPage, { page: number }>(({ input }) => fetchClosings(input.page)),
  },
  actions: {
    /** The server's message, in a toast. */
    notify: (_, _params: { message: string }) => {},
  },
  guards: {
    settingsValid: ({ event }) => event.type === 'settings.save' && Object.keys(settingsFormProblems(event.values)).length === 0,
    closingValid: ({ context, event }) =>
      event.type === 'closing.submit' && Object.keys(closingFormProblems(event.values, context.settings?.lock_date ?? null, event.today)).length === 0,
    otherPage: ({ context, event }) => event.type === 'closings.page' && Number.isInteger(event.page) && event.page >= 1 && event.page !== context.closingsPage,
  },
}).createMachine({
  id: 'adminSettings',
  description: "The company settings and the lock date's closings, for the nexo admin.",
  context: {
    settings: null,
    values: null,
    problems: {},
    ...fresh,
    closings: null,
    closingsPage: 1,
    closingsError: null,
    closing: emptyClosing(),
    closingProblems: {},
    ...freshClosing,
    loadError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The settings and the latest closings are on their way.',
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ settings: event.output.settings, values: valuesOf(event.output.settings), closings: event.output.closings, closingsPage: 1, loadError: null })),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toApiError(event.error).message }) },
      },
    },
    loadFailed: {
      description: 'The settings could not be read: why, and Retry.',
      on: { 'settings.retry': { target: 'loading' } },
    },
    ready: {
      description: 'The settings form, the lock date with its closing form, and the closings.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Both forms take a submit; the closings take another page.',
          on: {
            'settings.save': [
              { guard: 'settingsValid', target: 'saving', actions: assign({ values: ({ event }) => event.values, problems: {}, ...fresh }) },
              { actions: assign({ values: ({ event }) => event.values, problems: ({ event }) => settingsFormProblems(event.values), ...fresh }) },
            ],
            'closing.submit': [
              { guard: 'closingValid', target: 'confirmingClosing', actions: assign({ closing: ({ event }) => event.values, closingProblems: {}, ...freshClosing }) },
              {
                actions: assign({
                  closing: ({ event }) => event.values,
                  closingProblems: ({ context, event }) => closingFormProblems(event.values, context.settings?.lock_date ?? null, event.today),
                  ...freshClosing,
                }),
              },
            ],
            'closings.page': { guard: 'otherPage', target: 'loadingClosings', actions: assign({ closingsPage: ({ event }) => event.page }) },
          },
        },
        saving: {
          description: 'The settings are with the server: Save is busy, the forms kept.',
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }) => context.values as SettingsValues,
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ settings: event.output.settings, values: valuesOf(event.output.settings) })),
                { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => {
                const error = toApiError(event.error);
                return { error: error.message, fieldErrors: error.errors };
              }),
            },
          },
        },
        confirmingClosing: {
          description: 'Are you sure? Closing stops changes of the records dated up to the day; reopening lets them change again.',
          on: { 'closing.confirm': { target: 'movingPeriod' }, 'closing.cancel': { target: 'idle' } },
        },
        movingPeriod: {
          description: 'The lock date is with the server.',
          invoke: {
            id: 'movePeriod',
            src: 'movePeriod',
            input: ({ context }) => context.closing,
            onDone: {
              target: 'loadingClosings',
              actions: [
                assign(({ event }) => ({ settings: event.output.settings, closing: emptyClosing(), closingsPage: 1 })),
                { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => {
                const error = toApiError(event.error);
                return { closingError: error.message, closingFieldErrors: error.errors };
              }),
            },
          },
        },
        loadingClosings: {
          description: 'A page of closings is on its way; the one shown stays until it comes.',
          invoke: {
            id: 'loadClosings',
            src: 'loadClosings',
            input: ({ context }) => ({ page: context.closingsPage }),
            onDone: { target: 'idle', actions: assign({ closings: ({ event }) => event.output, closingsPage: ({ event }) => event.output.page, closingsError: null }) },
            // The page shown is still the last one read.
            onError: { target: 'idle', actions: assign({ closingsError: ({ event }) => toApiError(event.error).message, closingsPage: ({ context }) => context.closings?.page ?? 1 }) },
          },
        },
      },
    },
  },
});
