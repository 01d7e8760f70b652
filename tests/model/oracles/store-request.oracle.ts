// The oracle of the store account request's chart (spec 3 §2 "Store account request form", §3 Store request,
// §4 "Store request: sent, then a reply is awaited"; issue 18 item 4), written from the spec and docs/api.md in
// the test's own words: the categories and the banks are read first (a failure: its message and Retry); the
// form asks for the store's name (4 to 80 characters once trimmed), whether it is a parent store or a branch,
// its address (6 to 200) and, for a branch, its head store's address (6 to 200), a mobile phone (10 digits once
// spaces, dashes and brackets are taken out), a description (10 to 500), the kinds of products (3 to 200), a
// category and a bank of the lists, a welcome message (4 to 200), the RFC file and the proof of address (PDF,
// JPEG or PNG of at most 5 MB, both required), an account number (10 to 15 digits), the manager's first and last
// names (2 to 50), e-mail and date of birth (a real day from 1900 of someone 18 or older), and three COVID
// yes-or-no precautions. Check marks what is broken; Send goes only with nothing broken; a refusal keeps the
// form and puts the server's words on their fields; editing a field takes the server's word on it away; a
// language switch reads the categories again. Used by tests/model/store-request.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { Bank } from '../../../src/contracts/core-info.struct';
import type { Category } from '../../../src/contracts/store-request.struct';
import type { RequestDocuments, StoreRequestValues } from '../../../src/machines/store-request/store-request-form';
import { storeRequestMachine, type StoreRequestContext, type StoreRequestEvent } from '../../../src/machines/store-request/store-request.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = StoreRequestContext;
type On<T extends StoreRequestEvent['type']> = Extract<StoreRequestEvent, { type: T }>;
type Form = { values: StoreRequestValues; documents: RequestDocuments };

const MB = 1024 * 1024;

export const categories: Category[] = [
  { id: 2, name: 'Shoes' },
  { id: 5, name: 'Toys' },
];
/** The same categories named in Spanish, as a language switch reads them. */
export const categoriesEs: Category[] = [
  { id: 2, name: 'Calzado' },
  { id: 5, name: 'Juguetes' },
];
export const banks: Bank[] = [
  { id: 1, bank: 'BANAMEX', code: '002', image: null },
  { id: 5, bank: 'SANTANDER', code: '014', image: null },
];

const file = (bytes: BlobPart[], name: string, type: string) => new File(bytes, name, { type });
export const rfcPdf = file(['%PDF-1.4\n%%EOF\n'], 'constancia-rfc.pdf', 'application/pdf');
export const addressPng = file([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'domicilio.png', 'image/png');
/** A program renamed .pdf: the browser says what it is. */
export const program = file([new Uint8Array([77, 90, 144, 0])], 'constancia-rfc.pdf', 'application/x-msdownload');
/** A PDF one byte over 5 MB. */
export const hugePdf = file([new Uint8Array(5 * MB + 1)], 'domicilio.pdf', 'application/pdf');

export const bothDocuments: RequestDocuments = { rfc_file: rfcPdf, address_file: addressPng };
export const noDocuments: RequestDocuments = { rfc_file: null, address_file: null };
export const badDocuments: RequestDocuments = { rfc_file: program, address_file: hugePdf };

/** Every section filled in well: a head store, its phone and account typed with separators. */
export const filled: StoreRequestValues = {
  store_name: 'Zapatería Luna',
  kind: 'parent',
  address: 'Av. Constitución 400, Centro, Monterrey',
  hq_address: '',
  mobile_phone: '(81) 1234-5678',
  description: 'Zapatos de piel hechos en León.',
  product_kinds: 'Zapatos, bolsas',
  category_id: 2,
  welcome_message: 'Bienvenido a Zapatería Luna',
  extra_sanitizer: true,
  clean_frequently: false,
  customer_limit: true,
  bank_id: 5,
  account_number: '0777 777 7777',
  first_name: 'Ana',
  last_name: 'Luna',
  email: 'ana.luna@example.com',
  birth_date: '1985-04-12',
};
/** The form as it opens: a head store, nothing typed, no precaution ticked. */
export const blank: StoreRequestValues = {
  store_name: '',
  kind: 'parent',
  address: '',
  hq_address: '',
  mobile_phone: '',
  description: '',
  product_kinds: '',
  category_id: null,
  welcome_message: '',
  extra_sanitizer: false,
  clean_frequently: false,
  customer_limit: false,
  bank_id: null,
  account_number: '',
  first_name: '',
  last_name: '',
  email: '',
  birth_date: '',
};
/** A branch, well filled in, naming its head store. */
export const branch: StoreRequestValues = { ...filled, kind: 'branch', hq_address: ' Av. Juárez 100, Centro, Monterrey ' };

/** A child's birth date. */
const year = new Date().getUTCFullYear();
export const minorBirthDate = `${year - 10}-01-01`;

/** Something broken in every section: a short name, a branch without its head store, a nine-digit phone, no
 *  category, a bank not offered, a short account, a bad e-mail, a child as manager. */
export const broken: StoreRequestValues = {
  ...filled,
  store_name: 'Zap',
  kind: 'branch',
  hq_address: '  ',
  mobile_phone: '81 1234 567',
  category_id: null,
  bank_id: 99,
  account_number: '12345',
  email: 'ana@',
  birth_date: minorBirthDate,
};

export const outage = new ApiError('Network error');
export const refused = new ApiError('The email field must be a valid email address. (and 1 more error)', 422, {
  email: ['The email field must be a valid email address.'],
  store_name: ['The store name field must be at least 4 characters.'],
});
export const throttled = new ApiError('Too many store requests from this address. Please try again in 60 minutes.', 429);
export const sentAnswer = { id: 41, status: 'pending', created_at: '2026-11-24T18:00:00.000Z' };

function lengthRule(value: string, min: number, max: number): string | null {
  const n = value.trim().length;
  if (n === 0) return 'required';
  if (n < min) return `min|${min}`;
  return n > max ? `max|${max}` : null;
}

function isRealDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** Whole years between a birth date and today (UTC): the birthday counts from its day. */
function yearsSince(day: string): number {
  const today = new Date().toISOString().slice(0, 10);
  const years = +today.slice(0, 4) - +day.slice(0, 4);
  return today.slice(5) < day.slice(5) ? years - 1 : years;
}

const withoutSeparators = (typed: string) => typed.replace(/[\s()-]/g, '');

/** The first rule each field breaks. */
export function expectedProblems(v: StoreRequestValues, d: RequestDocuments, offered: { categories: Category[]; banks: Bank[] }): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (field: string, code: string | null) => {
    if (code) out[field] = code;
  };
  put('store_name', lengthRule(v.store_name, 4, 80));
  put('address', lengthRule(v.address, 6, 200));
  if (v.kind === 'branch') put('hq_address', lengthRule(v.hq_address, 6, 200));
  const phone = withoutSeparators(v.mobile_phone);
  put('mobile_phone', phone === '' ? 'required' : /^\d{10}$/.test(phone) ? null : 'digits|10');
  put('description', lengthRule(v.description, 10, 500));
  put('product_kinds', lengthRule(v.product_kinds, 3, 200));
  put('category_id', v.category_id === null ? 'required' : offered.categories.some((c) => c.id === v.category_id) ? null : 'oneOf');
  put('welcome_message', lengthRule(v.welcome_message, 4, 200));
  for (const field of ['rfc_file', 'address_file'] as const) {
    const doc = d[field];
    put(field, !doc ? 'required' : !['application/pdf', 'image/jpeg', 'image/png'].includes(doc.type) ? 'documentType' : doc.size > 5 * MB ? 'documentSize|5' : null);
  }
  put('bank_id', v.bank_id === null ? 'required' : offered.banks.some((b) => b.id === v.bank_id) ? null : 'oneOf');
  const account = withoutSeparators(v.account_number);
  put('account_number', account === '' ? 'required' : /^\d{10,15}$/.test(account) ? null : 'digitsBetween|10|15');
  put('first_name', lengthRule(v.first_name, 2, 50));
  put('last_name', lengthRule(v.last_name, 2, 50));
  const email = v.email.trim();
  put('email', email === '' ? 'required' : /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : 'email');
  const born = v.birth_date;
  put('birth_date', born === '' ? 'required' : !isRealDay(born) || +born.slice(0, 4) < 1900 ? 'type' : yearsSince(born) < 18 ? 'adult|18' : null);
  return out;
}

/** What a send carries: the spec's fields, trimmed, the phone and account as digits, the head store's address only for a branch. */
export const expectedSubmission = (c: Ctx) => {
  const v = c.values;
  return {
    body: {
      store_name: v.store_name.trim(),
      kind: v.kind,
      address: v.address.trim(),
      ...(v.kind === 'branch' ? { hq_address: v.hq_address.trim() } : {}),
      description: v.description.trim(),
      product_kinds: v.product_kinds.trim(),
      category_id: v.category_id,
      mobile_phone: withoutSeparators(v.mobile_phone),
      birth_date: v.birth_date,
      welcome_message: v.welcome_message.trim(),
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      email: v.email.trim(),
      bank_id: v.bank_id,
      account_number: withoutSeparators(v.account_number),
      extra_sanitizer: v.extra_sanitizer,
      clean_frequently: v.clean_frequently,
      customer_limit: v.customer_limit,
    },
    documents: c.documents,
  };
};

const form = (e: Form) => ({ values: e.values, documents: e.documents });
const problemsNow = (c: Ctx, e: Form) => expectedProblems(e.values, e.documents, c);

export const storeRequestOracle: OracleOf<typeof storeRequestMachine> = {
  name: 'store-request',
  machine: storeRequestMachine,
  events: () => [
    { type: 'xstate.done.actor.loadLists', output: { categories, banks } },
    { type: 'xstate.error.actor.loadLists', error: outage },
    { type: 'request.retry' },
    { type: 'request.locale' },
    { type: 'xstate.done.actor.loadCategories', output: categoriesEs },
    { type: 'xstate.error.actor.loadCategories', error: outage },
    { type: 'request.check', values: broken, documents: badDocuments },
    { type: 'request.check', values: filled, documents: bothDocuments },
    { type: 'request.send', values: filled, documents: bothDocuments },
    { type: 'request.send', values: branch, documents: bothDocuments },
    { type: 'request.send', values: filled, documents: noDocuments },
    { type: 'request.edit', field: 'email' },
    { type: 'xstate.done.actor.sendRequest', output: sentAnswer },
    { type: 'xstate.error.actor.sendRequest', error: refused },
    { type: 'xstate.error.actor.sendRequest', error: throttled },
    { type: 'xstate.error.actor.sendRequest', error: outage },
  ],
  initialContext: () => ({
    categories: [],
    banks: [],
    values: blank,
    documents: noDocuments,
    problems: {},
    error: null,
    fieldErrors: {},
  }),
  guards: {
    formIsValid: (c, e: On<'request.send'>) => Object.keys(problemsNow(c, e)).length === 0,
  },
  effects: {
    'loading xstate.done.actor.loadLists': (_c, e: Done<{ categories: Category[]; banks: Bank[] }>) => ({ categories: e.output.categories, banks: e.output.banks }),
    'loading xstate.error.actor.loadLists': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'loadFailed request.retry': () => ({ error: null }),
    'editing.renaming xstate.done.actor.loadCategories': (_c, e: Done<Category[]>) => ({ categories: e.output }),
    'editing request.check': (c, e: On<'request.check'>) => ({ ...form(e), problems: problemsNow(c, e) }),
    'editing request.send [formIsValid]': (_c, e: On<'request.send'>) => ({ ...form(e), problems: {}, error: null, fieldErrors: {} }),
    'editing request.send': (c, e: On<'request.send'>) => ({ ...form(e), problems: problemsNow(c, e) }),
    'editing request.edit': (c, e: On<'request.edit'>) => {
      const rest = { ...c.fieldErrors };
      delete rest[e.field];
      return { fieldErrors: rest };
    },
    'sending xstate.error.actor.sendRequest': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    '(root)': () => {},
    loading: (c) => expect([c.categories, c.banks, c.error]).toEqual([[], [], null]),
    loadFailed: (c) => expect([c.categories, c.banks, c.error]).toEqual([[], [], outage.message]),
    editing: (c) => {
      expect(c.banks).toEqual(banks);
      expect([categories, categoriesEs]).toContainEqual(c.categories);
      // Each broken rule held is the one its field breaks.
      const expected = problemsNow(c, c);
      for (const [field, code] of Object.entries(c.problems)) expect(code, field).toBe(expected[field]);
    },
    'editing.ready': () => {},
    'editing.renaming': () => {},
    sending: (c) => {
      expect([c.problems, c.error, c.fieldErrors]).toEqual([{}, null, {}]);
      expect(problemsNow(c, c)).toEqual({});
    },
    sent: (c) => expect(problemsNow(c, c)).toEqual({}),
  },
  invokes: {
    sendRequest: (c) => expectedSubmission(c),
  },
};
