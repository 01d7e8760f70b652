// Uploaded files (server/files), ours: GET parkings/{parkingId}/files/{name}, a lot's file for that lot's people,
// and GET users/{userId}/files/{name}, a user's own file (their profile picture) for the user and whoever shares a
// lot or a shop with them, each cached for a year (server/files/reply.ts).
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { defineRoute } from '../../http/route';

const FileName = pattern(string(), FILE_NAME);
const unknownName = `${'0'.repeat(64)}.png`;

export function fileRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/files/:name',
    auth: 'user',
    permission: null,
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id(), name: FileName }),
    example: { skip: 'needs an uploaded file; own lot, other lot and headers in tests/server/files.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, name: unknownName } }),
    handler: async ({ params, reply }) => sendStoredFile(reply, await ownedFile(app.db, app.files, { kind: 'parking', id: params.parkingId }, params.name)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/:userId/files/:name',
    auth: 'user',
    permission: null,
    tenant: { kind: 'peer', param: 'userId' },
    params: object({ userId: id(), name: FileName }),
    example: { skip: 'needs an uploaded picture; the user, their lot, another lot and a shop in tests/server/profile.test.ts' },
    sample: (ids) => ({ params: { userId: ids.userId, name: unknownName } }),
    handler: async ({ params, reply }) => sendStoredFile(reply, await ownedFile(app.db, app.files, { kind: 'user', id: params.userId }, params.name)),
  });
}
