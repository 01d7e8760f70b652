// The one HTTP client (docs/architecture.md): base /api/, bearer token and X-Locale on every call, answers checked with
// superstruct, and every failure normalised into an ApiError and passed to one handler (spec 1 §8, spec 3 §8).
import { FetchError, ofetch } from 'ofetch';
import { validate, type Struct } from 'superstruct';
import { getLocale, t } from '../i18n/i18n';
import { accessToken } from './session-store';

export class ApiError extends Error {
  readonly status: number | null;
  /** Per-field messages of a 422 answer. */
  readonly errors: Record<string, string[]>;
  /** A machine-readable `reason` beside the message (e.g. 'quote_stale'), for a flow that must react to it. */
  readonly reason: string | null;

  constructor(message: string, status: number | null = null, errors: Record<string, string[]> = {}, reason: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.reason = reason;
  }

  get unauthenticated(): boolean {
    return this.message.includes('Unauthenticated');
  }

  /** Whether the same call may succeed later: no answer at all, a timeout, a throttle or a server fault. A
   *  refusal (400, 403, 404, 409, 422) stands until something changes, so no Retry is offered for it. */
  get retriable(): boolean {
    return this.status === null || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The answer's `error`, `message` or `data`; an object in one of them gives its own `message` or `error`. */
export function messageFromBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return asText(body);
  const record = body as Record<string, unknown>;
  for (const field of ['error', 'message', 'data']) {
    const value = record[field];
    const text = asText(value);
    if (text) return text;
    if (typeof value === 'object' && value !== null) {
      const inner = value as Record<string, unknown>;
      const nested = asText(inner.message) ?? asText(inner.error);
      if (nested) return nested;
    }
  }
  return null;
}

function fieldErrors(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null) return {};
  const errors = (body as Record<string, unknown>).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(errors)) {
    if (Array.isArray(list)) out[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

function reasonOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  return asText((body as Record<string, unknown>).reason);
}

/** Any thrown value as an ApiError: the answer's message, else the client error's, else the translated fallback. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const message = messageFromBody(error.data) ?? asText(error.message) ?? t('errors.generic');
    return new ApiError(message, error.status ?? null, fieldErrors(error.data), reasonOf(error.data));
  }
  if (error instanceof Error) return new ApiError(asText(error.message) ?? t('errors.generic'));
  return new ApiError(t('errors.generic'));
}

export type FailureReport = { error: ApiError; quiet: boolean };
type FailureHandler = (report: FailureReport) => void;

let failureHandler: FailureHandler = () => {};

/** The app installs the one handler: a warning notice, or the end of the session on 'Unauthenticated'. */
export function setFailureHandler(handler: FailureHandler): void {
  failureHandler = handler;
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a multipart form (an upload). */
  body?: Record<string, unknown> | FormData;
  /** The screen shows the failure itself (login banner, reset redirect): no notice, no session check. */
  quiet?: boolean;
  /** Sent without the Authorization header (users/reset sends only X-Locale, spec 2 §7). */
  anonymous?: boolean;
};

const client = ofetch.create({ baseURL: '/api/', retry: 0 });

function headers(anonymous: boolean): Record<string, string> {
  const out: Record<string, string> = { 'X-Locale': getLocale(), Accept: 'application/json' };
  const token = anonymous ? null : accessToken();
  if (token) out.Authorization = `Bearer ${token}`;
  return out;
}

/** Calls `path` under /api/ and checks the answer against `struct`; a malformed answer fails like any other. */
export async function apiCall<T>(struct: Struct<T, unknown>, path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', body, quiet = false, anonymous = false } = options;
  try {
    const answer: unknown = await client(path, { method, body, headers: headers(anonymous) });
    // Masked: fields the contract does not know are dropped rather than failing the call.
    const [failure, value] = validate(answer, struct, { coerce: true, mask: true });
    if (failure) {
      const where = failure.path.join('.') || t('errors.malformedRoot');
      throw new ApiError(t('errors.malformed', { call: `${method} ${path}`, where }));
    }
    return value;
  } catch (thrown) {
    const error = toApiError(thrown);
    failureHandler({ error, quiet });
    throw error;
  }
}

/** A failed answer read from a fetch Response: its JSON message, field errors and reason, or its text. */
async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself, if any, is the message.
  }
  return new ApiError(messageFromBody(body) ?? t('errors.generic'), response.status, fieldErrors(body), reasonOf(body));
}

export type DownloadOptions = {
  /** The screen shows the failure itself: no notice. An expired session still ends the session. */
  quiet?: boolean;
  /** Cancels the download; a cancelled download is not a failure (nothing is reported). */
  signal?: AbortSignal;
  /** The answer's headers, once they arrive (before the body). */
  onStart?: (headers: Headers) => void;
  /** Bytes received so far, after each chunk. */
  onProgress?: (bytes: number) => void;
};

/**
 * Downloads a file under /api/ as a Blob with the same headers and failure handler as apiCall, read chunk by
 * chunk (fetch's stream rather than ofetch's blob) so that a long export can show its progress.
 */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<Blob> {
  try {
    const response = await fetch(`/api/${path}`, { headers: { ...headers(false), Accept: '*/*' }, signal: options.signal });
    if (!response.ok) throw await failureOf(response);
    options.onStart?.(response.headers);
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.body) return await response.blob();
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
      bytes += part.value.byteLength;
      options.onProgress?.(bytes);
    }
    // A fetch body's chunks never sit on a SharedArrayBuffer, which is all the DOM types guard against here.
    return new Blob(chunks as BlobPart[], { type });
  } catch (thrown) {
    if (options.signal?.aborted) throw thrown;
    const error = toApiError(thrown);
    failureHandler({ error, quiet: (options.quiet ?? false) && !error.unauthenticated });
    throw error;
  }
}
