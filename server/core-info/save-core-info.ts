// Saving a lot's fiscal and bank data (spec 3 §5 Fiscal, §7 POST parkings/{id}/core-info). Every rule is checked
// before anything is written: the fields (the body's struct), the bank and the CLABE's bank code, both documents
// present (sent now, or stored by an earlier save), and each document sent checked by its bytes. Then one
// transaction writes the row, the new documents' file rows and forgets the replaced ones, so a refused or failed
// save leaves the lot's data and documents as they were.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coreInfoRuleFailures, DOCUMENT_FIELDS, type CoreInfo, type CoreInfoBody, type DocumentField } from '../../src/contracts/core-info.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { lotCoreInfo } from '../db/schema';
import type { PreparedDocument } from '../files/documents';
import type { Upload } from '../files/plugin';
import { checkedDocument, forgetFilesBut, saveFile } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { bankList, coreInfoOf, documentsOwner, hasCoreInfo } from './lot-core-info';

type Save = { app: FastifyInstance; parkingId: number; locale: Locale };
export type DocumentUploads = Record<DocumentField, Upload | null>;

export async function saveCoreInfo({ app, parkingId, locale }: Save, body: CoreInfoBody, uploads: DocumentUploads): Promise<CoreInfo> {
  const stored = await hasCoreInfo(app.db, parkingId);
  const documents = { taxpayer_file: stored || uploads.taxpayer_file !== null, address_file: stored || uploads.address_file !== null };
  const failures = coreInfoRuleFailures(body, { banks: await bankList(app.db), documents });
  if (failures.length > 0) throw ValidationError.fromRules(failures, locale);

  const prepared = {} as Record<DocumentField, PreparedDocument | null>;
  for (const field of DOCUMENT_FIELDS) {
    const upload = uploads[field];
    prepared[field] = upload ? await checkedDocument(upload, locale) : null;
  }

  const owner = documentsOwner(parkingId);
  await app.db.transaction(async (tx) => {
    // The row is locked so that a save at the same time keeps the documents this one does not replace.
    const [current] = await tx
      .select({ taxpayerFile: lotCoreInfo.taxpayerFile, addressFile: lotCoreInfo.addressFile })
      .from(lotCoreInfo)
      .where(eq(lotCoreInfo.parkingId, parkingId))
      .for('update');
    const taxpayerFile = prepared.taxpayer_file?.name ?? current?.taxpayerFile;
    const addressFile = prepared.address_file?.name ?? current?.addressFile;
    // Only a lot deleted since the check above has neither (its row went with it).
    if (!taxpayerFile || !addressFile) throw new HttpError(404, 'notFound');
    for (const document of Object.values(prepared)) if (document) await saveFile(tx, app.files, owner, document);
    const fields = {
      taxpayerName: body.taxpayer_name,
      rfc: body.rfc,
      interbankAccount: body.interbank_account,
      bankAccount: body.bank_account,
      bankId: body.bank_id,
      accountOwner: body.account_owner,
      identifyingName: body.identifying_name,
      taxpayerFile,
      addressFile,
      updatedAt: new Date(),
    };
    await tx.insert(lotCoreInfo).values({ parkingId, ...fields }).onConflictDoUpdate({ target: lotCoreInfo.parkingId, set: fields });
    await forgetFilesBut(tx, owner, [taxpayerFile, addressFile]);
  });
  const saved = await coreInfoOf(app.db, parkingId);
  if (!saved) throw new Error(`lot ${parkingId}'s core info was just saved and cannot be read`);
  return saved;
}
