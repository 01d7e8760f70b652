// The page of shifts, latest opened first: gate, operator, opened and closed in the lot's time zone (an open
// shift says so), the float, its checkouts, cash and card expected and counted with their differences, the
// operator's note, and a button that opens the shift's checkouts.
import { Badge, Button, Table, Text } from '@mantine/core';
import type { ShiftRow } from '../../../contracts/shifts.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { TableFrame } from '../../components/table-frame';
import { ONE_LINE, TillCells, TillHeads } from './till-columns';

type Props = { rows: ShiftRow[]; timeZone: string; onView: (id: number) => void };

export function ShiftTable({ rows, timeZone, onView }: Props) {
  const { t } = useTranslate();
  return (
    <TableFrame
      label={t('shifts.listTitle')}
      minWidth={1280}
      head={
        <>
          <Table.Th>{t('shifts.gateOut')}</Table.Th>
          <Table.Th>{t('shifts.operator')}</Table.Th>
          <Table.Th>{t('shifts.openedAt')}</Table.Th>
          <Table.Th>{t('shifts.closedAt')}</Table.Th>
          <Table.Th ta="right">{t('shifts.float')}</Table.Th>
          <Table.Th ta="right">{t('shifts.checkouts')}</Table.Th>
          <TillHeads />
          <Table.Th>{t('shifts.note')}</Table.Th>
          <Table.Th />
        </>
      }
    >
      {rows.map((r) => (
        <Table.Tr key={r.id}>
          <Table.Td>{r.gate_name}</Table.Td>
          <Table.Td>{r.operator_name}</Table.Td>
          <Table.Td style={ONE_LINE}>{formatDateTime(r.opened_at, timeZone)}</Table.Td>
          <Table.Td style={ONE_LINE}>{r.closed_at ? formatDateTime(r.closed_at, timeZone) : <Badge variant="light" color="blue">{t('shifts.status.open')}</Badge>}</Table.Td>
          <Table.Td ta="right" style={ONE_LINE}>{formatMoney(r.float_cents)}</Table.Td>
          <Table.Td ta="right">{r.checkouts}</Table.Td>
          <TillCells till={r} />
          <Table.Td><Text size="sm" lineClamp={2}>{r.note ?? ''}</Text></Table.Td>
          <Table.Td>
            {/* The visible word starts the name a screen reader hears ("View shift 12"). */}
            <Button size="compact-xs" variant="light" aria-label={t('shifts.view', { id: r.id })} onClick={() => onView(r.id)}>
              {t('shiftReport.view')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}
