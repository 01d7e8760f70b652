// The files plugin, once for the whole product: multipart bodies (@fastify/multipart) with their limits, the
// uploaded files kept on the request beside the text fields (which reach the route's body struct like a form's),
// and the storage every upload is written to (DATA_DIR/files unless an app is given another).
import path from 'node:path';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/validation/messages';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { diskStorage, type FileStorage } from './storage';

/** The largest upload: a phone camera's photo fits; sharp makes every picture far smaller before it is stored. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A file of a multipart body: its field, the name the client gave it (which proves nothing) and its bytes. */
export type Upload = { field: string; filename: string; bytes: Buffer };

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
    /** Route urls whose multipart bodies may carry more than one file, and how many (`acceptFiles`). */
    uploadCounts: Map<string, number>;
    /** Route urls whose multipart text fields may be longer than FIELD_BYTES, and how long (`acceptLongFields`). */
    fieldSizes: Map<string, number>;
  }
  interface FastifyRequest {
    /** Files of a multipart body by field name (one file a request, unless the route accepts more). */
    uploads: Map<string, Upload>;
  }
}

/** Lets the multipart bodies of the routes at `url` carry up to `count` files (one otherwise): a form with two
 *  documents (the lot's fiscal data). */
export const acceptFiles = (app: FastifyInstance, url: string, count: number): void => {
  app.uploadCounts.set(url, count);
};

/** The longest text field of a multipart body, unless the route accepts longer (`acceptLongFields`). */
const FIELD_BYTES = 64 * 1024;

/** Lets the multipart text fields of the routes at `url` be up to `bytes` long: a picture sent as base64 text
 *  (a shop's logo). A longer field is cut there, and its rule refuses what is left. */
export const acceptLongFields = (app: FastifyInstance, url: string, bytes: number): void => {
  app.fieldSizes.set(url, bytes);
};

export async function registerFiles(app: FastifyInstance, storage?: FileStorage): Promise<void> {
  app.decorate('files', storage ?? diskStorage(path.join(app.config.dataDir, 'files')));
  app.decorate('uploadCounts', new Map<string, number>());
  app.decorate('fieldSizes', new Map<string, number>());
  app.decorateRequest('uploads', null as unknown as Map<string, Upload>);
  app.addHook('onRequest', async (request) => {
    request.uploads = new Map();
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50, fieldSize: FIELD_BYTES, parts: 51, headerPairs: 100 },
  });
  // The parts are read here rather than by the plugin's attachFieldsToBody, so that a body busboy cannot read
  // (no boundary, cut short) answers 400 instead of escaping as a fault, and files stay out of the body.
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, string | string[]> = {};
    try {
      const url = request.routeOptions.url ?? '';
      const limits = { files: app.uploadCounts.get(url) ?? 1, fieldSize: app.fieldSizes.get(url) ?? FIELD_BYTES };
      for await (const part of request.parts({ limits })) {
        if (part.type === 'file') {
          const bytes = await readFile(app, part, request.locale);
          request.uploads.set(part.fieldname, { field: part.fieldname, filename: part.filename, bytes });
        } else {
          const value = String(part.value);
          const seen = body[part.fieldname];
          // A field sent twice reaches the struct as a list, which it refuses like a JSON body's.
          body[part.fieldname] = seen === undefined ? value : [seen].flat().concat(value);
        }
      }
    } catch (err) {
      if (err instanceof ValidationError || isClientError(err)) throw err;
      throw new HttpError(400, 'badRequest');
    }
    request.body = body;
  });
}

async function readFile(app: FastifyInstance, part: MultipartFile, locale: Locale): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw ValidationError.field(part.fieldname, t('fileTooLarge', locale, MAX_UPLOAD_BYTES / (1024 * 1024)));
    }
    throw err;
  }
}

/** The plugin's own refusals (too many files or fields, a prototype key) carry a 4xx status. */
const isClientError = (err: unknown): boolean => {
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** The file sent in `field`, if any. */
export const uploadOf = (request: FastifyRequest, field: string): Upload | null => request.uploads.get(field) ?? null;
