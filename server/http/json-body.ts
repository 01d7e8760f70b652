// JSON bodies are bounded before anything recurses over them: a body nested thousands of levels deep is refused
// by a linear scan of its text, before JSON.parse, the prototype-poisoning check or a struct walks it.
import type { FastifyInstance } from 'fastify';
import { jsonDepth, MAX_JSON_DEPTH } from '../../src/contracts/json-text';
import { HttpError } from './errors';

/** Bytes of one request body: a device picture (512 KB as base64) fits with room to spare. */
export const BODY_LIMIT = 1024 * 1024;

/** Replaces Fastify's JSON parser with one that checks the depth first, then parses as Fastify does. */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) return done(new HttpError(400, 'tooDeep', MAX_JSON_DEPTH), undefined);
    parseJson(request, body as string, done);
  });
}
