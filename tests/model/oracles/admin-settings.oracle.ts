// The oracle of the company settings chart (admin Settings; spec 3 §3 catalogue), written from the issue and the
// spec in the test's own words: the settings are read with the first page of closings; a save sends the form when
// the language is es or en, the currency MXN, the time zone one of Mexico's, the tax and service rates whole basis
// points from 0 to 10000 and, when the tax is required, a tax rate of at least 1; a move of the lock date needs a
// day before today (or none, to reopen everything), not the current lock date, and a note of 3 to 500 characters,
// and asks first; after a move the closings are read again from page 1. Used by
// tests/model/admin-settings.paths.test.ts and the screen's replays.
import { expect } from 'vitest';
import type { ClosingRow, ClosingsPage, CompanySettings } from '../../../src/contracts/company-settings.struct';
import { adminSettingsMachine, type AdminSettingsContext, type AdminSettingsEvent } from '../../../src/machines/admin-settings/admin-settings.machine';
import type { ClosingValues, SettingsValues } from '../../../src/machines/admin-settings/settings-form';
import type { PeriodMoved, SettingsRead, SettingsSaved } from '../../../src/services/admin-settings.api';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type C = AdminSettingsContext;
type On<T extends AdminSettingsEvent['type']> = Extract<AdminSettingsEvent, { type: T }>;

export const TODAY = '2026-11-25';

export const settings: CompanySettings = {
  language: 'es',
  currency: 'MXN',
  time_zone: 'America/Monterrey',
  tax_required: false,
  tax_bp: 1600,
  service_bp: 0,
  service_before_tax: true,
  lock_date: '2026-11-10',
  updated_at: '2026-11-01T12:00:00.000Z',
};

const closingRow = (id: number, from: string | null, to: string | null, note: string): ClosingRow => ({
  id,
  from_date: from,
  to_date: to,
  reopening: from !== null && (to === null || to < from),
  note,
  user: 'Ana Admin',
  at: `2026-10-0${id}T12:00:00.000Z`,
});
const history = [closingRow(7, '2026-10-31', '2026-11-10', 'Cierre de la primera decena'), closingRow(6, '2026-09-30', '2026-10-31', 'Cierre de octubre')];
export const firstPage: ClosingsPage = { data: history, total: 7, page: 1, per_page: 5 };
export const secondPage: ClosingsPage = { data: [closingRow(2, null, '2026-04-30', 'Primer cierre')], total: 7, page: 2, per_page: 5 };
export const read: SettingsRead = { settings, closings: firstPage };

/** A required tax of 16 % and a 10 % service charge after tax. */
export const taxed: SettingsValues = { language: 'en', currency: 'MXN', time_zone: 'America/Cancun', tax_required: true, tax_bp: 1600, service_bp: 1000, service_before_tax: false };
/** A required tax with no rate. */
export const noRate: SettingsValues = { ...taxed, tax_bp: 0 };
/** A service charge over 100 % in a zone outside Mexico. */
export const offLimits = { ...taxed, service_bp: 10_001, time_zone: 'Europe/Madrid' } as unknown as SettingsValues;
export const saved: SettingsSaved = { settings: { ...settings, ...taxed, updated_at: '2026-11-25T12:00:00.000Z' }, message: 'Settings saved.' };

export const closeLater: ClosingValues = { lockDate: '2026-11-20', note: '  Cierre de quincena ' };
export const reopenAll: ClosingValues = { lockDate: null, note: 'Corrección de una factura' };
/** Today itself, with a note too short. */
export const closeToday: ClosingValues = { lockDate: TODAY, note: 'ok' };
/** The current lock date again. */
export const sameDay: ClosingValues = { lockDate: '2026-11-10', note: 'Otra vez' };
export const moved: PeriodMoved = { settings: { ...settings, lock_date: '2026-11-20' }, closing: closingRow(8, '2026-11-10', '2026-11-20', 'Cierre de quincena'), message: 'Closed up to 2026-11-20.' };

export const offline = new ApiError('Network error');
export const refusal = new ApiError('The given data was invalid.', 422, { time_zone: ['The selected time zone is invalid.'] });
export const lockRefusal = new ApiError('The given data was invalid.', 422, { lock_date: ['The lock date field is the current one: choose another.'] });

const ZONES = ['America/Mexico_City', 'America/Monterrey', 'America/Merida', 'America/Cancun', 'America/Matamoros', 'America/Chihuahua', 'America/Ciudad_Juarez', 'America/Ojinaga', 'America/Mazatlan', 'America/Bahia_Banderas', 'America/Hermosillo', 'America/Tijuana'];

/** The first rule each field of the settings breaks, as rule codes. */
export function expectedSettingsProblems(v: SettingsValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (!['es', 'en'].includes(v.language)) out.language = 'oneOf';
  if (v.currency !== 'MXN') out.currency = 'oneOf';
  if (!ZONES.includes(v.time_zone)) out.time_zone = 'oneOf';
  for (const field of ['tax_bp', 'service_bp'] as const) {
    if (Number.isNaN(v[field])) out[field] = 'required';
    else if (!Number.isInteger(v[field])) out[field] = 'integer';
    else if (v[field] < 0 || v[field] > 10_000) out[field] = 'range|0|10000';
  }
  if (v.tax_required && v.tax_bp === 0) out.tax_bp = 'range|1|10000';
  return out;
}

/** The first rule each field of a move of the lock date breaks. */
export function expectedClosingProblems(v: ClosingValues, current: string | null, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.lockDate === current) out.lock_date = 'unchanged';
  else if (v.lockDate !== null && v.lockDate >= today) out.lock_date = `before|${today}`;
  const note = v.note.trim().length;
  if (note === 0) out.note = 'required';
  else if (note < 3) out.note = 'min|3';
  else if (note > 500) out.note = 'max|500';
  return out;
}

const valuesOf = (s: CompanySettings): SettingsValues => ({
  language: s.language as SettingsValues['language'],
  currency: s.currency as SettingsValues['currency'],
  time_zone: s.time_zone as SettingsValues['time_zone'],
  tax_required: s.tax_required,
  tax_bp: s.tax_bp,
  service_bp: s.service_bp,
  service_before_tax: s.service_before_tax,
});
const noClosing: ClosingValues = { lockDate: null, note: '' };

/** Nothing broken or refused on either form: where the forms' broken submits and the page already shown are
 *  offered (everywhere would only multiply the graph with steps that change little). */
const atRest = (c: C) => Object.keys(c.problems).length + Object.keys(c.closingProblems).length === 0 && c.error === null && c.closingError === null;
const refusedEvents = (c: C) => [
  { type: 'settings.save' as const, values: noRate },
  { type: 'settings.save' as const, values: offLimits },
  { type: 'closing.submit' as const, values: closeToday, today: TODAY },
  { type: 'closing.submit' as const, values: sameDay, today: TODAY },
  { type: 'closings.page' as const, page: c.closingsPage },
];

export const adminSettingsOracle: OracleOf<typeof adminSettingsMachine> = {
  name: 'admin-settings',
  machine: adminSettingsMachine,
  events: ({ context }) => [
    ...(atRest(context) ? refusedEvents(context) : []),
    { type: 'xstate.done.actor.loadSettings', output: read },
    { type: 'xstate.error.actor.loadSettings', error: offline },
    { type: 'settings.retry' },
    { type: 'settings.save', values: taxed },
    { type: 'xstate.done.actor.saveSettings', output: saved },
    { type: 'xstate.error.actor.saveSettings', error: refusal },
    { type: 'closing.submit', values: closeLater, today: TODAY },
    { type: 'closing.submit', values: reopenAll, today: TODAY },
    { type: 'closing.confirm' },
    { type: 'closing.cancel' },
    { type: 'xstate.done.actor.movePeriod', output: moved },
    { type: 'xstate.error.actor.movePeriod', error: lockRefusal },
    { type: 'closings.page', page: context.closingsPage === 1 ? 2 : 1 },
    // The page the chart asked for comes back.
    { type: 'xstate.done.actor.loadClosings', output: context.closingsPage === 2 ? secondPage : firstPage },
    { type: 'xstate.error.actor.loadClosings', error: offline },
  ],
  initialContext: () => ({
    settings: null,
    values: null,
    problems: {},
    error: null,
    fieldErrors: {},
    closings: null,
    closingsPage: 1,
    closingsError: null,
    closing: noClosing,
    closingProblems: {},
    closingError: null,
    closingFieldErrors: {},
    loadError: null,
  }),
  guards: {
    settingsValid: (_c, e: On<'settings.save'>) => Object.keys(expectedSettingsProblems(e.values)).length === 0,
    closingValid: (c, e: On<'closing.submit'>) => Object.keys(expectedClosingProblems(e.values, c.settings?.lock_date ?? null, e.today)).length === 0,
    otherPage: (c, e: On<'closings.page'>) => e.page >= 1 && e.page !== c.closingsPage,
  },
  effects: {
    'loading xstate.done.actor.loadSettings': (_c, e: Done<SettingsRead>) => ({ settings: e.output.settings, values: valuesOf(e.output.settings), closings: e.output.closings, closingsPage: 1, loadError: null }),
    'loading xstate.error.actor.loadSettings': (_c, e: Failure<ApiError>) => ({ loadError: e.error.message }),
    'ready.idle settings.save [settingsValid]': (_c, e: On<'settings.save'>) => ({ values: e.values, problems: {}, error: null, fieldErrors: {} }),
    // A new attempt's broken rules replace the last refusal.
    'ready.idle settings.save': (_c, e: On<'settings.save'>) => ({ values: e.values, problems: expectedSettingsProblems(e.values), error: null, fieldErrors: {} }),
    'ready.idle closing.submit [closingValid]': (_c, e: On<'closing.submit'>) => ({ closing: e.values, closingProblems: {}, closingError: null, closingFieldErrors: {} }),
    'ready.idle closing.submit': (c, e: On<'closing.submit'>) => ({
      closing: e.values,
      closingProblems: expectedClosingProblems(e.values, c.settings?.lock_date ?? null, e.today),
      closingError: null,
      closingFieldErrors: {},
    }),
    'ready.idle closings.page': (_c, e: On<'closings.page'>) => ({ closingsPage: e.page }),
    'ready.saving xstate.done.actor.saveSettings': (_c, e: Done<SettingsSaved>) => ({ settings: e.output.settings, values: valuesOf(e.output.settings) }),
    'ready.saving xstate.error.actor.saveSettings': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'ready.movingPeriod xstate.done.actor.movePeriod': (_c, e: Done<PeriodMoved>) => ({ settings: e.output.settings, closing: noClosing, closingsPage: 1 }),
    'ready.movingPeriod xstate.error.actor.movePeriod': (_c, e: Failure<ApiError>) => ({ closingError: e.error.message, closingFieldErrors: e.error.errors }),
    'ready.loadingClosings xstate.done.actor.loadClosings': (_c, e: Done<ClosingsPage>) => ({ closings: e.output, closingsPage: e.output.page, closingsError: null }),
    'ready.loadingClosings xstate.error.actor.loadClosings': (c, e: Failure<ApiError>) => ({ closingsError: e.error.message, closingsPage: c.closings?.page ?? 1 }),
  },
  states: {
    '(root)': (c) => {
      // The rules a save broke and the server's refusal of it never show together; nor do the closing's.
      expect(Object.keys(c.problems).length === 0 || c.error === null).toBe(true);
      expect(Object.keys(c.closingProblems).length === 0 || c.closingError === null).toBe(true);
    },
    loading: (c) => expect([c.settings, c.values]).toEqual([null, null]),
    loadFailed: (c) => {
      expect(c.loadError).not.toBeNull();
      expect(c.settings).toBeNull();
    },
    ready: (c) => {
      expect(c.settings).not.toBeNull();
      expect(c.values).not.toBeNull();
      expect(c.closings).not.toBeNull();
      expect(c.loadError).toBeNull();
    },
    'ready.idle': (c) => {
      // The page shown is the page the chart holds.
      expect(c.closingsPage).toBe(c.closings?.page);
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedSettingsProblems(c.values as SettingsValues));
    },
    'ready.saving': (c) => {
      expect([c.problems, c.error, c.fieldErrors]).toEqual([{}, null, {}]);
      expect(expectedSettingsProblems(c.values as SettingsValues)).toEqual({});
    },
    'ready.confirmingClosing': (c) => {
      expect([c.closingProblems, c.closingError]).toEqual([{}, null]);
      expect(expectedClosingProblems(c.closing, c.settings?.lock_date ?? null, TODAY)).toEqual({});
    },
    'ready.movingPeriod': (c) => expect(expectedClosingProblems(c.closing, c.settings?.lock_date ?? null, TODAY)).toEqual({}),
    'ready.loadingClosings': (c) => expect(c.closingsPage).toBeGreaterThanOrEqual(1),
  },
  params: {
    notify: (_c, e: Done<{ message: string }>) => ({ message: e.output.message }),
  },
  invokes: {
    loadSettings: () => undefined,
    saveSettings: (c) => c.values,
    movePeriod: (c) => c.closing,
    loadClosings: (c) => ({ page: c.closingsPage }),
  },
};
