// The open shift's running totals: its gate and opening, the float, the checkouts and what they took in cash and
// by card, and the cash and card expected at the close; Refresh reads them again (a failure is said here and the
// totals stay).
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { formatDateTime, formatMoney, formatNumber } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { CashierShiftActorContext } from '../../../machines/cashier-shift/cashier-shift.context';
import { selectRefreshError, selectRefreshing, selectShift } from '../../../machines/cashier-shift/cashier-shift.selectors';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text fw={600} data-testid={testId}>{value}</Text>
    </Stack>
  );
}

export function ShiftTotals({ timeZone }: { timeZone: string }) {
  const { t } = useTranslate();
  const actor = CashierShiftActorContext.useActorRef();
  const shift = CashierShiftActorContext.useSelector(selectShift);
  const refreshing = CashierShiftActorContext.useSelector(selectRefreshing);
  const refreshError = CashierShiftActorContext.useSelector(selectRefreshError);
  if (!shift) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="current-shift-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={0}>
            <Title order={2} size="h4" id="current-shift-title">{t('shifts.current')}: {shift.gate_name}</Title>
            <Text size="sm" c="dimmed">{t('shifts.openedAt')} {formatDateTime(shift.opened_at, timeZone)}</Text>
          </Stack>
          <Group gap="sm">
            <Anchor component={Link} href="/search-out">{t('shifts.toCheckout')}</Anchor>
            <Button variant="light" size="xs" loading={refreshing} onClick={() => actor.send({ type: 'shift.refresh' })}>{t('shifts.refresh')}</Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Figure label={t('shifts.float')} value={formatMoney(shift.float_cents)} testId="shift-float" />
          <Figure label={t('shifts.checkouts')} value={formatNumber(shift.checkouts)} testId="shift-checkouts" />
          <Figure label={t('shifts.cashSales')} value={formatMoney(shift.cash_cents)} testId="shift-cash" />
          <Figure label={t('shifts.cardSales')} value={formatMoney(shift.card_cents)} testId="shift-card" />
          <Figure label={t('shifts.expectedCash')} value={formatMoney(shift.expected_cash_cents)} testId="shift-expected-cash" />
          <Figure label={t('shifts.expectedCard')} value={formatMoney(shift.expected_card_cents)} testId="shift-expected-card" />
        </SimpleGrid>
        {refreshError ? (
          <Alert color="red" role="alert" title={t('shifts.refreshFailed')}>
            {refreshError}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
