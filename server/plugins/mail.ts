// Mail through nodemailer: by default every message is written as an .eml file in DATA_DIR/outbox and
// logged; SMTP_URL sends for real.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

const FROM = 'Nexo <no-reply@nexo.local>';

export function createMailer(opts: { smtpUrl: string | null; outboxDir: string; log: (msg: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: FROM, ...mail });
        opts.log(`mail sent to ${mail.to}: ${mail.subject}`);
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`);
      // Written aside and renamed: a reader of the outbox never meets a half-written .eml.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      opts.log(`mail to ${mail.to} written to ${file}: ${mail.subject}`);
    },
  };
}
