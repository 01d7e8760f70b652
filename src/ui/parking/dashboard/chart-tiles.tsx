// The tiles drawn as charts (@mantine/charts): incomes over the period (MXN, from integer cents), cars present
// at each hour of the opening day, and the stays of the period by length.
import { AreaChart, BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { busiestHour, hourLabel, incomePoints, selectTileValue, type TileRef } from '../../../machines/parking-dashboard/parking-dashboard.selectors';
import { TileCard } from './tile-card';

const CHART_HEIGHT = 160;

export function IncomesTile({ tile }: { tile: TileRef }) {
  const { t } = useTranslate();
  const incomes = useSelector(tile, (s) => selectTileValue(s, 'incomes'));
  const period = useSelector(tile, (s) => s.context.period);
  return (
    <TileCard title={t('dashboard.incomes')} tile={tile} empty={incomes?.count === 0} emptyText={t('dashboard.incomes.empty')}>
      {incomes ? (
        <>
          <Group justify="space-between" align="baseline" mb="xs">
            <Text fz="xl" fw={700} data-testid="dashboard-incomes-total">{formatMoney(incomes.total)}</Text>
            <Text size="sm" c="dimmed">{t('dashboard.incomes.payments', { count: incomes.count })}</Text>
          </Group>
          <AreaChart
            h={CHART_HEIGHT}
            data={incomePoints(incomes, period)}
            dataKey="label"
            series={[{ name: 'amount', label: t('dashboard.incomes'), color: 'teal.6' }]}
            valueFormatter={formatMoney}
            yAxisProps={{ width: 96 }}
            curveType="monotone"
            withDots={false}
          />
        </>
      ) : null}
    </TileCard>
  );
}

export function PeakHoursTile({ tile }: { tile: TileRef }) {
  const { t } = useTranslate();
  const peak = useSelector(tile, (s) => selectTileValue(s, 'peak-hours'));
  const top = peak ? busiestHour(peak) : null;
  return (
    <TileCard title={t('dashboard.peakHours')} tile={tile} empty={peak !== null && top === null}>
      {peak && top ? (
        <>
          <Text size="sm" mb="xs" data-testid="dashboard-peak">{t('dashboard.peakHours.busiest', { hour: hourLabel(top.hour), count: top.cars })}</Text>
          <BarChart
            h={CHART_HEIGHT}
            data={peak.hours.map((h) => ({ hour: hourLabel(h.hour), cars: h.cars }))}
            dataKey="hour"
            series={[{ name: 'cars', label: t('dashboard.peakHours.cars'), color: 'blue.6' }]}
          />
        </>
      ) : null}
    </TileCard>
  );
}

export function ParkingTimeTile({ tile }: { tile: TileRef }) {
  const { t } = useTranslate();
  const stays = useSelector(tile, (s) => selectTileValue(s, 'parking-time'));
  const total = stays ? stays.buckets.reduce((sum, b) => sum + b.visits, 0) : 0;
  return (
    <TileCard title={t('dashboard.parkingTime')} tile={tile} empty={stays !== null && total === 0}>
      {stays ? (
        <>
          <Text size="sm" mb="xs" data-testid="dashboard-stays">{t('dashboard.parkingTime.stays', { count: total })}</Text>
          <BarChart
            h={CHART_HEIGHT}
            data={stays.buckets.map((b) => ({ label: b.label, visits: b.visits }))}
            dataKey="label"
            series={[{ name: 'visits', label: t('dashboard.parkingTime.visits'), color: 'grape.6' }]}
          />
        </>
      ) : null}
    </TileCard>
  );
}
