// The statistics' filters: a quick period (the last 7, 30, 90 or 365 days) or its first and last days, and
// one lot and one shop (or all of them). A day chosen that would leave the period backwards or over a year
// moves the other end along (src/domain/statistics/stats-range.ts).
import { Alert, Group, SegmentedControl, Select } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { endingOn, lastDays, startingOn, STATS_PRESETS, type StatsRange } from '../../../domain/statistics/stats-range';
import { useTranslate } from '../../../i18n/use-translate';
import type { platformStatsMachine } from '../../../machines/platform-stats/platform-stats.machine';
import { selectChoices, selectChoicesError, selectFilters, selectToday } from '../../../machines/platform-stats/platform-stats.selectors';
import { DateField } from '../../components/date-fields';

type Props = { actor: ActorRefFrom<typeof platformStatsMachine> };

const ALL = 'all';

export function StatisticsFilters({ actor }: Props) {
  const { t } = useTranslate();
  const filters = useSelector(actor, selectFilters);
  const today = useSelector(actor, selectToday);
  const choices = useSelector(actor, selectChoices);
  const choicesError = useSelector(actor, selectChoicesError);
  const preset = STATS_PRESETS.find((days) => {
    const range = lastDays(today, days);
    return range.from === filters.from && range.to === filters.to;
  });
  const period = (range: StatsRange) => actor.send({ type: 'stats.period', ...range });
  const id = (value: string | null) => (value && value !== ALL ? Number(value) : null);

  return (
    <>
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={t('platformStats.period')}
          value={preset ? String(preset) : ''}
          onChange={(value) => period(lastDays(today, Number(value)))}
          data={STATS_PRESETS.map((days) => ({ value: String(days), label: t('platformStats.lastDays', { days }) }))}
        />
        <DateField label={t('platformStats.from')} value={filters.from} onChange={(v) => v && period(startingOn(filters, v))} w={150} />
        <DateField label={t('platformStats.to')} value={filters.to} onChange={(v) => v && period(endingOn(filters, v))} w={150} />
        <Select
          label={t('platformStats.lot')}
          data={[{ value: ALL, label: t('platformStats.allLots') }, ...(choices?.lots ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
          value={filters.parkingId === null ? ALL : String(filters.parkingId)}
          onChange={(v) => actor.send({ type: 'stats.lot', parkingId: id(v) })}
          allowDeselect={false}
          searchable
          w={220}
        />
        <Select
          label={t('platformStats.shop')}
          data={[{ value: ALL, label: t('platformStats.allShops') }, ...(choices?.shops ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
          value={filters.shopId === null ? ALL : String(filters.shopId)}
          onChange={(v) => actor.send({ type: 'stats.shop', shopId: id(v) })}
          allowDeselect={false}
          searchable
          w={220}
        />
      </Group>
      {choicesError ? (
        <Alert color="yellow" role="status">
          {t('platformStats.choicesFailed', { error: choicesError })}
        </Alert>
      ) : null}
    </>
  );
}
