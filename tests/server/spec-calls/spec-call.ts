// One row of a spec's §7 table as a test sends it: who calls, the method and path, exactly the payload the spec
// lists (JSON, or a multipart form where the spec says so), and the answer's fields the spec says are read.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../../server/demo/seed';
import { DEMO, login, tokenFor, type DemoName, type TestServer } from '../helpers';
import { multipart, type MultipartFile } from '../multipart';
import { GATE_PICTURE, gateEvent, minutesAgo } from '../parking-helpers';
import { openShiftAs } from '../shift-helpers';

/** What the calls share: each demo account's session, and ids an earlier row made for a later one. */
export type SpecContext = {
  server: TestServer;
  tokens: Record<DemoName, string>;
  /** The salesman's notifications token, from the sign-in whose session is `tokens.salesman`. */
  notificationsToken: string;
  /** The phone of the open visit the operator's rows quote and check out. */
  visitPhone: string;
  made: Record<string, number | string>;
};

type Value<T> = T | ((c: SpecContext) => T);
type Form = { fields: Record<string, string | number>; files?: MultipartFile[] };
export type Payload = Record<string, unknown>;

export type SpecCall = {
  /** The row, as the spec writes it. */
  spec: string;
  /** The caller; `anonymous` sends the locale header alone (the reset calls: spec 2 §7 notes). */
  as: DemoName | 'anonymous';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path after the API's base (`/api/`). */
  path: Value<string>;
  json?: Value<Payload>;
  form?: Value<Form | Promise<Form>>;
  /** Dotted paths into the answer; a number steps into a list. */
  reads?: string[];
  after?: (res: LightMyRequestResponse, c: SpecContext) => void | Promise<void>;
};

const value = <T>(v: Value<T>, c: SpecContext): T => (typeof v === 'function' ? (v as (c: SpecContext) => T)(c) : v);

export async function specContext(server: TestServer): Promise<SpecContext> {
  const tokens = {} as Record<DemoName, string>;
  for (const who of Object.keys(DEMO) as DemoName[]) tokens[who] = await tokenFor(server, who);
  // The salesman goes online with the notifications token of the sign-in the console made.
  const salesman = (await login(server.app, 'salesman', DEMO_PASSWORD)).json();
  tokens.salesman = salesman.access_token;
  // A customer's car inside lot 1 with a phone, and the operator's shift at Salida Norte (gate 2), which every
  // checkout belongs to (issue 21 item 5).
  const visitPhone = '8187654321';
  await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'SPC0001', phone: visitPhone, at: minutesAgo(75) });
  await openShiftAs(server.app, tokens.operator, 2);
  // A pension car's entry with the gate camera's picture, for the pension dashboard's image row.
  await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'NXP1001', picture: GATE_PICTURE, at: minutesAgo(30) });
  return { server, tokens, notificationsToken: salesman.token_notifications, visitPhone, made: {} };
}

export async function sendSpecCall(server: TestServer, c: SpecContext, call: SpecCall): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-locale': 'en' };
  if (call.as !== 'anonymous') headers.authorization = `Bearer ${c.tokens[call.as]}`;
  const url = `/api/${value(call.path, c)}`;
  if (call.form) {
    const { fields, files } = await value(call.form, c);
    const form = multipart(fields, files);
    return server.app.inject({ method: call.method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
  }
  return server.app.inject({ method: call.method, url, headers, ...(call.json ? { payload: value(call.json, c) } : {}) });
}

/** The read fields the answer lacks (absent or undefined; null is an answer). */
export function missingFields(res: LightMyRequestResponse, reads: string[]): string[] {
  const body: unknown = res.json();
  return reads.filter((path) => {
    let at: unknown = body;
    for (const key of path.split('.')) {
      if (at === null || typeof at !== 'object' || !(key in at)) return true;
      at = (at as Record<string, unknown>)[key];
    }
    return at === undefined;
  });
}

/** A picture as a browser's file input gives it. */
export const pictureFile = async (field: string): Promise<MultipartFile> => ({
  field,
  filename: 'picture.jpg',
  contentType: 'image/jpeg',
  bytes: await sharp({ create: { width: 400, height: 240, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer(),
});

/** A one-page PDF, as a fiscal document. */
export const pdfFile = (field: string, title: string): MultipartFile => ({
  field,
  filename: `${field}.pdf`,
  contentType: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${title}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`),
});

/** A small PNG as base64 text (the shop's logo in spec 1 §7). */
export const pngBase64 = async (): Promise<string> =>
  (await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer()).toString('base64');

/** The id of the first row of an answer's list whose field holds a value. */
export function idWhere(list: unknown, field: string, wanted: unknown): number {
  const row = (list as Record<string, unknown>[]).find((r) => r[field] === wanted);
  if (!row) throw new Error(`no row with ${field} = ${String(wanted)}`);
  return Number(row.id);
}
