// A stored file as an answer. Names are content hashes, so an answer never changes: cached for a year,
// privately (it needs the bearer token); `nosniff` holds the browser to the stored type.
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors';

/** The file's bytes, or 404 when it is not the owner's; `attachment` makes the browser save it (a document). */
export function sendStoredFile(reply: FastifyReply, file: { contentType: string; bytes: Buffer } | null, attachment?: string) {
  if (!file) throw new HttpError(404, 'notFound');
  if (attachment) reply.header('content-disposition', `attachment; filename="${attachment}"`);
  return reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=31536000, immutable')
    .send(file.bytes);
}
