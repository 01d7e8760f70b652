// A lot's fiscal and bank data (spec 3 §2 Fiscal and bank info modal, §3 Core info and Bank, §5 Fiscal, §7): the
// body of POST parkings/{id}/core-info with the modal's rules, shared by the console's form and the server, and
// the answers of GET parkings/{id}/core-info and GET utilities/banks. The two documents travel as multipart files
// (`taxpayer_file`, `address_file`), not in the body: the rules that need them, or the banks, take them as context.
import { array, coerce, nullable, number, object, refine, string, type Infer } from 'superstruct';
import { bankCodeOf, CLABE_LENGTH, isValidClabe } from '../domain/banking/clabe';
import { hasControlCharacters, id, text } from './rules';

export const CORE_INFO_RULES = {
  taxpayerNameMin: 5,
  taxpayerNameMax: 100,
  rfcMin: 10,
  rfcMax: 15,
  bankAccountMin: 10,
  bankAccountMax: 15,
  accountOwnerMin: 4,
  accountOwnerMax: 100,
  identifyingNameMin: 4,
  identifyingNameMax: 50,
} as const;

/** The documents: what their bytes may be, and how large (the files plugin's limit, server/files/plugin.ts). */
export const DOCUMENT_RULES = { types: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024 } as const;
export const DOCUMENT_FIELDS = ['taxpayer_file', 'address_file'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

const trimmedText = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

/** Letters (Ñ and & included, as RFCs have them) and digits, upper-cased (also a shop's: shop-core-info.struct.ts). */
export const rfc = () =>
  coerce(
    refine(string(), 'rfc', (v) => {
      if (hasControlCharacters(v)) return 'control';
      if (v === '') return 'required';
      if (v.length < CORE_INFO_RULES.rfcMin) return `min|${CORE_INFO_RULES.rfcMin}`;
      if (v.length > CORE_INFO_RULES.rfcMax) return `max|${CORE_INFO_RULES.rfcMax}`;
      return /^[A-ZÑ&0-9]+$/.test(v) || 'type';
    }),
    string(),
    (v) => v.trim().toUpperCase(),
  );

/** Digits only once the spaces and dashes of blocks are taken out. */
export const digitsOf = (v: string) => (hasControlCharacters(v) ? v : v.replace(/[\s-]/g, ''));

/** The CLABE: 18 digits (typed in blocks or not) whose check digit holds. */
const interbankAccount = () =>
  coerce(
    refine(string(), 'clabe', (v) => {
      if (hasControlCharacters(v)) return 'control';
      if (v === '') return 'required';
      if (!new RegExp(`^\\d{${CLABE_LENGTH}}$`).test(v)) return `digits|${CLABE_LENGTH}`;
      return isValidClabe(v) || 'clabe';
    }),
    string(),
    digitsOf,
  );

/** A bank account number: 10 to 15 digits (blocks' spaces and dashes allowed). */
export const bankAccount = () =>
  coerce(
    refine(string(), 'bankAccount', (v) => {
      if (hasControlCharacters(v)) return 'control';
      if (v === '') return 'required';
      const { bankAccountMin: min, bankAccountMax: max } = CORE_INFO_RULES;
      return new RegExp(`^\\d{${min},${max}}$`).test(v) || `digitsBetween|${min}|${max}`;
    }),
    string(),
    digitsOf,
  );

/** The text fields of the body, each with its own rule. */
export const CoreInfoBody = object({
  taxpayer_name: trimmedText(CORE_INFO_RULES.taxpayerNameMin, CORE_INFO_RULES.taxpayerNameMax),
  rfc: rfc(),
  interbank_account: interbankAccount(),
  bank_account: bankAccount(),
  bank_id: id(),
  account_owner: trimmedText(CORE_INFO_RULES.accountOwnerMin, CORE_INFO_RULES.accountOwnerMax),
  identifying_name: trimmedText(CORE_INFO_RULES.identifyingNameMin, CORE_INFO_RULES.identifyingNameMax),
});
export type CoreInfoBody = Infer<typeof CoreInfoBody>;

/** One of GET utilities/banks: `code` is the 3-digit CLABE code; `image` a logo's address or null. */
export const Bank = object({ id: number(), bank: string(), code: string(), image: nullable(string()) });
export type Bank = Infer<typeof Bank>;
export const BanksAnswer = object({ data: array(Bank) });

/** What the rules across fields need: the banks offered, and which documents the save has (sent now, or
 *  stored by an earlier save: on edit they may be left out). */
export type CoreInfoContext = { banks: readonly Pick<Bank, 'id' | 'code'>[]; documents: Record<DocumentField, boolean> };

/** The rule codes (src/domain/validation/messages.ts) the rules across fields break, by field: the bank must be
 *  one offered, and the CLABE's first three digits its code; both documents are required. */
export function coreInfoRuleFailures(v: CoreInfoBody, context: CoreInfoContext): [field: string, code: string][] {
  const failures: [string, string][] = [];
  const bank = context.banks.find((b) => b.id === v.bank_id);
  if (!bank) failures.push(['bank_id', 'oneOf']);
  else if (bankCodeOf(v.interbank_account) !== bank.code) failures.push(['interbank_account', 'clabeBank']);
  for (const field of DOCUMENT_FIELDS) if (!context.documents[field]) failures.push([field, 'required']);
  return failures;
}

/** The stored data as GET parkings/{id}/core-info answers it; the documents are their download addresses. */
export const CoreInfo = object({
  taxpayer_name: string(),
  rfc: string(),
  interbank_account: string(),
  bank_account: string(),
  bank_id: number(),
  bank: Bank,
  account_owner: string(),
  identifying_name: string(),
  taxpayer_file: string(),
  address_file: string(),
});
export type CoreInfo = Infer<typeof CoreInfo>;

/** GET parkings/{id}/core-info: null until the lot's data is first saved. */
export const CoreInfoAnswer = object({ data: nullable(CoreInfo) });
/** POST parkings/{id}/core-info: the saved data. */
export const CoreInfoSavedAnswer = object({ data: CoreInfo, message: string() });
