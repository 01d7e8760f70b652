// A parking administrator's new lot, a lot's edit and a new device key (spec 3 §2 Properties, §7 Parking lots).
// Each is one transaction that announces what it changed (server/cache), so that the lot carousel (GET
// parkings, through the user's session), the operator screen, the rates and the gate devices see it at once in
// every server process. A device key is shown once and stored as its sha-256 only.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOT_IMAGE_FIELDS, STATUS_PERMISSION, type LotBody, type LotImageField, type LotProperties } from '../../src/contracts/lot.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { AuthUser } from '../auth/auth-user';
import { hashToken, newToken } from '../auth/tokens';
import { forget } from '../cache/caches';
import { announce, type Change } from '../cache/changes';
import type { Db } from '../db/connect';
import { accesses, gates, parkings, plazas, userParkings, type LotConfigs } from '../db/schema';
import type { Upload } from '../files/plugin';
import type { PreparedImage } from '../files/images';
import { checkedImage, saveFile } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { sessionsOf } from '../plugins/auth';
import { giveDefaultRates } from '../rates/default-rates';
import { readSettings } from '../settings/company-settings';
import { adminLots, lotOwner, scheduleOptsOf } from './lot-properties';

type Write = { app: FastifyInstance; user: AuthUser; locale: Locale };
/** The images sent with the save, by field; a field not sent keeps the stored image. */
export type LotUploads = Partial<Record<LotImageField, Upload>>;
type LotImages = Partial<Record<LotImageField, PreparedImage>>;

/** Every image is checked and resized before anything is written. */
async function checkedImages(uploads: LotUploads, locale: Locale): Promise<LotImages> {
  const images: LotImages = {};
  for (const field of LOT_IMAGE_FIELDS) {
    const upload = uploads[field];
    if (upload) images[field] = await checkedImage(upload, 'lot-image', locale);
  }
  return images;
}

/** The images' columns: each holds its file's name. */
const imageColumns = (images: LotImages) => ({
  ...(images.url_storefront ? { urlStorefront: images.url_storefront.name } : {}),
  ...(images.url_location_map ? { urlLocationMap: images.url_location_map.name } : {}),
});

/** Stores the images as the lot's files, in the save's transaction. */
async function storeImages(tx: Db, app: FastifyInstance, parkingId: number, images: LotImages): Promise<void> {
  for (const image of Object.values(images)) await saveFile(tx, app.files, lotOwner(parkingId), image);
}

/** A new lot charges whole hours with no courtesy until its rates say otherwise (spec 2 §9: courtesy 00:00). */
const NEW_LOT_CONFIGS: LotConfigs = { isFractionaryOff: true, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '00:00' };
const FIRST_ACCESS_MAP = '/maps/access-a.svg';

const lotChanges = (parkingId: number): Change[] => [
  { topic: 'lot', id: parkingId },
  { topic: 'gates', id: parkingId },
];

const fieldsOf = (body: LotBody) => ({
  name: body.name,
  plazaId: body.plaza_id,
  address: body.address,
  phoneNumber: body.number,
  countryCode: body.country_code,
  phonePublic: body.phone_public,
  location: body.location || null,
  schedulesOpt: scheduleOptsOf(body.schedules),
  prefix: body.prefix,
  ...(body.optCovid === undefined ? {} : { optCovid: body.optCovid }),
});

/** The plaza must exist and the prefix be no other lot's (checked again by the unique index at commit). */
async function checkReferences(tx: Db, body: LotBody, locale: Locale, parkingId: number | null): Promise<void> {
  const [plaza] = await tx.select({ id: plazas.id }).from(plazas).where(eq(plazas.id, body.plaza_id));
  if (!plaza) throw ValidationError.fromRules([['plaza_id', 'oneOf']], locale);
  const sameLot = parkingId === null ? undefined : ne(parkings.id, parkingId);
  const [taken] = await tx.select({ id: parkings.id }).from(parkings).where(and(eq(parkings.prefix, body.prefix), sameLot));
  if (taken) throw ValidationError.field('prefix', t('prefixTaken', locale, body.prefix));
}

/** PostgreSQL's unique violation on the lots' prefix: another save took it first. */
function isPrefixTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'parkings_prefix_unique') return true;
  }
  return false;
}

/** Two saves racing for one prefix: the loser answers like the check above. */
async function prefixGuarded<T>(body: LotBody, locale: Locale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isPrefixTaken(err)) throw ValidationError.field('prefix', t('prefixTaken', locale, body.prefix));
    throw err;
  }
}

/** Only `nexo.request.accepted` sets a status other than the lot's (a new lot's is 1). */
function checkStatus(user: AuthUser, wanted: number | undefined, current: number): void {
  if (wanted !== undefined && wanted !== current && !user.permissions.has(STATUS_PERMISSION)) throw new HttpError(403, 'forbidden');
}

/** A new lot of the caller, in the company's time zone (admin Settings), with one access holding an entry and an
 *  exit gate, the default rates and its device key (shown once). */
export async function registerLot({ app, user, locale }: Write, body: LotBody, uploads: LotUploads): Promise<{ id: number; deviceKey: string; data: LotProperties[] }> {
  checkStatus(user, body.status, 1);
  const images = await checkedImages(uploads, locale);
  const deviceKey = newToken();
  const result = await prefixGuarded(body, locale, () =>
    app.db.transaction(async (tx) => {
      await checkReferences(tx, body, locale, null);
      const [lot] = await tx
        .insert(parkings)
        .values({
          ...fieldsOf(body),
          ...imageColumns(images),
          status: body.status ?? 1,
          timeZone: (await readSettings(tx)).timeZone,
          configs: NEW_LOT_CONFIGS,
          deviceKeyHash: hashToken(deviceKey),
        })
        .returning({ id: parkings.id });
      await storeImages(tx, app, lot.id, images);
      const [access] = await tx.insert(accesses).values({ parkingId: lot.id, name: t('firstAccess', locale), map: FIRST_ACCESS_MAP }).returning({ id: accesses.id });
      await tx.insert(gates).values([
        { parkingId: lot.id, accessId: access.id, name: t('firstEntryGate', locale), code: `${body.prefix}-E1`, codeMap: 'gate-in', type: 1 },
        { parkingId: lot.id, accessId: access.id, name: t('firstExitGate', locale), code: `${body.prefix}-S1`, codeMap: 'gate-out', type: 2 },
      ]);
      // Usable at once: its checkouts quote with the spec's default rates until its administrator sets others.
      await giveDefaultRates(tx, lot.id, scheduleOptsOf(body.schedules), t('defaultFeeSet', locale));
      await tx.insert(userParkings).values({ userId: user.id, parkingId: lot.id });
      // The caller's sessions carry their lots; a lookup of this id before it existed may be cached as none.
      await announce(tx, sessionsOf(user.id), ...lotChanges(lot.id));
      return { id: lot.id, data: await adminLots(tx, user.id) };
    }),
  );
  forget(app.db, sessionsOf(user.id), ...lotChanges(result.id));
  return { ...result, deviceKey };
}

/** The lot's properties and the images sent; its time zone, rates, accesses and device key stay. */
export async function editLot({ app, user, locale }: Write, parkingId: number, body: LotBody, uploads: LotUploads): Promise<LotProperties[]> {
  const images = await checkedImages(uploads, locale);
  const data = await prefixGuarded(body, locale, () =>
    app.db.transaction(async (tx) => {
      const [lot] = await tx.select({ status: parkings.status }).from(parkings).where(eq(parkings.id, parkingId)).for('update');
      if (!lot) throw new HttpError(404, 'notFound');
      checkStatus(user, body.status, lot.status);
      await checkReferences(tx, body, locale, parkingId);
      await storeImages(tx, app, parkingId, images);
      await tx
        .update(parkings)
        .set({ ...fieldsOf(body), ...imageColumns(images), ...(body.status === undefined ? {} : { status: body.status }) })
        .where(eq(parkings.id, parkingId));
      await announce(tx, ...lotChanges(parkingId));
      return adminLots(tx, user.id);
    }),
  );
  forget(app.db, ...lotChanges(parkingId));
  return data;
}

/** A new device key for the lot: the old one stops working at once. */
export async function rotateDeviceKey(app: FastifyInstance, parkingId: number): Promise<string> {
  const deviceKey = newToken();
  await app.db.transaction(async (tx) => {
    const updated = await tx.update(parkings).set({ deviceKeyHash: hashToken(deviceKey) }).where(eq(parkings.id, parkingId)).returning({ id: parkings.id });
    if (updated.length === 0) throw new HttpError(404, 'notFound');
    await announce(tx, { topic: 'lot', id: parkingId });
  });
  forget(app.db, { topic: 'lot', id: parkingId });
  return deviceKey;
}
