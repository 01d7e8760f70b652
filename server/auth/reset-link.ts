// A link to choose a password (/login/resetpassword/{token}, single use): the forgotten-password mail (POST
// users/reset), the one a platform admin sends from Users, and the welcome of a shop owner whose store request
// was approved (a new account has no password of its own yet, so the link lasts longer). The token is stored
// only as its sha-256 (password_resets); the mail says how long the link lasts, in the recipient's language (tú).
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { passwordResets } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** How long a link lasts: a reset an hour; a new owner's welcome three days (they may read it late). */
export const LINK_TTL_MS = { reset: 60 * 60_000, welcome: 3 * 24 * 60 * 60_000 } as const;
export type LinkKind = keyof typeof LINK_TTL_MS;

/** Stores a new link of the user and answers its address (in the caller's transaction, if any). */
export async function createResetLink(db: Db, publicUrl: string, userId: number, kind: LinkKind): Promise<string> {
  const token = newToken();
  await db.insert(passwordResets).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_TTL_MS[kind]) });
  return `${publicUrl}/login/resetpassword/${token}`;
}

/** The mail that carries a reset link (the mailer's Mail). */
export function resetMail(to: string, firstName: string, link: string, locale: Locale): { to: string; subject: string; text: string } {
  return locale === 'es'
    ? {
        to,
        subject: 'Restablece tu contraseña de Nexo',
        text: `Hola ${firstName}:\n\nPara elegir una nueva contraseña abre este enlace (vale 60 minutos y una sola vez):\n${link}\n\nSi no lo pediste, ignora este correo.`,
      }
    : {
        to,
        subject: 'Reset your Nexo password',
        text: `Hello ${firstName},\n\nTo choose a new password open this link (valid for 60 minutes, once):\n${link}\n\nIf you did not ask for it, ignore this mail.`,
      };
}
