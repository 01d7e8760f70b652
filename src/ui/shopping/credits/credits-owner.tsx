// Whom the credits screens work for (issue 17; docs/permissions.md Credits): the shop's owner, who holds the
// shop's own permission (shopping.creditsbuy, shopping.transactions), works for the whole shop on the shop's
// routes; a branch manager, who holds only the branch variants, works for one of the shop's stores on the
// branch's routes (shops/{shopId}/branch/{branchId}/...), chosen here. One screen serves both, so neither ever
// calls a route that refuses them.
import { Select } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Shop } from '../../../contracts/context.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveShop, selectPermissions } from '../../../machines/session/session.selectors';
import type { CreditsOwner } from '../../../services/credits.api';

export type CreditsOwnerView = {
  shop: Shop;
  /** Null while a manager's shop has no store to work for. */
  owner: CreditsOwner | null;
  /** The store choice a manager sees (null for the owner). */
  storePicker: ReactNode;
};

/** The active shop and whom to work for: the shop when the user holds `shopPermission`, else one of its stores. */
export function useCreditsOwner(shopPermission: 'shopping.creditsbuy' | 'shopping.transactions'): CreditsOwnerView | null {
  const { t } = useTranslate();
  const shop = SessionContext.useSelector(selectActiveShop);
  const permissions = SessionContext.useSelector(selectPermissions);
  const [branchId, setBranchId] = useState<number | null>(null);
  if (!shop) return null;
  if (allows(permissions, shopPermission)) return { shop, owner: { shopId: shop.id, branchId: null }, storePicker: null };
  const store = shop.branchs.find((b) => b.id === branchId) ?? shop.branchs[0];
  return {
    shop,
    owner: store ? { shopId: shop.id, branchId: store.id } : null,
    storePicker: (
      <Select
        label={t('credits.forStore')}
        data={shop.branchs.map((b) => ({ value: String(b.id), label: b.name }))}
        value={store ? String(store.id) : null}
        onChange={(v) => v && setBranchId(Number(v))}
        allowDeselect={false}
        w={260}
      />
    ),
  };
}
