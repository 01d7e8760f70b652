// /shifts (issue 21 item 5): the lot admin's cashier shifts, with the differences between what each operator's
// till was expected to hold and what they counted, per operator and day, exportable to Excel.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { LotRequired } from '../../components/lot-required';
import { ShiftReportView } from './shift-report-view';

export default function ShiftsScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.shifts')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      <Text c="dimmed" size="sm">{t('shifts.admin.subtitle')}</Text>
      {lot ? (
        // A new lot starts a new list, on that lot's own day.
        <ShiftReportView key={lot.id} lot={lot} today={formatDay(Date.now(), lot.time_zone)} />
      ) : (
        <LotRequired message="shifts.admin.noLot" />
      )}
    </Stack>
  );
}
