// The store account request (src/ui/auth/store-request-screen.tsx) along the shortest path to every state of its
// chart, its actors running against a mocked store-request service: the lists' loader, the failed read with
// Retry, the form's four sections with each field's value and message, Send only when every rule holds (busy
// while sending, every field locked), and "You will soon receive our reply" with the way back to the sign-in;
// then a story of the rules shown as fields are left, "Show what is missing", the server's refusal on its fields
// with the first one focused, a throttle keeping every value, and a language switch naming the categories again
// (spec 3 §2 "Store account request form", §3 Store request, §4).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Bank } from '../../../src/contracts/core-info.struct';
import type { Category } from '../../../src/contracts/store-request.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { RequestDocuments, StoreRequestValues } from '../../../src/machines/store-request/store-request-form';
import type { StoreRequestContext, StoreRequestEvent, storeRequestMachine } from '../../../src/machines/store-request/store-request.machine';
import StoreRequestScreen from '../../../src/ui/auth/store-request-screen';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import {
  badDocuments,
  banks,
  blank,
  bothDocuments,
  branch,
  broken,
  categories,
  categoriesEs,
  expectedProblems,
  expectedSubmission,
  filled,
  noDocuments,
  refused,
  storeRequestOracle,
  throttled,
} from '../oracles/store-request.oracle';

const api = vi.hoisted(() => ({ fetchCategories: vi.fn(), fetchRequestBanks: vi.fn(), sendStoreRequest: vi.fn() }));
vi.mock('../../../src/services/store-request.api', () => api);
vi.mock('../../../src/machines/store-request/store-request.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ storeRequestMachine: typeof storeRequestMachine }>();
  return { ...chart, storeRequestMachine: probed(chart.storeRequestMachine, ['loadLists', 'loadCategories', 'sendRequest']) };
});

setLocale('en');
const categoriesCall = settleable();
const banksCall = settleable();
const sendCall = settleable();
beforeEach(() => {
  vi.clearAllMocks();
  for (const call of [categoriesCall, banksCall, sendCall]) call.reset();
  api.fetchCategories.mockImplementation(categoriesCall.impl);
  api.fetchRequestBanks.mockImplementation(banksCall.impl);
  api.sendStoreRequest.mockImplementation(sendCall.impl);
});

type C = StoreRequestContext;
type FormEvent = Extract<StoreRequestEvent, { values: StoreRequestValues }>;
type TextKey = 'store_name' | 'address' | 'hq_address' | 'mobile_phone' | 'description' | 'product_kinds' | 'welcome_message' | 'account_number' | 'first_name' | 'last_name' | 'email';
const TEXT_LABELS: Record<TextKey, string> = {
  store_name: 'Store name',
  address: 'Address',
  hq_address: 'HQ address',
  mobile_phone: 'Mobile phone',
  description: 'Store description',
  product_kinds: 'Kinds of products sold',
  welcome_message: 'Welcome message',
  account_number: 'Account number',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
};
const OTHER_LABELS = { category_id: 'Category', bank_id: 'Bank', birth_date: 'Date of birth', rfc_file: 'RFC file', address_file: 'Proof of address' } as const;
const FLAG_LABELS = { extra_sanitizer: 'Extra sanitizer', clean_frequently: 'Clean frequently', customer_limit: 'Customer limit' } as const;
const KIND_LABELS = { parent: 'Parent store (a new brand)', branch: 'Branch of a store' } as const;
const SECTIONS = ['Account', 'Description', 'Billing Information', 'Manager Information'];

const main = () => screen.getByRole('main');
const slot = (field: string) => {
  const el = main().querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!el) throw new Error(`No field ${field}`);
  return el;
};
const field = (label: string) => {
  const input = within(main()).getAllByLabelText(new RegExp(`^${label}\\s*\\*?$`)).find((el) => ['INPUT', 'TEXTAREA', 'BUTTON'].includes(el.tagName));
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
};
const combobox = (label: string) => within(main()).getByRole('combobox', { name: new RegExp(`^${label}`) });
const button = (name: string | RegExp) => within(main()).getByRole('button', { name });
/** The error message tied to a field (Mantine's `<id>-error` among the ids that describe it). */
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const busy = (b: HTMLElement) => b.hasAttribute('data-loading');
const clear = (field: string) => fireEvent.click(slot(field).querySelector('.mantine-CloseButton-root') as HTMLElement);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Picks a birth date as a user does: the picker opens on the month of the latest adult birth date; its header
 *  climbs to the year and the decade, Previous decade steps back to the year's. */
function pickBirthDate(day: string) {
  fireEvent.click(field('Date of birth'));
  const dropdown = document.getElementById(field('Date of birth').getAttribute('aria-controls') ?? '') as HTMLElement;
  const named = (name: string) => within(dropdown).queryByRole('button', { name });
  const [y, m, d] = day.split('-').map(Number);
  fireEvent.click(within(dropdown).getAllByRole('button')[1]);
  fireEvent.click(within(dropdown).getAllByRole('button')[1]);
  for (let i = 0; i < 20 && !named(String(y)); i++) fireEvent.click(named('Previous decade') as HTMLElement);
  fireEvent.click(named(String(y)) as HTMLElement);
  fireEvent.click(named(MONTHS[m - 1].slice(0, 3)) as HTMLElement);
  fireEvent.click(named(`${d} ${MONTHS[m - 1]} ${y}`) as HTMLElement);
}

/** What the view's form holds (put there through its fields), and the fields left or chosen since it opened. */
let typed: { values: StoreRequestValues; documents: RequestDocuments } = { values: blank, documents: noDocuments };
let left = new Set<string>();

function choose(label: string, field: 'category_id' | 'bank_id', value: number | null, names: readonly { id: number; label: string }[]) {
  if (typed.values[field] === value) return;
  if (value === null) clear(field);
  else {
    fireEvent.click(combobox(label));
    fireEvent.click(screen.getByRole('option', { name: names.find((n) => n.id === value)?.label }));
  }
  left.add(field);
}

/** Puts `values` and `documents` in the view's form through its fields; false when the view cannot hold them
 *  (a category or bank it does not offer, a birth date its picker does not offer). */
async function fill(values: StoreRequestValues, documents: RequestDocuments, c: C): Promise<boolean> {
  const offered = (id: number | null, list: readonly { id: number }[]) => id === null || list.some((x) => x.id === id);
  const latestAdult = new Date(new Date().getFullYear() - 18, new Date().getMonth(), new Date().getDate());
  const pickable = values.birth_date === typed.values.birth_date || (values.birth_date !== '' && values.birth_date >= '1900-01-01' && new Date(values.birth_date) <= latestAdult);
  if (!offered(values.category_id, c.categories) || !offered(values.bank_id, c.banks) || !pickable) return false;
  if (values.kind !== typed.values.kind) {
    fireEvent.click(within(main()).getByRole('radio', { name: KIND_LABELS[values.kind] }));
    left.add('kind');
  }
  for (const key of Object.keys(TEXT_LABELS) as TextKey[]) {
    if (key === 'hq_address' && values.kind !== 'branch') continue;
    if (values[key] === typed.values[key] && left.has(key)) continue;
    fireEvent.change(field(TEXT_LABELS[key]), { target: { value: values[key] } });
    fireEvent.blur(field(TEXT_LABELS[key]));
    left.add(key);
  }
  choose('Category', 'category_id', values.category_id, c.categories.map((x: Category) => ({ id: x.id, label: x.name })));
  choose('Bank', 'bank_id', values.bank_id, c.banks.map((b: Bank) => ({ id: b.id, label: `${b.code} · ${b.bank}` })));
  for (const [key, label] of Object.entries(FLAG_LABELS) as [keyof typeof FLAG_LABELS, string][]) {
    if (values[key] !== typed.values[key]) fireEvent.click(within(main()).getByRole('checkbox', { name: label }));
  }
  for (const key of ['rfc_file', 'address_file'] as const) {
    const file = documents[key];
    if (file === typed.documents[key]) continue;
    if (file === null) clear(key);
    else fireEvent.change(slot(key).querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    left.add(key);
  }
  if (values.birth_date !== typed.values.birth_date) {
    pickBirthDate(values.birth_date);
    left.add('birth_date');
  }
  typed = { values: { ...values, hq_address: values.kind === 'branch' ? values.hq_address : typed.values.hq_address }, documents };
  return true;
}

const liveProblems = (c: C) => expectedProblems(typed.values, typed.documents, c);
/** The message a field shows: the server's, else its broken rule's once the field is left or marked. */
function expectedError(c: C, key: string, label: string): string | null {
  const code = (left.has(key) || key in c.problems) && liveProblems(c)[key];
  const rule = !code ? null : code === 'documentType' ? 'The file must be a PDF, JPEG or PNG document.' : code === 'documentSize|5' ? 'The file may be at most 5 MB.' : validationMessage(code, label.toLowerCase(), 'en');
  return c.fieldErrors[key]?.[0] ?? rule;
}

/** The form: its four sections, every field holding what was put in it with its message, the HQ address for a
 *  branch only, the refusal's message, Send only when every rule holds (busy and every field locked while sending). */
function theForm(c: C, sending = false) {
  for (const name of SECTIONS) expect(within(main()).getByRole('group', { name })).toBeInTheDocument();
  if (c.error) {
    // A refusal keeps every value sent.
    expect(typed.values).toEqual(c.values);
    expect(within(main()).getByRole('alert')).toHaveTextContent(c.error);
  } else expect(within(main()).queryByRole('alert')).toBeNull();
  for (const [key, label] of Object.entries(TEXT_LABELS) as [TextKey, string][]) {
    if (key === 'hq_address' && typed.values.kind !== 'branch') {
      expect(within(main()).queryByLabelText(/^HQ address/)).toBeNull();
      continue;
    }
    expect(field(label), label).toHaveValue(typed.values[key]);
    expect(errorOn(field(label)), `${label}'s error`).toBe(expectedError(c, key, label));
    if (sending) expect(field(label), `${label} locked`).toBeDisabled();
    else expect(field(label), `${label} open`).toBeEnabled();
  }
  expect(within(main()).getByRole('radio', { name: KIND_LABELS[typed.values.kind] })).toBeChecked();
  const category = c.categories.find((x) => x.id === typed.values.category_id);
  expect(combobox('Category')).toHaveValue(category?.name ?? '');
  const bank = c.banks.find((b) => b.id === typed.values.bank_id);
  expect(combobox('Bank')).toHaveValue(bank ? `${bank.code} · ${bank.bank}` : '');
  for (const [key, label] of Object.entries(OTHER_LABELS)) {
    const input = key === 'category_id' || key === 'bank_id' ? combobox(label) : field(label);
    expect(errorOn(input), `${label}'s error`).toBe(expectedError(c, key, label));
  }
  for (const [key, label] of Object.entries(FLAG_LABELS) as [keyof typeof FLAG_LABELS, string][]) {
    expect(within(main()).getByRole('checkbox', { name: label }), label).toHaveProperty('checked', typed.values[key]);
  }
  const valid = Object.keys(liveProblems(c)).length === 0;
  expect(button('Send request')).toHaveProperty('disabled', !valid || sending);
  expect(busy(button('Send request')), 'Send busy').toBe(sending);
  expect(within(main()).queryByRole('button', { name: 'Show what is missing' }) === null, 'no Show what is missing').toBe(valid);
}

const view: ViewOracle<typeof storeRequestMachine> = {
  render: () => {
    typed = { values: blank, documents: noDocuments };
    left = new Set();
    render(<StoreRequestScreen />);
  },
  drive: {
    'xstate.done.actor.loadLists': async (e) => {
      const { categories: names, banks: list } = (e as Done<{ categories: Category[]; banks: Bank[] }>).output;
      await banksCall.resolve(list);
      await categoriesCall.resolve(names);
      return true;
    },
    'xstate.error.actor.loadLists': async (e) => (await categoriesCall.reject((e as Failure).error), true),
    'xstate.done.actor.loadCategories': async (e) => (await categoriesCall.resolve((e as Done<Category[]>).output), true),
    'xstate.error.actor.loadCategories': async (e) => (await categoriesCall.reject((e as Failure).error), true),
    'xstate.done.actor.sendRequest': async (e) => (await sendCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.sendRequest': async (e) => (await sendCall.reject((e as Failure).error), true),
    'request.retry': () => (fireEvent.click(button('Retry')), true),
    'request.check': async (e, s) => {
      const { values, documents } = e as FormEvent;
      if (!(await fill(values, documents, s.context))) return false;
      const show = within(main()).queryByRole('button', { name: 'Show what is missing' });
      // A form that breaks no rule has nothing to show: the chart gets the event itself.
      if (!show) return false;
      fireEvent.click(show);
      return true;
    },
    'request.send': async (e, s) => {
      const { values, documents } = e as FormEvent;
      if (!(await fill(values, documents, s.context))) return false;
      // Send is disabled while a rule is broken: the chart gets the event itself.
      if ((button('Send request') as HTMLButtonElement).disabled) return false;
      fireEvent.click(button('Send request'));
      return true;
    },
    'request.edit': (e, s) => {
      const key = (e as Extract<StoreRequestEvent, { type: 'request.edit' }>).field as TextKey;
      if (!s.context.fieldErrors[key]) return false;
      // Typed and typed back: the field holds its value, the server's word on it is gone.
      fireEvent.change(field(TEXT_LABELS[key]), { target: { value: `${typed.values[key]}x` } });
      fireEvent.change(field(TEXT_LABELS[key]), { target: { value: typed.values[key] } });
      return true;
    },
  },
  sees: {
    loading: () => {
      expect(within(main()).getByLabelText('Loading the categories and banks')).toBeInTheDocument();
      expect(api.fetchCategories).toHaveBeenCalled();
      expect(api.fetchRequestBanks).toHaveBeenCalled();
    },
    loadFailed: (c) => {
      expect(within(main()).getByText('The categories and banks could not be read')).toBeInTheDocument();
      expect(within(main()).getByText(c.error as string)).toBeInTheDocument();
      expect(button('Retry')).toBeEnabled();
    },
    'editing.ready': (c) => theForm(c),
    'editing.renaming': (c) => {
      theForm(c);
      expect(api.fetchCategories).toHaveBeenCalledTimes(2);
    },
    sending: (c) => {
      theForm(c, true);
      expect(api.sendStoreRequest).toHaveBeenLastCalledWith(expectedSubmission(c));
    },
    sent: (c) => {
      expect(within(main()).getByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
      expect(within(main()).getByText('You will soon receive our reply.')).toBeInTheDocument();
      expect(within(main()).getByText(`We sent a confirmation to ${c.values.email.trim()}.`)).toBeInTheDocument();
      expect(within(main()).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login/shopping');
      expect(within(main()).queryByRole('group', { name: 'Account' })).toBeNull();
    },
  },
};

describeViewPaths(storeRequestOracle, view);

const at = () => actorOf(storeRequestOracle.machine.id).getSnapshot() as ChartSnapshot<C>;

async function opened() {
  view.render();
  await banksCall.resolve(banks);
  await categoriesCall.resolve(categories);
  await waitFor(() => expect(at().value).toEqual({ editing: 'ready' }));
}

it('shows a rule once its field is left, every broken one after Show what is missing (the first focused), and the HQ address for a branch only', async () => {
  await opened();
  expect(errorOn(field('Store name'))).toBeNull();
  fireEvent.change(field('Store name'), { target: { value: 'Zap' } });
  expect(errorOn(field('Store name'))).toBeNull();
  fireEvent.blur(field('Store name'));
  expect(errorOn(field('Store name'))).toBe('The store name field must be at least 4 characters.');
  expect(within(main()).queryByLabelText(/^HQ address/)).toBeNull();
  fireEvent.click(within(main()).getByRole('radio', { name: 'Branch of a store' }));
  expect(field('HQ address')).toBeInTheDocument();
  expect(errorOn(field('Mobile phone'))).toBeNull();
  expect(button('Send request')).toBeDisabled();

  fireEvent.click(button('Show what is missing'));
  expect(errorOn(field('HQ address'))).toBe('The hq address field is required.');
  expect(errorOn(field('Mobile phone'))).toBe('The mobile phone field is required.');
  expect(errorOn(field('RFC file'))).toBe('The rfc file field is required.');
  expect(errorOn(combobox('Category'))).toBe('The category field is required.');
  expect(errorOn(field('Date of birth'))).toBe('The date of birth field is required.');
  expect(document.activeElement).toBe(field('Store name'));

  typed = { values: { ...blank, store_name: 'Zap', kind: 'branch' }, documents: noDocuments };
  left = new Set(['store_name', 'kind']);
  // The view offers no bank outside the list and no child's birth date: those rules are the paths test's.
  expect(await fill({ ...broken, bank_id: null, birth_date: '' }, badDocuments, at().context)).toBe(true);
  expect(errorOn(field('Mobile phone'))).toBe('The mobile phone field must be 10 digits.');
  expect(errorOn(field('Account number'))).toBe('The account number field must have 10 to 15 digits.');
  expect(errorOn(field('RFC file'))).toBe('The file must be a PDF, JPEG or PNG document.');
  expect(errorOn(field('Proof of address'))).toBe('The file may be at most 5 MB.');
  expect(await fill(branch, bothDocuments, at().context)).toBe(true);
  expect(button('Send request')).toBeEnabled();
  expect(within(main()).queryByRole('button', { name: 'Show what is missing' })).toBeNull();
});

it("puts the server's refusal on its fields and focuses the first, drops a field's word once it changes, and keeps every value through a throttle", async () => {
  await opened();
  await fill(filled, bothDocuments, at().context);
  fireEvent.click(button('Send request'));
  expect(at().value).toBe('sending');
  await sendCall.reject(refused);
  expect(at().value).toEqual({ editing: 'ready' });
  expect(errorOn(field('E-mail'))).toBe('The email field must be a valid email address.');
  expect(errorOn(field('Store name'))).toBe('The store name field must be at least 4 characters.');
  expect(within(main()).getByRole('alert')).toHaveTextContent(refused.message);
  await waitFor(() => expect(document.activeElement).toBe(field('Store name')));

  fireEvent.change(field('E-mail'), { target: { value: 'ana@luna.mx' } });
  expect(errorOn(field('E-mail'))).toBeNull();
  expect(errorOn(field('Store name'))).toBe('The store name field must be at least 4 characters.');

  fireEvent.click(button('Send request'));
  expect(api.sendStoreRequest).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ email: 'ana@luna.mx' }) }));
  await sendCall.reject(throttled);
  expect(within(main()).getByRole('alert')).toHaveTextContent('Too many store requests from this address. Please try again in 60 minutes.');
  expect(field('Store name')).toHaveValue(filled.store_name);
  expect(field('E-mail')).toHaveValue('ana@luna.mx');
  expect(button('Send request')).toBeEnabled();
});

it('names the categories again in the language switched to, keeping the one chosen', async () => {
  await opened();
  await fill(filled, bothDocuments, at().context);
  expect(combobox('Category')).toHaveValue('Shoes');
  act(() => setLocale('es'));
  expect(at().value).toEqual({ editing: 'renaming' });
  await categoriesCall.resolve(categoriesEs);
  expect(at().value).toEqual({ editing: 'ready' });
  expect(within(main()).getByRole('combobox', { name: /^Categoría/ })).toHaveValue('Calzado');
  expect(within(main()).getByRole('group', { name: 'Información de facturación' })).toBeInTheDocument();
  act(() => setLocale('en'));
});
