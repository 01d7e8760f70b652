// The simulator's exit gates hear `OpenGate` on the lot's channel over the real protocol, authorised as the
// lot's device, on the server's own port (GET /api/config names none): what an operator's checkout publishes
// reaches them; another lot's commands do not.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PusherServer } from '../../server/realtime/pusher-server';
import { listenForOpenGate, type GateListener, type OpenGate } from '../../simulator/gate-listener';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let sockets: PusherServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  if (!server.app.realtimeSockets) throw new Error('the embedded protocol server is not attached');
  sockets = server.app.realtimeSockets;
});
afterAll(async () => {
  await server.close();
});

const until = async (check: () => boolean) => {
  for (const end = Date.now() + 15_000; Date.now() < end && !check(); ) await new Promise((r) => setTimeout(r, 50));
};

it("hears its lot's OpenGate commands, and only those", async () => {
  const heard: OpenGate[] = [];
  const lines: string[] = [];
  let listener: GateListener | null = null;
  try {
    listener = await listenForOpenGate({ baseUrl, lot: 1, key: 'demo-lot-1-key', onOpen: (c) => heard.push(c), log: (l) => lines.push(l) });
    await until(() => sockets.subscribers('private-dashboard.1') === 1);
    expect(sockets.subscribers('private-dashboard.1')).toBe(1);
    server.app.publisher.publish({ channel: 'private-dashboard.3', event: 'OpenGate', data: { gate_id: 8, code: 'X', visit_id: 99, plate: 'AAA0001' } });
    server.app.publisher.publish({ channel: 'private-dashboard.1', event: 'OpenGate', data: { gate_id: 2, code: 'PF-S1', visit_id: 42, plate: 'BBB0002' } });
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ gate_id: 2, code: 'PF-S1', visit_id: 42, plate: 'BBB0002' }]);
    expect(lines.join('\n')).toContain('listening for OpenGate');
  } finally {
    listener?.close();
  }
});

it('is refused with a key of another lot', async () => {
  const lines: string[] = [];
  const listener = await listenForOpenGate({ baseUrl, lot: 1, key: 'demo-lot-2-key', onOpen: () => {}, log: (l) => lines.push(l) });
  try {
    await until(() => lines.some((l) => l.includes('refused')));
    expect(lines.join('\n')).toContain('OpenGate channel refused');
    expect(sockets.subscribers('private-dashboard.1')).toBe(0);
  } finally {
    listener.close();
  }
});
