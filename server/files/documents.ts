// Uploaded documents (a lot's tax certificate and proof of address, spec 3 §5 Fiscal): PDF, JPEG or PNG by their
// bytes (file-type), and never what their name does not say: a renamed file is refused, whatever it holds. A PDF
// is stored as sent once its type is known (rewriting it would need a PDF library and could change what it
// proves); a page sent as a picture goes through the image path, re-encoded without its metadata or anything
// appended, within 3508 pixels a side (images.ts, `document-page`).
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { prepareImage, type ImageRefusal } from './images';

/** Each accepted type with the extensions a name may give it. */
const DOCUMENT_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
} as const;
type DocumentType = keyof typeof DOCUMENT_TYPES;

export type PreparedDocument = { name: string; contentType: DocumentType; bytes: Buffer };
/** Why a document was refused: its bytes are of no accepted type, its name says another type, or it is a
 *  picture that does not decode. */
export type DocumentRefusal = 'documentType' | 'documentName' | ImageRefusal;

const isDocumentType = (mime: string): mime is DocumentType => mime in DOCUMENT_TYPES;

/** The extension of a file name, lower-cased; '' when it has none. */
export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
};

export async function prepareDocument(input: Buffer, filename: string): Promise<PreparedDocument | DocumentRefusal> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !isDocumentType(detected.mime)) return 'documentType';
  const extension = extensionOf(filename);
  if (extension !== '' && !(DOCUMENT_TYPES[detected.mime] as readonly string[]).includes(extension)) return 'documentName';
  if (detected.mime === 'application/pdf') {
    return { name: `${createHash('sha256').update(input).digest('hex')}.pdf`, contentType: detected.mime, bytes: input };
  }
  const image = await prepareImage(input, 'document-page');
  if (typeof image === 'string') return image;
  return { name: image.name, contentType: detected.mime, bytes: image.bytes };
}
