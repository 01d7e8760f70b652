// A store's phone verified by an SMS code (spec 3 §4 Phone: "send code, enter code, resend after a countdown").
// The code is six random digits kept only as its argon2 hash, for the phone it was sent to, valid ten minutes;
// five wrong tries spend it; a new code replaces the last one and may be asked for a minute after it, five an hour
// at most (src/contracts/store.struct.ts PHONE_CODE). The SMS goes through the SMS adapter (server/plugins/sms.ts)
// inside the transaction that records the code: an SMS that could not be sent leaves no code and no countdown.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PHONE_CODE, type PhoneCodeSentAnswer, type Store } from '../../src/contracts/store.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { committedAlone } from '../db/write-scope';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/connect';
import { branches, storePhoneCodes } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t, type MessageKey } from '../http/messages';
import { lockStoreRow, phoneOf, shopStore, type StoreRow } from './store-records';

/** The branch tenant has let the caller act on the store (server/http/tenant.ts). */
type Act = { app: FastifyInstance; shopId: number; branchId: number; locale: Locale };

const newCode = (): string => String(randomInt(0, 10 ** PHONE_CODE.length)).padStart(PHONE_CODE.length, '0');

/** The store, locked, whose phone may be verified now; 422 when it has none or it is verified already. */
async function unverifiedStore(tx: Db, { shopId, branchId, locale }: Act): Promise<StoreRow> {
  const row = await lockStoreRow(tx, shopId, branchId);
  if (!row) throw new HttpError(404, 'notFound');
  if (row.phoneNumber === '') throw ValidationError.fromRules([['number', 'required']], locale);
  if (row.phoneVerifiedAt !== null) throw ValidationError.field('number', t('phoneAlreadyVerified', locale));
  return row;
}

async function recentCodes(tx: Db, branchId: number, now: Date) {
  return tx
    .select({ createdAt: storePhoneCodes.createdAt })
    .from(storePhoneCodes)
    .where(and(eq(storePhoneCodes.branchId, branchId), gt(storePhoneCodes.createdAt, new Date(now.getTime() - 3_600_000))))
    .orderBy(desc(storePhoneCodes.createdAt));
}

/** 429 with the seconds to wait, in the message and in Retry-After. */
const tooSoon = (key: MessageKey, seconds: number) => new HttpError(429, key, seconds, { 'retry-after': String(seconds) }, { retry_after: String(seconds) });

export async function sendPhoneCode(act: Act): Promise<PhoneCodeSentAnswer> {
  const code = newCode();
  const codeHash = await hashPassword(code);
  const phone = await act.app.db.transaction(async (tx) => {
    const row = await unverifiedStore(tx, act);
    const now = new Date();
    const recent = await recentCodes(tx, row.id, now);
    const last = recent[0];
    if (last) {
      const wait = Math.ceil((last.createdAt.getTime() + PHONE_CODE.resendSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw tooSoon('phoneCodeTooSoon', wait);
    }
    if (recent.length >= PHONE_CODE.maxPerHour) {
      const oldest = recent[PHONE_CODE.maxPerHour - 1];
      throw tooSoon('phoneCodesTooMany', Math.ceil((oldest.createdAt.getTime() + 3_600_000 - now.getTime()) / 1000));
    }
    // Only the newest code counts.
    await tx.update(storePhoneCodes).set({ usedAt: now }).where(and(eq(storePhoneCodes.branchId, row.id), isNull(storePhoneCodes.usedAt)));
    const to = phoneOf(row);
    await tx.insert(storePhoneCodes).values({ branchId: row.id, phone: to, codeHash, expiresAt: new Date(now.getTime() + PHONE_CODE.ttlSeconds * 1000), createdAt: now });
    try {
      await act.app.sms.send({ to, text: t('phoneCodeSms', act.locale, code) });
    } catch (err) {
      act.app.log.warn({ err }, 'phone code SMS not sent');
      throw new HttpError(503, 'smsUnavailable');
    }
    return to;
  });
  return { resend_after: PHONE_CODE.resendSeconds, expires_in: PHONE_CODE.ttlSeconds, message: t('phoneCodeSent', act.locale, phone) };
}

type Outcome = { ok: true } | { ok: false; key: MessageKey; n?: number };

export async function verifyPhoneCode(act: Act, code: string): Promise<Store> {
  // A wrong try is counted (committed on its own) before the refusal is answered.
  const outcome = await committedAlone(act.app.db, async (tx): Promise<Outcome> => {
    const row = await unverifiedStore(tx, act);
    const now = new Date();
    const [latest] = await tx
      .select()
      .from(storePhoneCodes)
      .where(and(eq(storePhoneCodes.branchId, row.id), eq(storePhoneCodes.phone, phoneOf(row)), isNull(storePhoneCodes.usedAt)))
      .orderBy(desc(storePhoneCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest) return { ok: false, key: 'phoneCodeNone' };
    if (latest.expiresAt <= now) return { ok: false, key: 'phoneCodeExpired' };
    if (latest.tries >= PHONE_CODE.maxTries) return { ok: false, key: 'phoneCodeSpent' };
    if (!(await verifyPassword(latest.codeHash, code.trim()))) {
      await tx.update(storePhoneCodes).set({ tries: latest.tries + 1 }).where(eq(storePhoneCodes.id, latest.id));
      const left = PHONE_CODE.maxTries - latest.tries - 1;
      return left > 0 ? { ok: false, key: 'phoneCodeWrong', n: left } : { ok: false, key: 'phoneCodeSpent' };
    }
    await tx.update(storePhoneCodes).set({ usedAt: now }).where(eq(storePhoneCodes.id, latest.id));
    await tx.update(branches).set({ phoneVerifiedAt: now }).where(eq(branches.id, row.id));
    return { ok: true };
  });
  if (!outcome.ok) throw ValidationError.field('code', t(outcome.key, act.locale, outcome.n));
  return (await shopStore(act.app.db, act.shopId, act.branchId))!;
}
