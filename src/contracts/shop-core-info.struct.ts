// A shop's core info, the onboarding wizard's data (spec 1 §2.4, §3 Core info, Taxpayer data, Bank account, Bank
// list item, §5 core steps 1 to 3, §7): the bodies of POST shops/{shop}/core-info, .../core-info/taxpayer and
// .../core-info/accounts (the last two also for a store: shops/{shop}/branch/{branch}/...), with the wizard's
// rules, shared by the console and the server, and the answers of GET .../core-info and GET .../core-info/banks.
// Step 1 is the shop's only; steps 2 and 3 are the shop's or one store's. The documents of step 2 travel as
// multipart files (`doc_taxpayer`, `doc_proof_address`); the rules that need them take them as context.
import { readJsonText } from './json-text';
import { array, boolean, coerce, nullable, number, object, optional, refine, string, type Infer } from 'superstruct';
import { bankAccount, digitsOf, rfc } from './core-info.struct';
import { isCallingCode } from './profile.struct';
import { email, flag, hasControlCharacters, id, plain, text } from './rules';

export const SHOP_CORE_INFO_RULES = {
  nameMin: 4,
  nameMax: 50,
  addressMin: 4,
  addressMax: 50,
  /** The phone input keeps 10 digits (spec 1 §5); a number of another country may have up to 15 (E.164). */
  phoneMin: 10,
  phoneMax: 15,
  taxpayerMin: 5,
  taxpayerMax: 100,
  interbankMin: 18,
  interbankMax: 20,
  receiverMin: 4,
  receiverMax: 100,
  identifyingMax: 50,
  /** More stores than any shop has: the list is bounded before its ids are looked up. */
  notUnderMax: 200,
} as const;

/** The logo's canvas (spec 1 §5 Images): the console draws the chosen picture onto it and sends it as PNG. */
export const LOGO_SIZE = 600;
/** The logo as the console sends it: PNG in base64, with or without its data-URL head. */
export const LOGO_HEAD = 'data:image/png;base64,';
/** The longest logo text: a 5 MB picture (the files plugin's limit) in base64 with its head. */
export const LOGO_MAX_CHARS = LOGO_HEAD.length + Math.ceil((5 * 1024 * 1024) / 3) * 4;

export const TAXPAYER_DOCUMENTS = ['doc_taxpayer', 'doc_proof_address'] as const;
export type TaxpayerDocument = (typeof TAXPAYER_DOCUMENTS)[number];

const trimmed = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

/** The store ids of `notUnder`: a list, or (multipart) its JSON text; each once. */
const notUnder = () =>
  coerce(
    refine(array(id()), 'notUnder', (v) => v.length <= SHOP_CORE_INFO_RULES.notUnderMax || `maxItems|${SHOP_CORE_INFO_RULES.notUnderMax}`),
    string(),
    (v) => {
      if (v.trim() === '') return [];
      const parsed = readJsonText(v);
      return Array.isArray(parsed) ? [...new Set(parsed)] : v;
    },
  );

const logo = () =>
  refine(string(), 'logo', (v) => {
    if (v.length > LOGO_MAX_CHARS) return `max|${LOGO_MAX_CHARS}`;
    const data = v.startsWith(LOGO_HEAD) ? v.slice(LOGO_HEAD.length) : v;
    return /^[A-Za-z0-9+/]*={0,2}$/.test(data) || 'type';
  });

/** The phone's national number: spaces, dashes and brackets are taken out. */
const phone = () =>
  coerce(
    refine(string(), 'phone', (v) => {
      if (hasControlCharacters(v)) return 'control';
      if (v === '') return 'required';
      const { phoneMin: min, phoneMax: max } = SHOP_CORE_INFO_RULES;
      return new RegExp(`^\\d{${min},${max}}$`).test(v) || `digitsBetween|${min}|${max}`;
    }),
    string(),
    (v) => (hasControlCharacters(v) ? v : v.replace(/[\s\-()]/g, '')),
  );

/** The dialling code without `+` (52 Mexico). */
const countryCode = () =>
  coerce(
    refine(string(), 'countryCode', (v) => isCallingCode(v) || 'oneOf'),
    string(),
    (v) => v.trim().replace(/^\+/, ''),
  );

/** `id` (the shop) and `branch_id` (the store, in a store's calls) as the spec sends them; the path decides, and
 *  a body that names another shop or store is refused (ownerRuleFailures). */
const Owner = { id: optional(id()), branch_id: optional(coerce(nullable(id()), string(), (v) => (v.trim() === '' ? null : v))) };

/** Step 1 (spec 1 §5 core step 1), POST shops/{shop}/core-info. No logo keeps the stored one. */
export const ShopDataBody = object({
  id: Owner.id,
  name: trimmed(SHOP_CORE_INFO_RULES.nameMin, SHOP_CORE_INFO_RULES.nameMax),
  address: trimmed(SHOP_CORE_INFO_RULES.addressMin, SHOP_CORE_INFO_RULES.addressMax),
  country_code: countryCode(),
  phone: phone(),
  email: coerce(email(), string(), (v) => v.trim()),
  more_than_one: flag(),
  notUnder: notUnder(),
  logo: optional(logo()),
});
export type ShopDataBody = Infer<typeof ShopDataBody>;

/** Step 2 (spec 1 §5 core step 2), POST .../core-info/taxpayer; the documents are files. */
export const TaxpayerBody = object({
  ...Owner,
  taxpayer: trimmed(SHOP_CORE_INFO_RULES.taxpayerMin, SHOP_CORE_INFO_RULES.taxpayerMax),
  rfc: rfc(),
});
export type TaxpayerBody = Infer<typeof TaxpayerBody>;

/** The interbank key (CLABE): 18 to 20 digits (spec 1 §5 core step 3), typed in blocks or not. */
const interbankKey = () =>
  coerce(
    refine(string(), 'interbankKey', (v) => {
      if (hasControlCharacters(v)) return 'control';
      if (v === '') return 'required';
      const { interbankMin: min, interbankMax: max } = SHOP_CORE_INFO_RULES;
      return new RegExp(`^\\d{${min},${max}}$`).test(v) || `digitsBetween|${min}|${max}`;
    }),
    string(),
    digitsOf,
  );

/** Step 3 (spec 1 §5 core step 3), POST .../core-info/accounts. The identifying text is optional. */
export const AccountBody = object({
  ...Owner,
  interbank_key: interbankKey(),
  account_number: bankAccount(),
  bank_id: id(),
  name_receiver: trimmed(SHOP_CORE_INFO_RULES.receiverMin, SHOP_CORE_INFO_RULES.receiverMax),
  identifying_text: optional(coerce(plain(SHOP_CORE_INFO_RULES.identifyingMax), string(), (v) => v.trim())),
});
export type AccountBody = Infer<typeof AccountBody>;

/** Whose core info a call is about: the shop's (branch null) or one of its stores'. */
export type CoreInfoOwner = { shopId: number; branchId: number | null };

/** A body's `id` and `branch_id`, when sent, must name the path's shop and store (rule codes by field). */
export function ownerRuleFailures(body: { id?: number; branch_id?: number | null }, owner: CoreInfoOwner): [field: string, code: string][] {
  const failures: [string, string][] = [];
  if (body.id !== undefined && body.id !== owner.shopId) failures.push(['id', 'oneOf']);
  if (body.branch_id !== undefined && body.branch_id !== owner.branchId) failures.push(['branch_id', 'oneOf']);
  return failures;
}

/** Step 1's rules across fields: `notUnder` names stores of the shop. */
export const shopDataRuleFailures = (body: ShopDataBody, storeIds: readonly number[]): [field: string, code: string][] =>
  body.notUnder.every((b) => storeIds.includes(b)) ? [] : [['notUnder', 'oneOf']];

/** Step 2's: both documents, sent now or stored by an earlier save. */
export const taxpayerRuleFailures = (documents: Record<TaxpayerDocument, boolean>): [field: string, code: string][] =>
  TAXPAYER_DOCUMENTS.filter((d) => !documents[d]).map((d) => [d, 'required']);

/** Step 3's: the bank is one of the list. */
export const accountRuleFailures = (body: AccountBody, bankIds: readonly number[]): [field: string, code: string][] =>
  bankIds.includes(body.bank_id) ? [] : [['bank_id', 'oneOf']];

/** One of GET shops/{shop}/core-info/banks (spec 1 §3 Bank list item). */
export const ShopBank = object({ id: number(), bank: string(), razon_social: string() });
export type ShopBank = Infer<typeof ShopBank>;
export const ShopBanksAnswer = object({ data: array(ShopBank) });

/** A store of the shop, to choose `notUnder` from. */
export const CoreInfoStore = object({ id: number(), name: string() });

/** GET .../core-info (spec 1 §7): the shop's core info (what step 1 shows, the shop's for a store too) and the
 *  owner's taxpayer and bank fields; text not saved yet is '', a document or bank not saved yet null. The
 *  documents are their download addresses, with the names they were sent under. */
export const ShopCoreInfo = object({
  id: number(),
  branch_id: nullable(number()),
  name: string(),
  address: string(),
  country_code: string(),
  phone: string(),
  email: string(),
  more_than_one: boolean(),
  notUnder: array(number()),
  logo_url: object({ original: nullable(string()) }),
  branchs: array(CoreInfoStore),
  taxpayer: string(),
  rfc: string(),
  doc_taxpayer: nullable(string()),
  doc_proof_address: nullable(string()),
  name_taxpayer: string(),
  name_proof_address: string(),
  interbank_key: string(),
  account_number: string(),
  bank_id: nullable(number()),
  name_receiver: string(),
  identifying_text: string(),
});
export type ShopCoreInfo = Infer<typeof ShopCoreInfo>;
export const ShopCoreInfoAnswer = object({ data: ShopCoreInfo });
/** Each save answers the owner's core info as it now is, with the toast's words. */
export const ShopCoreInfoSavedAnswer = object({ data: ShopCoreInfo, message: string() });
