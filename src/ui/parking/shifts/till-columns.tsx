// The till's six columns, shared by the summary per operator and day and the list of shifts: cash expected,
// counted and the difference, then the same by card. Nothing counted yet (an open shift) leaves them blank.
import { Table } from '@mantine/core';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { Difference } from './difference';

/** What a shift or a day's sum holds of its till (ShiftRow and ShiftDaySummary both do). */
export type Till = {
  expected_cash_cents: number;
  counted_cash_cents: number | null;
  difference_cash_cents: number | null;
  expected_card_cents: number;
  counted_card_cents: number | null;
  difference_card_cents: number | null;
};

export function TillHeads() {
  const { t } = useTranslate();
  return (
    <>
      <Table.Th ta="right">{t('shifts.expectedCash')}</Table.Th>
      <Table.Th ta="right">{t('shifts.countedCash')}</Table.Th>
      <Table.Th ta="right">{t('shiftReport.cashDifference')}</Table.Th>
      <Table.Th ta="right">{t('shifts.expectedCard')}</Table.Th>
      <Table.Th ta="right">{t('shifts.countedCard')}</Table.Th>
      <Table.Th ta="right">{t('shiftReport.cardDifference')}</Table.Th>
    </>
  );
}

/** Amounts and times stay on one line. */
export const ONE_LINE = { whiteSpace: 'nowrap' } as const;

const counted = (cents: number | null) => (cents === null ? '' : formatMoney(cents));

export function TillCells({ till }: { till: Till }) {
  return (
    <>
      <Table.Td ta="right" style={ONE_LINE}>{formatMoney(till.expected_cash_cents)}</Table.Td>
      <Table.Td ta="right" style={ONE_LINE}>{counted(till.counted_cash_cents)}</Table.Td>
      <Table.Td ta="right" style={ONE_LINE}><Difference cents={till.difference_cash_cents} /></Table.Td>
      <Table.Td ta="right" style={ONE_LINE}>{formatMoney(till.expected_card_cents)}</Table.Td>
      <Table.Td ta="right" style={ONE_LINE}>{counted(till.counted_card_cents)}</Table.Td>
      <Table.Td ta="right" style={ONE_LINE}><Difference cents={till.difference_card_cents} /></Table.Td>
    </>
  );
}
