// A shop's stores (spec 1 §2.1 /branchs, /branch, /branch/{id}; spec 3 §2 store add/update, §3 Branch/store, §4
// store status and phone), ours in the spec's style: GET shops/{shop}/branchs (the stores list), POST
// shops/{shop}/branch/register (a new store), GET and PUT shops/{shop}/branch/{branch} (a store, its edit; JSON or
// multipart with the storefront), POST .../verification (send for verification), POST .../status (activate,
// inactivate with 'I Agree'), POST .../phone/code and .../phone/verify (the SMS code), GET .../files/{name} (the
// storefront). Another shop's store is 404; a store of the shop that is not the caller's (a manager's other
// stores) is 403 (the branch tenant, server/http/tenant.ts).
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { PhoneCodeBody, STORE_IMAGE_FIELD, StoreBody, StoreStatusBody } from '../../../src/contracts/store.struct';
import { acceptFiles, uploadOf } from '../../files/plugin';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { t } from '../../http/messages';
import { defineRoute, type ExampleIds } from '../../http/route';
import { sendPhoneCode, verifyPhoneCode } from '../../stores/phone-codes';
import { visibleStores } from '../../stores/store-access';
import { shopStore, shopStoreList } from '../../stores/store-records';
import { changeStatus, sendForVerification } from '../../stores/store-status';
import { editStore, registerStore } from '../../stores/store-writes';

const shop = { kind: 'shop', param: 'shopId' } as const;
const store = { kind: 'branch', shopParam: 'shopId', branchParam: 'branchId' } as const;
const ShopParams = object({ shopId: id() });
const StoreParams = object({ shopId: id(), branchId: id() });
const storeIds = (ids: ExampleIds) => ({ shopId: ids.shopId, branchId: ids.branchId });

/** A valid store; the demo stores' own phone keeps them verified when the matrix saves them. */
const sampleStore = (phone: string) => ({
  name: 'Sucursal Cumbres',
  address: 'Av. Paseo de los Leones 300, Monterrey',
  number: phone,
  country_code: '52',
  phone_public: true,
  location: '25.7341,-100.4021',
  opens_at: '10:00',
  closes_at: '20:00',
  days_open: [1, 2, 3, 4, 5, 6],
  categories: [1],
  covid_disinfectant: true,
  covid_cleansing: false,
  covid_controlled_access: false,
});

export function storeRoutes(app: FastifyInstance): void {
  acceptFiles(app, '/api/shops/:shopId/branch/register', 1);
  acceptFiles(app, '/api/shops/:shopId/branch/:branchId', 1);

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/branchs',
    auth: 'user',
    permission: 'shopping.branch.add',
    tenant: shop,
    params: ShopParams,
    example: (ids) => ({ params: { shopId: ids.shopId } }),
    handler: async ({ params, user }) => ({ data: await shopStoreList(app.db, params.shopId, visibleStores(user)) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branch/register',
    auth: 'user',
    permission: 'shopping.branch.add',
    tenant: shop,
    params: ShopParams,
    body: StoreBody,
    example: (ids) => ({ params: { shopId: ids.shopId }, body: sampleStore('8112349999') }),
    handler: async ({ params, body, user, locale, request, reply }) => {
      const data = await registerStore({ app, user, shopId: params.shopId, locale }, body, uploadOf(request, STORE_IMAGE_FIELD));
      reply.code(201);
      return { data, message: t('storeRegistered', locale, data.name) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/branch/:branchId',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: store,
    params: StoreParams,
    example: (ids) => ({ params: storeIds(ids) }),
    handler: async ({ params }) => ({ data: await shopStore(app.db, params.shopId, params.branchId) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/shops/:shopId/branch/:branchId',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: store,
    params: StoreParams,
    body: StoreBody,
    example: (ids) => ({ params: storeIds(ids), body: sampleStore(`811234500${ids.branchId}`) }),
    handler: async ({ params, body, locale, request }) => ({
      data: await editStore({ app, shopId: params.shopId, locale }, params.branchId, body, uploadOf(request, STORE_IMAGE_FIELD)),
      message: t('storeSaved', locale),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branch/:branchId/verification',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: store,
    params: StoreParams,
    example: { skip: 'only a complete store not yet verified may be sent, which no demo store is; tests/server/stores.test.ts per account, shop and store' },
    sample: (ids) => ({ params: storeIds(ids) }),
    handler: async ({ params, locale }) => ({
      data: await sendForVerification({ app, shopId: params.shopId, branchId: params.branchId, locale }),
      message: t('storeSentForVerification', locale),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branch/:branchId/status',
    auth: 'user',
    permission: 'shopping.branch.add',
    tenant: store,
    params: StoreParams,
    body: StoreStatusBody,
    example: { skip: "inactivating a demo store stops its credits, which the credits cases of the matrix use; tests/server/stores.test.ts per account, shop and store" },
    sample: (ids) => ({ params: storeIds(ids), body: { action: 'activate' } }),
    handler: async ({ params, body, locale }) => ({
      data: await changeStatus({ app, shopId: params.shopId, branchId: params.branchId, locale }, body),
      message: t(body.action === 'activate' ? 'storeActivated' : 'storeInactivated', locale),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branch/:branchId/phone/code',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: store,
    params: StoreParams,
    example: { skip: "the demo stores' phones are verified (a code is for an unverified phone); tests/server/stores.test.ts per account, shop and store" },
    sample: (ids) => ({ params: storeIds(ids) }),
    handler: async ({ params, locale }) => sendPhoneCode({ app, shopId: params.shopId, branchId: params.branchId, locale }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branch/:branchId/phone/verify',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: store,
    params: StoreParams,
    body: PhoneCodeBody,
    example: { skip: "needs a code sent by SMS to an unverified phone; tests/server/stores.test.ts per account, shop and store" },
    sample: (ids) => ({ params: storeIds(ids), body: { code: '123456' } }),
    handler: async ({ params, body, locale }) => ({
      data: await verifyPhoneCode({ app, shopId: params.shopId, branchId: params.branchId, locale }, body.code),
      message: t('phoneVerified', locale),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/branch/:branchId/files/:name',
    auth: 'user',
    permission: null,
    tenant: store,
    params: object({ shopId: id(), branchId: id(), name: pattern(string(), FILE_NAME) }),
    example: { skip: 'needs an uploaded storefront; own store, another shop and the headers in tests/server/stores.test.ts' },
    sample: (ids) => ({ params: { ...storeIds(ids), name: `${'0'.repeat(64)}.png` } }),
    handler: async ({ params, reply }) =>
      sendStoredFile(reply, await ownedFile(app.db, app.files, { kind: 'store', id: params.branchId, shopId: params.shopId }, params.name)),
  });
}
