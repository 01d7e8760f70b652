// The figures of shopping to go for one scope (the shop, a store, the salesman's own): the period picker, the
// tiles, offers and sales over the period (@mantine/charts), and for a shop or store the tables per store and
// per salesman. The chart reads them, reads them again on the stores' events, and keeps them while it does.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { SalesmanFigures } from '../../../contracts/shopping-stats.struct';
import { STATS_PERIODS, type StatsPeriod } from '../../../contracts/shopping.struct';
import { formatNumber } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { liveShoppingStats, type shoppingStatsMachine } from '../../../machines/shopping-stats/shopping-stats.machine';
import { bucketLabel, selectError, selectFace, selectPeriod, selectStats, tilesOf, type TileKey } from '../../../machines/shopping-stats/shopping-stats.selectors';
import type { StatsScope } from '../../../services/shopping-stats.api';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { actorOptions } from '../../inspector';

type Props = {
  scope: StatsScope;
  /** The stores whose events move the figures. */
  branchIds: readonly number[];
  /** Tests give the chart with stub actors; the screens hear the stores' channels. */
  logic?: typeof shoppingStatsMachine;
};

const TILE_WORD: Record<TileKey, 'stats.received' | 'stats.answered' | 'stats.offers' | 'stats.won' | 'stats.accepted' | 'stats.sales' | 'stats.reply' | 'stats.credits'> = {
  received: 'stats.received',
  answered: 'stats.answered',
  offers: 'stats.offers',
  accepted: 'stats.accepted',
  sales: 'stats.sales',
  median_reply_seconds: 'stats.reply',
  credits: 'stats.credits',
};

function useFormats() {
  const { t } = useTranslate();
  const reply = (seconds: number | null) =>
    seconds === null ? t('stats.noValue') : t('stats.replyValue', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  const figure = (key: TileKey, value: number | null) => (key === 'median_reply_seconds' ? reply(value) : formatNumber(value ?? 0));
  return { t, reply, figure };
}

export function StatsView({ scope, branchIds, logic }: Props) {
  const { t, figure } = useFormats();
  const chart = useMemo(() => logic ?? liveShoppingStats(branchIds), [logic, branchIds]);
  const actor = useActorRef(chart, { input: { scope }, ...actorOptions() });
  const face = useSelector(actor, selectFace);
  const period = useSelector(actor, selectPeriod);
  const error = useSelector(actor, selectError);
  const stats = useSelector(actor, selectStats);
  const shop = scope.kind !== 'history';

  return (
    <Stack>
      <SegmentedControl
        aria-label={t('stats.period')}
        value={period}
        onChange={(value) => actor.send({ type: 'stats.period', period: value as StatsPeriod })}
        data={STATS_PERIODS.map((p) => ({ value: p, label: t(`stats.period.${p}`) }))}
        w="fit-content"
      />
      {face === 'loading' ? <TableLoading /> : null}
      {face === 'failed' ? <TableLoadFailed title={t('stats.loadFailed')} message={error} onRetry={() => actor.send({ type: 'stats.retry' })} /> : null}
      {face === 'shown' && stats ? (
        <>
          {error ? (
            <Alert color="yellow" role="status" title={t('stats.refreshFailed')}>
              {error}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 3, lg: shop ? 7 : 6 }} spacing="sm">
            {tilesOf(stats.data.totals).map(({ key, value }) => (
              <Card key={key} withBorder padding="sm">
                <Text size="xs" c="dimmed">{t(shop && key === 'accepted' ? 'stats.won' : TILE_WORD[key])}</Text>
                <Text fz="xl" fw={700} data-testid={`stats-${key}`}>{figure(key, value)}</Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">{t('stats.series')}</Title>
            <BarChart
              h={180}
              data={stats.data.series.map((b) => ({ bucket: bucketLabel(b.bucket), offers: b.offers, sales: b.sales }))}
              dataKey="bucket"
              series={[
                { name: 'offers', label: t('stats.offers'), color: 'blue.6' },
                { name: 'sales', label: t('stats.sales'), color: 'teal.6' },
              ]}
            />
          </Card>
          {stats.kind === 'statistics' ? (
            <>
              <FiguresTable
                title={t('stats.byStore')}
                first={t('stats.column.store')}
                rows={stats.data.stores.map((s) => ({ id: s.branch_id, name: s.name, figures: s, received: s.received }))}
              />
              <FiguresTable
                title={t('stats.bySalesman')}
                first={t('stats.column.salesman')}
                rows={stats.data.salesmen.map((s) => ({ id: s.user_id, name: s.name, figures: s, received: null }))}
                empty={t('stats.noSalesmen')}
              />
            </>
          ) : null}
          <Text size="xs" c="dimmed">{t('stats.zone', { zone: stats.data.time_zone })}</Text>
        </>
      ) : null}
    </Stack>
  );
}

type Row = { id: number; name: string; figures: SalesmanFigures; received: number | null };

function FiguresTable({ title, first, rows, empty }: { title: string; first: string; rows: Row[]; empty?: string }) {
  const { t, reply } = useFormats();
  const withReceived = rows.some((r) => r.received !== null);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">{title}</Title>
      <TableFrame
        label={title}
        empty={rows.length === 0 ? (empty ?? null) : null}
        head={
          <>
            <Table.Th>{first}</Table.Th>
            {withReceived ? <Table.Th>{t('stats.received')}</Table.Th> : null}
            <Table.Th>{t('stats.answered')}</Table.Th>
            <Table.Th>{t('stats.offers')}</Table.Th>
            <Table.Th>{t('stats.won')}</Table.Th>
            <Table.Th>{t('stats.sales')}</Table.Th>
            <Table.Th>{t('stats.reply')}</Table.Th>
            <Table.Th>{t('stats.credits')}</Table.Th>
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.name}</Table.Td>
            {withReceived ? <Table.Td>{formatNumber(r.received ?? 0)}</Table.Td> : null}
            <Table.Td>{formatNumber(r.figures.answered)}</Table.Td>
            <Table.Td>{formatNumber(r.figures.offers)}</Table.Td>
            <Table.Td>{formatNumber(r.figures.accepted)}</Table.Td>
            <Table.Td>{formatNumber(r.figures.sales)}</Table.Td>
            <Table.Td>{reply(r.figures.median_reply_seconds)}</Table.Td>
            <Table.Td>{formatNumber(r.figures.credits)}</Table.Td>
          </Table.Tr>
        ))}
      </TableFrame>
    </Card>
  );
}

export function StatsHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">{title}</Title>
      {extra}
    </Group>
  );
}
