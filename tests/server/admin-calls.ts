// The admin module's server tests call routes as one account (the platform admin unless told), read a list's
// page checked against its contract, and read a list's report.xlsx sheet.
import { strFromU8, unzipSync } from 'fflate';
import { validate } from 'superstruct';
import { expect } from 'vitest';
import { adminPage } from '../../src/contracts/admin-list.struct';
import { as, type TestServer } from './helpers';

export type AdminCall = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; locale?: string; token?: string };

/** `current()`: the file's server and default token, once its beforeAll has made them. */
export function adminCalls(current: () => { server: TestServer; token: string }) {
  const call = ({ method = 'GET', url, body, locale = 'en', token }: AdminCall) =>
    as(current().server.app, token ?? current().token, { method, url, payload: body as object | undefined, headers: { 'x-locale': locale } });
  /** A list's answer, checked against the contract. */
  async function list<T>(url: string, row: Parameters<typeof adminPage<T>>[0]) {
    const res = await call({ url });
    expect(res.statusCode, res.body).toBe(200);
    const [err, page] = validate(res.json(), adminPage(row));
    expect(err).toBeUndefined();
    return page!;
  }
  return { call, list };
}

/** The first sheet's XML of a report.xlsx answer. */
export const sheetOf = (res: { rawPayload: Buffer }) => strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']);
