// The frame every statistics tile shares: its title, a note on whose days it counts, its Export button, and
// its figures, the empty state, or why it could not be read with Retry.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PARKING_TILES, type StatTile } from '../../../contracts/statistics.struct';
import { useTranslate } from '../../../i18n/use-translate';
import type { platformStatsMachine } from '../../../machines/platform-stats/platform-stats.machine';
import { selectExporting, selectTile } from '../../../machines/platform-stats/platform-stats.selectors';

export type TileProps = { actor: ActorRefFrom<typeof platformStatsMachine> };

type Props = TileProps & { tile: StatTile; empty: boolean; children: ReactNode };

export function TileFrame({ actor, tile, empty, children }: Props) {
  const { t } = useTranslate();
  const result = useSelector(actor, selectTile(tile));
  const exporting = useSelector(actor, selectExporting);
  const title = t(`platformStats.tile.${tile}`);
  return (
    <Card component="section" aria-label={title} withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={0}>
          <Title order={2} size="h4">{title}</Title>
          <Text size="xs" c="dimmed">{t(PARKING_TILES.includes(tile) ? 'platformStats.lotDays' : 'platformStats.platformDays')}</Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          aria-label={t('platformStats.exportTile', { tile: title })}
          loading={exporting === tile}
          disabled={exporting !== null && exporting !== tile}
          onClick={() => actor.send({ type: 'stats.export', tile })}
        >
          {t('platformStats.export')}
        </Button>
      </Group>
      {result?.error ? (
        <Alert color="red" role="alert" title={t('platformStats.tileFailed')}>
          <Text size="sm" mb="sm">{result.error}</Text>
          <Button size="xs" onClick={() => actor.send({ type: 'stats.retry' })}>{t('common.retry')}</Button>
        </Alert>
      ) : empty ? (
        <Text c="dimmed" size="sm">{t('platformStats.empty')}</Text>
      ) : (
        children
      )}
    </Card>
  );
}
