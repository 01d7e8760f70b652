// A shop's core info, the onboarding wizard's calls (spec 1 §7; server/shop-core-info): GET and POST (`_method=PUT`)
// shops/{shop}/core-info, POST .../core-info/taxpayer (multipart with `doc_taxpayer` and `doc_proof_address`), GET
// .../core-info/banks, POST .../core-info/accounts; the store's forms shops/{shop}/branch/{branch}/core-info,
// .../taxpayer and .../accounts; and (ours) the documents' downloads and the shop's logo. The shop's own data are
// its owner's (shopping.dashboard, role 4); a store's, whoever holds shopping.branch.settings and may act on that
// store (the owner on every store, a manager on their own: another store of the shop answers 403). Another shop's
// or store's answers 404.
import type { FastifyInstance } from 'fastify';
import { object, pattern, string, type Struct } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { AccountBody, LOGO_MAX_CHARS, ShopDataBody, TAXPAYER_DOCUMENTS, TaxpayerBody, type CoreInfoOwner } from '../../../src/contracts/shop-core-info.struct';
import { acceptFiles, acceptLongFields, uploadOf } from '../../files/plugin';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { t } from '../../http/messages';
import { defineRoute, type ExampleIds } from '../../http/route';
import type { TenantScope } from '../../http/tenant';
import { documentsOwner, shopBanks, shopCoreInfoOf } from '../../shop-core-info/core-info-records';
import { saveAccount } from '../../shop-core-info/save-account';
import { saveShopData } from '../../shop-core-info/save-shop-data';
import { saveTaxpayer, type TaxpayerUploads } from '../../shop-core-info/save-taxpayer';

type OwnerParams = { shopId: number; branchId?: number };

const SHOP_URL = '/api/shops/:shopId/core-info';
const BRANCH_URL = '/api/shops/:shopId/branch/:branchId/core-info';
const FileName = pattern(string(), FILE_NAME);
const unknownFile = `${'0'.repeat(64)}.pdf`;

/** The shop's forms and the store's: url, permission, tenant, and the ids of an example. */
const OWNERS: {
  url: string;
  permission: string;
  tenant: TenantScope;
  params: Struct<OwnerParams, unknown>;
  fileParams: Struct<OwnerParams & { name: string }, unknown>;
  ids: (ids: ExampleIds) => OwnerParams;
}[] = [
  {
    url: SHOP_URL,
    permission: 'shopping.dashboard',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }) as Struct<OwnerParams, unknown>,
    fileParams: object({ shopId: id(), name: FileName }) as Struct<OwnerParams & { name: string }, unknown>,
    ids: (ids) => ({ shopId: ids.shopId }),
  },
  {
    url: BRANCH_URL,
    permission: 'shopping.branch.settings',
    tenant: { kind: 'branch', shopParam: 'shopId', branchParam: 'branchId' },
    params: object({ shopId: id(), branchId: id() }) as Struct<OwnerParams, unknown>,
    fileParams: object({ shopId: id(), branchId: id(), name: FileName }) as Struct<OwnerParams & { name: string }, unknown>,
    ids: (ids) => ({ shopId: ids.shopId, branchId: ids.branchId }),
  },
];

/** The owner the path names (the branch tenant has refused a store of the shop that is not the caller's: 403). */
const ownerOf = (params: OwnerParams): CoreInfoOwner => ({ shopId: params.shopId, branchId: params.branchId ?? null });

const uploadsOf = (request: Parameters<typeof uploadOf>[0]): TaxpayerUploads =>
  Object.fromEntries(TAXPAYER_DOCUMENTS.map((field) => [field, uploadOf(request, field)])) as TaxpayerUploads;

const sampleTaxpayer = { taxpayer: 'Tienda Centro SA de CV', rfc: 'TCE010101AB1' };
const sampleAccount = { interbank_key: '002010077777777771', account_number: '0777777777', bank_id: 1, name_receiver: 'Tienda Centro', identifying_text: 'Ventas' };

export function shopCoreInfoRoutes(app: FastifyInstance): void {
  acceptLongFields(app, SHOP_URL, LOGO_MAX_CHARS + 1);

  defineRoute(app, {
    method: 'PUT',
    url: SHOP_URL,
    auth: 'user',
    permission: 'shopping.dashboard',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }),
    body: ShopDataBody,
    example: (ids) => ({
      params: { shopId: ids.shopId },
      body: { name: 'Tienda Centro', address: 'Av. Juárez 100', country_code: '52', phone: '8112345678', email: 'hola@tienda.demo', more_than_one: true, notUnder: '[]' },
    }),
    handler: async ({ params, body, locale }) => ({ data: await saveShopData({ app, shopId: params.shopId, locale }, body), message: t('saved', locale) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${SHOP_URL}/banks`,
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }),
    example: (ids) => ({ params: { shopId: ids.shopId } }),
    handler: async () => ({ data: await shopBanks(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/logo/:name',
    auth: 'user',
    permission: null,
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id(), name: FileName }),
    example: { skip: 'needs a saved logo; the shop, another shop and a missing name in tests/server/shop-core-info.test.ts' },
    sample: (ids) => ({ params: { shopId: ids.shopId, name: `${'0'.repeat(64)}.png` } }),
    handler: async ({ params, reply }) => sendStoredFile(reply, await ownedFile(app.db, app.files, { kind: 'shop-logo', id: params.shopId }, params.name)),
  });

  for (const owner of OWNERS) {
    acceptFiles(app, `${owner.url}/taxpayer`, TAXPAYER_DOCUMENTS.length);

    defineRoute(app, {
      method: 'GET',
      url: owner.url,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.params,
      example: (ids) => ({ params: owner.ids(ids) }),
      handler: async ({ params }) => ({ data: await shopCoreInfoOf(app.db, ownerOf(params)) }),
    });

    defineRoute(app, {
      method: 'POST',
      url: `${owner.url}/taxpayer`,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.params,
      body: TaxpayerBody,
      example: { skip: 'the first save needs two uploaded documents; tests/server/shop-core-info.test.ts per account, shop and store' },
      sample: (ids) => ({ params: owner.ids(ids), body: sampleTaxpayer }),
      handler: async ({ params, body, locale, request }) => {
        const data = await saveTaxpayer({ app, owner: ownerOf(params), locale }, body, uploadsOf(request));
        return { data, message: t('saved', locale) };
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: `${owner.url}/accounts`,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.params,
      body: AccountBody,
      example: (ids) => ({ params: owner.ids(ids), body: sampleAccount }),
      handler: async ({ params, body, locale }) => ({ data: await saveAccount({ app, owner: ownerOf(params), locale }, body), message: t('saved', locale) }),
    });

    defineRoute(app, {
      method: 'GET',
      url: `${owner.url}/files/:name`,
      auth: 'user',
      permission: owner.permission,
      tenant: owner.tenant,
      params: owner.fileParams,
      example: { skip: 'needs uploaded documents; owner, manager, another store and another shop in tests/server/shop-core-info.test.ts' },
      sample: (ids) => ({ params: { ...owner.ids(ids), name: unknownFile } }),
      handler: async ({ params, reply }) => {
        const file = await ownedFile(app.db, app.files, documentsOwner(ownerOf(params)), params.name);
        return sendStoredFile(reply, file, params.name);
      },
    });
  }
}
