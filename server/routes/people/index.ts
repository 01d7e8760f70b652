// A lot's users and operators (spec 3 §7 Operators): the list (ours), POST parkings/{id}/users/register,
// POST parkings/{id}/operators/register, the edit (PUT, or POST with _method=put) and the delete (a POST with no
// body, as the spec's console sends it) at parkings/{id}/operators/{userId}. Bodies are JSON, a form, or
// multipart with an optional `photo` (server/files, 600x600).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import { personBody } from '../../../src/contracts/people.struct';
import { id } from '../../../src/contracts/rules';
import type { Locale } from '../../../src/domain/validation/messages';
import { uploadOf } from '../../files/plugin';
import { checkedImage } from '../../files/records';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { lotPeople, personAnswer } from '../../people/lot-people';
import { deletePerson, editPerson, registerPerson } from '../../people/person-writes';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const LotParams = object({ parkingId: id() });
const PersonParams = object({ parkingId: id(), userId: id() });

/** The photo field, checked and resized before anything is written. */
const photoOf = async (request: FastifyRequest, locale: Locale) => {
  const upload = uploadOf(request, 'photo');
  return upload ? checkedImage(upload, 'user-photo', locale) : null;
};

// Each matrix call registers someone, so each example carries an e-mail or username of its own.
let examples = 0;

export function peopleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/operators',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: (await lotPeople(app.db, params.parkingId)).map((row) => personAnswer(row, params.parkingId)) }),
  });

  // The spec's two registrations: parking users (role 2) and operators (role 6), one rule set (registerPerson).
  const registrations = [
    {
      type: 'parking',
      url: '/api/parkings/:parkingId/users/register',
      body: () => ({ first_name: 'Renata', last_name: 'Quiroga', email: `renata.${++examples}@example.mx`, phone: '8112345678', country_code: '52', password: 'secreto1', type: 'parking', role_id: 2 }),
    },
    {
      type: 'operator',
      url: '/api/parkings/:parkingId/operators/register',
      body: () => ({ first_name: 'Ignacio', last_name: 'Treviño', username: `caseta${++examples}`, password: 'secreto1', type: 'operator', role_id: 6, status: 1 }),
    },
  ] as const;
  for (const registration of registrations) {
    defineRoute(app, {
      method: 'POST',
      url: registration.url,
      auth: 'user',
      permission: 'parking.dashboard',
      tenant: lot,
      params: LotParams,
      body: personBody({ editing: false }),
      example: (ids) => ({ params: { parkingId: ids.parkingId }, body: registration.body() }),
      handler: async ({ params, body, locale, request }) => {
        const data = await registerPerson({ app, parkingId: params.parkingId, locale }, registration.type, body, await photoOf(request, locale));
        return { data, message: t('saved', locale) };
      },
    });
  }

  defineRoute(app, {
    method: 'PUT',
    url: '/api/parkings/:parkingId/operators/:userId',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: PersonParams,
    body: personBody({ editing: true }),
    example: { skip: 'edits a person of the lot (a password change would sign the matrix out); tests/server/people.test.ts per tenant' },
    sample: (ids) => ({
      params: { parkingId: ids.parkingId, userId: 2_000_000 },
      body: { first_name: 'Oscar', last_name: 'Operador', username: 'OPERADOR', password: 'demo1234', role_id: 6, status: 1 },
    }),
    handler: async ({ params, body, user, locale, request }) => {
      const data = await editPerson({ app, parkingId: params.parkingId, locale }, user.id, params.userId, body, await photoOf(request, locale));
      return { data, message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/operators/:userId',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: PersonParams,
    example: { skip: 'deletes a person of the lot (the matrix signs in as them); tests/server/people.test.ts per tenant' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, userId: 2_000_000 } }),
    handler: async ({ params, user, locale }) => {
      await deletePerson({ app, parkingId: params.parkingId, locale }, user.id, params.userId);
      return { success: true, message: t('deleted', locale) };
    },
  });
}
