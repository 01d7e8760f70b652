// The buy flow's rules (spec 3 §2 buy-credits flow, §4 Payment flow, §9 "Payment retry count 3"): what a
// purchase needs before the CVV is asked, the CVV's shape, the tries left, and the request a try sends.
import type { StoredCard } from '../../contracts/cards.struct';
import type { CreditPackage, PurchaseBody, StoreBalance } from '../../contracts/credits.struct';

/** Tries of one purchase (spec 3 §9): shown as ({num}/3). */
export const MAX_TRIES = 3;

export type RecipientsChoice = { kind: 'pool' | 'store'; branchIds: number[] };

export type Choice = { packageId: number | null; recipients: RecipientsChoice; cardId: number | null };
export type Options = { packages: CreditPackage[]; stores: StoreBalance[]; cards: StoredCard[] };

export const chosenPackage = (o: Pick<Options, 'packages'>, c: Pick<Choice, 'packageId'>): CreditPackage | null => o.packages.find((p) => p.id === c.packageId) ?? null;
export const chosenCard = (o: Pick<Options, 'cards'>, c: Pick<Choice, 'cardId'>): StoredCard | null => o.cards.find((k) => k.id === c.cardId) ?? null;

/** Whether a package may fill the credit pool: split among stores (bulk) and movable afterwards (transferable). */
export const poolAllowed = (pkg: CreditPackage): boolean => pkg.bulk && pkg.transferable;

/** The recipients are the owner's stores: one for single-store credits, one or more for the pool, which only a
 *  package that allows it may fill. */
export function recipientsValid(o: Options, c: Choice): boolean {
  const pkg = chosenPackage(o, c);
  const ids = c.recipients.branchIds;
  if (!pkg || ids.length === 0 || new Set(ids).size !== ids.length || !ids.every((id) => o.stores.some((s) => s.id === id))) return false;
  return c.recipients.kind === 'store' ? ids.length === 1 : poolAllowed(pkg);
}

export const canPay = (o: Options, c: Choice): boolean => chosenCard(o, c) !== null && recipientsValid(o, c);

export const cvvValid = (cvv: string): boolean => /^\d{3}$/.test(cvv);

export const triesLeft = (tries: number): boolean => tries < MAX_TRIES;

/** The purchase a try sends: the package's price as shown (the server refuses another), the attempt's key and
 *  CVV ticket. */
export function purchaseBody(o: Options, c: Choice, attempt: { key: string; ticket: string }): PurchaseBody {
  const pkg = chosenPackage(o, c);
  if (!pkg || c.cardId === null) throw new Error('purchaseBody needs a package and a card');
  return {
    package_id: pkg.id,
    recipients: { kind: c.recipients.kind, branch_ids: c.recipients.branchIds },
    card_id: c.cardId,
    cvv_ticket: attempt.ticket,
    idempotency_key: attempt.key,
    amount_cents: pkg.price_cents,
  };
}
