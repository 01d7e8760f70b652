// Reads the mail outbox of this worker's own server ($E2E_DATA_DIR/outbox/*.eml, set by tests/e2e/fixtures.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: import test from tests/e2e/fixtures.ts');
  return path.join(dir, 'outbox');
};

/** Undoes quoted-printable soft breaks and escapes, so a long link reads as one piece. */
const decode = (eml: string): string =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function mailsTo(address: string, after: number): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).mtimeMs >= after)
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((f) => decode(fs.readFileSync(f, 'utf8')))
    .filter((mail) => mail.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

/** Waits for a reset mail to `address` written after `after` (ms epoch) and returns its link's path. */
export async function resetLinkFor(address: string, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(address, after).at(-1);
        link = mail?.match(/\/login\/resetpassword\/[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000, message: `a reset mail to ${address}` },
    )
    .not.toBe('');
  return link;
}
