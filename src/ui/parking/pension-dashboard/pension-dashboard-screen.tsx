// /dashboard/pensions (spec 2 §2 "Pension dashboard"): cars total (entrances), the gate map without the table,
// and the events list, for the active lot, live from its channel.
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { PensionDashboardView } from './pension-dashboard-view';
import { LotRequired } from '../../components/lot-required';

export default function PensionDashboardScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.dashboardPensions')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? (
        // A new lot starts a new dashboard (its own channel, events and map).
        <PensionDashboardView key={lot.id} lot={lot} />
      ) : (
        <LotRequired message="pensionDashboard.noLot" />
      )}
    </Stack>
  );
}
