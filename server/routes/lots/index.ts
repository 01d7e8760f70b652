// A parking administrator's lots (spec 3 §2 Properties, §7 Parking lots): GET plazas/1/name/asc (the plazas a lot
// may belong to), POST parkings/register (a new lot of the caller, with its device key shown once), PUT
// parkings/{id} (its properties; JSON, or multipart with the 900x508 images) and POST parkings/{id}/device-key (ours: a new device key, shown once). They are
// the lot administrators' (parking.dashboard); another tenant's lot is 404. The writes answer the caller's lots.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import type { FastifyRequest } from 'fastify';
import { LOT_IMAGE_FIELDS, LotBody } from '../../../src/contracts/lot.struct';
import { id } from '../../../src/contracts/rules';
import { NO_TENANT } from '../../http/tenant';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { adminLots, plazaList } from '../../lots/lot-properties';
import { acceptFiles, uploadOf } from '../../files/plugin';
import { editLot, registerLot, rotateDeviceKey, type LotUploads } from '../../lots/lot-writes';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const LotParams = object({ parkingId: id() });

/** The images a multipart save sent (url_storefront, url_location_map). */
const uploadsOf = (request: FastifyRequest): LotUploads =>
  Object.fromEntries(LOT_IMAGE_FIELDS.flatMap((field) => {
    const upload = uploadOf(request, field);
    return upload ? [[field, upload]] : [];
  }));

/** A valid lot; the prefix is the caller's to make unique. */
const sampleLot = (prefix: string) => ({
  name: 'Estacionamiento Centro',
  plaza_id: 1,
  address: 'Av. Juárez 200, Monterrey',
  number: '8112345678',
  country_code: '52',
  phone_public: true,
  location: '25.6816,-100.2945',
  schedules: [{ 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: false, start: '09:00:00', end: '21:00:00' }],
  prefix,
  optCovid: false,
});

/** Examples given so far: the next register example's prefix. */
let registerExamples = 0;

export function lotRoutes(app: FastifyInstance): void {
  // Both images in one save.
  acceptFiles(app, '/api/parkings/register', LOT_IMAGE_FIELDS.length);
  acceptFiles(app, '/api/parkings/:parkingId', LOT_IMAGE_FIELDS.length);

  defineRoute(app, {
    method: 'GET',
    url: '/api/plazas/1/name/asc',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: await plazaList(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/properties',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user }) => ({ data: await adminLots(app.db, user.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/register',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: NO_TENANT,
    body: LotBody,
    // Each matrix case makes its own lot, so each example takes a fresh prefix.
    example: () => ({ body: sampleLot(`NEW${++registerExamples}`) }),
    handler: async ({ body, user, locale, request }) => {
      const { id: newId, deviceKey, data } = await registerLot({ app, user, locale }, body, uploadsOf(request));
      return { data, id: newId, device_key: deviceKey, message: t('lotRegistered', locale) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/parkings/:parkingId',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    body: LotBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: sampleLot(`T${ids.parkingId}`) }),
    handler: async ({ params, body, user, locale, request }) => ({
      data: await editLot({ app, user, locale }, params.parkingId, body, uploadsOf(request)),
      message: t('saved', locale),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/device-key',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    example: { skip: "a new key stops the lot's devices, whose keys the matrix's device case uses; tests/server/lots.test.ts per account and lot" },
    sample: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params, locale }) => ({ device_key: await rotateDeviceKey(app, params.parkingId), message: t('deviceKeyRotated', locale) }),
  });
}
