// /dashboard/pensions (spec 2 §2 "Pension dashboard"): cars total (entrances), the gate map without the table,
// and the events list, for the active lot, live from its channel.
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { PensionDashboardView } from './pension-dashboard-view';

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
        <Paper withBorder p="lg" radius="md">
          <Text>{t('pensionDashboard.noLot')}</Text>
          <Anchor component={Link} href="/lots">{t('pensionDashboard.chooseLot')}</Anchor>
        </Paper>
      )}
    </Stack>
  );
}
