// The tiles that are figures: the average stay (h:mm, and how many stays it averages) and the cars (inside
// now, whatever the period; entered in the period; pension cars inside).
import { Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { formatNumber } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { hoursMinutes, selectTileValue, type TileRef } from '../../../machines/parking-dashboard/parking-dashboard.selectors';
import { TileCard } from './tile-card';

export function AverageTimeTile({ tile }: { tile: TileRef }) {
  const { t } = useTranslate();
  const average = useSelector(tile, (s) => selectTileValue(s, 'average-time'));
  return (
    <TileCard title={t('dashboard.averageTime')} tile={tile} empty={average?.visits === 0}>
      {average ? (
        <Stack gap={4}>
          <Group gap="xs" align="baseline">
            <Text fz={36} fw={700} lh={1} data-testid="dashboard-average">{hoursMinutes(average.minutes)}</Text>
            <Text size="sm" c="dimmed">{t('dashboard.averageTime.hint')}</Text>
          </Group>
          <Text size="sm" c="dimmed">{t('dashboard.averageTime.visits', { count: average.visits })}</Text>
        </Stack>
      ) : null}
    </TileCard>
  );
}

export function CarsTile({ tile }: { tile: TileRef }) {
  const { t } = useTranslate();
  const cars = useSelector(tile, (s) => selectTileValue(s, 'cars'));
  return (
    <TileCard title={t('dashboard.cars')} tile={tile} empty={false}>
      {cars ? (
        <Stack gap="xs">
          <Group grow align="flex-start">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">{t('dashboard.cars.inside')}</Text>
              <Text fz={36} fw={700} lh={1} data-testid="dashboard-cars-inside">{formatNumber(cars.inside)}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">{t('dashboard.cars.entered')}</Text>
              <Text fz={36} fw={700} lh={1} data-testid="dashboard-cars-entered">{formatNumber(cars.entered)}</Text>
            </Stack>
          </Group>
          <Text size="sm" c="dimmed">{t('dashboard.cars.pensions', { count: formatNumber(cars.pensions_inside) })}</Text>
        </Stack>
      ) : null}
    </TileCard>
  );
}
