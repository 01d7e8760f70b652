import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirBusyError, openDatabase } from '../../server/db/connect';

describe('PGlite data folder', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('refuses a second server on the same folder with a message that says what to do', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-lock-'));
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid));
      const opening = openDatabase({ databaseUrl: null, dataDir });
      await expect(opening).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(opening).rejects.toThrow(/one process per data folder.*another DATA_DIR/s);
    } finally {
      other.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('takes over a stale lock, keeps data across a restart and releases the lock on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-lock-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999');
      const first = await openDatabase({ databaseUrl: null, dataDir });
      await first.db.execute('create table kept (n int)');
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      const second = await openDatabase({ databaseUrl: null, dataDir });
      await second.db.execute('insert into kept values (1)');
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
