// /dashboard of the shopping module (issue 19 item 5): the shop's statistics. The owner (shopping.dashboard)
// sees every store of the active shop; a manager (shopping.manager.dashboard) one of their stores, chosen here.
// The figures move with the events of the stores shown.
import { Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveShop, selectPermissions } from '../../../machines/session/session.selectors';
import type { StatsScope } from '../../../services/shopping-stats.api';
import { StatsHeading, StatsView } from './stats-view';

export default function ShopStatisticsScreen() {
  const { t } = useTranslate();
  const shop = SessionContext.useSelector(selectActiveShop);
  const permissions = SessionContext.useSelector(selectPermissions);
  const [branchId, setBranchId] = useState<number | null>(null);
  const owner = allows(permissions, 'shopping.dashboard');
  const store = shop?.branchs.find((b) => b.id === branchId) ?? shop?.branchs[0] ?? null;
  const shopId = shop?.id ?? null;
  const storeIds = useMemo(() => shop?.branchs.map((b) => b.id) ?? [], [shop]);
  const { scope, branchIds } = useMemo((): { scope: StatsScope | null; branchIds: number[] } => {
    if (owner && shopId !== null) return { scope: { kind: 'shop', shopId }, branchIds: storeIds };
    return store ? { scope: { kind: 'store', branchId: store.id }, branchIds: [store.id] } : { scope: null, branchIds: [] };
  }, [owner, shopId, storeIds, store]);

  const picker =
    !owner && shop && shop.branchs.length > 1 ? (
      <Select
        label={t('stats.forStore')}
        data={shop.branchs.map((b) => ({ value: String(b.id), label: b.name }))}
        value={store ? String(store.id) : null}
        onChange={(v) => v && setBranchId(Number(v))}
        allowDeselect={false}
        w={260}
      />
    ) : null;

  return (
    <Stack>
      <StatsHeading title={t('stats.title')} extra={picker} />
      {/* Another shop or store is another chart and other channels. */}
      {scope ? <StatsView key={JSON.stringify(scope)} scope={scope} branchIds={branchIds} /> : null}
    </Stack>
  );
}
