// The one error path (spec 1 §8, spec 3 §8): message from the answer's error, message or data (an object
// gives its message or error), else the client error, else "Something went wrong"; malformed answers fail
// cleanly; every call carries the bearer token and X-Locale.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchError } from 'ofetch';
import { array, number, object } from 'superstruct';
import { setLocale } from '../../src/i18n/i18n';
import { apiCall, ApiError, messageFromBody, setFailureHandler, toApiError, type FailureReport } from '../../src/services/http';
import { saveSession } from '../../src/services/session-store';
import { reply, stubApi } from './api-stub';
import { storedSession } from './fixtures';

afterEach(() => setFailureHandler(() => {}));

describe('messageFromBody', () => {
  it.each([
    ['error first', { error: 'Boom', message: 'Other' }, 'Boom'],
    ['then message', { message: 'The given data was invalid.', errors: { email: ['x'] } }, 'The given data was invalid.'],
    ['then data as text', { data: 'Lot closed' }, 'Lot closed'],
    ['data as an object gives its message', { data: { message: 'Inner message' } }, 'Inner message'],
    ['data as an object gives its error', { data: { error: 'Inner error' } }, 'Inner error'],
    ['message as an object gives its error', { message: { error: 'Nested' } }, 'Nested'],
    ['a plain text answer', 'Service Unavailable', 'Service Unavailable'],
    ['nothing useful', { data: [1, 2] }, null],
    ['empty strings are skipped', { error: '', message: 'Used' }, 'Used'],
    ['no body', null, null],
  ])('%s', (_name, body, expected) => {
    expect(messageFromBody(body)).toBe(expected);
  });
});

describe('toApiError', () => {
  it('falls back to the client error, then to the translated generic text', () => {
    setLocale('en');
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe('Failed to fetch');
    expect(toApiError(new Error('')).message).toBe('Something went wrong');
    expect(toApiError('strange').message).toBe('Something went wrong');
    setLocale('es');
    expect(toApiError(undefined).message).toBe('Algo salió mal');
  });

  it('keeps status and field errors of a failed answer', () => {
    const fetchError = new FetchError('[POST] "/api/x": 422');
    Object.assign(fetchError, { status: 422, data: { message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } } });
    const error = toApiError(fetchError);
    expect(error).toMatchObject({ message: 'The given data was invalid.', status: 422, errors: { email: ['The email field is required.'] } });
  });

  it('knows an Unauthenticated answer', () => {
    expect(new ApiError('Unauthenticated.', 401).unauthenticated).toBe(true);
    expect(new ApiError('Forbidden', 403).unauthenticated).toBe(false);
  });
});

describe('apiCall', () => {
  const Answer = object({ data: array(object({ id: number() })) });

  it('sends the bearer token and the language, and returns the checked answer', async () => {
    setLocale('en');
    saveSession(storedSession());
    const { calls } = stubApi({ 'GET parkings': reply({ data: [{ id: 1 }] }) });
    await expect(apiCall(Answer, 'parkings')).resolves.toEqual({ data: [{ id: 1 }] });
    expect(calls[0].headers.get('authorization')).toBe('Bearer token-7');
    expect(calls[0].headers.get('x-locale')).toBe('en');
  });

  it('drops fields the contract does not know instead of failing', async () => {
    stubApi({ 'GET parkings': reply({ data: [{ id: 1, extra: true }], meta: {} }) });
    await expect(apiCall(Answer, 'parkings')).resolves.toEqual({ data: [{ id: 1 }] });
  });

  it('sends no Authorization on an anonymous call', async () => {
    saveSession(storedSession());
    const { calls } = stubApi({ 'POST users/reset': reply({ message: 'sent' }) });
    await apiCall(object({}), 'users/reset', { method: 'POST', body: { email: 'a@b.co' }, anonymous: true });
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(calls[0].body).toEqual({ email: 'a@b.co' });
  });

  it('turns a malformed answer into a clear error through the same handler', async () => {
    setLocale('en');
    const reports: FailureReport[] = [];
    setFailureHandler((r) => reports.push(r));
    stubApi({ 'GET parkings': reply({ data: [{ id: 'one' }] }) });
    await expect(apiCall(Answer, 'parkings')).rejects.toThrow('Unexpected answer from the server (GET parkings: data.0.id)');
    expect(reports).toHaveLength(1);
    expect(reports[0].quiet).toBe(false);
  });

  it('passes every failure to the handler with the server message', async () => {
    const handler = vi.fn();
    setFailureHandler(handler);
    stubApi({ 'GET parkings': reply({ message: 'This action is unauthorized.' }, 403) });
    await expect(apiCall(Answer, 'parkings')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledWith({ error: expect.objectContaining({ message: 'This action is unauthorized.', status: 403 }), quiet: false });
  });

  it('marks the calls whose screen shows the failure itself as quiet', async () => {
    const handler = vi.fn();
    setFailureHandler(handler);
    stubApi({ 'GET users/logout': reply({ message: 'Unauthenticated.' }, 401) });
    await expect(apiCall(object({}), 'users/logout', { quiet: true })).rejects.toThrow('Unauthenticated.');
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ quiet: true }));
  });
});
