// A shop's or branch's saved cards (spec 1 §3 Card, §7; docs/payments.md). The console tokenises, edits and
// deletes a card at the card gateway, then tells our server what the gateway answered: a new card and an edit
// come as the gateway's signed answer (verified by app.payments.verifyCard, not here), and are kept only when
// the gateway made them for this owner. No number and no CVV ever reaches this module.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StoredCard } from '../../src/contracts/cards.struct';
import type { Db } from '../db/connect';
import { cards } from '../db/schema';
import { HttpError } from '../http/errors';
import type { VerifiedCard } from '../plugins/payments';

/** A shop's own cards (branch null) or a branch's. */
export type CardOwner = { shopId: number; branchId: number | null };

type CardRow = typeof cards.$inferSelect;

const toStoredCard = (row: CardRow): StoredCard => ({
  id: row.id,
  nickname: row.nickname,
  card_holder: row.cardHolder,
  last_digits: row.lastDigits,
  valid_date: row.validDate,
  brand: row.brand,
  token: row.token,
  token_user: row.tokenUser,
  address: row.address,
});

const ownedBy = (owner: CardOwner) => and(eq(cards.shopId, owner.shopId), owner.branchId === null ? isNull(cards.branchId) : eq(cards.branchId, owner.branchId));

/** Whether the gateway made this card for this owner (the spec's type_user and user_id). */
function madeFor(owner: CardOwner, card: VerifiedCard): boolean {
  return owner.branchId === null ? card.type_user === 'shop' && card.user_id === owner.shopId : card.type_user === 'branch' && card.user_id === owner.branchId;
}

/** Another owner's card is answered as one that does not exist. */
const notFound = () => new HttpError(404, 'notFound');

const detailsOf = (card: VerifiedCard) => ({
  tokenUser: card.token_user,
  brand: card.brand,
  lastDigits: card.last_digits,
  validDate: card.valid_date,
  cardHolder: card.card_holder,
  nickname: card.nickname,
  address: card.address,
});

export async function listCards(db: Db, owner: CardOwner): Promise<StoredCard[]> {
  const rows = await db.select().from(cards).where(ownedBy(owner)).orderBy(asc(cards.id));
  return rows.map(toStoredCard);
}

/** Keeps a card the gateway tokenised for this owner. The same answer again (a double click) is the same card. */
export async function saveCard(db: Db, owner: CardOwner, card: VerifiedCard): Promise<{ card: StoredCard; created: boolean }> {
  if (!madeFor(owner, card)) throw notFound();
  const [inserted] = await db
    .insert(cards)
    .values({ shopId: owner.shopId, branchId: owner.branchId, token: card.token, ...detailsOf(card) })
    .onConflictDoNothing({ target: cards.token })
    .returning();
  if (inserted) return { card: toStoredCard(inserted), created: true };
  const [existing] = await db.select().from(cards).where(and(eq(cards.token, card.token), ownedBy(owner)));
  if (!existing) throw notFound();
  return { card: toStoredCard(existing), created: false };
}

/** Records the gateway's edit of this owner's card `id`: nickname, holder and billing address. */
export async function recordCardEdit(db: Db, owner: CardOwner, id: number, card: VerifiedCard): Promise<StoredCard> {
  if (!madeFor(owner, card)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(cards).where(and(eq(cards.id, id), ownedBy(owner))).for('update');
    if (!row) throw notFound();
    // The gateway's answer is about another of the owner's cards: it is no proof of this edit.
    if (row.token !== card.token) throw new HttpError(422, 'cardProofInvalid');
    const [updated] = await tx.update(cards).set({ ...detailsOf(card), updatedAt: new Date() }).where(eq(cards.id, id)).returning();
    return toStoredCard(updated as CardRow);
  });
}

/** Forgets this owner's card `id` (the console deleted it at the gateway first); answers its nickname. */
export async function deleteCard(db: Db, owner: CardOwner, id: number): Promise<{ id: number; nickname: string }> {
  const [row] = await db.delete(cards).where(and(eq(cards.id, id), ownedBy(owner))).returning({ id: cards.id, nickname: cards.nickname });
  if (!row) throw notFound();
  return row;
}
