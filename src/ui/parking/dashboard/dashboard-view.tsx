// The six tiles of one lot's dashboard in a responsive grid. The chart hears the lot's channel; each figure
// tile subscribes to its own child chart, so a live reload re-renders that tile alone.
import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { liveDashboard, type parkingDashboardMachine } from '../../../machines/parking-dashboard/parking-dashboard.machine';
import { selectTileRef } from '../../../machines/parking-dashboard/parking-dashboard.selectors';
import { actorOptions } from '../../inspector';
import { IncomesTile, ParkingTimeTile, PeakHoursTile } from './chart-tiles';
import { AverageTimeTile, CarsTile } from './figure-tiles';
import { GatesTile } from './gates-tile';

type Props = { lotId: number; /** Tests give the chart with stub actors; the screen hears the lot's channel. */ logic?: typeof parkingDashboardMachine };

export function DashboardView({ lotId, logic }: Props) {
  const chart = useMemo(() => logic ?? liveDashboard(lotId), [logic, lotId]);
  const dashboard = useActorRef(chart, { input: { lotId }, ...actorOptions() });
  const incomes = useSelector(dashboard, (s) => selectTileRef(s, 'incomes'));
  const peakHours = useSelector(dashboard, (s) => selectTileRef(s, 'peak-hours'));
  const parkingTime = useSelector(dashboard, (s) => selectTileRef(s, 'parking-time'));
  const averageTime = useSelector(dashboard, (s) => selectTileRef(s, 'average-time'));
  const cars = useSelector(dashboard, (s) => selectTileRef(s, 'cars'));
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      {cars ? <CarsTile tile={cars} /> : null}
      {incomes ? <IncomesTile tile={incomes} /> : null}
      {averageTime ? <AverageTimeTile tile={averageTime} /> : null}
      {peakHours ? <PeakHoursTile tile={peakHours} /> : null}
      {parkingTime ? <ParkingTimeTile tile={parkingTime} /> : null}
      <GatesTile dashboard={dashboard} />
    </SimpleGrid>
  );
}
