// A visitor's request for a store account (spec 3 §2 "Store account request form", §3 Store request, §4: sent,
// then a reply is awaited): the body of the public POST store-requests with the form's rules, shared by the
// console's form and the server, and the public reference lists the form offers (GET utilities/categories,
// GET utilities/banks). The two documents travel as multipart files (`rfc_file`, `address_file`), not in the body.
import { array, coerce, number, object, optional, refine, string, type Infer } from 'superstruct';
import { bankAccount } from './core-info.struct';
import { email, flag, hasControlCharacters, id, isDay, oneOf, text } from './rules';

export const STORE_REQUEST_RULES = {
  storeNameMin: 4,
  storeNameMax: 80,
  addressMin: 6,
  addressMax: 200,
  descriptionMin: 10,
  descriptionMax: 500,
  productKindsMin: 3,
  productKindsMax: 200,
  welcomeMin: 4,
  welcomeMax: 200,
  nameMin: 2,
  nameMax: 50,
  phoneDigits: 10,
  /** The manager signs for the store: an adult. */
  minAge: 18,
  oldestYear: 1900,
} as const;

export const STORE_KINDS = ['parent', 'branch'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];
export const STORE_REQUEST_DOCUMENTS = ['rfc_file', 'address_file'] as const;
export type StoreRequestDocument = (typeof STORE_REQUEST_DOCUMENTS)[number];

const R = STORE_REQUEST_RULES;
const trimmed = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

/** A Mexican mobile number: its 10 digits, typed with spaces, dashes or parentheses or not. */
const mobilePhone = () =>
  coerce(
    refine(string(), 'mobilePhone', (v) => {
      if (hasControlCharacters(v)) return 'control';
      if (v === '') return 'required';
      return new RegExp(`^\\d{${R.phoneDigits}}$`).test(v) || `digits|${R.phoneDigits}`;
    }),
    string(),
    (v) => (hasControlCharacters(v) ? v : v.replace(/[\s\-()]/g, '')),
  );

/** Whole years from a yyyy-MM-dd birth date to `today` (yyyy-MM-dd): a birthday counts from its day. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** Today in the visitor's calendar is within a day of UTC's: the rule takes UTC's, the console its own. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A real day, from 1900, of someone at least 18 today. */
const birthDate = () =>
  refine(string(), 'birthDate', (v) => {
    if (v === '') return 'required';
    if (!isDay(v)) return 'type';
    if (Number(v.slice(0, 4)) < R.oldestYear) return 'type';
    return ageOn(v, todayUtc()) >= R.minAge || `adult|${R.minAge}`;
  });

/** The text fields of the body; `hq_address` only for a branch (an empty one is left out by the form). */
export const StoreRequestBody = object({
  store_name: trimmed(R.storeNameMin, R.storeNameMax),
  kind: oneOf(STORE_KINDS),
  address: trimmed(R.addressMin, R.addressMax),
  hq_address: optional(trimmed(R.addressMin, R.addressMax)),
  description: trimmed(R.descriptionMin, R.descriptionMax),
  product_kinds: trimmed(R.productKindsMin, R.productKindsMax),
  category_id: id(),
  mobile_phone: mobilePhone(),
  birth_date: birthDate(),
  welcome_message: trimmed(R.welcomeMin, R.welcomeMax),
  first_name: trimmed(R.nameMin, R.nameMax),
  last_name: trimmed(R.nameMin, R.nameMax),
  email: coerce(email(), string(), (v) => v.trim()),
  bank_id: id(),
  account_number: bankAccount(),
  extra_sanitizer: flag(),
  clean_frequently: flag(),
  customer_limit: flag(),
});
export type StoreRequestBody = Infer<typeof StoreRequestBody>;

/** What the rules across fields need: the categories and banks offered, and which documents came. */
export type StoreRequestContext = {
  categories: readonly Pick<Category, 'id'>[];
  banks: readonly { id: number }[];
  documents: Record<StoreRequestDocument, boolean>;
};

/** The rule codes the rules across fields break, by field: a branch names its head store's address and a head
 *  store does not; the category and the bank are ones offered; both documents are required. */
export function storeRequestRuleFailures(v: StoreRequestBody, context: StoreRequestContext): [field: string, code: string][] {
  const failures: [string, string][] = [];
  if (v.kind === 'branch' && v.hq_address === undefined) failures.push(['hq_address', 'required']);
  if (v.kind === 'parent' && v.hq_address !== undefined) failures.push(['hq_address', 'unknown']);
  if (!context.categories.some((c) => c.id === v.category_id)) failures.push(['category_id', 'oneOf']);
  if (!context.banks.some((b) => b.id === v.bank_id)) failures.push(['bank_id', 'oneOf']);
  for (const field of STORE_REQUEST_DOCUMENTS) if (!context.documents[field]) failures.push([field, 'required']);
  return failures;
}

/** One of GET utilities/categories, named in the caller's language. */
export const Category = object({ id: number(), name: string() });
export type Category = Infer<typeof Category>;
export const CategoriesAnswer = object({ data: array(Category) });

/** POST store-requests: the request as stored, awaiting the admins' reply. */
export const StoreRequestSent = object({
  data: object({ id: number(), status: string(), created_at: string() }),
  message: string(),
});
