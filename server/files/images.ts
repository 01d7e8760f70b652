// Uploaded pictures: the type is read from the bytes (file-type), never from the name or the declared type,
// and every picture is re-encoded by sharp at the spec's size for its use, which also drops its metadata
// (a phone photo's position) and anything hidden after the image data.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LOT_IMAGE } from '../../src/contracts/lot.struct';
import { NEWS_IMAGE } from '../../src/contracts/news.struct';
import { LOGO_SIZE } from '../../src/contracts/shop-core-info.struct';
import { STORE_IMAGE } from '../../src/contracts/store.struct';

/** spec 3 §5 (user photo), spec 1 §5 (profile picture), the chat's images (at most 500 wide or 700 high), a
 *  fiscal document sent as a picture (server/files/documents.ts: within 3508 a side, A4 at 300 dpi either way up),
 *  a news item's picture (spec 3 §9, cropped to fill 380x214) and a lot's storefront and location-map images
 *  (spec 3 §9, cropped to fill 900x508), and a store's storefront (the lot's size, cropped to fill). */
export const IMAGE_SIZES = {
  'user-photo': { width: 600, height: 600, fit: 'cover' },
  'profile-picture': { width: 106, height: 106, fit: 'cover' },
  'chat-image': { width: 500, height: 700, fit: 'inside' },
  'document-page': { width: 3508, height: 3508, fit: 'inside' },
  'news-image': { ...NEWS_IMAGE, fit: 'cover' },
  'lot-image': { ...LOT_IMAGE, fit: 'cover' },
  /** A shop's logo (spec 1 §5 Images): the console draws it onto a 600x600 canvas; kept at that size. */
  'shop-logo': { width: LOGO_SIZE, height: LOGO_SIZE, fit: 'cover' },
  'store-image': { ...STORE_IMAGE, fit: 'cover' },
} as const;
export type ImageUse = keyof typeof IMAGE_SIZES;

/** What a browser shows and sharp writes; the picture keeps its format. */
const FORMATS = {
  'image/png': { format: 'png', ext: 'png' },
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/webp': { format: 'webp', ext: 'webp' },
} as const;
type ImageType = keyof typeof FORMATS;

/** A decompression bomb (a small file of a huge picture) stops here: far above any camera's picture. */
const MAX_INPUT_PIXELS = 60_000_000;

export type PreparedImage = { name: string; contentType: ImageType; bytes: Buffer; width: number; height: number };
/** Why a picture was refused: the bytes are of no accepted type, or they claim one and do not decode. */
export type ImageRefusal = 'fileType' | 'fileUnreadable';

const isImageType = (mime: string): mime is ImageType => mime in FORMATS;

export async function prepareImage(input: Buffer, use: ImageUse): Promise<PreparedImage | ImageRefusal> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !isImageType(detected.mime)) return 'fileType';
  const { format, ext } = FORMATS[detected.mime];
  const { width, height, fit } = IMAGE_SIZES[use];
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
    const name = `${createHash('sha256').update(data).digest('hex')}.${ext}`;
    return { name, contentType: detected.mime, bytes: data, width: info.width, height: info.height };
  } catch {
    return 'fileUnreadable';
  }
}
