// JSON bodies are bounded before anything recurses over them: a body nested thousands of levels deep is refused
// by a linear scan of its text, before JSON.parse, the prototype-poisoning check or a struct walks it.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Far deeper than any body the console sends (a pension with its cars is 3 levels). */
export const MAX_JSON_DEPTH = 32;
/** Bytes of one request body: a device picture (512 KB as base64) fits with room to spare. */
export const BODY_LIMIT = 1024 * 1024;

/** The deepest nesting of arrays and objects in `text`, counted without parsing (strings are skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** Replaces Fastify's JSON parser with one that checks the depth first, then parses as Fastify does. */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) return done(new HttpError(400, 'tooDeep', MAX_JSON_DEPTH), undefined);
    parseJson(request, body as string, done);
  });
}
