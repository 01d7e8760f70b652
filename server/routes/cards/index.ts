// A shop's and a branch's saved cards (spec 1 §7): GET shops/{shop}/cards and GET
// shops/{shop}/branch/{branch}/cards, and (ours) the calls by which the console records what the card gateway
// answered it: POST .../cards with the gateway's signed answer to a new card, PUT .../cards/{card} with its
// signed answer to an edit, DELETE .../cards/{card} once deleted there (also POST with `_method=delete`).
// The shop's cards are its owner's (shopping.creditsbuy); a branch's, the owner's or the branch manager's
// (shopping.branch.creditsbuy). Another shop's or branch's card answers 404.
import type { FastifyInstance } from 'fastify';
import { object, type Struct } from 'superstruct';
import { CardProofBody } from '../../../src/contracts/cards.struct';
import { id } from '../../../src/contracts/rules';
import { deleteCard, listCards, recordCardEdit, saveCard, type CardOwner } from '../../cards/saved-cards';
import { t } from '../../http/messages';
import { defineRoute, type ExampleIds } from '../../http/route';
import type { TenantScope } from '../../http/tenant';

type OwnerParams = { shopId: number; branchId?: number };
type CardParams = OwnerParams & { cardId: number };

/** The two owners of cards, each with its url, permission, tenant and example ids. */
const OWNERS: {
  url: string;
  permission: string;
  tenant: TenantScope;
  params: Struct<OwnerParams, unknown>;
  cardParams: Struct<CardParams, unknown>;
  ids: (ids: ExampleIds) => Record<string, number>;
}[] = [
  {
    url: '/api/shops/:shopId/cards',
    permission: 'shopping.creditsbuy',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }) as Struct<OwnerParams, unknown>,
    cardParams: object({ shopId: id(), cardId: id() }) as Struct<CardParams, unknown>,
    ids: (ids) => ({ shopId: ids.shopId }),
  },
  {
    url: '/api/shops/:shopId/branch/:branchId/cards',
    permission: 'shopping.branch.creditsbuy',
    tenant: { kind: 'branch', shopParam: 'shopId', branchParam: 'branchId' },
    params: object({ shopId: id(), branchId: id() }) as Struct<OwnerParams, unknown>,
    cardParams: object({ shopId: id(), branchId: id(), cardId: id() }) as Struct<CardParams, unknown>,
    ids: (ids) => ({ shopId: ids.shopId, branchId: ids.branchId }),
  },
];

const ownerOf = (params: OwnerParams): CardOwner => ({ shopId: params.shopId, branchId: params.branchId ?? null });

/** A card answer of the right shape whose signature is not the gateway's: the fuzz suite's starting point. */
const sampleProof = { body: JSON.stringify({ message: 'Tarjeta guardada.', data: { token: `tok_${'0'.repeat(32)}` } }), signature: '0'.repeat(64) };
const missingCard = 2_000_000;

export function cardRoutes(app: FastifyInstance): void {
  for (const owner of OWNERS) {
    defineRoute(app, {
      method: 'GET',
      url: owner.url,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.params,
      example: (ids) => ({ params: owner.ids(ids) }),
      handler: async ({ params }) => ({ data: await listCards(app.db, ownerOf(params)) }),
    });

    defineRoute(app, {
      method: 'POST',
      url: owner.url,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.params,
      body: CardProofBody,
      example: { skip: "needs the gateway's signed answer to a new card; tests/server/cards.test.ts per account, owner and signature" },
      sample: (ids) => ({ params: owner.ids(ids), body: sampleProof }),
      handler: async ({ params, body, locale, reply }) => {
        const verified = await app.payments.verifyCard(body);
        const { card, created } = await saveCard(app.db, ownerOf(params), verified);
        reply.code(created ? 201 : 200);
        return { message: t('cardSaved', locale, card.nickname), data: card };
      },
    });

    defineRoute(app, {
      method: 'PUT',
      url: `${owner.url}/:cardId`,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.cardParams,
      body: CardProofBody,
      example: { skip: "needs a saved card and the gateway's signed answer to its edit; tests/server/cards.test.ts per account, owner and signature" },
      sample: (ids) => ({ params: { ...owner.ids(ids), cardId: missingCard }, body: sampleProof }),
      handler: async ({ params, body, locale }) => {
        const verified = await app.payments.verifyCard(body);
        const card = await recordCardEdit(app.db, ownerOf(params), params.cardId, verified);
        return { message: t('cardUpdated', locale, card.nickname), data: card };
      },
    });

    defineRoute(app, {
      method: 'DELETE',
      url: `${owner.url}/:cardId`,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.cardParams,
      example: { skip: 'needs a saved card of the owner; tests/server/cards.test.ts per account and owner' },
      sample: (ids) => ({ params: { ...owner.ids(ids), cardId: missingCard } }),
      handler: async ({ params, locale }) => {
        const deleted = await deleteCard(app.db, ownerOf(params), params.cardId);
        return { message: t('cardDeleted', locale, deleted.nickname), data: deleted };
      },
    });
  }
}
