// A shop's or branch's saved cards at our server (spec 1 §7, docs/api.md Cards): the list, and the records of
// what the card gateway answered the browser (src/services/gateway.api.ts): a new card, an edit, a delete.
import { CardAnswer, CardDeletedAnswer, CardListAnswer, type CardOwner, type CardProofBody, type StoredCard } from '../contracts/cards.struct';
import { apiCall } from './http';

const cardsPath = (owner: CardOwner, tail = '') =>
  owner.type === 'branch' ? `shops/${owner.shopId}/branch/${owner.branchId ?? 0}/cards${tail}` : `shops/${owner.shopId}/cards${tail}`;

export const fetchCards = async (owner: CardOwner): Promise<StoredCard[]> => (await apiCall(CardListAnswer, cardsPath(owner))).data;

export const recordNewCard = (owner: CardOwner, proof: CardProofBody): Promise<CardAnswer> => apiCall(CardAnswer, cardsPath(owner), { method: 'POST', body: proof });

export const recordCardEdit = (owner: CardOwner, cardId: number, proof: CardProofBody): Promise<CardAnswer> =>
  apiCall(CardAnswer, cardsPath(owner, `/${cardId}`), { method: 'PUT', body: proof });

export const recordCardDeleted = (owner: CardOwner, cardId: number): Promise<CardDeletedAnswer> =>
  apiCall(CardDeletedAnswer, cardsPath(owner, `/${cardId}`), { method: 'DELETE' });
