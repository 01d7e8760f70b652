// Credits (issue 17): the packages on sale, a shop's balances, purchases with a saved card (charged at most once,
// server/credits/purchases.ts), transfers between its stores, and the ledger's list and Excel download. The shop
// owner's routes (shopping.creditsbuy, shopping.transactions) and a branch manager's for their store
// (shopping.branch.creditsbuy, shopping.branch.transactions).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { IdempotencyKey, LedgerQuery, PurchaseBody, TransferBody, type LedgerQuery as Query } from '../../../src/contracts/credits.struct';
import { id } from '../../../src/contracts/rules';
import type { Locale } from '../../../src/domain/validation/messages';
import { ledgerFilters, ledgerPage, ledgerTotals, ledgerWhere } from '../../credits/ledger-list';
import { shopBalances } from '../../credits/ledger';
import { packagesOnSale } from '../../credits/packages';
import { buyCredits, purchaseState, settlePendingPurchases, type Buyer, type PurchaseDeps, type PurchaseOutcome } from '../../credits/purchases';
import { transferCredits } from '../../credits/transfers';
import { defineRoute, type ExampleIds } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { sendLedgerSheet } from './ledger-sheet';

const shop = { kind: 'shop', param: 'shopId' } as const;
const branch = { kind: 'branch', shopParam: 'shopId', branchParam: 'branchId' } as const;
const shopParams = object({ shopId: id() });
const branchParams = object({ shopId: id(), branchId: id() });
const ledgerQuery = { from: '2026-01-01', to: '2026-12-31', branch_id: 'all', kind: 'all', page: '1', per_page: '10' };

/** A purchase the fuzz suite mutates: a price that is not the package's and a card that does not exist, so that
 *  no single change makes it a charge (the test app has no gateway). */
const purchaseSample = (ids: ExampleIds) => ({
  body: { package_id: 1, recipients: { kind: 'store', branch_ids: [ids.branchId] }, card_id: 999_999, cvv_ticket: 'cvt_0', idempotency_key: 'fuzz-purchase-0001', amount_cents: 1 },
});

export function creditRoutes(app: FastifyInstance): void {
  const deps: PurchaseDeps = {
    db: app.db,
    payments: app.payments,
    // A charge request still on its way is older than the adapter's wait by far less than this.
    staleAfterMs: app.config.payments.timeoutMs * 3,
    log: (m) => app.log.info(m),
  };
  // Purchases a killed or crashed server left pending are settled by the gateway's word once it listens again.
  app.addHook('onListen', async () => {
    void settlePendingPurchases(deps).catch((err: unknown) => app.log.error({ err }, 'settling pending credit purchases failed'));
  });

  const purchaseReply = (outcome: PurchaseOutcome, reply: { code: (n: number) => unknown }) => {
    reply.code(outcome.purchase.status === 'pending' ? 202 : outcome.purchase.status === 'approved' ? 201 : 200);
    return { data: outcome.purchase, balances: outcome.balances };
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/credits/packages',
    auth: 'user',
    permission: 'shopping.branch.creditsbuy',
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: await packagesOnSale(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/credits',
    auth: 'user',
    permission: 'shopping.branch.creditsbuy',
    tenant: shop,
    params: shopParams,
    example: (ids) => ({ params: { shopId: ids.shopId } }),
    handler: async ({ params }) => ({ data: await shopBalances(app.db, params.shopId) }),
  });

  const buyer = (shopId: number, userId: number, branchId: number | null): Buyer => ({ shopId, userId, branchId });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/credits/purchases',
    auth: 'user',
    permission: 'shopping.creditsbuy',
    tenant: shop,
    params: shopParams,
    body: PurchaseBody,
    example: { skip: 'charges a card through the gateway, which the test app has none of: tests/server/credits-purchases.test.ts' },
    transaction: 'steps',
    sample: (ids) => ({ params: { shopId: ids.shopId }, ...purchaseSample(ids) }),
    handler: async ({ params, body, user, locale, reply }) => purchaseReply(await buyCredits(deps, buyer(params.shopId, user.id, null), body, locale), reply),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branch/:branchId/credits/purchases',
    auth: 'user',
    permission: 'shopping.branch.creditsbuy',
    tenant: branch,
    params: branchParams,
    body: PurchaseBody,
    example: { skip: 'charges a card through the gateway, which the test app has none of: tests/server/credits-purchases.test.ts' },
    transaction: 'steps',
    sample: (ids) => ({ params: { shopId: ids.shopId, branchId: ids.branchId }, ...purchaseSample(ids) }),
    handler: async ({ params, body, user, locale, reply }) => purchaseReply(await buyCredits(deps, buyer(params.shopId, user.id, params.branchId), body, locale), reply),
  });

  const keyParams = object({ shopId: id(), key: IdempotencyKey });
  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/credits/purchases/:key',
    auth: 'user',
    permission: 'shopping.creditsbuy',
    tenant: shop,
    params: keyParams,
    example: { skip: 'answers a purchase made through the gateway (404 for any other key): tests/server/credits-purchases.test.ts' },
    // Reading a pending purchase settles it by the gateway's word.
    writes: true,
    transaction: 'steps',
    sample: (ids) => ({ params: { shopId: ids.shopId, key: 'no-such-purchase' } }),
    handler: async ({ params, user, reply }) => purchaseReply(await purchaseState(deps, buyer(params.shopId, user.id, null), params.key), reply),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/branch/:branchId/credits/purchases/:key',
    auth: 'user',
    permission: 'shopping.branch.creditsbuy',
    tenant: branch,
    params: object({ shopId: id(), branchId: id(), key: IdempotencyKey }),
    example: { skip: 'answers a purchase made through the gateway (404 for any other key): tests/server/credits-purchases.test.ts' },
    // Reading a pending purchase settles it by the gateway's word.
    writes: true,
    transaction: 'steps',
    sample: (ids) => ({ params: { shopId: ids.shopId, branchId: ids.branchId, key: 'no-such-purchase' } }),
    handler: async ({ params, user, reply }) => purchaseReply(await purchaseState(deps, buyer(params.shopId, user.id, params.branchId), params.key), reply),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/credits/transfers',
    auth: 'user',
    permission: 'shopping.creditsbuy',
    tenant: shop,
    params: shopParams,
    body: TransferBody,
    // The demo shop's stores are consecutive (server/demo/seed.ts): one transferable credit to the next store.
    example: (ids) => ({ params: { shopId: ids.shopId }, body: { from_branch_id: ids.branchId, to_branch_id: ids.branchId + 1, credits: 1 } }),
    handler: async ({ params, body, user, locale, reply }) => {
      const balances = await transferCredits(app.db, { shopId: params.shopId, fromBranchId: body.from_branch_id, toBranchId: body.to_branch_id, credits: body.credits, userId: user.id }, locale);
      reply.code(201);
      return { data: balances };
    },
  });

  const list = async (shopId: number, query: Query, onlyBranch: number | null) => {
    const f = ledgerFilters(shopId, query, onlyBranch);
    const where = ledgerWhere(f, query, onlyBranch);
    const [rows, totals] = await Promise.all([ledgerPage(app.db, where, f), ledgerTotals(app.db, where)]);
    const { count, ...sums } = totals;
    return { data: { data: rows, total: count, totals: sums, page: f.page, per_page: f.perPage } };
  };
  const download = (shopId: number, query: Query, onlyBranch: number | null, locale: Locale, reply: Parameters<typeof sendLedgerSheet>[0]['reply']) => {
    const f = ledgerFilters(shopId, query, onlyBranch);
    return sendLedgerSheet({ db: app.db, where: ledgerWhere(f, query, onlyBranch), query, locale, reply });
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/credits/transactions',
    auth: 'user',
    permission: 'shopping.transactions',
    tenant: shop,
    params: shopParams,
    query: LedgerQuery,
    example: (ids) => ({ params: { shopId: ids.shopId }, query: ledgerQuery }),
    handler: async ({ params, query }) => list(params.shopId, query, null),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/credits/transactions/download',
    auth: 'user',
    permission: 'shopping.transactions',
    tenant: shop,
    params: shopParams,
    query: LedgerQuery,
    example: (ids) => ({ params: { shopId: ids.shopId }, query: ledgerQuery }),
    handler: async ({ params, query, locale, reply }) => download(params.shopId, query, null, locale, reply),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/branch/:branchId/credits/transactions',
    auth: 'user',
    permission: 'shopping.branch.transactions',
    tenant: branch,
    params: branchParams,
    query: LedgerQuery,
    example: (ids) => ({ params: { shopId: ids.shopId, branchId: ids.branchId }, query: ledgerQuery }),
    handler: async ({ params, query }) => list(params.shopId, query, params.branchId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/branch/:branchId/credits/transactions/download',
    auth: 'user',
    permission: 'shopping.branch.transactions',
    tenant: branch,
    params: branchParams,
    query: LedgerQuery,
    example: (ids) => ({ params: { shopId: ids.shopId, branchId: ids.branchId }, query: ledgerQuery }),
    handler: async ({ params, query, locale, reply }) => download(params.shopId, query, params.branchId, locale, reply),
  });
}
