// A document chosen in a form (a tax certificate, a proof of address): what the console checks before sending it,
// by its type and size only (the server reads its bytes, server/files/documents.ts). Shared by every form that
// uploads documents: the lot's fiscal modal, the shop's core-info wizard, the store account request.
import { DOCUMENT_RULES } from './core-info.struct';

/** A document's own rule codes: not a PDF, JPEG or PNG; over the size limit (in MB). */
export const DOCUMENT_TYPE = 'documentType';
export const DOCUMENT_MB = DOCUMENT_RULES.maxBytes / (1024 * 1024);
export const DOCUMENT_SIZE = `documentSize|${DOCUMENT_MB}`;

/** The rule a chosen file breaks, or null. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(DOCUMENT_RULES.types as readonly string[]).includes(file.type)) return DOCUMENT_TYPE;
  return file.size > DOCUMENT_RULES.maxBytes ? DOCUMENT_SIZE : null;
}
