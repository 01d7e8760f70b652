// A visitor's store account request (spec 3 §2, §4: sent, then a reply is awaited). Every rule is checked before
// anything is written: the fields (the body's struct), the category and the bank offered, both documents sent
// and each checked by its bytes; then the address's hourly budget is claimed, and one transaction writes the
// request and its documents' file rows. The mail confirming receipt goes after the commit; a mail that fails is
// logged and does not undo the request (the admins see it either way).
import type { FastifyInstance } from 'fastify';
import {
  STORE_REQUEST_DOCUMENTS,
  storeRequestRuleFailures,
  type StoreRequestBody,
  type StoreRequestDocument,
} from '../../src/contracts/store-request.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { bankList } from '../core-info/lot-core-info';
import { storeRequests } from '../db/schema';
import type { PreparedDocument } from '../files/documents';
import type { Upload } from '../files/plugin';
import { checkedDocument, saveFile, type FileOwner } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { AttemptCounters } from '../limits/attempt-counters';
import { categoryList } from './categories';
import { receiptMail } from './receipt-mail';

/** Accepted requests from one client address in an hour: enough for a person, not for a flood of uploads. */
export const REQUESTS_PER_ADDRESS = { limit: 5, windowMs: 60 * 60_000 } as const;

/** Who may read a request's documents: the platform's admins who answer requests (server/routes/store-requests). */
export const requestDocumentsOwner = (requestId: number): FileOwner => ({ kind: 'store-request', id: requestId });

type Send = { app: FastifyInstance; locale: Locale; address: string };
export type StoreRequestUploads = Record<StoreRequestDocument, Upload | null>;

export async function sendStoreRequest({ app, locale, address }: Send, body: StoreRequestBody, uploads: StoreRequestUploads) {
  const documents = { rfc_file: uploads.rfc_file !== null, address_file: uploads.address_file !== null };
  const context = { categories: await categoryList(app.db, locale), banks: await bankList(app.db), documents };
  const failures = storeRequestRuleFailures(body, context);
  if (failures.length > 0) throw ValidationError.fromRules(failures, locale);
  const prepared = {} as Record<StoreRequestDocument, PreparedDocument>;
  for (const field of STORE_REQUEST_DOCUMENTS) prepared[field] = await checkedDocument(uploads[field] as Upload, locale);

  const claim = await new AttemptCounters(app.db).claim([{ key: `store-request:${address}`, ...REQUESTS_PER_ADDRESS }]);
  if ('retryAfter' in claim) throw new HttpError(429, 'storeRequestThrottled', Math.ceil(claim.retryAfter / 60), { 'retry-after': String(claim.retryAfter) });

  const saved = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storeRequests)
      .values({
        storeName: body.store_name,
        kind: body.kind,
        address: body.address,
        hqAddress: body.hq_address ?? null,
        description: body.description,
        productKinds: body.product_kinds,
        categoryId: body.category_id,
        mobilePhone: body.mobile_phone,
        birthDate: body.birth_date,
        welcomeMessage: body.welcome_message,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        bankId: body.bank_id,
        accountNumber: body.account_number,
        extraSanitizer: body.extra_sanitizer,
        cleanFrequently: body.clean_frequently,
        customerLimit: body.customer_limit,
        rfcFile: prepared.rfc_file.name,
        addressFile: prepared.address_file.name,
        locale,
      })
      .returning({ id: storeRequests.id, status: storeRequests.status, createdAt: storeRequests.createdAt });
    const owner = requestDocumentsOwner(row.id);
    for (const field of STORE_REQUEST_DOCUMENTS) await saveFile(tx, app.files, owner, prepared[field]);
    return row;
  });
  await app.mailer.send(receiptMail(body, locale)).catch((err: unknown) => app.log.error({ err }, `could not mail the receipt of store request ${saved.id}`));
  return { id: saved.id, status: saved.status, created_at: saved.createdAt.toISOString() };
}
