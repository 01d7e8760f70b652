// The oracle of the fiscal and bank data modal's chart (spec 3 §2 "Fiscal and bank info modal (2 steps)", §4,
// §5 Fiscal, §7; issue 16 item 3), written from the spec in the test's own words: step 1 is the taxpayer name (5
// to 100 characters once trimmed), the RFC (10 to 15 letters and digits, upper-cased) and two documents (PDF,
// JPEG or PNG of at most 5 MB, both required on the first save, optional once stored); step 2 is the CLABE (18
// digits whose last is the check digit of the others weighed 3, 7, 1, and whose first three are the chosen
// bank's code), the account number (10 to 15 digits), the bank (one of the list), the receiver name (4 to 100)
// and the identifying name (4 to 50). A stored document can be downloaded from step 1. Next moves on only with step 1 valid; Save sends everything as the spec's
// fields; a refusal shows the step of the first field it names. Used by tests/model/fiscal-info.paths.test.ts
// and the modal's replay.
import { expect } from 'vitest';
import type { Bank, CoreInfo } from '../../../src/contracts/core-info.struct';
import type { Documents, FiscalValues } from '../../../src/machines/fiscal-info/fiscal-form';
import { fiscalInfoMachine, type FiscalInfoContext, type FiscalInfoEvent } from '../../../src/machines/fiscal-info/fiscal-info.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = FiscalInfoContext;
type On<T extends FiscalInfoEvent['type']> = Extract<FiscalInfoEvent, { type: T }>;
type Form = { values: FiscalValues; documents: Documents };

export const LOT = 7;
const STEP_ONE = ['taxpayer_name', 'rfc', 'taxpayer_file', 'address_file'];
const MB = 1024 * 1024;

export const banks: Bank[] = [
  { id: 1, bank: 'BANAMEX', code: '002', image: null },
  { id: 5, bank: 'SANTANDER', code: '014', image: null },
  { id: 16, bank: 'BANORTE', code: '072', image: null },
];

const file = (bytes: BlobPart[], name: string, type: string) => new File(bytes, name, { type });
export const taxPdf = file(['%PDF-1.4\n%%EOF\n'], 'constancia.pdf', 'application/pdf');
export const addressPng = file([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'domicilio.png', 'image/png');
/** A program renamed .pdf: the browser says what it is. */
export const program = file([new Uint8Array([77, 90, 144, 0])], 'constancia.pdf', 'application/x-msdownload');
/** A PDF one byte over 5 MB. */
export const hugePdf = file([new Uint8Array(5 * MB + 1)], 'domicilio.pdf', 'application/pdf');

export const bothDocuments: Documents = { taxpayer_file: taxPdf, address_file: addressPng };
export const noDocuments: Documents = { taxpayer_file: null, address_file: null };
export const badDocuments: Documents = { taxpayer_file: program, address_file: hugePdf };

/** Both steps filled in well: a Santander CLABE (014 027 00000555555 8) with Santander chosen. */
export const filled: FiscalValues = {
  taxpayer_name: 'Estacionamientos del Norte SA de CV',
  rfc: 'ENO0101017A1',
  interbank_account: '014027000005555558',
  bank_account: '07777777777',
  bank_id: 5,
  account_owner: 'Estacionamientos del Norte',
  identifying_name: 'Cobros Fundadores',
};
/** Step 1 broken: a short name, an RFC with signs; step 2 as filled. */
export const badTaxpayer: FiscalValues = { ...filled, taxpayer_name: 'Ana', rfc: 'ENO-0101-7A1' };
/** Step 2 broken: a wrong check digit, a short account number and receiver, no identifying name. */
export const badAccount: FiscalValues = { ...filled, interbank_account: '014027000005555559', bank_account: '123', account_owner: 'Ana', identifying_name: '' };

export const stored: CoreInfo = {
  taxpayer_name: 'Estacionamientos del Norte SA de CV',
  rfc: 'ENO0101017A1',
  interbank_account: '002010077777777771',
  bank_account: '07777777777',
  bank_id: 1,
  bank: banks[0],
  account_owner: 'Estacionamientos del Norte',
  identifying_name: 'Cobros lote',
  taxpayer_file: `/api/parkings/${LOT}/core-info/files/${'a'.repeat(64)}.pdf`,
  address_file: `/api/parkings/${LOT}/core-info/files/${'b'.repeat(64)}.jpg`,
};
export const savedInfo: CoreInfo = { ...stored, interbank_account: filled.interbank_account, bank_id: 5, bank: banks[1], identifying_name: filled.identifying_name };

export const outage = new ApiError('Network error');
export const rfcRefused = new ApiError('The rfc field is invalid.', 422, { rfc: ['The rfc field is invalid.'] });
export const clabeRefused = new ApiError('The interbank account field has a wrong check digit: check its 18 digits.', 422, {
  interbank_account: ['The interbank account field has a wrong check digit: check its 18 digits.'],
});

/** The check digit of a CLABE's first 17 digits: weights 3, 7, 1 repeated, each product by its last digit. */
function checkDigit(first17: string): number {
  const sum = [...first17.slice(0, 17)].reduce((s, d, i) => s + ((Number(d) * [3, 7, 1][i % 3]) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

function lengthRule(value: string, min: number, max: number): string | null {
  const n = value.trim().length;
  if (n === 0) return 'required';
  if (n < min) return `min|${min}`;
  return n > max ? `max|${max}` : null;
}

/** The first rule each field breaks. */
export function expectedProblems(v: FiscalValues, d: Documents, hasStored: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (field: string, code: string | null) => {
    if (code) out[field] = code;
  };
  put('taxpayer_name', lengthRule(v.taxpayer_name, 5, 100));
  const rfc = v.rfc.trim().toUpperCase();
  put('rfc', rfc === '' ? 'required' : rfc.length < 10 ? 'min|10' : rfc.length > 15 ? 'max|15' : /^[A-ZÑ&0-9]+$/.test(rfc) ? null : 'type');
  for (const field of ['taxpayer_file', 'address_file'] as const) {
    const doc = d[field];
    if (!doc) put(field, hasStored ? null : 'required');
    else put(field, !['application/pdf', 'image/jpeg', 'image/png'].includes(doc.type) ? 'documentType' : doc.size > 5 * MB ? 'documentSize|5' : null);
  }
  const clabe = v.interbank_account.replace(/[\s-]/g, '');
  const bank = banks.find((b) => b.id === v.bank_id);
  if (clabe === '') put('interbank_account', 'required');
  else if (!/^\d{18}$/.test(clabe)) put('interbank_account', 'digits|18');
  else if (checkDigit(clabe) !== Number(clabe[17])) put('interbank_account', 'clabe');
  else if (bank && clabe.slice(0, 3) !== bank.code) put('interbank_account', 'clabeBank');
  put('bank_id', v.bank_id === null ? 'required' : bank ? null : 'oneOf');
  const account = v.bank_account.replace(/[\s-]/g, '');
  put('bank_account', account === '' ? 'required' : /^\d{10,15}$/.test(account) ? null : 'digitsBetween|10|15');
  put('account_owner', lengthRule(v.account_owner, 4, 100));
  put('identifying_name', lengthRule(v.identifying_name, 4, 50));
  return out;
}

const onStepOne = (problems: Record<string, string>) => Object.fromEntries(Object.entries(problems).filter(([f]) => STEP_ONE.includes(f)));
const problemsNow = (c: Ctx, e: Form) => expectedProblems(e.values, e.documents, c.info !== null);

/** The form's values for the stored data. */
export const expectedValues = (info: CoreInfo | null): FiscalValues =>
  info
    ? { taxpayer_name: info.taxpayer_name, rfc: info.rfc, interbank_account: info.interbank_account, bank_account: info.bank_account, bank_id: info.bank_id, account_owner: info.account_owner, identifying_name: info.identifying_name }
    : { taxpayer_name: '', rfc: '', interbank_account: '', bank_account: '', bank_id: null, account_owner: '', identifying_name: '' };

/** What a save sends: the spec's fields (trimmed, the RFC upper-cased, the CLABE's digits) and the chosen documents. */
export const expectedRequest = (c: Ctx) => ({
  lotId: LOT,
  body: {
    taxpayer_name: c.values.taxpayer_name.trim(),
    rfc: c.values.rfc.trim().toUpperCase(),
    interbank_account: c.values.interbank_account.replace(/\D/g, ''),
    bank_account: c.values.bank_account,
    bank_id: c.values.bank_id,
    account_owner: c.values.account_owner.trim(),
    identifying_name: c.values.identifying_name.trim(),
  },
  documents: c.documents,
});

const form = (e: Form) => ({ values: e.values, documents: e.documents });
const refusal = (e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors });
/** Each problem held is the one its field breaks. */
const problemsHold = (c: Ctx) => {
  const expected = expectedProblems(c.values, c.documents, c.info !== null);
  for (const [field, code] of Object.entries(c.problems)) expect(code, field).toBe(expected[field]);
};

export const fiscalInfoOracle: OracleOf<typeof fiscalInfoMachine> = {
  name: 'fiscal-info',
  machine: fiscalInfoMachine,
  input: { lotId: LOT },
  events: () => [
    { type: 'xstate.done.actor.loadFiscalInfo', output: { info: null, banks } },
    { type: 'xstate.done.actor.loadFiscalInfo', output: { info: stored, banks } },
    { type: 'xstate.error.actor.loadFiscalInfo', error: outage },
    { type: 'fiscal.retry' },
    { type: 'fiscal.next', values: filled, documents: bothDocuments },
    { type: 'fiscal.next', values: filled, documents: noDocuments },
    { type: 'fiscal.next', values: badTaxpayer, documents: badDocuments },
    { type: 'fiscal.back', values: badAccount, documents: bothDocuments },
    { type: 'fiscal.download', field: 'address_file' },
    { type: 'xstate.done.actor.downloadDocument', output: undefined },
    { type: 'xstate.error.actor.downloadDocument', error: outage },
    { type: 'fiscal.save', values: filled, documents: bothDocuments },
    { type: 'fiscal.save', values: badAccount, documents: bothDocuments },
    { type: 'fiscal.save', values: filled, documents: noDocuments },
    { type: 'xstate.done.actor.saveFiscalInfo', output: { info: savedInfo, message: 'Saved.' } },
    { type: 'xstate.error.actor.saveFiscalInfo', error: rfcRefused },
    { type: 'xstate.error.actor.saveFiscalInfo', error: clabeRefused },
    { type: 'xstate.error.actor.saveFiscalInfo', error: outage },
    { type: 'fiscal.close' },
  ],
  initialContext: (input) => ({
    lotId: input.lotId,
    info: null,
    banks: [],
    values: expectedValues(null),
    documents: noDocuments,
    problems: {},
    error: null,
    fieldErrors: {},
  }),
  guards: {
    taxpayerIsValid: (c, e: On<'fiscal.next'>) => Object.keys(onStepOne(problemsNow(c, e))).length === 0,
    formIsValid: (c, e: On<'fiscal.save'>) => Object.keys(problemsNow(c, e)).length === 0,
    hasStoredDocuments: (c) => c.info !== null,
    refusesTaxpayerField: (_c, e: Failure<ApiError>) => STEP_ONE.some((f) => f in e.error.errors),
  },
  effects: {
    'loading xstate.done.actor.loadFiscalInfo': (_c, e: Done<{ info: CoreInfo | null; banks: Bank[] }>) => ({ info: e.output.info, banks: e.output.banks, values: expectedValues(e.output.info) }),
    'loading xstate.error.actor.loadFiscalInfo': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'loadFailed fiscal.retry': () => ({ error: null }),
    'taxpayer fiscal.next [taxpayerIsValid]': (c, e: On<'fiscal.next'>) => ({
      ...form(e),
      problems: {},
      error: null,
      fieldErrors: Object.fromEntries(Object.entries(c.fieldErrors).filter(([f]) => !STEP_ONE.includes(f))),
    }),
    'taxpayer fiscal.next': (c, e: On<'fiscal.next'>) => ({ ...form(e), problems: onStepOne(problemsNow(c, e)) }),
    'account fiscal.back': (_c, e: On<'fiscal.back'>) => ({ ...form(e), problems: {} }),
    'account fiscal.save [formIsValid]': (_c, e: On<'fiscal.save'>) => ({ ...form(e), problems: {}, error: null, fieldErrors: {} }),
    'account fiscal.save [taxpayerIsValid]': (c, e: On<'fiscal.save'>) => ({ ...form(e), problems: problemsNow(c, e) }),
    'account fiscal.save': (c, e: On<'fiscal.save'>) => ({ ...form(e), problems: problemsNow(c, e) }),
    'saving xstate.error.actor.saveFiscalInfo [refusesTaxpayerField]': (_c, e: Failure<ApiError>) => refusal(e),
    'saving xstate.error.actor.saveFiscalInfo': (_c, e: Failure<ApiError>) => refusal(e),
  },
  states: {
    '(root)': (c) => expect(c.lotId).toBe(LOT),
    loading: (c) => expect([c.info, c.banks, c.error]).toEqual([null, [], null]),
    loadFailed: (c) => expect([c.info, c.error]).toEqual([null, outage.message]),
    taxpayer: (c) => {
      expect(c.banks).toEqual(banks);
      problemsHold(c);
    },
    'taxpayer.ready': () => {},
    'taxpayer.downloading': (c) => expect(c.info).not.toBeNull(),
    account: (c) => {
      expect(c.banks).toEqual(banks);
      // Step 1 holds whenever step 2 shows; what step 2 shows broken is step 2's.
      expect(onStepOne(problemsNow(c, c))).toEqual({});
      expect(Object.keys(c.problems).filter((f) => STEP_ONE.includes(f))).toEqual([]);
      problemsHold(c);
    },
    saving: (c) => {
      expect([c.problems, c.error, c.fieldErrors]).toEqual([{}, null, {}]);
      expect(problemsNow(c, c)).toEqual({});
    },
    saved: () => {},
    closed: () => {},
  },
  params: {
    notify: (_c, e: Done<{ message: string }>) => ({ message: e.output.message }),
  },
  invokes: {
    loadFiscalInfo: () => ({ lotId: LOT }),
    saveFiscalInfo: (c) => expectedRequest(c),
    downloadDocument: (c, e: On<'fiscal.download'>) => ({ address: c.info?.[e.field] }),
  },
};
