// One shift over the list: where and by whom, when it opened and closed (in the lot's time zone), its float, the
// cash and card expected and counted with their differences, the operator's note, and its checkouts, latest
// first. While it loads a loader; a failed read says why with Retry. Escape or Close returns to the list.
import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ShiftDetailAnswer } from '../../../contracts/shifts.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { Difference } from './difference';

type Props = {
  shiftId: number | null;
  detail: ShiftDetailAnswer | null;
  error: string | null;
  timeZone: string;
  onRetry: () => void;
  onClose: () => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function ShiftFacts({ detail: { shift, checkouts }, timeZone }: { detail: ShiftDetailAnswer; timeZone: string }) {
  const { t } = useTranslate();
  const when = (iso: string) => formatDateTime(iso, timeZone);
  const kinds = [
    { kind: 'cash', expected: shift.expected_cash_cents, counted: shift.counted_cash_cents, difference: shift.difference_cash_cents },
    { kind: 'card', expected: shift.expected_card_cents, counted: shift.counted_card_cents, difference: shift.difference_card_cents },
  ] as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Fact label={t('shifts.gateOut')}>{shift.gate_name}</Fact>
        <Fact label={t('shifts.operator')}>{shift.operator_name}</Fact>
        <Fact label={t('shifts.float')}>{formatMoney(shift.float_cents)}</Fact>
        <Fact label={t('shifts.openedAt')}>{when(shift.opened_at)}</Fact>
        <Fact label={t('shifts.closedAt')}>{shift.closed_at ? when(shift.closed_at) : <Badge variant="light" color="blue">{t('shifts.status.open')}</Badge>}</Fact>
        <Fact label={t('shifts.checkouts')}>{shift.checkouts}</Fact>
      </SimpleGrid>
      <TableFrame
        label={t('shifts.difference')}
        minWidth={480}
        head={
          <>
            <Table.Th>{t('shifts.kind')}</Table.Th>
            <Table.Th ta="right">{t('shifts.expected')}</Table.Th>
            <Table.Th ta="right">{t('shifts.counted')}</Table.Th>
            <Table.Th ta="right">{t('shifts.difference')}</Table.Th>
          </>
        }
      >
        {kinds.map((k) => (
          <Table.Tr key={k.kind}>
            <Table.Td>{t(`shifts.kind.${k.kind}`)}</Table.Td>
            <Table.Td ta="right">{formatMoney(k.expected)}</Table.Td>
            <Table.Td ta="right">{k.counted === null ? '' : formatMoney(k.counted)}</Table.Td>
            <Table.Td ta="right"><Difference cents={k.difference} /></Table.Td>
          </Table.Tr>
        ))}
      </TableFrame>
      {shift.note ? <Fact label={t('shifts.note')}>{shift.note}</Fact> : null}
      <TableFrame
        label={t('shifts.checkouts')}
        empty={checkouts.length === 0 ? t('shifts.noCheckouts') : null}
        minWidth={560}
        head={
          <>
            <Table.Th>{t('shifts.paidAt')}</Table.Th>
            <Table.Th>{t('shifts.plate')}</Table.Th>
            <Table.Th>{t('shifts.client')}</Table.Th>
            <Table.Th>{t('shifts.gateOut')}</Table.Th>
            <Table.Th>{t('shifts.kind')}</Table.Th>
            <Table.Th ta="right">{t('shifts.amount')}</Table.Th>
          </>
        }
      >
        {checkouts.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>{c.paid_at ? when(c.paid_at) : ''}</Table.Td>
            <Table.Td>{c.plate}</Table.Td>
            <Table.Td>{c.name ?? ''}</Table.Td>
            <Table.Td>{c.gate_out ?? ''}</Table.Td>
            <Table.Td>{c.payment_kind === 'card' ? t('shifts.kind.card') : t('shifts.kind.cash')}</Table.Td>
            <Table.Td ta="right">{formatMoney(c.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </TableFrame>
    </Stack>
  );
}

export function ShiftDetailModal({ shiftId, detail, error, timeZone, onRetry, onClose }: Props) {
  const { t } = useTranslate();
  return (
    <Modal opened={shiftId !== null} onClose={onClose} size="xl" title={t('shifts.detailTitle', { id: shiftId ?? '' })} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {detail ? <ShiftFacts detail={detail} timeZone={timeZone} /> : null}
      {error ? <TableLoadFailed title={t('shifts.detailFailed')} message={error} onRetry={onRetry} /> : null}
      {!detail && !error ? <TableLoading /> : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Modal>
  );
}
