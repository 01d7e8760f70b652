// The count of the shift just closed, by payment kind: what was counted, what was expected (cash: the float plus
// the cash checkouts; card: the card checkouts) and the difference, named and coloured as on the lot admin's
// /shifts (short, over, exact); then "open another shift".
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ShiftRow } from '../../../contracts/shifts.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { CashierShiftActorContext } from '../../../machines/cashier-shift/cashier-shift.context';
import { Difference } from '../shifts/difference';

type Line = { kind: MessageKey; testId: string; counted: number; expected: number };

function linesOf(s: ShiftRow): Line[] {
  const cash = { kind: 'shifts.kind.cash', testId: 'count-cash', counted: s.counted_cash_cents ?? 0, expected: s.expected_cash_cents } as const;
  const card = { kind: 'shifts.kind.card', testId: 'count-card', counted: s.counted_card_cents ?? 0, expected: s.expected_card_cents } as const;
  return [cash, card, { kind: 'shifts.total', testId: 'count-total', counted: cash.counted + card.counted, expected: cash.expected + card.expected }];
}

export function ShiftCount({ shift, timeZone }: { shift: ShiftRow; timeZone: string }) {
  const { t } = useTranslate();
  const actor = CashierShiftActorContext.useActorRef();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="closed-shift-title">
      <Stack gap="md">
        <Stack gap={0}>
          <Title order={2} size="h4" id="closed-shift-title">{t('shifts.closedTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('shifts.closedSummary', { gate: shift.gate_name, opened: formatDateTime(shift.opened_at, timeZone), closed: shift.closed_at ? formatDateTime(shift.closed_at, timeZone) : '' })}
          </Text>
          <Text size="sm" c="dimmed">{t('shifts.float')}: {formatMoney(shift.float_cents)} · {t('shifts.checkouts')}: {shift.checkouts}</Text>
        </Stack>
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('shifts.difference')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shifts.kind')}</Table.Th>
                <Table.Th ta="right">{t('shifts.expected')}</Table.Th>
                <Table.Th ta="right">{t('shifts.counted')}</Table.Th>
                <Table.Th ta="right">{t('shifts.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linesOf(shift).map((line) => (
                <Table.Tr key={line.testId} data-testid={line.testId}>
                  <Table.Td fw={line.kind === 'shifts.total' ? 600 : undefined}>{t(line.kind)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.expected)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.counted)}</Table.Td>
                  <Table.Td ta="right"><Difference cents={line.counted - line.expected} /></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {shift.note ? <Text size="sm">{t('shifts.note')}: {shift.note}</Text> : null}
        <Button onClick={() => actor.send({ type: 'shift.new' })} maw={240}>{t('shifts.newShift')}</Button>
      </Stack>
    </Paper>
  );
}
