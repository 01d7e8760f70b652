// The shopping tiles: credits sold, given and spent by day (a line each, the money of the sales beside), and
// the requests funnel (received, offered, accepted, sold).
import { FunnelChart, LineChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../../domain/formats/edge-formats';
import { daysOf } from '../../../domain/statistics/stats-range';
import { useTranslate } from '../../../i18n/use-translate';
import { dataOf, selectTile } from '../../../machines/platform-stats/platform-stats.selectors';
import { TileFrame, type TileProps } from './tile-frame';

const STEPS = ['requests', 'offered', 'accepted', 'done'] as const;
const STEP_COLORS = ['blue.3', 'blue.5', 'teal.5', 'teal.7'];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} data-testid={testId}>{value}</Text>
    </Stack>
  );
}

export function CreditsTile({ actor }: TileProps) {
  const { t } = useTranslate();
  const credits = dataOf(useSelector(actor, selectTile('credits')), 'credits');
  const byDay = new Map(credits?.days.map((d) => [d.day, d]) ?? []);
  return (
    <TileFrame actor={actor} tile="credits" empty={credits?.days.length === 0}>
      {credits ? (
        <>
          <SimpleGrid cols={4} mb="xs">
            <Figure label={t('platformStats.sold')} value={formatNumber(credits.totals.sold)} testId="stat-credits-sold" />
            <Figure label={t('platformStats.gifted')} value={formatNumber(credits.totals.gifted)} testId="stat-credits-gifted" />
            <Figure label={t('platformStats.spent')} value={formatNumber(credits.totals.spent)} testId="stat-credits-spent" />
            <Figure label={t('platformStats.amount')} value={formatMoney(credits.totals.amount_cents)} testId="stat-credits-amount" />
          </SimpleGrid>
          <LineChart
            h={200}
            data={daysOf(credits).map((day) => ({ label: `${day.slice(8, 10)}/${day.slice(5, 7)}`, sold: byDay.get(day)?.sold ?? 0, gifted: byDay.get(day)?.gifted ?? 0, spent: byDay.get(day)?.spent ?? 0 }))}
            dataKey="label"
            series={[
              { name: 'sold', label: t('platformStats.sold'), color: 'blue.6' },
              { name: 'gifted', label: t('platformStats.gifted'), color: 'grape.6' },
              { name: 'spent', label: t('platformStats.spent'), color: 'orange.6' },
            ]}
            valueFormatter={formatNumber}
            withDots={false}
            withLegend
          />
        </>
      ) : null}
    </TileFrame>
  );
}

export function FunnelTile({ actor }: TileProps) {
  const { t } = useTranslate();
  const funnel = dataOf(useSelector(actor, selectTile('funnel')), 'funnel');
  return (
    <TileFrame actor={actor} tile="funnel" empty={funnel?.requests === 0}>
      {funnel ? (
        <Group align="center" wrap="nowrap">
          <FunnelChart data={STEPS.map((step, i) => ({ name: t(`platformStats.step.${step}`), value: funnel[step], color: STEP_COLORS[i] }))} size={180} withTooltip />
          <Stack gap="xs">
            {STEPS.map((step) => (
              <Figure key={step} label={t(`platformStats.step.${step}`)} value={formatNumber(funnel[step])} testId={`stat-funnel-${step}`} />
            ))}
          </Stack>
        </Group>
      ) : null}
    </TileFrame>
  );
}
