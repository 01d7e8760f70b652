// Merchant validations (issue 21). The lot admin (parking.dashboard): which shops of the lot's plaza may validate
// and up to what, the lot's validations and the report per shop, each with its Excel download. The shop
// (shopping.validations): the lots where it may validate, a validation by plate or ticket from one of its stores
// (a manager from their own store only), the shop's validations and their download, withdrawing one while the visit
// is unpaid. Rules and queries: server/validations/.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import {
  LotValidationsQuery,
  PolicyBody,
  ReportQuery,
  ShopValidationsQuery,
  ValidationBody,
  type LotValidationsQuery as LotQuery,
  type ShopValidationsQuery as ShopQuery,
} from '../../../src/contracts/validations.struct';
import { id } from '../../../src/contracts/rules';
import type { AuthUser } from '../../auth/auth-user';
import { actsOnEveryStore } from '../../auth/branch-access';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { allValidations, lotTimeZone, lotWhere, SHOP_TIME_ZONE, shopWhere, validationPage, validationReport, validationRow } from '../../validations/lists';
import { lotPolicies, savePolicy, shopLots } from '../../validations/policies';
import { validateVisit, voidValidation } from '../../validations/validate';
import { sendValidationList, sendValidationReport } from './sheets';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const shop = { kind: 'shop', param: 'shopId' } as const;
const branch = { kind: 'branch', shopParam: 'shopId', branchParam: 'branchId' } as const;
const LotParams = object({ parkingId: id() });
const PolicyParams = object({ parkingId: id(), shopId: id() });
const ShopParams = object({ shopId: id() });
const BranchParams = object({ shopId: id(), branchId: id() });
const VoidParams = object({ shopId: id(), branchId: id(), validationId: id() });
const period = { from: '2026-01-01', to: '2026-12-31' };

/** The stores whose validations the caller sees: every store of the shop (the owner) or their own. */
const seenBranches = (user: AuthUser): readonly number[] | null => (actsOnEveryStore(user) ? null : user.branchIds);

export function validationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/validation-policies',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: await lotPolicies(app.db, params.parkingId) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/parkings/:parkingId/validation-policies/:shopId',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: PolicyParams,
    body: PolicyBody,
    // Shop 1 has a store in the plazas of lots 1 and 3 (the demo's Centro and Valle).
    example: (ids) => ({ params: { parkingId: ids.parkingId, shopId: 1 }, body: { active: true, max_minutes: 60, max_fixed_cents: 0, max_percent: 20, billing: 'monthly', credits_cost: 0 } }),
    handler: async ({ params, body, locale }) => {
      const data = await savePolicy(app.db, params.parkingId, params.shopId, body, locale);
      return { message: t('validationPolicySaved', locale, data.shop_name), data };
    },
  });

  const lotList = async (parkingId: number, query: LotQuery) => lotWhere(parkingId, query, await lotTimeZone(app.db, parkingId));

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/validations',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    query: LotValidationsQuery,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, query: { ...period, page: '1', per_page: '10' } }),
    handler: async ({ params, query }) => validationPage(app.db, await lotList(params.parkingId, query), query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/validations/export',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    query: LotValidationsQuery,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, query: period }),
    handler: async ({ params, query, locale, reply }) => {
      const timeZone = await lotTimeZone(app.db, params.parkingId);
      const rows = await allValidations(app.db, lotWhere(params.parkingId, query, timeZone));
      return sendValidationList({ title: 'list', period: query, timeZone, locale, reply }, rows);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/validations/report',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    query: ReportQuery,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, query: period }),
    handler: async ({ params, query }) => validationReport(app.db, params.parkingId, query, await lotTimeZone(app.db, params.parkingId)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/validations/report/export',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    query: ReportQuery,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, query: period }),
    handler: async ({ params, query, locale, reply }) => {
      const timeZone = await lotTimeZone(app.db, params.parkingId);
      const report = await validationReport(app.db, params.parkingId, query, timeZone);
      return sendValidationReport({ title: 'report', period: query, timeZone, locale, reply }, report);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/validations/lots',
    auth: 'user',
    permission: 'shopping.validations',
    tenant: shop,
    params: ShopParams,
    example: (ids) => ({ params: { shopId: ids.shopId } }),
    handler: async ({ params, user }) => ({ data: await shopLots(app.db, params.shopId, seenBranches(user)) }),
  });

  const validationSample = (ids: { shopId: number; branchId: number; parkingId: number }) => ({
    params: { shopId: ids.shopId, branchId: ids.branchId },
    body: { parking_id: 1, plate: 'ZZZ9999', kind: 'minutes', value: 30 },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branches/:branchId/validations',
    auth: 'user',
    permission: 'shopping.validations',
    tenant: branch,
    params: BranchParams,
    body: ValidationBody,
    example: { skip: "needs a car inside a lot whose policy allows the shop: tests/server/validations.test.ts covers each account's tenancy" },
    sample: validationSample,
    handler: async ({ params, body, user, locale, reply }) => {
      const validationId = await validateVisit(app.db, { shopId: params.shopId, branchId: params.branchId, userId: user.id }, body, locale);
      const data = await validationRow(app.db, validationId);
      reply.code(201);
      return { message: t('validationSaved', locale, data.plate), data };
    },
  });

  const shopList = (shopId: number, query: ShopQuery, user: AuthUser) => shopWhere(shopId, query, seenBranches(user));

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/validations',
    auth: 'user',
    permission: 'shopping.validations',
    tenant: shop,
    params: ShopParams,
    query: ShopValidationsQuery,
    example: (ids) => ({ params: { shopId: ids.shopId }, query: { ...period, page: '1', per_page: '10' } }),
    handler: async ({ params, query, user }) => validationPage(app.db, shopList(params.shopId, query, user), query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/validations/export',
    auth: 'user',
    permission: 'shopping.validations',
    tenant: shop,
    params: ShopParams,
    query: ShopValidationsQuery,
    example: (ids) => ({ params: { shopId: ids.shopId }, query: period }),
    handler: async ({ params, query, user, locale, reply }) =>
      sendValidationList({ title: 'list', period: query, timeZone: SHOP_TIME_ZONE, locale, reply }, await allValidations(app.db, shopList(params.shopId, query, user))),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/shops/:shopId/branches/:branchId/validations/:validationId',
    auth: 'user',
    permission: 'shopping.validations',
    tenant: branch,
    params: VoidParams,
    example: { skip: "needs a live validation of the store: tests/server/validations.test.ts covers each account's tenancy" },
    sample: (ids) => ({ params: { shopId: ids.shopId, branchId: ids.branchId, validationId: 999_999 } }),
    handler: async ({ params, user, locale }) => {
      await voidValidation(app.db, { shopId: params.shopId, branchId: params.branchId, userId: user.id }, params.validationId);
      return { message: t('validationVoided', locale), data: await validationRow(app.db, params.validationId) };
    },
  });
}
