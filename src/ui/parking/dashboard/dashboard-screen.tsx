// /dashboard (spec 2 "Parking dashboard", issue 6): the active lot's six tiles, computed by the server from the
// lot's visits and moving live with its channel. Without an active lot, the screen says to choose one.
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { DashboardView } from './dashboard-view';
import { LotRequired } from '../../components/lot-required';

export default function DashboardScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.dashboard')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? (
        // Another lot is another chart and another channel.
        <DashboardView key={lot.id} lotId={lot.id} />
      ) : (
        <LotRequired message="dashboard.noLot" />
      )}
    </Stack>
  );
}
