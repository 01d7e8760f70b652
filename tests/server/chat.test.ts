// The chat between a lot's people (issue 15 item 4, spec 3 §4 Chat, §7; server/chat): the list with its last
// pages, badges and `more`, older pages, sending text and images, the client_id resend, reading, who may talk
// to whom (404 for anyone else), the NewMessage events on both people's channels, in Spanish and English.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { is, type Infer } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RULES, ChatPageAnswer, ChatsAnswer, ChatSentAnswer, NewMessageEvent, type ChatMessage } from '../../src/contracts/chat.struct';
import { chatMessages } from '../../server/db/schema';
import { createSession } from '../../server/plugins/auth';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart } from './multipart';

let server: TestServer;
/** Lot 1's administrator (user 2, also of lot 2), lot 1's operator (user 4), lot 3's administrator (user 3). */
let admin: string;
let operator: string;
let otherAdmin: string;
const published: RealtimeMessage[] = [];

const ADMIN = 2;
const OPERATOR = 4;
const OTHER_ADMIN = 3;

const get = (token: string, url: string, locale = 'en') => as(server.app, token, { method: 'GET', url, headers: { 'x-locale': locale } });
const send = (token: string, lot: number, to: number, payload: object, locale = 'en') =>
  as(server.app, token, { method: 'POST', url: `/api/parkings/${lot}/chats/${to}`, payload, headers: { 'x-locale': locale } });
const read = (token: string, lot: number, to: number) => as(server.app, token, { method: 'POST', url: `/api/parkings/${lot}/chats/${to}/read`, headers: { 'x-locale': 'en' } });
const chats = async (token: string, lot = 1): Promise<ChatsAnswer> => {
  const res = await get(token, `/api/parkings/${lot}/chats`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as ChatsAnswer;
  expect(is(answer, ChatsAnswer)).toBe(true);
  return answer;
};
const sent = (res: { statusCode: number; body: string; json: () => unknown }): ChatMessage => {
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json();
  expect(is(answer, ChatSentAnswer)).toBe(true);
  const { success, data } = answer as Infer<typeof ChatSentAnswer>;
  expect(success).toBe(true);
  return data;
};

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
const sendImage = (token: string, to: number, bytes: Buffer, fields: Record<string, string> = {}, locale = 'en') => {
  const form = multipart(fields, { field: 'image', filename: 'foto.png', contentType: 'image/png', bytes });
  return as(server.app, token, { method: 'POST', url: `/api/parkings/1/chats/${to}`, payload: form.payload, headers: { ...form.headers, 'x-locale': locale } });
};

const messageCount = async () => Number(((await server.handle.db.execute(sql`select count(*) as n from chat_messages`)) as unknown as { rows: { n: string }[] }).rows[0].n);
const eventsSince = (from: number) => published.slice(from).filter((m) => m.event === 'NewMessage');

let usernames = 0;
/** A new operator of lot 1 (through the route), answering their id. */
async function newOperator(first = 'Ignacio', last = 'Treviño'): Promise<number> {
  const res = await as(server.app, admin, {
    method: 'POST',
    url: '/api/parkings/1/operators/register',
    payload: { first_name: first, last_name: last, username: `chat${++usernames}`, password: 'secreto1', type: 'operator', role_id: 6, status: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  operator = await tokenFor(server, 'operator');
  otherAdmin = await tokenFor(server, 'parking2');
  server.app.publisher.subscribe((m) => published.push(m));
}, 60_000);
afterAll(() => server.close());

describe('the list', () => {
  it("lists the lot's people but the reader, each with a conversation, and no badges at first", async () => {
    const seen = await chats(admin);
    const ids = seen.users.map((u) => u.id);
    expect(ids).toContain(OPERATOR);
    expect(ids).not.toContain(ADMIN);
    expect(ids).not.toContain(OTHER_ADMIN);
    expect(seen.users.find((u) => u.id === OPERATOR)).toEqual({ id: OPERATOR, first_name: 'Oscar', last_name: 'Operador', role: 'Operator', type: 'operator', photo: { original: null } });
    for (const id of ids) {
      expect(seen.messages[String(id)]).toEqual(expect.any(Array));
      expect(seen.more[String(id)]).toBe(false);
    }
    expect(seen.badges).toEqual({});
    // The demo's short chat (server/demo/seed.ts), read on both sides, oldest first.
    expect(seen.messages[String(OPERATOR)].map((m) => [m.sender_id, m.me])).toEqual([
      [ADMIN, true],
      [OPERATOR, false],
      [ADMIN, true],
      [OPERATOR, false],
    ]);
    // The operator sees their administrator; lot 3's administrator is alone in their lot.
    expect((await chats(operator)).users.map((u) => u.id)).toContain(ADMIN);
    expect(await chats(otherAdmin, 3)).toEqual({ users: [], messages: {}, badges: {}, more: {} });
  });

  it('leaves deleted people out, and answers them 404', async () => {
    const gone = await newOperator('Borrado', 'Pronto');
    expect(sent(await send(admin, 1, gone, { message: 'Hola' })).me).toBe(true);
    expect((await as(server.app, admin, { method: 'POST', url: `/api/parkings/1/operators/${gone}` })).statusCode).toBe(200);
    expect((await chats(admin)).users.map((u) => u.id)).not.toContain(gone);
    expect((await send(admin, 1, gone, { message: 'Hola' })).statusCode).toBe(404);
    expect((await get(admin, `/api/parkings/1/chats/${gone}`)).statusCode).toBe(404);
    expect((await read(admin, 1, gone)).statusCode).toBe(404);
  });
});

describe('sending and reading, both ways', () => {
  it('the administrator writes to the operator: stored, answered as the sender sees it, published to both', async () => {
    const from = published.length;
    const message = sent(await send(admin, 1, OPERATOR, { message: '  ¿Abres la pluma 2?  ', client_id: 'a1b2c3d4-0001' }));
    expect(message).toMatchObject({ message: '¿Abres la pluma 2?', me: true, fail: false, is_image: false, image: null, sender_id: ADMIN, client_id: 'a1b2c3d4-0001' });
    expect(Date.parse(message.time)).toBeGreaterThan(Date.now() - 60_000);

    const events = eventsSince(from);
    expect(events.map((e) => e.channel)).toEqual(['private-chat.1.4', 'private-chat.1.2']);
    for (const e of events) expect(is(e.data, NewMessageEvent)).toBe(true);
    expect(events[0].data).toEqual({ sender_id: ADMIN, recipient_id: OPERATOR, message: { ...message, me: false } });
    expect(events[1].data).toEqual({ sender_id: ADMIN, recipient_id: OPERATOR, message });

    // The operator's list: the message (not theirs), a badge; the administrator's: no badge.
    const theirs = await chats(operator);
    expect(theirs.messages[String(ADMIN)].at(-1)).toEqual({ ...message, me: false });
    expect(theirs.badges).toEqual({ [ADMIN]: 1 });
    expect((await chats(admin)).badges).toEqual({});
  });

  it('the operator answers with a form body; reading clears the reader\'s badge only', async () => {
    const form = new URLSearchParams({ message: 'Sí, ya la abro' }).toString();
    const res = await as(server.app, operator, { method: 'POST', url: `/api/parkings/1/chats/${ADMIN}`, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const answer = sent(res);
    expect(answer).toMatchObject({ me: true, sender_id: OPERATOR, client_id: null });
    expect((await chats(admin)).badges).toEqual({ [OPERATOR]: 1 });

    expect((await read(operator, 1, ADMIN)).json()).toEqual({ success: true });
    expect((await chats(operator)).badges).toEqual({});
    expect((await chats(admin)).badges).toEqual({ [OPERATOR]: 1 });
    expect((await read(admin, 1, OPERATOR)).statusCode).toBe(200);
    expect((await chats(admin)).badges).toEqual({});

    // Oldest first, both directions in one conversation.
    const conversation = (await chats(admin)).messages[String(OPERATOR)];
    expect(conversation.slice(-2).map((m) => [m.sender_id, m.me])).toEqual([
      [ADMIN, true],
      [OPERATOR, false],
    ]);
  });

  it('counts badges per sender, and only messages to the reader', async () => {
    const second = await newOperator('Segundo', 'Turno');
    const secondToken = await createSession(server.handle.db, second);
    sent(await send(secondToken, 1, ADMIN, { message: 'Uno' }));
    sent(await send(secondToken, 1, ADMIN, { message: 'Dos' }));
    sent(await send(operator, 1, ADMIN, { message: 'Tres' }));
    sent(await send(admin, 1, second, { message: 'Recibido' }));
    expect((await chats(admin)).badges).toEqual({ [second]: 2, [OPERATOR]: 1 });
    // Lot 2's chat is another conversation of the same administrator: nothing of lot 1's shows there.
    expect(await chats(admin, 2)).toEqual({ users: [], messages: {}, badges: {}, more: {} });
    await read(admin, 1, second);
    expect((await chats(admin)).badges).toEqual({ [OPERATOR]: 1 });
    await read(admin, 1, OPERATOR);
  });
});

describe('images', () => {
  it('stores an image at most 500 wide, with or without text, readable by both people of the lot only', async () => {
    const from = published.length;
    const message = sent(await sendImage(admin, OPERATOR, await picture(2000, 1000), { client_id: 'img-00000001' }));
    expect(message).toMatchObject({ message: '', is_image: true, me: true, client_id: 'img-00000001' });
    const url = message.image!.original;
    expect(url).toMatch(/^\/api\/parkings\/1\/files\/[0-9a-f]{64}\.png$/);
    expect((eventsSince(from)[0].data as NewMessageEvent).message.image).toEqual({ original: url });
    for (const token of [admin, operator]) {
      const file = await as(server.app, token, { method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([500, 250]);
    }
    // Another lot's administrator: 404 through their own lot and through lot 1.
    const name = url.split('/').at(-1)!;
    expect((await as(server.app, otherAdmin, { method: 'GET', url: `/api/parkings/3/files/${name}` })).statusCode).toBe(404);
    expect((await as(server.app, otherAdmin, { method: 'GET', url })).statusCode).toBe(404);

    const both = sent(await sendImage(operator, ADMIN, await picture(300, 900), { message: 'Mira la placa' }));
    expect(both).toMatchObject({ message: 'Mira la placa', is_image: true, sender_id: OPERATOR });
    // The console always sends multipart (FormData): text alone reads like a form's.
    const textOnly = multipart({ message: 'Solo texto', client_id: 'multi-0000-01' });
    const plain = sent(await as(server.app, operator, { method: 'POST', url: `/api/parkings/1/chats/${ADMIN}`, payload: textOnly.payload, headers: textOnly.headers }));
    expect(plain).toMatchObject({ message: 'Solo texto', is_image: false, image: null, client_id: 'multi-0000-01' });
    const small = await as(server.app, admin, { method: 'GET', url: both.image!.original });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 233, height: 700 });
    await read(admin, 1, OPERATOR);
  });

  it('refuses bytes that are not an image (422 on image, in the caller\'s language) and stores nothing', async () => {
    const before = await messageCount();
    const from = published.length;
    const executable = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(300, 7)]);
    const en = await sendImage(admin, OPERATOR, executable, { message: 'Adjunto' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.image).toEqual(['The file must be a PNG, JPEG or WebP image.']);
    const es = await sendImage(admin, OPERATOR, (await picture(100, 100)).subarray(0, 60), {}, 'es');
    expect(es.statusCode).toBe(422);
    expect(es.json().errors.image).toEqual(['No se pudo leer la imagen: puede estar dañada.']);
    expect(await messageCount()).toBe(before);
    expect(eventsSince(from)).toEqual([]);
  });
});

describe('what a message must be', () => {
  it('needs text or an image; text of at most 2,000 characters without control characters', async () => {
    const before = await messageCount();
    const empty = await send(admin, 1, OPERATOR, {}, 'es');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: 'Escribe un mensaje o adjunta una imagen.', errors: { message: ['Escribe un mensaje o adjunta una imagen.'] } });
    expect((await send(admin, 1, OPERATOR, { client_id: 'only-a-key-1' })).json().message).toBe('Write a message or attach an image.');
    const blank = await send(admin, 1, OPERATOR, { message: '   ' }, 'en');
    expect([blank.statusCode, blank.json().errors.message]).toEqual([422, ['The message field is required.']]);
    const long = await send(admin, 1, OPERATOR, { message: 'x'.repeat(CHAT_RULES.messageMax + 1) }, 'es');
    expect([long.statusCode, long.json().errors.message]).toEqual([422, ['El campo message no debe tener más de 2000 caracteres.']]);
    expect((await send(admin, 1, OPERATOR, { message: 'hola\u0007' })).statusCode).toBe(422);
    expect((await send(admin, 1, OPERATOR, { message: 'hola', client_id: 'no spaces!' })).statusCode).toBe(422);
    expect(await messageCount()).toBe(before);
    // Exactly the limit is fine.
    expect(sent(await send(admin, 1, OPERATOR, { message: 'x'.repeat(CHAT_RULES.messageMax) })).message).toHaveLength(CHAT_RULES.messageMax);
    await read(operator, 1, ADMIN);
  });
});

describe('client_id: a resend is not stored twice', () => {
  it('answers the stored message, stores nothing new and publishes nothing again', async () => {
    const first = sent(await send(operator, 1, ADMIN, { message: 'Llegó la grúa', client_id: 'resend-0000-1' }));
    const before = await messageCount();
    const from = published.length;
    const again = sent(await send(operator, 1, ADMIN, { message: 'Llegó la grúa', client_id: 'resend-0000-1' }));
    expect(again).toEqual(first);
    expect(await messageCount()).toBe(before);
    expect(eventsSince(from)).toEqual([]);
    expect((await chats(admin)).badges).toEqual({ [OPERATOR]: 1 });
    await read(admin, 1, OPERATOR);
  });

  it('stores one message when the same key arrives twice at once', async () => {
    const before = await messageCount();
    const from = published.length;
    const [a, b] = await Promise.all([
      send(admin, 1, OPERATOR, { message: 'Dos veces', client_id: 'race-0000-0001' }),
      send(admin, 1, OPERATOR, { message: 'Dos veces', client_id: 'race-0000-0001' }),
    ]);
    expect(sent(a).id).toBe(sent(b).id);
    expect(await messageCount()).toBe(before + 1);
    expect(eventsSince(from)).toHaveLength(2); // once to the operator, once to the administrator's own channel
    await read(operator, 1, ADMIN);
  });

  it('refuses a key already used for another conversation (422)', async () => {
    const other = await newOperator('Clave', 'Usada');
    sent(await send(admin, 1, OPERATOR, { message: 'Primero', client_id: 'used-key-0001' }));
    const res = await send(admin, 1, other, { message: 'Segundo', client_id: 'used-key-0001' }, 'es');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.client_id).toEqual(['Este client_id ya pertenece a otro mensaje: envía uno nuevo.']);
    // Keys are the sender's own: another sender may use the same one.
    expect(sent(await send(operator, 1, ADMIN, { message: 'Mía', client_id: 'used-key-0001' })).sender_id).toBe(OPERATOR);
    await read(operator, 1, ADMIN);
    await read(admin, 1, OPERATOR);
  });
});

describe('older pages', () => {
  it('answers the last page in the list and pages backwards with before=, oldest first', async () => {
    const partner = await newOperator('Pagina', 'Atrás');
    const total = CHAT_RULES.pageSize * 2 + 5;
    // Written directly: the pages are about order and counts, not about sending.
    await server.handle.db.insert(chatMessages).values(
      Array.from({ length: total }, (_, i) => ({ parkingId: 1, senderId: i % 2 === 0 ? ADMIN : partner, recipientId: i % 2 === 0 ? partner : ADMIN, body: `m${i}`, readAt: new Date() })),
    );
    const list = await chats(admin);
    const last = list.messages[String(partner)];
    expect(last.map((m) => m.message)).toEqual(Array.from({ length: CHAT_RULES.pageSize }, (_, i) => `m${total - CHAT_RULES.pageSize + i}`));
    expect(list.more[String(partner)]).toBe(true);
    expect(list.more[String(OPERATOR)]).toBe(false);

    const page = async (before: number) => {
      const res = await get(admin, `/api/parkings/1/chats/${partner}?before=${before}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(is(res.json(), ChatPageAnswer)).toBe(true);
      return res.json() as ChatPageAnswer;
    };
    const second = await page(last[0].id);
    expect(second.more).toBe(true);
    expect(second.data.map((m) => m.message)).toEqual(Array.from({ length: CHAT_RULES.pageSize }, (_, i) => `m${5 + i}`));
    const third = await page(second.data[0].id);
    expect(third).toMatchObject({ more: false });
    expect(third.data.map((m) => m.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(third.data.map((m) => m.me)).toEqual([true, false, true, false, true]);
    // Without before: the last page again, as the list had it.
    const newest = await get(admin, `/api/parkings/1/chats/${partner}`);
    expect((newest.json() as ChatPageAnswer).data).toEqual(last);
    // The partner reads the same conversation from their side.
    const partnerToken = await createSession(server.handle.db, partner);
    const theirs = await as(server.app, partnerToken, { method: 'GET', url: `/api/parkings/1/chats/${ADMIN}?before=${second.data[0].id}` });
    expect((theirs.json() as ChatPageAnswer).data.map((m) => m.me)).toEqual([false, true, false, true, false]);
    expect((await get(admin, `/api/parkings/1/chats/${partner}?before=0`)).statusCode).toBe(422);
  });
});

describe('who may talk to whom', () => {
  it("answers another lot's person, oneself and nobody 404, alike", async () => {
    const nobody = await send(admin, 1, 999_999, { message: 'Hola' });
    expect(nobody.statusCode).toBe(404);
    for (const res of [
      await send(admin, 1, OTHER_ADMIN, { message: 'Hola' }),
      await send(admin, 1, ADMIN, { message: 'Hola' }),
      await get(admin, `/api/parkings/1/chats/${OTHER_ADMIN}`),
      await get(admin, `/api/parkings/1/chats/${ADMIN}`),
      await read(admin, 1, OTHER_ADMIN),
      await read(operator, 1, OPERATOR),
      // The operator of lot 1 is not a person of lot 2, which its administrator also runs.
      await send(admin, 2, OPERATOR, { message: 'Hola' }),
    ]) {
      expect([res.statusCode, res.body]).toEqual([nobody.statusCode, nobody.body]);
    }
    const es = await send(admin, 1, OTHER_ADMIN, { message: 'Hola' }, 'es');
    expect(es.json()).toEqual({ message: 'No encontrado.' });
  });

  it("answers another lot 404 (tenant) and an account without operators.search 403", async () => {
    expect((await get(otherAdmin, '/api/parkings/1/chats')).statusCode).toBe(404);
    expect((await send(otherAdmin, 1, ADMIN, { message: 'Hola' })).statusCode).toBe(404);
    expect((await get(operator, '/api/parkings/3/chats')).statusCode).toBe(404);
    expect((await read(operator, 2, ADMIN)).statusCode).toBe(404);
    const shop = await tokenFor(server, 'shop');
    const refused = await get(shop, '/api/parkings/1/chats', 'es');
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'No tienes permiso para realizar esta acción.']);
    expect((await server.app.inject({ method: 'GET', url: '/api/parkings/1/chats' })).statusCode).toBe(401);
  });
});
