import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pensionCars, pensions } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { GATE_PICTURE, gateEvent, minutesAgo } from './parking-helpers';

let server: TestServer;
let token: string;
const PICTURE = GATE_PICTURE;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, 'parking2');
  const [pension] = await server.handle.db.insert(pensions).values({ parkingId: 3, firstName: 'Marta', lastName: 'Salinas', email: 'marta@example.mx', role: 'Contadora' }).returning();
  await server.handle.db.insert(pensionCars).values({ pensionId: pension.id, parkingId: 3, plate: 'PDB0001', brand: 'Kia', model: 'Rio', color: 'white' });
  // 55 events, oldest first: in, out, in, ... (28 in, 27 out); the first carries a picture.
  for (let i = 0; i < 55; i++) {
    const direction = i % 2 === 0 ? 'in' : 'out';
    const body = { direction, plate: 'PDB0001', at: minutesAgo(600 - i * 10), ...(i === 0 ? { picture: PICTURE } : {}) };
    expect((await gateEvent(server.app, 3, direction === 'in' ? 7 : 8, body)).statusCode).toBe(200);
  }
  await gateEvent(server.app, 3, 7, { direction: 'in', plate: 'GEN0001', at: minutesAgo(5) });
});
afterAll(() => server.close());

const get = (path: string) => as(server.app, token, { method: 'GET', url: `/api/parkings/3/dashboards/pensions/${path}` });

describe('pension dashboard', () => {
  it('lists the newest 50 events with the totals, then the rest after the last one', async () => {
    const first = (await get('search/type/week')).json();
    expect(first.data).toHaveLength(50);
    expect(first.data[0]).toMatchObject({ name: 'Marta Salinas', plate: 'PDB0001', type: 'in', job: 'Contadora', gate: 'Entrada', image: null });
    expect(first.totals).toEqual({ general: { total: 1 }, pensions: { total: 28 } });
    expect(first.last).toBe(first.data[49].id);
    const rest = (await get(`search/type/week/last_item/${first.last}`)).json();
    expect(rest.data).toHaveLength(5);
    expect(rest.last).toBeNull();
    expect(rest.data.at(-1).image).not.toBeNull();
  });

  it('serves an event picture, and says Image not Available when there is none', async () => {
    const rest = (await get(`search/type/week/last_item/${(await get('search/type/week')).json().last}`)).json();
    const withPicture = rest.data.at(-1);
    expect((await get(`image/${withPicture.image}`)).json()).toEqual({ error: false, data: PICTURE });
    const without = (await get(`image/${rest.data[0].id}`)).json();
    expect(without).toMatchObject({ error: true, data: null });
    expect(without.message).toBe('Imagen no disponible');
  });

  it("keeps another tenant's events out of reach", async () => {
    const other = await tokenFor(server, 'parking');
    expect((await as(server.app, other, { method: 'GET', url: '/api/parkings/3/dashboards/pensions/search/type/week' })).statusCode).toBe(404);
  });
});
