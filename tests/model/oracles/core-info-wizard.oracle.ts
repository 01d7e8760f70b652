// The oracle of the core-info wizard's chart (spec 1 §2.4, §4, §5 core steps 1 to 4, §7; issue 18 item 1), written
// from the spec in the test's own words. Step 1 (the shop's only): name and address 4 to 50 characters once
// trimmed, a phone of 10 to 15 digits once spaces, dashes and brackets are out, a valid e-mail, a dialling code
// that exists, the excluded stores among the shop's. Step 2: taxpayer 5 to 100, RFC 10 to 15 letters and digits once
// upper-cased, both documents (PDF, JPEG or PNG of at most 5 MB) unless stored. Step 3: interbank key 18 to 20 digits,
// account number 10 to 15, a bank of the list, receiver 4 to 100, identifying text up to 50. Opened for a store, the
// wizard starts at step 2 and never shows step 1; the indicators go back outside a store only; Previous from step
// 2 (step 3 for a store); Next saves, then advances; closing and a failed load empty everything. Used by
// tests/model/core-info-wizard.paths.test.ts and the wizard's view replay.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { expect } from 'vitest';
import type { ShopBank, ShopCoreInfo } from '../../../src/contracts/shop-core-info.struct';
import type { CoreInfoForm } from '../../../src/machines/core-info-wizard/core-info-form';
import { coreInfoWizardMachine, type CoreInfoWizardContext, type CoreInfoWizardEvent } from '../../../src/machines/core-info-wizard/core-info-wizard.machine';
import type { Saved } from '../../../src/services/shop-core-info.api';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = CoreInfoWizardContext;
type On<T extends CoreInfoWizardEvent['type']> = Extract<CoreInfoWizardEvent, { type: T }>;
type Moves = On<'wizard.next' | 'wizard.previous' | 'wizard.goto'>;

export const SHOP = 1;
export const STORE = 2;
const MB = 1024 * 1024;
const CALLING_CODES = new Set(getCountries().map((c) => String(getCountryCallingCode(c))));

export const banks: ShopBank[] = [
  { id: 4, bank: 'BBVA MEXICO', razon_social: 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México' },
  { id: 16, bank: 'BANORTE', razon_social: 'Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte' },
];

const file = (bytes: BlobPart[], name: string, type: string) => new File(bytes, name, { type });
export const taxPdf = file(['%PDF-1.4\n%%EOF\n'], 'constancia.pdf', 'application/pdf');
export const addressJpg = file([new Uint8Array([255, 216, 255, 224])], 'comprobante.jpg', 'image/jpeg');
/** A program renamed .pdf: the browser says what it is. */
export const program = file([new Uint8Array([77, 90, 144, 0])], 'constancia.pdf', 'application/x-msdownload');
/** A PDF one byte over 5 MB. */
export const hugePdf = file([new Uint8Array(5 * MB + 1)], 'comprobante.pdf', 'application/pdf');
export const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

/** Every step filled in well, a logo drawn, both documents chosen. */
export const good: CoreInfoForm = {
  shop: { name: ' Tienda Centro ', address: 'Av. Juárez 100', country_code: '52', phone: '81 1234-5678', email: 'hola@tienda.demo', more_than_one: true, notUnder: [STORE] },
  taxpayer: { taxpayer: 'Tienda Centro SA de CV', rfc: ' tce010101ab1 ' },
  account: { interbank_key: '0020 1007 7777 7777 71', account_number: '0777777777', bank_id: 16, name_receiver: 'Tienda Centro', identifying_text: ' Ventas ' },
  documents: { doc_taxpayer: taxPdf, doc_proof_address: addressJpg },
  logo: LOGO,
};
/** Every step's text as `good`, no documents chosen and no logo (an edit keeping what is stored). */
export const kept: CoreInfoForm = { ...good, documents: { doc_taxpayer: null, doc_proof_address: null }, logo: null };
/** Every step broken. */
export const broken: CoreInfoForm = {
  shop: { name: 'Ab', address: '', country_code: '999', phone: '123', email: 'hola@', more_than_one: true, notUnder: [99] },
  taxpayer: { taxpayer: 'Ana', rfc: 'abc-1' },
  account: { interbank_key: '123', account_number: '12', bank_id: 99, name_receiver: 'Ana', identifying_text: 'x'.repeat(51) },
  documents: { doc_taxpayer: program, doc_proof_address: hugePdf },
  logo: null,
};

const stores = [
  { id: 1, name: 'Sucursal Centro' },
  { id: STORE, name: 'Sucursal Valle' },
];
/** The shop before its first save: its name, nothing else. */
export const shopInfo: ShopCoreInfo = {
  id: SHOP,
  branch_id: null,
  name: 'Tienda Centro',
  address: '',
  country_code: '52',
  phone: '',
  email: '',
  more_than_one: true,
  notUnder: [],
  logo_url: { original: null },
  branchs: stores,
  taxpayer: '',
  rfc: '',
  doc_taxpayer: null,
  doc_proof_address: null,
  name_taxpayer: '',
  name_proof_address: '',
  interbank_key: '',
  account_number: '',
  bank_id: null,
  name_receiver: '',
  identifying_text: '',
};
/** A store with its documents stored. */
export const storeInfo: ShopCoreInfo = {
  ...shopInfo,
  branch_id: STORE,
  address: 'Av. Juárez 100',
  phone: '8112345678',
  email: 'hola@tienda.demo',
  taxpayer: 'Sucursal Valle SA',
  rfc: 'SVA010101AB1',
  doc_taxpayer: `/api/shops/${SHOP}/branch/${STORE}/core-info/files/${'a'.repeat(64)}.pdf`,
  doc_proof_address: `/api/shops/${SHOP}/branch/${STORE}/core-info/files/${'b'.repeat(64)}.pdf`,
  name_taxpayer: 'constancia.pdf',
  name_proof_address: 'comprobante.pdf',
};
const savedOf = (info: ShopCoreInfo): Saved => ({ info: { ...info, taxpayer: 'Tienda Centro SA de CV', rfc: 'TCE010101AB1', doc_taxpayer: storeInfo.doc_taxpayer, doc_proof_address: storeInfo.doc_proof_address }, message: 'Saved.' });
export const shopSaved = savedOf(shopInfo);
export const storeSaved = savedOf(storeInfo);

export const outage = new ApiError('Network error');
export const refused = new ApiError('The rfc field is invalid.', 422, { rfc: ['The rfc field is invalid.'] });

function length(value: string, min: number, max: number): string | null {
  const n = value.trim().length;
  if (n === 0) return 'required';
  if (n < min) return `min|${min}`;
  return n > max ? `max|${max}` : null;
}
const digitsRule = (value: string, strip: RegExp, min: number, max: number): string | null => {
  const digits = value.replace(strip, '');
  if (digits === '') return 'required';
  return new RegExp(`^\\d{${min},${max}}$`).test(digits) ? null : `digitsBetween|${min}|${max}`;
};
const only = (entries: [string, string | null][]) => Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null));

/** Step 1's first broken rule a field. */
export const shopProblems = (f: CoreInfoForm): Record<string, string> =>
  only([
    ['name', length(f.shop.name, 4, 50)],
    ['address', length(f.shop.address, 4, 50)],
    ['country_code', CALLING_CODES.has(f.shop.country_code) ? null : 'oneOf'],
    ['phone', digitsRule(f.shop.phone, /[\s\-()]/g, 10, 15)],
    ['email', f.shop.email.trim() === '' ? 'required' : /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(f.shop.email.trim()) ? null : 'email'],
    ['notUnder', f.shop.notUnder.every((id) => stores.some((s) => s.id === id)) ? null : 'oneOf'],
  ]);

/** Step 2's; `stored`: the owner's documents are on the server. */
export function taxpayerProblems(f: CoreInfoForm, stored: boolean): Record<string, string> {
  const rfc = f.taxpayer.rfc.trim().toUpperCase();
  const document = (d: File | null) => (!d ? (stored ? null : 'required') : !['application/pdf', 'image/jpeg', 'image/png'].includes(d.type) ? 'documentType' : d.size > 5 * MB ? 'documentSize|5' : null);
  return only([
    ['taxpayer', length(f.taxpayer.taxpayer, 5, 100)],
    ['rfc', rfc === '' ? 'required' : rfc.length < 10 ? 'min|10' : rfc.length > 15 ? 'max|15' : /^[A-ZÑ&0-9]+$/.test(rfc) ? null : 'type'],
    ['doc_taxpayer', document(f.documents.doc_taxpayer)],
    ['doc_proof_address', document(f.documents.doc_proof_address)],
  ]);
}

/** Step 3's. */
export const accountProblems = (f: CoreInfoForm): Record<string, string> =>
  only([
    ['interbank_key', digitsRule(f.account.interbank_key, /[\s-]/g, 18, 20)],
    ['account_number', digitsRule(f.account.account_number, /[\s-]/g, 10, 15)],
    ['bank_id', f.account.bank_id === null ? 'required' : banks.some((b) => b.id === f.account.bank_id) ? null : 'oneOf'],
    ['name_receiver', length(f.account.name_receiver, 4, 100)],
    ['identifying_text', f.account.identifying_text.trim().length > 50 ? 'max|50' : null],
  ]);

const stored = (c: Ctx) => c.info?.doc_taxpayer != null;
const holds = (problems: Record<string, string>) => Object.keys(problems).length === 0;

/** The form the stored data fills in: every text as the server has it, no file chosen. */
export const expectedForm = (i: ShopCoreInfo): CoreInfoForm => ({
  shop: { name: i.name, address: i.address, country_code: i.country_code, phone: i.phone, email: i.email, more_than_one: i.more_than_one, notUnder: i.notUnder },
  taxpayer: { taxpayer: i.taxpayer, rfc: i.rfc },
  account: { interbank_key: i.interbank_key, account_number: i.account_number, bank_id: i.bank_id, name_receiver: i.name_receiver, identifying_text: i.identifying_text },
  documents: { doc_taxpayer: null, doc_proof_address: null },
  logo: null,
});
const emptyForm: CoreInfoForm = {
  shop: { name: '', address: '', country_code: '52', phone: '', email: '', more_than_one: false, notUnder: [] },
  taxpayer: { taxpayer: '', rfc: '' },
  account: { interbank_key: '', account_number: '', bank_id: null, name_receiver: '', identifying_text: '' },
  documents: { doc_taxpayer: null, doc_proof_address: null },
  logo: null,
};
const closed = (c: Ctx): Ctx => ({ shopId: c.shopId, branchId: null, info: null, banks: [], form: emptyForm, problems: {}, error: null, fieldErrors: {} });

const owner = (c: Ctx) => ({ shopId: c.shopId, branchId: c.branchId });
/** What each save sends: the spec's fields, trimmed, the RFC upper-cased, digits without blocks. */
export const expectedRequests = {
  saveShopData: (c: Ctx) => ({
    shopId: c.shopId,
    body: { ...c.form.shop, name: c.form.shop.name.trim(), address: c.form.shop.address.trim(), email: c.form.shop.email.trim(), phone: c.form.shop.phone.replace(/\D/g, ''), notUnder: c.form.shop.more_than_one ? c.form.shop.notUnder : [] },
    logo: c.form.logo,
  }),
  saveTaxpayer: (c: Ctx) => ({ owner: owner(c), body: { taxpayer: c.form.taxpayer.taxpayer.trim(), rfc: c.form.taxpayer.rfc.trim().toUpperCase() }, documents: c.form.documents }),
  saveAccount: (c: Ctx) => ({
    owner: owner(c),
    body: {
      interbank_key: c.form.account.interbank_key.replace(/\D/g, ''),
      account_number: c.form.account.account_number.replace(/\D/g, ''),
      bank_id: c.form.account.bank_id,
      name_receiver: c.form.account.name_receiver.trim(),
      identifying_text: c.form.account.identifying_text.trim(),
    },
  }),
};

const moved = (_c: Ctx, e: Moves) => ({ form: e.form, problems: {}, error: null, fieldErrors: {} });
const refusedBy = (rules: (c: Ctx, f: CoreInfoForm) => Record<string, string>) => (c: Ctx, e: Moves) => ({ form: e.form, problems: rules(c, e.form) });
const saved = (c: Ctx, e: Done<Saved>) => ({ info: e.output.info, form: { ...c.form, documents: { doc_taxpayer: null, doc_proof_address: null }, logo: null } });
const failed = (_c: Ctx, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors });
const loaded = (_c: Ctx, e: Done<{ info: ShopCoreInfo; banks: ShopBank[] }>) => ({ info: e.output.info, banks: e.output.banks, form: expectedForm(e.output.info) });
const step1 = (_c: Ctx, f: CoreInfoForm) => shopProblems(f);
const step2 = (c: Ctx, f: CoreInfoForm) => taxpayerProblems(f, stored(c));
const step3 = (_c: Ctx, f: CoreInfoForm) => accountProblems(f);
const back = (step: number) => (c: Ctx, e: Moves) => c.branchId === null && e.type === 'wizard.goto' && e.step === step;

/** A shown step holds the owner's data, and the broken rules it holds are the form's. */
const shown = (rules: (c: Ctx, f: CoreInfoForm) => Record<string, string>) => (c: Ctx) => {
  expect(c.info).not.toBeNull();
  expect(c.banks.length).toBeGreaterThan(0);
  const expected = rules(c, c.form);
  for (const [field, code] of Object.entries(c.problems)) expect(code, field).toBe(expected[field]);
};
const saving = (c: Ctx) => {
  expect([c.problems, c.error, c.fieldErrors]).toEqual([{}, null, {}]);
};

export const coreInfoWizardOracle: OracleOf<typeof coreInfoWizardMachine> = {
  name: 'core-info-wizard',
  machine: coreInfoWizardMachine,
  input: { shopId: SHOP },
  events: (snapshot) => {
    const forStore = snapshot.context.branchId !== null;
    return [
      { type: 'wizard.open', branchId: null },
      { type: 'wizard.open', branchId: STORE },
      { type: 'xstate.done.actor.loadCoreInfo', output: { info: forStore ? storeInfo : shopInfo, banks } },
      { type: 'xstate.error.actor.loadCoreInfo', error: outage },
      { type: 'wizard.next', form: good },
      { type: 'wizard.next', form: kept },
      { type: 'wizard.next', form: broken },
      { type: 'wizard.previous', form: good },
      { type: 'wizard.previous', form: broken },
      { type: 'wizard.goto', step: 1, form: kept },
      { type: 'wizard.goto', step: 2, form: kept },
      { type: 'wizard.goto', step: 3, form: kept },
      { type: 'xstate.done.actor.saveShopData', output: shopSaved },
      { type: 'xstate.error.actor.saveShopData', error: refused },
      { type: 'xstate.done.actor.saveTaxpayer', output: forStore ? storeSaved : shopSaved },
      { type: 'xstate.error.actor.saveTaxpayer', error: refused },
      { type: 'xstate.done.actor.saveAccount', output: forStore ? storeSaved : shopSaved },
      { type: 'xstate.error.actor.saveAccount', error: refused },
      { type: 'wizard.finish' },
      { type: 'wizard.close' },
    ];
  },
  initialContext: (input) => ({ shopId: input.shopId, branchId: null, info: null, banks: [], form: emptyForm, problems: {}, error: null, fieldErrors: {} }),
  guards: {
    forStore: (c) => c.branchId !== null,
    shopDataHolds: (c, e: Moves) => holds(step1(c, e.form)),
    taxpayerHolds: (c, e: Moves) => holds(step2(c, e.form)),
    accountHolds: (c, e: Moves) => holds(step3(c, e.form)),
    toShopData: back(1),
    toTaxpayer: back(2),
    toAccount: back(3),
  },
  effects: {
    'closed wizard.open': (c, e: On<'wizard.open'>) => ({ ...closed(c), branchId: e.branchId }),
    'loading wizard.close': closed,
    'loading xstate.done.actor.loadCoreInfo [forStore]': loaded,
    'loading xstate.done.actor.loadCoreInfo [—]': loaded,
    'loading xstate.error.actor.loadCoreInfo': closed,
    'open wizard.close': closed,
    'open.shopData wizard.next [shopDataHolds]': moved,
    'open.shopData wizard.next [—]': refusedBy(step1),
    'open.savingShopData xstate.done.actor.saveShopData': saved,
    'open.savingShopData xstate.error.actor.saveShopData': failed,
    'open.taxpayer wizard.next [taxpayerHolds]': moved,
    'open.taxpayer wizard.next [—]': refusedBy(step2),
    'open.taxpayer wizard.previous [taxpayerHolds]': moved,
    'open.taxpayer wizard.previous [—]': refusedBy(step2),
    'open.taxpayer wizard.goto': moved,
    'open.savingTaxpayer xstate.done.actor.saveTaxpayer': saved,
    'open.savingTaxpayer xstate.error.actor.saveTaxpayer': failed,
    'open.account wizard.next [accountHolds]': moved,
    'open.account wizard.next [—]': refusedBy(step3),
    'open.account wizard.previous [accountHolds]': moved,
    'open.account wizard.previous [—]': refusedBy(step3),
    'open.account wizard.goto': moved,
    'open.savingAccount xstate.done.actor.saveAccount': saved,
    'open.savingAccount xstate.error.actor.saveAccount': failed,
    'open.cards wizard.previous': moved,
    'open.cards wizard.goto': moved,
    'open.cards wizard.finish': closed,
  },
  states: {
    closed: (c) => expect(c).toEqual(closed(c)),
    loading: (c) => expect([c.info, c.banks, c.problems, c.error]).toEqual([null, [], {}, null]),
    // Step 1 is the shop's only: a store's wizard never shows it.
    'open.shopData': (c) => {
      expect(c.branchId).toBeNull();
      shown(step1)(c);
    },
    'open.savingShopData': (c) => {
      expect(c.branchId).toBeNull();
      saving(c);
    },
    'open.taxpayer': shown(step2),
    'open.savingTaxpayer': saving,
    'open.account': shown(step3),
    'open.savingAccount': saving,
    'open.cards': (c) => expect(c.info).not.toBeNull(),
  },
  params: {
    notify: (_c, e: Done<Saved>) => ({ message: e.output.message }),
    warn: (_c, e: Failure<ApiError>) => ({ message: e.error.message }),
  },
  invokes: {
    loadCoreInfo: (c) => ({ shopId: c.shopId, branchId: c.branchId }),
    saveShopData: (c) => expectedRequests.saveShopData(c),
    saveTaxpayer: (c) => expectedRequests.saveTaxpayer(c),
    saveAccount: (c) => expectedRequests.saveAccount(c),
  },
};
