// The frame every figure tile shares: its title, its period, a skeleton while the period's figures load, an
// error with a retry, the empty state, and a small "updating" mark while live figures are read again.
import { Alert, Button, Card, Group, Loader, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { is } from 'superstruct';
import { DASHBOARD_PERIODS, DashboardPeriod } from '../../../contracts/dashboard.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { selectTileView, type TileRef } from '../../../machines/parking-dashboard/parking-dashboard.selectors';

type Props = {
  title: string;
  tile: TileRef;
  /** The figures say nothing happened in the period. */
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
};

export function TileCard({ title, tile, empty, emptyText, children }: Props) {
  const { t } = useTranslate();
  const view = useSelector(tile, selectTileView);
  const period = useSelector(tile, (s) => s.context.period);
  const error = useSelector(tile, (s) => s.context.error);
  const refreshing = useSelector(tile, (s) => s.matches({ ready: 'refreshing' }));
  return (
    <Card component="section" aria-label={title} aria-busy={view === 'loading'} withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Group gap={6}>
          <Title order={2} size="h5">{title}</Title>
          {refreshing ? <Loader size="xs" type="dots" aria-label={t('dashboard.updating')} /> : null}
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t('dashboard.period', { tile: title })}
          value={period}
          onChange={(value) => is(value, DashboardPeriod) && tile.send({ type: 'tile.period', period: value })}
          data={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
        />
      </Group>
      {view === 'loading' ? (
        <Stack gap="xs">
          <Skeleton h={28} w="50%" />
          <Skeleton h={120} />
        </Stack>
      ) : null}
      {view === 'failed' ? (
        <Alert color="red" role="alert" title={t('dashboard.loadFailed')}>
          <Text size="sm" mb="sm">{error}</Text>
          <Button size="xs" onClick={() => tile.send({ type: 'tile.retry' })}>{t('common.retry')}</Button>
        </Alert>
      ) : null}
      {view === 'ready' && empty ? <Text c="dimmed" size="sm">{emptyText ?? t('dashboard.empty')}</Text> : null}
      {view === 'ready' && !empty ? children : null}
    </Card>
  );
}
