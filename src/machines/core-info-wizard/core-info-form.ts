// The core-info wizard's form (spec 1 §3 Core info, Taxpayer data, Bank account, §5 core steps 1 to 3): its values,
// the fields each step holds, the rules each step breaks (src/contracts/shop-core-info.struct.ts, which the server
// checks again) and the requests the saves send. The documents are checked here by their type and size; the logo
// is the picture already drawn onto its 600x600 canvas (a PNG data URL), the server reads both by their bytes.
import { validate, type Struct } from 'superstruct';
import {
  AccountBody,
  accountRuleFailures,
  ShopDataBody,
  shopDataRuleFailures,
  TAXPAYER_DOCUMENTS,
  TaxpayerBody,
  taxpayerRuleFailures,
  type CoreInfoOwner,
  type ShopBank,
  type ShopCoreInfo,
  type TaxpayerDocument,
} from '../../contracts/shop-core-info.struct';
import type { AccountRequest, ShopDataRequest, TaxpayerRequest } from '../../services/shop-core-info.api';
import { documentProblem } from '../../contracts/document-rules';

export type ShopValues = { name: string; address: string; country_code: string; phone: string; email: string; more_than_one: boolean; notUnder: number[] };
export type TaxpayerValues = { taxpayer: string; rfc: string };
export type AccountValues = { interbank_key: string; account_number: string; bank_id: number | null; name_receiver: string; identifying_text: string };
export type Documents = Record<TaxpayerDocument, File | null>;

/** Everything the wizard's steps hold: each step's button carries it, so no step loses what another holds. */
export type CoreInfoForm = { shop: ShopValues; taxpayer: TaxpayerValues; account: AccountValues; documents: Documents; logo: string | null };

/** A rule broken, by field: its code (src/domain/validation/messages.ts, or a document's own). */
export type Problems = Record<string, string>;

export const noDocuments = (): Documents => ({ doc_taxpayer: null, doc_proof_address: null });

export const emptyForm = (): CoreInfoForm => ({
  shop: { name: '', address: '', country_code: '52', phone: '', email: '', more_than_one: false, notUnder: [] },
  taxpayer: { taxpayer: '', rfc: '' },
  account: { interbank_key: '', account_number: '', bank_id: null, name_receiver: '', identifying_text: '' },
  documents: noDocuments(),
  logo: null,
});

/** The form as the server has the owner's core info. */
export const formOf = (info: ShopCoreInfo): CoreInfoForm => ({
  shop: { name: info.name, address: info.address, country_code: info.country_code, phone: info.phone, email: info.email, more_than_one: info.more_than_one, notUnder: info.notUnder },
  taxpayer: { taxpayer: info.taxpayer, rfc: info.rfc },
  account: { interbank_key: info.interbank_key, account_number: info.account_number, bank_id: info.bank_id, name_receiver: info.name_receiver, identifying_text: info.identifying_text },
  documents: noDocuments(),
  logo: null,
});

/** The first rule each field of a body breaks, as the server's struct would answer it. */
function structProblems<T>(body: unknown, struct: Struct<T, unknown>): Problems {
  const problems: Problems = {};
  const [error] = validate(body, struct, { coerce: true });
  for (const f of error?.failures() ?? []) problems[String(f.path[0] ?? f.key)] ??= f.refinement ? f.message : f.value === undefined || f.value === '' ? 'required' : 'type';
  return problems;
}

const add = (problems: Problems, failures: [string, string][]): Problems => {
  for (const [field, code] of failures) problems[field] ??= code;
  return problems;
};

const shopBody = (v: ShopValues) => ({ ...v, name: v.name.trim(), address: v.address.trim(), email: v.email.trim() });

/** Step 1's broken rules; `storeIds`: the shop's stores, which `notUnder` chooses from. */
export const shopDataProblems = (form: CoreInfoForm, storeIds: readonly number[]): Problems => {
  const body = shopBody(form.shop);
  return add(structProblems(body, ShopDataBody), shopDataRuleFailures({ ...body, phone: body.phone.replace(/[\s\-()]/g, '') }, storeIds));
};

/** Step 2's; `stored`: the owner's documents are on the server (an edit may leave them out). */
export function taxpayerProblems(form: CoreInfoForm, stored: boolean): Problems {
  const problems = structProblems(form.taxpayer, TaxpayerBody);
  for (const field of TAXPAYER_DOCUMENTS) {
    const file = form.documents[field];
    const problem = file ? documentProblem(file) : null;
    if (problem) problems[field] ??= problem;
  }
  const present = { doc_taxpayer: stored || form.documents.doc_taxpayer !== null, doc_proof_address: stored || form.documents.doc_proof_address !== null };
  return add(problems, taxpayerRuleFailures(present));
}

const accountBody = (v: AccountValues) => ({ ...v, bank_id: v.bank_id ?? undefined, name_receiver: v.name_receiver.trim(), identifying_text: v.identifying_text.trim() });

/** Step 3's; `banks`: the list the bank is chosen from. */
export function accountProblems(form: CoreInfoForm, banks: readonly ShopBank[]): Problems {
  const problems = structProblems(accountBody(form.account), AccountBody);
  if (form.account.bank_id === null) return problems;
  return add(problems, accountRuleFailures({ ...form.account, bank_id: form.account.bank_id }, banks.map((b) => b.id)));
}

export const shopDataRequest = (shopId: number, form: CoreInfoForm): ShopDataRequest => ({
  shopId,
  body: { ...shopBody(form.shop), phone: form.shop.phone.replace(/[\s\-()]/g, ''), notUnder: form.shop.more_than_one ? form.shop.notUnder : [] },
  logo: form.logo,
});

export const taxpayerRequest = (owner: CoreInfoOwner, form: CoreInfoForm): TaxpayerRequest => ({
  owner,
  body: { taxpayer: form.taxpayer.taxpayer.trim(), rfc: form.taxpayer.rfc.trim().toUpperCase() },
  documents: form.documents,
});

export const accountRequest = (owner: CoreInfoOwner, form: CoreInfoForm): AccountRequest => ({
  owner,
  body: {
    interbank_key: form.account.interbank_key.replace(/[\s-]/g, ''),
    account_number: form.account.account_number.replace(/[\s-]/g, ''),
    bank_id: form.account.bank_id ?? 0,
    name_receiver: form.account.name_receiver.trim(),
    identifying_text: form.account.identifying_text.trim(),
  },
});
