// The first start's demo history: the shared back-fill, sent through the server's own device routes, fills
// every demo lot with a day of traffic and none of its events is refused.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { visits } from '../../server/db/schema';
import { DEMO_LOTS, fillDemoHistory } from '../../server/demo-history';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('fills each demo lot with a day of visits through the device routes, no event refused', async () => {
  const lines: string[] = [];
  vi.spyOn(server.app.log, 'info').mockImplementation((line: unknown) => void lines.push(String(line)));
  await fillDemoHistory(server.app, 1);
  for (const lot of DEMO_LOTS) {
    const [{ n }] = await server.app.db.select({ n: count() }).from(visits).where(eq(visits.parkingId, lot));
    expect(n).toBeGreaterThan(0);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^demo history: lot ${lot}, 1 days, \\d+ visits, [1-9]\\d* events, 0 refused$`)));
  }
}, 120_000);
