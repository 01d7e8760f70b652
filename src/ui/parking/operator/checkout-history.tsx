// /history (spec 3 §2; ours: GET .../operators/checkout/history): the operator's own checkouts of the lot's
// day with plate, name, paid time, period and amount, the total and the count; empty and failed states and a
// refresh; each checkout's receipt opens in a dialog (print, PDF).
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { checkoutHistoryMachine } from '../../../machines/checkout/checkout-history.machine';
import { selectHistoryFailed, selectHistoryLoading } from '../../../machines/checkout/checkout.selectors';
import { timeOfDay } from './operator-text';
import { ReceiptView } from './receipt-view';

export function CheckoutHistory({ lot }: { lot: Lot }) {
  const { t } = useTranslate();
  const actor = useActorRef(checkoutHistoryMachine, { input: { lotId: lot.id } });
  const loading = useSelector(actor, selectHistoryLoading);
  const failed = useSelector(actor, selectHistoryFailed);
  const history = useSelector(actor, (s) => s.context.history);
  const error = useSelector(actor, (s) => s.context.error);
  const [receiptOf, setReceiptOf] = useState<number | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="lg" aria-live="polite">
          {history ? (
            <>
              <Text fw={600} data-testid="history-count">{t('operator.history.count', { count: history.count })}</Text>
              <Text fw={600}>
                {t('operator.history.total')}: <span data-testid="history-total">{formatMoney(history.total)}</span>
              </Text>
            </>
          ) : null}
        </Group>
        <Button variant="light" loading={loading} onClick={() => actor.send({ type: 'history.refresh' })}>
          {t('operator.history.refresh')}
        </Button>
      </Group>

      {failed ? (
        <Alert color="red" role="alert" title={t('operator.history.failed')}>
          <Text size="sm" mb="sm">{error}</Text>
          <Button size="xs" onClick={() => actor.send({ type: 'history.retry' })}>{t('common.retry')}</Button>
        </Alert>
      ) : null}

      {loading && !history ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      ) : null}

      {history && history.data.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">{t('operator.history.empty')}</Text>
        </Paper>
      ) : null}

      {history && history.data.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={t('operator.history.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.history.plate')}</Table.Th>
                <Table.Th>{t('operator.history.name')}</Table.Th>
                <Table.Th>{t('operator.history.paidAt')}</Table.Th>
                <Table.Th>{t('operator.history.period')}</Table.Th>
                <Table.Th ta="right">{t('operator.history.amount')}</Table.Th>
                <Table.Th>{t('receipt.title')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.plate}</Table.Td>
                  <Table.Td>{row.name ?? ''}</Table.Td>
                  <Table.Td>{row.paid_at ? timeOfDay(row.paid_at, lot.time_zone) : ''}</Table.Td>
                  <Table.Td>{row.period ?? ''}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="light" aria-label={t('receipt.showOf', { plate: row.plate })} onClick={() => setReceiptOf(row.id)}>
                      {t('receipt.show')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('operator.history.total')}</Table.Th>
                <Table.Th ta="right">{formatMoney(history.total)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      <Modal opened={receiptOf !== null} onClose={() => setReceiptOf(null)} title={t('receipt.title')} size="lg">
        {receiptOf !== null ? <ReceiptView lotId={lot.id} visitId={receiptOf} onClose={() => setReceiptOf(null)} /> : null}
      </Modal>
    </Stack>
  );
}
