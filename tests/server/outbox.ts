// The mails a test server wrote to DATA_DIR/outbox as .eml files (server/plugins/mail.ts without SMTP): the next
// one (taken out of the outbox), the reset link it carries, and its subject and body as readable text.
import fs from 'node:fs';
import path from 'node:path';

/** Answers do not wait for their mails: wait for the .eml file (up to 20 s on a loaded machine). */
export async function nextMail(dataDir: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 400; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort() : [];
    if (files.length > 0) {
      const eml = fs.readFileSync(path.join(outbox, files[files.length - 1]), 'utf8');
      fs.rmSync(path.join(outbox, files[files.length - 1]));
      return eml;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no mail arrived in the outbox');
}

/** The token of the reset link a mail carries (the test servers' PUBLIC_URL is http://nexo.test). */
export function resetToken(eml: string): string {
  const match = /http:\/\/nexo\.test\/login\/resetpassword\/([\w-]+)/.exec(eml.replace(/=\r?\n/g, ''));
  if (!match) throw new Error('the mail holds no reset link');
  return match[1];
}

/** A mail's subject and body as text: RFC 2047 words (a long subject's folded words joined) and quoted-printable
 *  decoded. */
export function readable(eml: string): string {
  const bytes = (qp: string) => Buffer.from(qp.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  // The blank between two encoded words is not text (RFC 2047 §6.2).
  const unwrapped = eml.replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/g, '').replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, ' ')).replace(/=\r?\n/g, '');
  return bytes(unwrapped);
}
