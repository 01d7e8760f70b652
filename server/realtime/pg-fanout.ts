// Several instances on one PostgreSQL (no external realtime service): a publish is delivered to this
// instance's sockets at once and announced with NOTIFY; every instance LISTENs and delivers what the others
// announced (its own notifications are recognised by their origin and skipped, so nothing arrives twice).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createInProcessPublisher, type Publisher, type RealtimeMessage } from './publisher';

export const FANOUT_CHANNEL = 'nexo_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_PAYLOAD = 7900;

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };
export type PgFanout = Publisher & { close: () => Promise<void> };

export async function createPgFanout(databaseUrl: string, log: Log): Promise<PgFanout> {
  const origin = randomUUID();
  const local = createInProcessPublisher();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection the database dropped is replaced at the next NOTIFY; unheard, it would end the process.
  notifier.on('error', (err) => log.warn({ err }, 'realtime: a NOTIFY connection was dropped'));
  await listener.connect();
  listener.on('notification', (note) => {
    if (note.channel !== FANOUT_CHANNEL || !note.payload) return;
    try {
      const { from, message } = JSON.parse(note.payload) as { from: string; message: RealtimeMessage };
      if (from !== origin) local.publish(message);
    } catch (err) {
      log.warn({ err }, 'realtime: unreadable notification');
    }
  });
  listener.on('error', (err) => log.warn({ err }, 'realtime: the LISTEN connection failed; other instances are no longer heard'));
  await listener.query(`LISTEN ${FANOUT_CHANNEL}`);
  log.info(`realtime: fan-out between instances through LISTEN/NOTIFY ${FANOUT_CHANNEL}`);
  return {
    publish: (message) => {
      local.publish(message);
      const payload = JSON.stringify({ from: origin, message });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        log.warn({ channel: message.channel, event: message.event }, 'realtime: event too large for NOTIFY; delivered on this instance only');
        return;
      }
      notifier.query('select pg_notify($1, $2)', [FANOUT_CHANNEL, payload]).catch((err: unknown) => log.warn({ err }, 'realtime: NOTIFY failed'));
    },
    subscribe: local.subscribe,
    close: async () => {
      await listener.end().catch(() => {});
      await notifier.end().catch(() => {});
    },
  };
}
