// Hears the changes every process announces (changes.ts), its own included: one connection of this process's
// own, made like the pool's, LISTENs. While it is down nothing kept can be trusted (notifications are missed), so
// the caches are emptied and bypassed until it is back (retried every second).
import pg from 'pg';
import type { Db } from '../db/connect';
import { CHANGES_CHANNEL, readChanges, type Changes } from './changes';

export type ListenerLog = { warn: (obj: object, msg: string) => void };
export type ChangeHandlers = { changed: (changes: Changes) => void; trusted: (ok: boolean) => void };

const RETRY_MS = 1_000;

/** Starts listening (resolves once it is, or once the first attempt failed); the answer stops it. */
export async function listenForChanges(db: Db, on: ChangeHandlers, log: ListenerLog): Promise<() => Promise<void>> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('the caches listen through a node-postgres pool (server/db/connect.ts)');
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, err: unknown) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => {});
    on.trusted(false);
    if (closed) return;
    log.warn({ err }, `caches: the LISTEN ${CHANGES_CHANNEL} connection was lost; reading from the database until it is back`);
    retry = setTimeout(() => void connect(), RETRY_MS);
  };

  const connect = async () => {
    const client = new pg.Client(pool.options);
    current = client;
    client.on('notification', (note) => {
      if (note.channel === CHANGES_CHANNEL) on.changed(readChanges(note.payload ?? ''));
    });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (current === client) on.trusted(true);
      else await client.end();
    } catch (err) {
      lost(client, err);
    }
  };

  on.trusted(false);
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
