// The one HTTP client (design.md): base /api/, bearer token and X-Locale on every call, answers checked with
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
  body?: Record<string, unknown>;
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

/** Downloads a file under /api/ as a Blob, with the same headers and the same failure handler as apiCall. */
export async function apiDownload(path: string, options: Pick<CallOptions, 'quiet'> = {}): Promise<Blob> {
  try {
    return await client(path, { method: 'GET', headers: { ...headers(false), Accept: '*/*' }, responseType: 'blob' });
  } catch (thrown) {
    let error = toApiError(thrown);
    // A failed download's body arrives as a Blob: read its JSON for the server's message.
    const data: unknown = thrown instanceof FetchError ? thrown.data : null;
    if (thrown instanceof FetchError && typeof (data as Blob | null)?.text === 'function') {
      try {
        const body: unknown = JSON.parse(await (data as Blob).text());
        error = new ApiError(messageFromBody(body) ?? error.message, thrown.status ?? null, fieldErrors(body), reasonOf(body));
      } catch {
        // Not JSON: keep the client's message.
      }
    }
    failureHandler({ error, quiet: options.quiet ?? false });
    throw error;
  }
}
