// A gate device's picture of the plate (GateEventBody.picture) is kept only when it is image data: a base64
// data URL of PNG, JPEG or WebP whose bytes are what it says (file-type reads them), or of an SVG document.
// The console shows pictures through <img> only (src/ui/parking/pension-dashboard/image-modal.tsx), where an
// SVG runs no script and loads nothing; never as HTML or as a link. Anything else (another media type,
// `javascript:`, a path, text/html, more than PICTURE_MAX_BYTES) is refused with 422 naming `picture`.
import { fileTypeFromBuffer } from 'file-type';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '../../src/contracts/devices.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { ValidationError } from '../http/errors';
import { t } from '../http/messages';

type PictureType = (typeof PICTURE_TYPES)[number];

const PREFIX = /^data:([a-z+/]+);base64,/;
/** The longest base64 text of PICTURE_MAX_BYTES: a longer one is refused before it is decoded. */
const MAX_BASE64 = Math.ceil(PICTURE_MAX_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The picture's bytes and declared type, or null when it is not a base64 data URL of an allowed type and size. */
function decode(picture: string): { type: PictureType; bytes: Buffer } | null {
  const prefix = PREFIX.exec(picture.slice(0, 40));
  const type = PICTURE_TYPES.find((allowed) => allowed === prefix?.[1]);
  if (!prefix || !type) return null;
  const base64 = picture.slice(prefix[0].length);
  if (base64.length > MAX_BASE64 || base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length > 0 && bytes.length <= PICTURE_MAX_BYTES ? { type, bytes } : null;
}

/** UTF-8 text whose root element is `<svg>`, after an optional XML declaration and comments (no DOCTYPE:
 *  no entities). A scan, not a regular expression, so that no input makes it slow. */
function isSvgDocument(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at])) at++;
    const closer = text.startsWith('<?xml', at) ? '?>' : text.startsWith('<!--', at) ? '-->' : null;
    if (closer === null) break;
    const close = text.indexOf(closer, at + 4);
    if (close === -1) return false;
    at = close + closer.length;
  }
  return text.startsWith('<svg', at) && /[\s>/]/.test(text[at + 4] ?? '');
}

async function isImage(picture: string): Promise<boolean> {
  const decoded = decode(picture);
  if (!decoded) return false;
  if (decoded.type === 'image/svg+xml') return isSvgDocument(decoded.bytes);
  return (await fileTypeFromBuffer(decoded.bytes))?.mime === decoded.type;
}

/** Refuses (422 naming `picture`, in the caller's language) a picture that is not image data; none is fine. */
export async function checkDevicePicture(picture: string | undefined, locale: Locale): Promise<void> {
  if (picture === undefined || (await isImage(picture))) return;
  throw ValidationError.field('picture', t('pictureNotImage', locale, PICTURE_MAX_BYTES / 1024));
}
