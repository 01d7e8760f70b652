// The gift form's rules (Gifts Credits, issue 20): the stores chosen, the credits each receives and the reason,
// checked with the struct the server checks the gift with (src/contracts/admin-gifts.struct.ts).
import { GiftBody, type GiftStore } from '../../../contracts/admin-gifts.struct';
import { MAX_RECIPIENTS } from '../../../contracts/credits.struct';
import type { Problems } from '../admin-editor.machine';
import { structProblems } from '../form-problems';

/** What the form holds beside the stores: the credits (empty until typed) and the reason. */
export type GiftValues = { credits: number | ''; note: string };

export const emptyGift = (): GiftValues => ({ credits: '', note: '' });

export const giftBodyOf = (stores: readonly GiftStore[], v: GiftValues): GiftBody => ({ branch_ids: stores.map((s) => s.id), credits: v.credits as number, note: v.note.trim() });

/** The first rule each field breaks (stores none chosen and credits not typed yet are missing). */
export const giftProblems = (stores: readonly GiftStore[], v: GiftValues): Problems =>
  structProblems({ branch_ids: stores.length === 0 ? undefined : stores.map((s) => s.id), credits: v.credits === '' ? undefined : v.credits, note: v.note.trim() }, GiftBody);

/** Whether one more store may be chosen: not chosen yet, and fewer than a gift may name. */
export const choosable = (chosen: readonly GiftStore[], store: GiftStore): boolean => chosen.length < MAX_RECIPIENTS && !chosen.some((s) => s.id === store.id);
