// /history for the salesman (spec 1 §2.1, §6; issue 19 item 4): their own figures at the active store, by day,
// week and month, moving with the store's events.
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveStore } from '../../../machines/session/session.selectors';
import { StatsHeading, StatsView } from './stats-view';

export default function SalesmanHistoryScreen() {
  const { t } = useTranslate();
  const store = SessionContext.useSelector(selectActiveStore);
  const storeId = store?.id ?? null;
  const branchIds = useMemo(() => (storeId === null ? [] : [storeId]), [storeId]);
  return (
    <Stack>
      <StatsHeading title={t('stats.historyTitle')} />
      {storeId === null ? (
        <Text c="dimmed">{t('stats.noStore')}</Text>
      ) : (
        <StatsView key={storeId} scope={{ kind: 'history', branchId: storeId }} branchIds={branchIds} />
      )}
    </Stack>
  );
}
