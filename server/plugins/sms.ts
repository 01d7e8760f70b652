// SMS through an adapter (design.md): like mail, by default every message is written as a .sms text file in
// DATA_DIR/outbox (beside the mails' .eml files) and logged; SMS_URL sends for real by POSTing
// `{ "to": "+52…", "text": "…" }` as JSON to a gateway that answers 2xx when it took the message.
import fs from 'node:fs/promises';
import path from 'node:path';

export type Sms = { to: string; text: string };
export type SmsSender = { send: (sms: Sms) => Promise<void> };

/** A gateway that takes longer than this is treated as down: the caller answers an error and nothing is sent. */
export const SMS_TIMEOUT_MS = 10_000;

export function createSmsSender(opts: { url: string | null; outboxDir: string; log: (msg: string) => void }): SmsSender {
  const { url, outboxDir, log } = opts;
  if (url) {
    return {
      send: async (sms) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sms),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`the SMS gateway answered ${res.status}`);
        log(`sms sent to ${sms.to}`);
      },
    };
  }
  return {
    send: async (sms) => {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.to.replace(/\D/g, '')}-${process.hrtime.bigint()}.sms`);
      await fs.writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`);
      log(`sms to ${sms.to} written to ${file}`);
    },
  };
}
