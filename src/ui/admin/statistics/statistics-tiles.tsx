// The six tiles in a grid: a loader while they are read, one alert with Retry when none could be read, else
// each tile in its frame (its figures, or why it could not be read).
import '@mantine/charts/styles.css';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslate } from '../../../i18n/use-translate';
import type { platformStatsMachine } from '../../../machines/platform-stats/platform-stats.machine';
import { selectError, selectExportError, selectFace } from '../../../machines/platform-stats/platform-stats.selectors';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';
import { IncomeTile, OccupancyTile, StayTile, VisitsTile } from './parking-tiles';
import { CreditsTile, FunnelTile } from './shopping-tiles';

type Props = { actor: ActorRefFrom<typeof platformStatsMachine> };

export function StatisticsTiles({ actor }: Props) {
  const { t } = useTranslate();
  const face = useSelector(actor, selectFace);
  const error = useSelector(actor, selectError);
  const exportError = useSelector(actor, selectExportError);
  if (face === 'loading') return <TableLoading />;
  if (face === 'failed') return <TableLoadFailed title={t('platformStats.loadFailed')} message={error} onRetry={() => actor.send({ type: 'stats.retry' })} />;
  return (
    <>
      {exportError ? (
        <Alert color="red" role="status" title={t('platformStats.exportFailed')}>
          <Text size="sm">{exportError}</Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <IncomeTile actor={actor} />
        <VisitsTile actor={actor} />
        <OccupancyTile actor={actor} />
        <StayTile actor={actor} />
        <CreditsTile actor={actor} />
        <FunnelTile actor={actor} />
      </SimpleGrid>
    </>
  );
}
