// Credits (issue 17; spec 3 §2 buy-credits flow, §3 Credit package, §4 Payment flow): the packages, a purchase
// the console sends (charged once per idempotency key), transfers between a shop's stores, the ledger's pages
// and the balances. Money is integer cents; credits are whole units.
import { array, boolean, nullable, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../domain/tables/paging';
import { day, id, oneOf, page, whole } from './rules';

export const CreditPackage = object({
  id: number(),
  name: string(),
  /** The bulk of credits the package holds. */
  credits: number(),
  /** Credits given on top of the bulk. */
  gift_credits: number(),
  price_cents: number(),
  /** Whether it may be split among several stores (the credit pool); false: one store only. */
  bulk: boolean(),
  /** Whether it may be bought for the credit pool (credits that move between the owner's stores later). */
  transferable: boolean(),
});
export type CreditPackage = Infer<typeof CreditPackage>;
export const CreditPackagesAnswer = object({ data: array(CreditPackage) });

/** The most stores a pool may name: more than any shop has. */
export const MAX_RECIPIENTS = 100;
/** The largest amount one purchase or transfer moves. */
export const MAX_AMOUNT_CENTS = 100_000_000;
export const MAX_CREDITS = 1_000_000;

/** A purchase attempt's key, made by the console and kept for the attempt (a double click or a reload reuses it). */
export const IdempotencyKey = refine(string(), 'idempotency_key', (v) => /^[A-Za-z0-9_-]{8,64}$/.test(v) || 'type');
/** The gateway's single-use CVV ticket (docs/payments.md): `cvt_` and hex digits. */
export const CvvTicket = refine(string(), 'cvv_ticket', (v) => /^[A-Za-z0-9_]{1,100}$/.test(v) || 'type');

/**
 * Who receives the credits: `pool` splits them among the named stores of the owner and they stay
 * transferable; `store` gives them all to the one store named, and they can never move (spec 3 §5).
 */
export const Recipients = object({
  kind: oneOf(['pool', 'store'] as const),
  branch_ids: size(array(id()), 1, MAX_RECIPIENTS),
});
export type Recipients = Infer<typeof Recipients>;

export const PurchaseBody = object({
  package_id: id(),
  recipients: Recipients,
  card_id: id(),
  cvv_ticket: CvvTicket,
  idempotency_key: IdempotencyKey,
  /** The package's price as the console showed it: a different amount is refused (422), never charged. */
  amount_cents: whole(1, MAX_AMOUNT_CENTS),
});
export type PurchaseBody = Infer<typeof PurchaseBody>;

export const PurchaseStatus = ['pending', 'approved', 'declined', 'failed'] as const;
export type PurchaseStatus = (typeof PurchaseStatus)[number];

export const StoreBalance = object({ id: number(), name: string(), total: number(), transferable: number() });
export type StoreBalance = Infer<typeof StoreBalance>;
export const CreditBalances = object({ total: number(), stores: array(StoreBalance) });
export type CreditBalances = Infer<typeof CreditBalances>;
export const CreditBalancesAnswer = object({ data: CreditBalances });

export const Purchase = object({
  id: number(),
  idempotency_key: string(),
  /** pending: the bank has not answered yet (ask again); approved: credited; declined; failed: nothing charged. */
  status: oneOf(PurchaseStatus),
  reason: nullable(string()),
  package_id: number(),
  amount_cents: number(),
  credits: number(),
  gift_credits: number(),
  branch_ids: array(number()),
  created_at: string(),
  settled_at: nullable(string()),
});
export type Purchase = Infer<typeof Purchase>;
/** A purchase's answer, with the shop's balances once it is settled. */
export const PurchaseAnswer = object({ data: Purchase, balances: CreditBalances });
export type PurchaseAnswer = Infer<typeof PurchaseAnswer>;

export const TransferBody = object({ from_branch_id: id(), to_branch_id: id(), credits: whole(1, MAX_CREDITS) });
export type TransferBody = Infer<typeof TransferBody>;
export const TransferAnswer = object({ data: CreditBalances });

export const EntryKind = ['purchase', 'gift', 'transfer_in', 'transfer_out', 'offer', 'validation'] as const;
export type EntryKind = (typeof EntryKind)[number];

const PerPage = refine(whole(1, 100), 'per_page', (v) => isPageSize(v) || 'oneOf');
/** The ledger's filters (lists and the download): days in the shop's time zone, a store, a kind of movement. */
export const LedgerQuery = object({
  from: optional(day(true)),
  to: optional(day(true)),
  branch_id: optional(refine(string(), 'branch_id', (v) => v === '' || v === 'all' || (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647) || 'oneOf')),
  kind: optional(refine(string(), 'kind', (v) => v === '' || v === 'all' || (EntryKind as readonly string[]).includes(v) || 'oneOf')),
  page: optional(page()),
  per_page: optional(PerPage),
});
export type LedgerQuery = Infer<typeof LedgerQuery>;
export const DEFAULT_LEDGER_PAGE = DEFAULT_PAGE_SIZE;

export const LedgerRow = object({
  id: number(),
  at: string(),
  branch_id: number(),
  branch_name: string(),
  kind: oneOf(EntryKind),
  credits: number(),
  movable: boolean(),
  /** A purchase's amount (its purchase entry only), else null. */
  amount_cents: nullable(number()),
  package_name: nullable(string()),
  /** A transfer's other store. */
  counterpart: nullable(string()),
  /** A gift's reason (the platform's gifts, admin module Gifts Credits), else null. */
  note: nullable(string()),
});
export type LedgerRow = Infer<typeof LedgerRow>;

export const LedgerAnswer = object({
  data: object({
    data: array(LedgerRow),
    total: number(),
    /** Of the whole filtered set: credits in, credits out (a positive number) and money paid. */
    totals: object({ credits_in: number(), credits_out: number(), amount_cents: number() }),
    page: number(),
    per_page: number(),
  }),
});
export type LedgerPage = Infer<typeof LedgerAnswer>['data'];
