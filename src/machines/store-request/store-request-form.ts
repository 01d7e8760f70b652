// The store account request form (spec 3 §2 "Store account request form", §3 Store request): its values in the
// four sections the spec names, the body a send carries and the rules it breaks, from
// src/contracts/store-request.struct.ts (the rules the server checks again). The documents are checked here by
// their type and size only (the fiscal form's check); the server reads their bytes.
import { validate } from 'superstruct';
import type { Bank } from '../../contracts/core-info.struct';
import {
  STORE_REQUEST_DOCUMENTS,
  StoreRequestBody,
  storeRequestRuleFailures,
  type Category,
  type StoreKind,
} from '../../contracts/store-request.struct';
import { documentProblem } from '../../contracts/document-rules';
import type { StoreRequestSubmission } from '../../services/store-request.api';

export type StoreRequestValues = {
  store_name: string;
  kind: StoreKind;
  address: string;
  /** Shown and sent for a branch only. */
  hq_address: string;
  mobile_phone: string;
  description: string;
  product_kinds: string;
  category_id: number | null;
  welcome_message: string;
  extra_sanitizer: boolean;
  clean_frequently: boolean;
  customer_limit: boolean;
  bank_id: number | null;
  account_number: string;
  first_name: string;
  last_name: string;
  email: string;
  /** yyyy-MM-dd, or '' before one is picked. */
  birth_date: string;
};

export type RequestDocuments = StoreRequestSubmission['documents'];

/** A rule broken: the field and its code (src/domain/validation/messages.ts, or a document's code). */
export type Problems = Record<string, string>;

/** The lists the form chooses from. */
export type RequestLists = { categories: Category[]; banks: Bank[] };

/** The spec's sections, each with its fields in the form's order. */
export const SECTIONS = {
  account: ['store_name', 'kind', 'address', 'hq_address', 'mobile_phone'],
  description: ['description', 'product_kinds', 'category_id', 'welcome_message', 'extra_sanitizer', 'clean_frequently', 'customer_limit'],
  billing: ['rfc_file', 'address_file', 'bank_id', 'account_number'],
  manager: ['first_name', 'last_name', 'email', 'birth_date'],
} as const;
export type Section = keyof typeof SECTIONS;
export type RequestField = (typeof SECTIONS)[Section][number];
export const FIELD_ORDER: readonly RequestField[] = Object.values(SECTIONS).flat();

export const emptyValues = (): StoreRequestValues => ({
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
});

export const noDocuments = (): RequestDocuments => ({ rfc_file: null, address_file: null });

const digitsOf = (typed: string) => typed.replace(/[\s\-()]/g, '');

/** The body a send carries: texts trimmed, the phone and the account as typed without their separators, the head
 *  store's address only for a branch that has one (the rule across fields then names it). */
export function bodyOf(values: StoreRequestValues): StoreRequestBody {
  const hq = values.hq_address.trim();
  return {
    store_name: values.store_name.trim(),
    kind: values.kind,
    address: values.address.trim(),
    ...(values.kind === 'branch' && hq !== '' ? { hq_address: hq } : {}),
    description: values.description.trim(),
    product_kinds: values.product_kinds.trim(),
    category_id: values.category_id ?? 0,
    mobile_phone: digitsOf(values.mobile_phone),
    birth_date: values.birth_date,
    welcome_message: values.welcome_message.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    bank_id: values.bank_id ?? 0,
    account_number: digitsOf(values.account_number),
    extra_sanitizer: values.extra_sanitizer,
    clean_frequently: values.clean_frequently,
    customer_limit: values.customer_limit,
  };
}

/** The rules the form breaks, one code a field (the first). */
export function problemsOf(values: StoreRequestValues, documents: RequestDocuments, lists: RequestLists): Problems {
  const problems: Problems = {};
  const add = (field: string, code: string) => {
    problems[field] ??= code;
  };
  if (values.category_id === null) add('category_id', 'required');
  if (values.bank_id === null) add('bank_id', 'required');
  const body = bodyOf(values);
  const [error] = validate(body, StoreRequestBody, { coerce: true });
  for (const f of error?.failures() ?? []) add(String(f.path[0] ?? f.key), f.refinement ? f.message : 'type');
  for (const field of STORE_REQUEST_DOCUMENTS) {
    const file = documents[field];
    const problem = file ? documentProblem(file) : null;
    if (problem) add(field, problem);
  }
  const present = { rfc_file: documents.rfc_file !== null, address_file: documents.address_file !== null };
  for (const [field, code] of storeRequestRuleFailures(body, { ...lists, documents: present })) add(field, code);
  return problems;
}

/** The first field, in the form's order, that `named` names (a refusal's fields, the broken rules). */
export const firstFieldOf = (named: Record<string, unknown>): RequestField | null => FIELD_ORDER.find((f) => f in named) ?? null;


export const submissionOf = (values: StoreRequestValues, documents: RequestDocuments): StoreRequestSubmission => ({ body: bodyOf(values), documents });
