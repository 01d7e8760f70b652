// The platform statistics (issue 20 item 2): the nexo admin's /dashboard and the Big Data module's. The chart
// reads the six tiles for the period and filters; the screen shows them as they come, each with its export.
import { Stack, Title } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import { formatDay } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { platformStatsMachine } from '../../../machines/platform-stats/platform-stats.machine';
import { actorOptions } from '../../inspector';
import { StatisticsFilters } from './statistics-filters';
import { StatisticsTiles } from './statistics-tiles';

export default function PlatformStatisticsScreen() {
  const { t } = useTranslate();
  const actor = useActorRef(platformStatsMachine, { input: { today: formatDay(new Date()) }, ...actorOptions() });
  return (
    <Stack>
      <Title order={1} size="h2">{t('platformStats.title')}</Title>
      <StatisticsFilters actor={actor} />
      <StatisticsTiles actor={actor} />
    </Stack>
  );
}
