// The fiscal and bank data form (spec 3 §2 "Fiscal and bank info modal (2 steps)", §5 Fiscal): its values, the
// step each field is on, the request a save sends and the rules it breaks, from src/contracts/core-info.struct.ts
// (the rules the server checks again). The CLABE is held as its digits (the view shows it in blocks) and names
// its bank by its first three digits. The documents are checked here by their type and size only; the server
// reads their bytes.
import { validate } from 'superstruct';
import { CoreInfoBody, coreInfoRuleFailures, DOCUMENT_FIELDS, type Bank, type CoreInfo, type DocumentField } from '../../contracts/core-info.struct';
import { documentProblem } from '../../contracts/document-rules';
import { bankCodeOf, CLABE_LENGTH, normaliseClabe } from '../../domain/banking/clabe';
import type { SaveCoreInfoRequest } from '../../services/core-info.api';

export type FiscalValues = {
  taxpayer_name: string;
  rfc: string;
  /** The CLABE's digits. */
  interbank_account: string;
  bank_account: string;
  bank_id: number | null;
  account_owner: string;
  identifying_name: string;
};

/** The documents chosen for the next save (none: the stored ones are kept, on edit). */
export type Documents = Record<DocumentField, File | null>;

/** A rule broken: the field and its code (src/domain/validation/messages.ts, or a document's code below). */
export type Problems = Record<string, string>;

/** The steps, and the fields each holds (a refusal of one of them shows that step). */
export const TAXPAYER_FIELDS = ['taxpayer_name', 'rfc', ...DOCUMENT_FIELDS] as const;
export const ACCOUNT_FIELDS = ['interbank_account', 'bank_account', 'bank_id', 'account_owner', 'identifying_name'] as const;

export const noDocuments = (): Documents => ({ taxpayer_file: null, address_file: null });

export const emptyValues = (): FiscalValues => ({
  taxpayer_name: '',
  rfc: '',
  interbank_account: '',
  bank_account: '',
  bank_id: null,
  account_owner: '',
  identifying_name: '',
});

export const valuesOf = (info: CoreInfo): FiscalValues => ({
  taxpayer_name: info.taxpayer_name,
  rfc: info.rfc,
  interbank_account: info.interbank_account,
  bank_account: info.bank_account,
  bank_id: info.bank_id,
  account_owner: info.account_owner,
  identifying_name: info.identifying_name,
});

/** The bank a CLABE's first three digits name, once they are typed. */
export function bankOfClabe(banks: readonly Bank[], clabe: string): Bank | null {
  const digits = normaliseClabe(clabe);
  return digits.length < 3 ? null : (banks.find((b) => b.code === bankCodeOf(digits)) ?? null);
}

/** What the CLABE field keeps of what is typed or pasted: its first 18 digits. */
export const clabeDigits = (typed: string): string => normaliseClabe(typed).slice(0, CLABE_LENGTH);

/** The body a save sends. */
export const bodyOf = (values: FiscalValues): CoreInfoBody => ({
  taxpayer_name: values.taxpayer_name.trim(),
  rfc: values.rfc.trim().toUpperCase(),
  interbank_account: normaliseClabe(values.interbank_account),
  bank_account: values.bank_account.replace(/[\s-]/g, ''),
  bank_id: values.bank_id ?? 0,
  account_owner: values.account_owner.trim(),
  identifying_name: values.identifying_name.trim(),
});

/** A chosen document's own rule broken (its type, its size), or null; the store account request checks its own the same way. */

/** The rules the form breaks, one code a field (the first); `stored`: the lot's documents are on the server. */
export function problemsOf(values: FiscalValues, documents: Documents, banks: readonly Bank[], stored: boolean): Problems {
  const problems: Problems = {};
  const add = (field: string, code: string) => {
    problems[field] ??= code;
  };
  if (values.bank_id === null) add('bank_id', 'required');
  const body = bodyOf(values);
  const [error] = validate(body, CoreInfoBody, { coerce: true });
  for (const f of error?.failures() ?? []) add(String(f.path[0] ?? f.key), f.refinement ? f.message : 'type');
  for (const field of DOCUMENT_FIELDS) {
    const file = documents[field];
    const problem = file ? documentProblem(file) : null;
    if (problem) add(field, problem);
  }
  const present = { taxpayer_file: stored || documents.taxpayer_file !== null, address_file: stored || documents.address_file !== null };
  for (const [field, code] of coreInfoRuleFailures(body, { banks, documents: present })) add(field, code);
  return problems;
}

/** The problems of the fields of one step. */
export const problemsIn = (problems: Problems, fields: readonly string[]): Problems =>
  Object.fromEntries(Object.entries(problems).filter(([field]) => fields.includes(field)));

/** Whether a refusal names a field of the first step. */
export const namesTaxpayerField = (errors: Record<string, string[]>): boolean => TAXPAYER_FIELDS.some((f) => (errors[f]?.length ?? 0) > 0);

export const saveRequestOf = (lotId: number, values: FiscalValues, documents: Documents): SaveCoreInfoRequest => ({
  lotId,
  body: bodyOf(values),
  documents,
});
