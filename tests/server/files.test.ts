// Uploads (issue 15 item 1, server/files): the type read from the bytes, pictures resized to their use's size,
// size limits, 422 in the caller's language, and a lot's files readable by that lot only, with nosniff and a
// year of caching.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareImage } from '../../server/files/images';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart } from './multipart';

let server: TestServer;
let admin: string;
let otherAdmin: string;
let operator: string;

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).toFormat(format).toBuffer();

/** A Windows executable's first bytes (the MZ header and DOS stub), renamed to a picture. */
const EXECUTABLE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), Buffer.from('This program cannot be run in DOS mode.\r\r\n$'), Buffer.alloc(400, 7)]);

let operatorCount = 0;
const operatorForm = () => ({ first_name: 'Ignacio', last_name: 'Treviño', username: `caseta${++operatorCount}`, password: 'secreto1', type: 'operator', role_id: 6, status: 1 });

async function registerWithPhoto(token: string, bytes: Buffer, filename: string, contentType: string, locale = 'es') {
  const form = multipart(operatorForm(), { field: 'photo', filename, contentType, bytes });
  return as(server.app, token, { method: 'POST', url: '/api/parkings/1/operators/register', payload: form.payload, headers: { ...form.headers, 'x-locale': locale } });
}

const userCount = async () => Number(((await server.handle.db.execute(sql`select count(*) as n from users`)) as unknown as { rows: { n: string }[] }).rows[0].n);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  otherAdmin = await tokenFor(server, 'parking2');
  operator = await tokenFor(server, 'operator');
}, 60_000);
afterAll(() => server.close());

describe('pictures at the size of their use', () => {
  it('a user photo is 600x600, a profile picture 106x106, a chat image at most 500 wide or 700 high', async () => {
    const size = async (input: Buffer, use: Parameters<typeof prepareImage>[1]) => {
      const image = await prepareImage(input, use);
      if (typeof image === 'string') throw new Error(image);
      const meta = await sharp(image.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      return [image.width, image.height];
    };
    expect(await size(await picture(1200, 900, 'jpeg'), 'user-photo')).toEqual([600, 600]);
    expect(await size(await picture(50, 80, 'png'), 'user-photo')).toEqual([600, 600]);
    expect(await size(await picture(400, 300, 'png'), 'profile-picture')).toEqual([106, 106]);
    expect(await size(await picture(2000, 1000, 'jpeg'), 'chat-image')).toEqual([500, 250]);
    expect(await size(await picture(400, 1400, 'jpeg'), 'chat-image')).toEqual([200, 700]);
    expect(await size(await picture(120, 90, 'png'), 'chat-image')).toEqual([120, 90]);
  });

  it('refuses bytes of no accepted type, and a picture that does not decode', async () => {
    expect(await prepareImage(EXECUTABLE, 'user-photo')).toBe('fileType');
    expect(await prepareImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'user-photo')).toBe('fileType');
    const png = await picture(300, 300, 'png');
    expect(await prepareImage(png.subarray(0, 120), 'user-photo')).toBe('fileUnreadable');
  });
});

describe('uploading with a form', () => {
  it('stores a real PNG resized to 600x600 and serves it to the lot with its type, nosniff and a year of caching', async () => {
    const res = await registerWithPhoto(admin, await picture(1200, 800, 'png'), 'me.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.photo.original as string;
    expect(url).toMatch(/^\/api\/parkings\/1\/files\/[0-9a-f]{64}\.png$/);
    for (const token of [admin, operator]) {
      const file = await as(server.app, token, { method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 600]);
    }
  });

  it('keeps a JPEG a JPEG', async () => {
    const res = await registerWithPhoto(admin, await picture(640, 480, 'jpeg'), 'foto.jpeg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const file = await as(server.app, admin, { method: 'GET', url: res.json().data.photo.original });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a renamed executable with 422 in the caller\'s language, and writes nothing', async () => {
    const before = await userCount();
    const es = await registerWithPhoto(admin, EXECUTABLE, 'foto.png', 'image/png', 'es');
    expect(es.statusCode).toBe(422);
    expect(es.json()).toEqual({ message: 'El archivo debe ser una imagen PNG, JPEG o WebP.', errors: { photo: ['El archivo debe ser una imagen PNG, JPEG o WebP.'] } });
    const en = await registerWithPhoto(admin, EXECUTABLE, 'photo.jpg', 'image/jpeg', 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.photo).toEqual(['The file must be a PNG, JPEG or WebP image.']);
    expect(await userCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 422', async () => {
    const before = await userCount();
    const res = await registerWithPhoto(admin, Buffer.concat([await picture(10, 10, 'png'), Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photo).toEqual(['The file may be at most 5 MB.']);
    expect(await userCount()).toBe(before);
  });

  it('refuses a damaged picture with 422', async () => {
    const png = await picture(300, 300, 'png');
    const res = await registerWithPhoto(admin, png.subarray(0, 200), 'broken.png', 'image/png', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photo).toEqual(['The image could not be read: it may be damaged.']);
  });

  it('answers malformed multipart bodies with a 4xx and a message', async () => {
    const bodies: [string, string | Buffer][] = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', 'garbage without any boundary'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nTrunc'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n'],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await as(server.app, admin, { method: 'POST', url: '/api/parkings/1/operators/register', payload, headers: { 'content-type': contentType } });
      expect(res.statusCode, `${contentType} ${String(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('refuses two files in one request', async () => {
    const png = await picture(20, 20, 'png');
    const form = multipart(operatorForm(), { field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: png });
    const second = Buffer.from(form.payload.toString('latin1').replace(/--(\S+)--\r\n$/, (_m, b: string) => `--${b}\r\nContent-Disposition: form-data; name="other"; filename="b.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${b}--\r\n`), 'latin1');
    const res = await as(server.app, admin, { method: 'POST', url: '/api/parkings/1/operators/register', payload: second, headers: form.headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('a lot\'s files are that lot\'s', () => {
  it('another tenant gets 404, exactly like a file that does not exist', async () => {
    const res = await registerWithPhoto(admin, await picture(700, 700, 'png'), 'a.png', 'image/png');
    const url = res.json().data.photo.original as string;
    const name = url.split('/').pop()!;
    const missing = await as(server.app, otherAdmin, { method: 'GET', url: `/api/parkings/3/files/${'a'.repeat(64)}.png` });
    expect(missing.statusCode).toBe(404);
    // Through the other tenant's own lot: the file is not theirs.
    const viaOwnLot = await as(server.app, otherAdmin, { method: 'GET', url: `/api/parkings/3/files/${name}` });
    expect(viaOwnLot.statusCode).toBe(404);
    expect(viaOwnLot.body).toBe(missing.body);
    // Through the owner's lot: not their lot.
    const viaOwnerLot = await as(server.app, otherAdmin, { method: 'GET', url });
    expect(viaOwnerLot.statusCode).toBe(404);
    expect(viaOwnerLot.body).toBe(missing.body);
  });

  it('refuses names the server never makes', async () => {
    const res = await as(server.app, admin, { method: 'GET', url: '/api/parkings/1/files/..%2F..%2Fserver.lock' });
    expect(res.statusCode).toBe(422);
    expect((await as(server.app, admin, { method: 'GET', url: '/api/parkings/1/files/x.png' })).statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/parkings/1/files/${'a'.repeat(64)}.png` });
    expect(res.statusCode).toBe(401);
  });
});
