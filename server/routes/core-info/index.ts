// A lot's fiscal and bank data (spec 3 §7 Parking lots and fiscal data): GET and POST parkings/{id}/core-info, the
// documents' downloads (ours) and GET utilities/banks. The data and its documents are the lot's administrators'
// (parking.dashboard, the parking admin screens' permission): the operator is refused, another lot is 404. The
// POST takes a form, JSON, or multipart with the two documents `taxpayer_file` and `address_file`.
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { CoreInfoBody, DOCUMENT_FIELDS, type DocumentField } from '../../../src/contracts/core-info.struct';
import { id } from '../../../src/contracts/rules';
import { bankList, coreInfoOf, documentsOwner } from '../../core-info/lot-core-info';
import { saveCoreInfo } from '../../core-info/save-core-info';
import { acceptFiles, uploadOf, type Upload } from '../../files/plugin';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const LotParams = object({ parkingId: id() });
const CORE_INFO_URL = '/api/parkings/:parkingId/core-info';

export function coreInfoRoutes(app: FastifyInstance): void {
  acceptFiles(app, CORE_INFO_URL, DOCUMENT_FIELDS.length);

  defineRoute(app, {
    method: 'GET',
    url: '/api/utilities/banks',
    // Public: the store account request (server/routes/store-requests) offers the banks to visitors.
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: await bankList(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: CORE_INFO_URL,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: await coreInfoOf(app.db, params.parkingId) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: CORE_INFO_URL,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    body: CoreInfoBody,
    example: { skip: 'the first save needs two uploaded documents; tests/server/core-info.test.ts per account and lot' },
    sample: (ids) => ({
      params: { parkingId: ids.parkingId },
      body: {
        taxpayer_name: 'Estacionamientos del Norte SA de CV',
        rfc: 'ENO0101017A1',
        interbank_account: '002 010 07777777777 1',
        bank_account: '07777777777',
        bank_id: 1,
        account_owner: 'Estacionamientos del Norte',
        identifying_name: 'Cobros lote',
      },
    }),
    handler: async ({ params, body, locale, request }) => {
      const uploads = Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, uploadOf(request, field)])) as Record<DocumentField, Upload | null>;
      const data = await saveCoreInfo({ app, parkingId: params.parkingId, locale }, body, uploads);
      return { data, message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${CORE_INFO_URL}/files/:name`,
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: object({ parkingId: id(), name: pattern(string(), FILE_NAME) }),
    example: { skip: 'needs an uploaded document; admin, operator, other lot and headers in tests/server/core-info.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, name: `${'0'.repeat(64)}.pdf` } }),
    handler: async ({ params, reply }) => {
      const file = await ownedFile(app.db, app.files, documentsOwner(params.parkingId), params.name);
      return sendStoredFile(reply, file, params.name);
    },
  });
}
