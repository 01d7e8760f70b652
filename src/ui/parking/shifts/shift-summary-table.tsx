// The differences per operator and day (issue 21 item 5): each operator's shifts opened that day of the lot, the
// cash and card expected and counted in the closed ones and their differences; the open ones counted apart.
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { ShiftDaySummary } from '../../../contracts/shifts.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { TableFrame } from '../../components/table-frame';
import { ONE_LINE, TillCells, TillHeads } from './till-columns';

export function ShiftSummaryTable({ summary }: { summary: ShiftDaySummary[] }) {
  const { t } = useTranslate();
  const anyOpen = summary.some((s) => s.open > 0);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">{t('shifts.summaryTitle')}</Title>
      <TableFrame
        label={t('shifts.summaryTitle')}
        minWidth={960}
        head={
          <>
            <Table.Th>{t('shifts.day')}</Table.Th>
            <Table.Th>{t('shifts.operator')}</Table.Th>
            <Table.Th ta="right">{t('shifts.count')}</Table.Th>
            <TillHeads />
          </>
        }
      >
        {summary.map((s) => (
          <Table.Tr key={`${s.day}:${s.operator_id}`}>
            <Table.Td style={ONE_LINE}>{s.day}</Table.Td>
            <Table.Td>{s.operator_name}</Table.Td>
            <Table.Td ta="right">
              {s.shifts}
              {s.open > 0 ? <Badge ml="xs" size="sm" variant="light">{t('shiftReport.openCount', { count: s.open })}</Badge> : null}
            </Table.Td>
            <TillCells till={s} />
          </Table.Tr>
        ))}
      </TableFrame>
      {anyOpen ? <Text size="xs" c="dimmed">{t('shiftReport.openApart')}</Text> : null}
    </Stack>
  );
}
