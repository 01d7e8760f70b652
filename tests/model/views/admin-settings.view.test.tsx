// The company settings screen (src/ui/admin/settings/settings-screen.tsx) along the shortest path to every state
// of its chart, its actors running against mocked admin-settings services: the settings form (rates shown as
// percentages, an example of the charges), the rules and the server's refusal on their fields, the busy Save;
// the lock date with its closing form, the confirmation before a move, the closings and their pages.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ClosingsPage } from '../../../src/contracts/company-settings.struct';
import { paymentCharges } from '../../../src/domain/charges/payment-charges';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { AdminSettingsContext, AdminSettingsEvent, adminSettingsMachine } from '../../../src/machines/admin-settings/admin-settings.machine';
import { closingBodyOf, type ClosingValues, type SettingsValues } from '../../../src/machines/admin-settings/settings-form';
import SettingsScreen from '../../../src/ui/admin/settings/settings-screen';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { adminSettingsOracle, closeToday, lockRefusal, noRate, offline, read, refusal, sameDay, secondPage, taxed, TODAY } from '../oracles/admin-settings.oracle';

const api = vi.hoisted(() => ({ fetchSettings: vi.fn(), saveSettings: vi.fn(), movePeriod: vi.fn(), fetchClosings: vi.fn() }));
vi.mock('../../../src/services/admin-settings.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/admin-settings/admin-settings.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ adminSettingsMachine: typeof adminSettingsMachine }>();
  return { ...chart, adminSettingsMachine: probed(chart.adminSettingsMachine, ['loadSettings', 'saveSettings', 'movePeriod', 'loadClosings']) };
});

setLocale('en');
const calls = { loadSettings: settleable(), saveSettings: settleable(), movePeriod: settleable(), loadClosings: settleable() };
beforeEach(() => {
  // The closing form's today is the oracle's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T18:00:00Z`));
  vi.clearAllMocks();
  notifications.clean();
  for (const call of Object.values(calls)) call.reset();
  api.fetchSettings.mockImplementation(calls.loadSettings.impl);
  api.saveSettings.mockImplementation(calls.saveSettings.impl);
  api.movePeriod.mockImplementation(calls.movePeriod.impl);
  api.fetchClosings.mockImplementation(calls.loadClosings.impl);
});
afterEach(() => vi.useRealTimers());

type C = AdminSettingsContext;
type On<T extends AdminSettingsEvent['type']> = Extract<AdminSettingsEvent, { type: T }>;

const LABELS = { language: 'Language', currency: 'Currency', time_zone: 'Time zone', tax_bp: 'Tax (%)', service_bp: 'Service charge (%)', lock_date: 'New lock date', note: 'Note' } as const;
const LANGUAGES: Record<string, string> = { es: 'Spanish', en: 'English' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const region = (name: string) => screen.getByRole('region', { name });
const company = () => region('Company');
const lock = () => region('Lock date');
const closingsRegion = () => region('Closings');
/** A field by its label (a required one's ends in an asterisk): an input, a textarea or a picker's button. */
const field = (inside: HTMLElement, label: string) => {
  const found = within(inside).getAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)).find((el) => ['INPUT', 'TEXTAREA', 'BUTTON'].includes(el.tagName));
  if (!found) throw new Error(`No field labelled ${label}`);
  return found;
};
const errorOn = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const shownDay = (day: string) => day.split('-').reverse().join('/');
const percent = (bp: number) => String(bp / 100);
const rateRule = (code: string) => code.replace(/^range\|(\d+)\|(\d+)$/, (_, lo: string, hi: string) => `range|${Number(lo) / 100}|${Number(hi) / 100}`);

function choose(inside: HTMLElement, label: string, option: string) {
  fireEvent.click(field(inside, label));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** The form's values as the view shows them (what the next save starts from). */
let shown: SettingsValues | null = null;
let closingShown: ClosingValues = { lockDate: null, note: '' };

function view(): ViewOracle<typeof adminSettingsMachine> {
  return {
    render: () => {
      shown = null;
      closingShown = { lockDate: null, note: '' };
      notifications.clean();
      render(<SettingsScreen />);
    },
    drive: {
      'xstate.done.actor.loadSettings': async (e) => {
        await calls.loadSettings.resolve((e as Done<unknown>).output);
        shown = adminSettingsOracle.effects['loading xstate.done.actor.loadSettings']({} as C, e).values as SettingsValues;
        return true;
      },
      'xstate.error.actor.loadSettings': async (e) => (await calls.loadSettings.reject((e as Failure).error), true),
      'xstate.done.actor.saveSettings': async (e) => (await calls.saveSettings.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveSettings': async (e) => (await calls.saveSettings.reject((e as Failure).error), true),
      'xstate.done.actor.movePeriod': async (e) => (await calls.movePeriod.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.movePeriod': async (e) => (await calls.movePeriod.reject((e as Failure).error), true),
      'xstate.done.actor.loadClosings': async (e) => (await calls.loadClosings.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.loadClosings': async (e) => (await calls.loadClosings.reject((e as Failure).error), true),
      'settings.retry': () => (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true),
      'settings.save': (e) => {
        const { values } = e as On<'settings.save'>;
        // The lists offer the platform's choices only.
        if (!shown || !LANGUAGES[values.language] || values.currency !== 'MXN' || !values.time_zone.startsWith('America/')) return false;
        if (values.language !== shown.language) choose(company(), 'Language', LANGUAGES[values.language]);
        if (values.time_zone !== shown.time_zone) choose(company(), 'Time zone', values.time_zone);
        const taxSwitch = within(company()).getByRole('switch', { name: 'Charge tax' }) as HTMLInputElement;
        if (taxSwitch.checked !== values.tax_required) fireEvent.click(taxSwitch);
        type(field(company(), LABELS.tax_bp), percent(values.tax_bp));
        type(field(company(), LABELS.service_bp), percent(values.service_bp));
        fireEvent.click(within(company()).getByLabelText(values.service_before_tax ? 'Before tax (taxed)' : 'After tax'));
        fireEvent.click(within(company()).getByRole('button', { name: 'Save' }));
        shown = values;
        return true;
      },
      'closing.submit': (e) => {
        const { values, today } = e as On<'closing.submit'>;
        // The picker opens on today's month; a day is picked there, none by clearing the field.
        if (today !== TODAY || (values.lockDate !== null && values.lockDate.slice(0, 7) !== TODAY.slice(0, 7)) || (values.lockDate === null && closingShown.lockDate !== null)) return false;
        if (values.lockDate !== null && values.lockDate !== closingShown.lockDate) {
          fireEvent.click(field(lock(), LABELS.lock_date));
          const [y, m, d] = values.lockDate.split('-').map(Number);
          fireEvent.click(screen.getByRole('button', { name: `${d} ${MONTHS[m - 1]} ${y}` }));
        }
        type(field(lock(), LABELS.note), values.note);
        fireEvent.click(within(lock()).getByRole('button', { name: 'Move the lock date' }));
        closingShown = values;
        return true;
      },
      'closing.confirm': () => (fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, move the date' })), true),
      'closing.cancel': () => (fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })), true),
      'closings.page': (e) => {
        const { page } = e as On<'closings.page'>;
        const nav = within(closingsRegion()).getByRole('navigation', { name: 'Pages' });
        const button = within(nav).queryByRole('button', { name: `Page ${page}` });
        if (!button || button.hasAttribute('disabled')) return false;
        fireEvent.click(button);
        return true;
      },
    },
    sees: {
      loading: () => {
        expect(screen.getByLabelText('Loading')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Company' })).toBeNull();
      },
      loadFailed: (c) => {
        expect(screen.getByRole('alert')).toHaveTextContent(`The settings could not be read${c.loadError}`);
        expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      },
      'ready.idle': (c) => {
        theSettings(c, false);
        theLock(c, false);
        theClosings(c);
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      'ready.saving': (c) => {
        theSettings(c, true);
        expect(api.saveSettings).toHaveBeenLastCalledWith(c.values);
      },
      'ready.confirmingClosing': (c) => {
        const closes = c.closing.lockDate !== null && (c.settings?.lock_date === null || c.closing.lockDate > (c.settings?.lock_date ?? ''));
        const title = closes ? `Close up to ${c.closing.lockDate}?` : c.closing.lockDate === null ? 'Reopen everything?' : `Reopen the days after ${c.closing.lockDate}?`;
        expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
        expect(api.movePeriod).not.toHaveBeenCalled();
      },
      'ready.movingPeriod': (c) => {
        theLock(c, true);
        expect(api.movePeriod).toHaveBeenLastCalledWith(closingBodyOf(c.closing));
      },
      'ready.loadingClosings': (c) => {
        expect(api.fetchClosings).toHaveBeenLastCalledWith(c.closingsPage);
        const nav = within(closingsRegion()).getByRole('navigation', { name: 'Pages' });
        for (const b of within(nav).getAllByRole('button')) expect(b).toHaveProperty('disabled', true);
      },
    },
  };
}

/** The settings form: each field with the context's values (rates in percent), its rule or the server's words,
 *  the example of the charges when the form's rules hold, the refusal, and Save busy while saving. */
function theSettings(c: C, busy: boolean) {
  const v = c.values as SettingsValues;
  expect(field(company(), LABELS.language)).toHaveValue(LANGUAGES[v.language] ?? '');
  expect(field(company(), LABELS.currency)).toHaveValue(v.currency);
  expect(field(company(), LABELS.time_zone)).toHaveValue(v.time_zone.startsWith('America/') ? v.time_zone : '');
  expect(within(company()).getByRole('switch', { name: 'Charge tax' })).toHaveProperty('checked', v.tax_required);
  expect(field(company(), LABELS.tax_bp)).toHaveProperty('disabled', !v.tax_required);
  for (const key of ['language', 'time_zone', 'tax_bp', 'service_bp'] as const) {
    const problem = c.problems[key];
    const words = c.fieldErrors[key]?.[0] ?? (problem ? validationMessage(key.endsWith('_bp') ? rateRule(problem) : problem, LABELS[key].toLowerCase(), 'en') : null);
    expect(errorOn(field(company(), LABELS[key])), `${key}'s error`).toBe(words);
  }
  const example = screen.queryByTestId('charges-example');
  if (Object.keys(c.problems).length === 0 && c.values) {
    const x = paymentCharges(10_000, { taxRequired: v.tax_required, taxBp: v.tax_bp, serviceBp: v.service_bp, serviceBeforeTax: v.service_before_tax });
    expect(example).toHaveTextContent(`On ${formatMoney(10_000)}: service ${formatMoney(x.service)}, tax ${formatMoney(x.tax)}, total ${formatMoney(x.total)}.`);
  }
  if (c.error) expect(within(company()).getByRole('alert')).toHaveTextContent(c.error);
  else expect(within(company()).queryByRole('alert')).toBeNull();
  expect(within(company()).getByRole('button', { name: 'Save' }).hasAttribute('data-loading'), 'Save busy').toBe(busy);
}

/** The lock date and the closing form: the current date, the form's values, each rule or the server's words. */
function theLock(c: C, moving: boolean) {
  expect(within(lock()).getByTestId('lock-date')).toHaveTextContent(c.settings?.lock_date ? `Closed up to ${c.settings.lock_date}.` : 'No lock date: everything is open.');
  expect(field(lock(), LABELS.lock_date)).toHaveTextContent(c.closing.lockDate ? shownDay(c.closing.lockDate) : '');
  expect(field(lock(), LABELS.note)).toHaveValue(c.closing.note);
  for (const key of ['lock_date', 'note'] as const) {
    const problem = c.closingProblems[key];
    const words = c.closingFieldErrors[key]?.[0] ?? (problem ? validationMessage(problem, LABELS[key].toLowerCase(), 'en') : null);
    expect(errorOn(field(lock(), LABELS[key])), `${key}'s error`).toBe(words);
  }
  if (c.closingError) expect(within(lock()).getByRole('alert')).toHaveTextContent(c.closingError);
  else expect(within(lock()).queryByRole('alert')).toBeNull();
  expect(within(lock()).getByRole('button', { name: 'Move the lock date' }).hasAttribute('data-loading')).toBe(moving);
}

/** The closings of the page held: each one's move, dates, who and note; the page's button; why a page failed. */
function theClosings(c: C) {
  const page = c.closings as ClosingsPage;
  const rows = within(closingsRegion()).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual(
    page.data.map((x) => expect.stringContaining(`${x.reopening ? 'Reopening' : 'Closing'}${x.from_date ?? 'None'}${x.to_date ?? 'None'}${x.user ?? ''}${x.note}`)),
  );
  const nav = within(closingsRegion()).getByRole('navigation', { name: 'Pages' });
  expect(within(nav).getByRole('button', { name: `Page ${c.closingsPage}` })).toHaveAttribute('aria-current', 'page');
  if (c.closingsError) expect(within(closingsRegion()).getByRole('alert')).toHaveTextContent(`This page of closings could not be read${c.closingsError}`);
  else expect(within(closingsRegion()).queryByRole('alert')).toBeNull();
}

describeViewPaths(adminSettingsOracle, view());

it('shows the broken rules in percent, the refusals on their fields, a closing refused and a page that failed', async () => {
  const screenView = view();
  screenView.render();
  const at = () => actorOf(adminSettingsOracle.machine.id).getSnapshot() as ChartSnapshot<C>;
  const drive = async (e: AdminSettingsEvent | { type: string; output?: unknown; error?: unknown }) => expect(await screenView.drive?.[e.type]?.(e as never, at())).toBe(true);
  await drive({ type: 'xstate.done.actor.loadSettings', output: read });
  // A required tax with no rate: its rule in percent.
  await drive({ type: 'settings.save', values: noRate });
  expect(at().value).toEqual({ ready: 'idle' });
  expect(errorOn(field(company(), 'Tax (%)'))).toBe('The tax (%) field must be between 0.01 and 100.');
  expect(screen.queryByTestId('charges-example')).toBeNull();
  screenView.sees['ready.idle'](at().context);
  // Valid, refused by the server: its words on the field.
  await drive({ type: 'settings.save', values: taxed });
  await drive({ type: 'xstate.error.actor.saveSettings', error: refusal });
  expect(errorOn(field(company(), 'Time zone'))).toBe('The selected time zone is invalid.');
  screenView.sees['ready.idle'](at().context);
  // Today, with a short note; then the current lock date, refused by the form; then one the server refuses.
  await drive({ type: 'closing.submit', values: closeToday, today: TODAY });
  expect(errorOn(field(lock(), 'New lock date'))).toBe(`The new lock date field must be a date before ${TODAY}.`);
  expect(errorOn(field(lock(), 'Note'))).toBe('The note field must be at least 3 characters.');
  await drive({ type: 'closing.submit', values: sameDay, today: TODAY });
  expect(errorOn(field(lock(), 'New lock date'))).toBe('The new lock date field is the current one: choose another.');
  screenView.sees['ready.idle'](at().context);
  await drive({ type: 'closing.submit', values: { lockDate: '2026-11-20', note: 'Cierre' }, today: TODAY });
  await drive({ type: 'closing.confirm' });
  await drive({ type: 'xstate.error.actor.movePeriod', error: lockRefusal });
  expect(within(lock()).getByRole('alert')).toHaveTextContent('The given data was invalid.');
  screenView.sees['ready.idle'](at().context);
  // The second page of closings, then a page that could not be read: the one shown stays.
  await drive({ type: 'closings.page', page: 2 });
  await drive({ type: 'xstate.done.actor.loadClosings', output: secondPage });
  expect(within(closingsRegion()).getByText('Primer cierre')).toBeInTheDocument();
  await drive({ type: 'closings.page', page: 1 });
  await drive({ type: 'xstate.error.actor.loadClosings', error: offline });
  screenView.sees['ready.idle'](at().context);
  expect(at().context.closingsPage).toBe(2);
});
