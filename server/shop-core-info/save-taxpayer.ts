// Step 2 of the wizard, the taxpayer data of the shop or of one of its stores (spec 1 §5 core step 2, §7 POST
// shops/{shop}/core-info/taxpayer or .../branch/{branch}/core-info/taxpayer, multipart). Every rule is checked before
// anything is written: the fields, `id` and `branch_id` naming the path's shop and store, both documents present
// (sent now, or stored by an earlier save) and each document sent checked by its bytes (server/files). Then one
// transaction writes the row and the new documents' file rows and forgets the replaced ones.
import type { FastifyInstance } from 'fastify';
import {
  ownerRuleFailures,
  TAXPAYER_DOCUMENTS,
  taxpayerRuleFailures,
  type CoreInfoOwner,
  type ShopCoreInfo,
  type TaxpayerBody,
  type TaxpayerDocument,
} from '../../src/contracts/shop-core-info.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { shopTaxpayers } from '../db/schema';
import type { PreparedDocument } from '../files/documents';
import type { Upload } from '../files/plugin';
import { checkedDocument, forgetFilesBut, saveFile } from '../files/records';
import { ValidationError } from '../http/errors';
import { documentsOwner, ownedBy, shopCoreInfoOf } from './core-info-records';

type Save = { app: FastifyInstance; owner: CoreInfoOwner; locale: Locale };
export type TaxpayerUploads = Record<TaxpayerDocument, Upload | null>;

/** The names a person sees for a document: what their file was called, without any folder, within 255 characters. */
const shownName = (upload: Upload): string => upload.filename.split(/[\\/]/).pop()?.slice(-255) || upload.field;

export async function saveTaxpayer({ app, owner, locale }: Save, body: TaxpayerBody, uploads: TaxpayerUploads): Promise<ShopCoreInfo> {
  const [stored] = await app.db.select({ id: shopTaxpayers.id }).from(shopTaxpayers).where(ownedBy(shopTaxpayers, owner));
  const present = { doc_taxpayer: stored !== undefined || uploads.doc_taxpayer !== null, doc_proof_address: stored !== undefined || uploads.doc_proof_address !== null };
  const failures = [...ownerRuleFailures(body, owner), ...taxpayerRuleFailures(present)];
  if (failures.length > 0) throw ValidationError.fromRules(failures, locale);

  const prepared = {} as Record<TaxpayerDocument, PreparedDocument | null>;
  for (const field of TAXPAYER_DOCUMENTS) {
    const upload = uploads[field];
    prepared[field] = upload ? await checkedDocument(upload, locale) : null;
  }

  const files = documentsOwner(owner);
  await app.db.transaction(async (tx) => {
    // The row is locked so that a save at the same time keeps the document this one does not replace.
    const [current] = await tx.select().from(shopTaxpayers).where(ownedBy(shopTaxpayers, owner)).for('update');
    const sent = (field: TaxpayerDocument) => {
      const document = prepared[field];
      const upload = uploads[field];
      return document && upload ? { file: document.name, name: shownName(upload) } : null;
    };
    const taxpayerFile = sent('doc_taxpayer') ?? (current ? { file: current.taxpayerFile, name: current.taxpayerFileName } : null);
    const addressFile = sent('doc_proof_address') ?? (current ? { file: current.addressFile, name: current.addressFileName } : null);
    // Only a row deleted since the check above (its store deleted) leaves a document missing.
    if (!taxpayerFile || !addressFile) throw ValidationError.fromRules(taxpayerRuleFailures({ doc_taxpayer: !!taxpayerFile, doc_proof_address: !!addressFile }), locale);
    for (const document of Object.values(prepared)) if (document) await saveFile(tx, app.files, files, document);
    const fields = {
      taxpayer: body.taxpayer,
      rfc: body.rfc,
      taxpayerFile: taxpayerFile.file,
      taxpayerFileName: taxpayerFile.name,
      addressFile: addressFile.file,
      addressFileName: addressFile.name,
      updatedAt: new Date(),
    };
    await tx
      .insert(shopTaxpayers)
      .values({ shopId: owner.shopId, branchId: owner.branchId, ...fields })
      .onConflictDoUpdate({ target: [shopTaxpayers.shopId, shopTaxpayers.branchId], set: fields });
    await forgetFilesBut(tx, files, [taxpayerFile.file, addressFile.file]);
  });
  return shopCoreInfoOf(app.db, owner);
}
