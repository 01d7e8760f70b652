// An upload checked, resized and stored for its owner, and read back only by that owner. The row that makes a
// file readable is written in the caller's transaction (with the user whose photo it is), so a refused save
// leaves no readable file; the bytes are written first and are harmless alone (no row, no reader).
import { and, eq, notInArray } from 'drizzle-orm';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { files } from '../db/schema';
import { ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { extensionOf, prepareDocument, type PreparedDocument } from './documents';
import { prepareImage, type ImageUse, type PreparedImage } from './images';
import type { Upload } from './plugin';
import type { FileStorage } from './storage';

/** Who may read a file: a lot's (its people), a user's own (their profile picture: the user and whoever
 *  shares a lot or a shop with them, server/http/tenant.ts `peer`), a lot's fiscal documents (its
 *  administrators only, server/routes/core-info), a store request's documents (the admins who answer requests), or a
 *  store's storefront (its shop's people, server/routes/stores). */
export type FileOwner =
  | { kind: 'parking'; id: number }
  | { kind: 'user'; id: number }
  | { kind: 'lot-core-info'; id: number }
  | { kind: 'store-request'; id: number }
  /** A shop's logo (its people), its core-info documents (its owner) and a store's (server/routes/shop-core-info). */
  | { kind: 'shop-logo'; id: number }
  | { kind: 'shop-core-info'; id: number }
  | { kind: 'branch-core-info'; id: number; shopId: number }
  | { kind: 'store'; id: number; shopId: number }
  /** A customer's shopping request: its picture and its chat's images (the customer reads them here; the stores
   *  it reached through their own request routes). */
  | { kind: 'shopping-request'; id: number };

/** Where the console reads a file (server/routes/files, server/routes/core-info). */
export const fileUrl = (owner: FileOwner, name: string): string => {
  switch (owner.kind) {
    case 'parking':
      return `/api/parkings/${owner.id}/files/${name}`;
    case 'user':
      return `/api/users/${owner.id}/files/${name}`;
    case 'lot-core-info':
      return `/api/parkings/${owner.id}/core-info/files/${name}`;
    case 'store-request':
      return `/api/store-requests/${owner.id}/files/${name}`;
    case 'shop-logo':
      return `/api/shops/${owner.id}/logo/${name}`;
    case 'shop-core-info':
      return `/api/shops/${owner.id}/core-info/files/${name}`;
    case 'branch-core-info':
      return `/api/shops/${owner.shopId}/branch/${owner.id}/core-info/files/${name}`;
    case 'store':
      return `/api/shops/${owner.shopId}/branch/${owner.id}/files/${name}`;
    case 'shopping-request':
      return `/api/customer/requests/${owner.id}/files/${name}`;
  }
};

/** Bytes ready to store: a picture re-encoded, or a document checked. */
type Storable = Pick<PreparedImage | PreparedDocument, 'name' | 'contentType' | 'bytes'>;

/** The picture of an upload at the size of its use, or a 422 on its field in the caller's language. */
export async function checkedImage(upload: Upload, use: ImageUse, locale: Locale): Promise<PreparedImage> {
  const image = await prepareImage(upload.bytes, use);
  if (typeof image === 'string') throw ValidationError.field(upload.field, t(image, locale));
  return image;
}

/** The document of an upload (PDF, JPEG or PNG whose name does not say otherwise), or a 422 on its field. */
export async function checkedDocument(upload: Upload, locale: Locale): Promise<PreparedDocument> {
  const document = await prepareDocument(upload.bytes, upload.filename);
  if (typeof document === 'string') throw ValidationError.field(upload.field, t(document, locale, extensionOf(upload.filename)));
  return document;
}

/** Stores the bytes and, in `tx`, the row that lets the owner read them; answers the file's address. */
export async function saveFile(tx: Db, storage: FileStorage, owner: FileOwner, file: Storable): Promise<string> {
  await storage.put(file.name, file.bytes);
  await tx
    .insert(files)
    .values({ ownerKind: owner.kind, ownerId: owner.id, name: file.name, contentType: file.contentType, bytes: file.bytes.length })
    .onConflictDoNothing();
  return fileUrl(owner, file.name);
}

/** Makes the owner's files other than `keep` unreadable, in `tx` (documents replaced by newer ones). */
export async function forgetFilesBut(tx: Db, owner: FileOwner, keep: string[]): Promise<void> {
  await tx.delete(files).where(and(eq(files.ownerKind, owner.kind), eq(files.ownerId, owner.id), notInArray(files.name, keep)));
}

/** The owner's file, or null (someone else's file reads exactly like one that does not exist). */
export async function ownedFile(db: Db, storage: FileStorage, owner: FileOwner, name: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(and(eq(files.ownerKind, owner.kind), eq(files.ownerId, owner.id), eq(files.name, name)));
  if (!row) return null;
  const bytes = await storage.read(name);
  return bytes ? { contentType: row.contentType, bytes } : null;
}
