// GET parkings/{parkingId}/files/{name} (ours): a lot's uploaded file (server/files), for that lot's people only.
// Names are content hashes, so an answer never changes: cached for a year, privately (it needs the bearer token).
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { ownedFile } from '../../files/records';
import { FILE_NAME } from '../../files/storage';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';

export function fileRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/files/:name',
    auth: 'user',
    permission: null,
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id(), name: pattern(string(), FILE_NAME) }),
    example: { skip: 'needs an uploaded file; own lot, other lot and headers in tests/server/files.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, name: `${'0'.repeat(64)}.png` } }),
    handler: async ({ params, reply }) => {
      const file = await ownedFile(app.db, app.files, { kind: 'parking', id: params.parkingId }, params.name);
      if (!file) throw new HttpError(404, 'notFound');
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.bytes);
    },
  });
}
