// The public store account request (spec 3 §2, §3 Store request, §4), linked from /login/shopping: POST
// store-requests (multipart with the documents `rfc_file` and `address_file`), GET utilities/categories for its
// category list, and the documents' downloads for the platform's admins who answer requests (nexo.request).
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { STORE_REQUEST_DOCUMENTS, StoreRequestBody } from '../../../src/contracts/store-request.struct';
import { id } from '../../../src/contracts/rules';
import { acceptFiles, uploadOf } from '../../files/plugin';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { categoryList } from '../../store-requests/categories';
import { requestDocumentsOwner, sendStoreRequest, type StoreRequestUploads } from '../../store-requests/send-store-request';

const REQUESTS_URL = '/api/store-requests';

export function storeRequestRoutes(app: FastifyInstance): void {
  acceptFiles(app, REQUESTS_URL, STORE_REQUEST_DOCUMENTS.length);

  defineRoute(app, {
    method: 'GET',
    url: '/api/utilities/categories',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ locale }) => ({ data: await categoryList(app.db, locale) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: REQUESTS_URL,
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    body: StoreRequestBody,
    example: { skip: 'public, and a request needs two uploaded documents; tests/server/store-requests.test.ts' },
    sample: () => ({
      body: {
        store_name: 'Zapatería Luna',
        kind: 'branch',
        address: 'Av. Constitución 400, Centro, Monterrey',
        hq_address: 'Av. Juárez 100, Centro, Monterrey',
        description: 'Zapatos de piel hechos en León.',
        product_kinds: 'Zapatos, bolsas',
        category_id: 2,
        mobile_phone: '8112345678',
        birth_date: '1985-04-12',
        welcome_message: 'Bienvenido a Zapatería Luna',
        first_name: 'Ana',
        last_name: 'Luna',
        email: 'ana@example.com',
        bank_id: 1,
        account_number: '07777777777',
        extra_sanitizer: true,
        clean_frequently: true,
        customer_limit: false,
      },
    }),
    handler: async ({ body, locale, request, reply }) => {
      const uploads = Object.fromEntries(STORE_REQUEST_DOCUMENTS.map((field) => [field, uploadOf(request, field)])) as StoreRequestUploads;
      const data = await sendStoreRequest({ app, locale, address: request.ip }, body, uploads);
      reply.code(201);
      return { data, message: t('storeRequestSent', locale) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${REQUESTS_URL}/:requestId/files/:name`,
    auth: 'user',
    permission: 'nexo.request',
    tenant: NO_TENANT,
    params: object({ requestId: id(), name: pattern(string(), FILE_NAME) }),
    example: { skip: 'needs a sent request and its documents; admin and other accounts in tests/server/store-requests.test.ts' },
    sample: () => ({ params: { requestId: 1, name: `${'0'.repeat(64)}.pdf` } }),
    handler: async ({ params, reply }) => {
      const file = await ownedFile(app.db, app.files, requestDocumentsOwner(params.requestId), params.name);
      return sendStoredFile(reply, file, params.name);
    },
  });
}
