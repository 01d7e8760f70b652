// Step 3 of the wizard, the bank account the shop or one of its stores receives payments in (spec 1 §5 core step
// 3, §7 POST shops/{shop}/core-info/accounts or .../branch/{branch}/core-info/accounts). The fields (the body's
// struct: interbank key 18 to 20 digits, account number 10 to 15, receiver 4 to 100), `id` and `branch_id` naming
// the path's shop and store, and the bank being one of the list are checked before the one write.
import type { FastifyInstance } from 'fastify';
import { accountRuleFailures, ownerRuleFailures, type AccountBody, type CoreInfoOwner, type ShopCoreInfo } from '../../src/contracts/shop-core-info.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { banks, shopBankAccounts } from '../db/schema';
import { ValidationError } from '../http/errors';
import { shopCoreInfoOf } from './core-info-records';

type Save = { app: FastifyInstance; owner: CoreInfoOwner; locale: Locale };

export async function saveAccount({ app, owner, locale }: Save, body: AccountBody): Promise<ShopCoreInfo> {
  const bankIds = (await app.db.select({ id: banks.id }).from(banks)).map((b) => b.id);
  const failures = [...ownerRuleFailures(body, owner), ...accountRuleFailures(body, bankIds)];
  if (failures.length > 0) throw ValidationError.fromRules(failures, locale);
  const fields = {
    interbankKey: body.interbank_key,
    accountNumber: body.account_number,
    bankId: body.bank_id,
    nameReceiver: body.name_receiver,
    identifyingText: body.identifying_text ?? '',
    updatedAt: new Date(),
  };
  await app.db
    .insert(shopBankAccounts)
    .values({ shopId: owner.shopId, branchId: owner.branchId, ...fields })
    .onConflictDoUpdate({ target: [shopBankAccounts.shopId, shopBankAccounts.branchId], set: fields });
  return shopCoreInfoOf(app.db, owner);
}
