// The dashboard's body for one lot: the period, the two tiles (cars total, gate map) and the events list,
// all reading one pension dashboard actor.
import { Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import type { Lot } from '../../../contracts/context.struct';
import { PENSION_PERIODS, type PensionPeriod } from '../../../contracts/pension-dashboard.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { PensionDashboardContext } from '../../../machines/pension-dashboard/pension-dashboard.context';
import { pensionDashboardMachine } from '../../../machines/pension-dashboard/pension-dashboard.machine';
import { CarsTile } from './cars-tile';
import { EventsList } from './events-list';
import { GateMapTile } from './gate-map-tile';
import { ImageModal } from './image-modal';

type Props = { lot: Lot; logic?: typeof pensionDashboardMachine };

function PeriodPicker() {
  const { t } = useTranslate();
  const actor = PensionDashboardContext.useActorRef();
  const period = PensionDashboardContext.useSelector((s) => s.context.period);
  return (
    <SegmentedControl
      aria-label={t('pensionDashboard.period')}
      value={period}
      onChange={(v) => actor.send({ type: 'pensionDashboard.period', period: v as PensionPeriod })}
      data={PENSION_PERIODS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
    />
  );
}

export function PensionDashboardView({ lot, logic = pensionDashboardMachine }: Props) {
  return (
    <PensionDashboardContext.Provider logic={logic} options={{ input: { lotId: lot.id } }}>
      <Stack gap="md">
        <Group justify="flex-end">
          <PeriodPicker />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CarsTile />
          <GateMapTile />
        </SimpleGrid>
        <EventsList timeZone={lot.time_zone} />
        <ImageModal />
      </Stack>
    </PensionDashboardContext.Provider>
  );
}
