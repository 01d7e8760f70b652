// The parking tiles: income and visits by day (a stacked bar a lot, the largest five on their own, the rest as
// Others), occupancy by weekday and hour (a heat map), and stays (their average, by length, per lot).
import { BarChart, MatrixChart } from '@mantine/charts';
import { Group, Table, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../../domain/formats/edge-formats';
import { dailyByLot, OTHERS, occupancyGrid, type DailyChart } from '../../../domain/statistics/stats-series';
import { useTranslate } from '../../../i18n/use-translate';
import { dataOf, selectTile } from '../../../machines/platform-stats/platform-stats.selectors';
import { TileFrame, type TileProps } from './tile-frame';

const CHART_HEIGHT = 220;
const LOT_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6'];
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}`);
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The day's label under a bar: dd/MM. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function DailyLots({ chart, money }: { chart: DailyChart; money: boolean }) {
  const { t } = useTranslate();
  return (
    <BarChart
      h={CHART_HEIGHT}
      type="stacked"
      data={chart.rows.map((r) => ({ ...r, label: dayLabel(r.day) }))}
      dataKey="label"
      series={chart.series.map((s, i) => ({ name: s.key, label: s.key === OTHERS ? t('platformStats.others') : (s.name ?? ''), color: s.key === OTHERS ? 'gray.5' : LOT_COLORS[i] }))}
      valueFormatter={money ? formatMoney : formatNumber}
      yAxisProps={{ width: money ? 96 : 48 }}
      withLegend
    />
  );
}

function LotTable({ label, head, rows }: { label: string; head: string[]; rows: { id: number; cells: string[] }[] }) {
  return (
    <Table aria-label={label} mt="sm" fz="sm">
      <Table.Thead>
        <Table.Tr>{head.map((h) => <Table.Th key={h}>{h}</Table.Th>)}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>{r.cells.map((c, i) => <Table.Td key={i}>{c}</Table.Td>)}</Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function IncomeTile({ actor }: TileProps) {
  const { t } = useTranslate();
  const income = dataOf(useSelector(actor, selectTile('income')), 'income');
  return (
    <TileFrame actor={actor} tile="income" empty={income?.payments === 0}>
      {income ? (
        <>
          <Group justify="space-between" align="baseline" mb="xs">
            <Text fz="xl" fw={700} data-testid="stat-income-total">{formatMoney(income.total)}</Text>
            <Text size="sm" c="dimmed">{`${t('platformStats.payments')}: ${formatNumber(income.payments)}`}</Text>
          </Group>
          <DailyLots chart={dailyByLot(income, income.days.map((d) => ({ ...d, value: d.amount })), income.lots)} money />
          <LotTable
            label={t('platformStats.tile.income')}
            head={[t('platformStats.lot'), t('platformStats.payments'), t('platformStats.tile.income')]}
            rows={income.lots.slice(0, 5).map((l) => ({ id: l.parking_id, cells: [l.name, formatNumber(l.payments), formatMoney(l.amount)] }))}
          />
        </>
      ) : null}
    </TileFrame>
  );
}

export function VisitsTile({ actor }: TileProps) {
  const visits = dataOf(useSelector(actor, selectTile('visits')), 'visits');
  return (
    <TileFrame actor={actor} tile="visits" empty={visits?.total === 0}>
      {visits ? (
        <>
          <Text fz="xl" fw={700} mb="xs" data-testid="stat-visits-total">{formatNumber(visits.total)}</Text>
          <DailyLots chart={dailyByLot(visits, visits.days.map((d) => ({ ...d, value: d.visits })), visits.lots)} money={false} />
        </>
      ) : null}
    </TileFrame>
  );
}

export function OccupancyTile({ actor }: TileProps) {
  const { t } = useTranslate();
  const occupancy = dataOf(useSelector(actor, selectTile('occupancy')), 'occupancy');
  const weekday = (d: number) => t(`platformStats.weekday.${WEEKDAYS[d]}`);
  const cells = occupancy ? occupancyGrid(occupancy.cells) : [];
  const busiest = cells.reduce<(typeof cells)[number] | null>((top, c) => (c.cars > (top?.cars ?? 0) ? c : top), null);
  return (
    <TileFrame actor={actor} tile="occupancy" empty={occupancy !== null && busiest === null}>
      {busiest ? (
        <>
          <Text size="sm" mb="xs" data-testid="stat-occupancy-peak">
            {`${weekday(busiest.weekday)} ${HOURS[busiest.hour]}:00 · ${t('platformStats.cars', { cars: formatNumber(busiest.cars) })}`}
          </Text>
          <MatrixChart
            aria-label={t('platformStats.tile.occupancy')}
            data={cells.map((c) => ({ x: HOURS[c.hour], y: weekday(c.weekday), value: c.cars }))}
            xLabels={HOURS}
            yLabels={WEEKDAYS.map(weekday)}
            withXLabels
            withYLabels
            xLabelsRotation={0}
            xLabelsHeight={24}
            yLabelsWidth={40}
            cellSize={16}
            withTooltip
            getTooltipLabel={(cell) => `${cell.y} ${cell.x}:00 · ${t('platformStats.cars', { cars: formatNumber(cell.value ?? 0) })}`}
            withLegend
            legendLabels={[t('platformStats.fewer'), t('platformStats.more')]}
            colors={['blue.1', 'blue.3', 'blue.5', 'blue.7']}
          />
          <Text size="xs" c="dimmed" mt="xs">{t('platformStats.occupancyNote')}</Text>
        </>
      ) : null}
    </TileFrame>
  );
}

export function StayTile({ actor }: TileProps) {
  const { t } = useTranslate();
  const stay = dataOf(useSelector(actor, selectTile('stay')), 'stay');
  return (
    <TileFrame actor={actor} tile="stay" empty={stay?.visits === 0}>
      {stay ? (
        <>
          <Group justify="space-between" align="baseline" mb="xs">
            <Text fz="xl" fw={700} data-testid="stat-stay-average">{t('platformStats.minutes', { minutes: formatNumber(stay.minutes) })}</Text>
            <Text size="sm" c="dimmed">{`${t('platformStats.stays')}: ${formatNumber(stay.visits)}`}</Text>
          </Group>
          <BarChart
            h={160}
            data={stay.buckets}
            dataKey="label"
            series={[{ name: 'visits', label: t('platformStats.stays'), color: 'teal.6' }]}
            valueFormatter={formatNumber}
          />
          <LotTable
            label={t('platformStats.tile.stay')}
            head={[t('platformStats.lot'), t('platformStats.stays'), t('platformStats.average')]}
            rows={stay.lots.slice(0, 5).map((l) => ({ id: l.parking_id, cells: [l.name, formatNumber(l.visits), t('platformStats.minutes', { minutes: formatNumber(l.minutes) })] }))}
          />
        </>
      ) : null}
    </TileFrame>
  );
}
