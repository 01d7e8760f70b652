// A paid visit's receipt (issue 21 item 6), after a checkout and from the history: the lot, the ticket, plate and
// customer, entry and payment in the lot's time zone, the exit gate, the operator and how it was paid; every
// line (tariff periods, caps, courtesy, special rates, validations, lost ticket) with its period, then subtotal,
// service charge, tax and total. Print prints the receipt alone (receipt-print.css); Download PDF saves the
// server's PDF in the console's language.
import { Alert, Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { Receipt } from '../../../contracts/receipts.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { receiptMachine } from '../../../machines/receipt/receipt.machine';
import { selectDownloadError, selectDownloading, selectReceipt, selectReceiptError, selectReceiptFailed, selectReceiptLoading } from '../../../machines/receipt/receipt.selectors';
import { periodText } from './operator-text';
import './receipt-print.css';

export const receiptLogic = receiptMachine.provide({ actions: { print: () => window.print() } });

type Props = { lotId: number; visitId: number; onClose?: () => void };

export function ReceiptView({ lotId, visitId, onClose }: Props) {
  const { t } = useTranslate();
  const actor = useActorRef(receiptLogic, { input: { lotId, visitId } });
  const receipt = useSelector(actor, selectReceipt);
  const loading = useSelector(actor, selectReceiptLoading);
  const failed = useSelector(actor, selectReceiptFailed);
  const error = useSelector(actor, selectReceiptError);
  const downloading = useSelector(actor, selectDownloading);
  const downloadError = useSelector(actor, selectDownloadError);

  if (loading) {
    return (
      <Group justify="center" p="lg">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (failed || !receipt) {
    return (
      <Alert color="red" role="alert" title={t('receipt.failed')}>
        <Text size="sm" mb="sm">{error}</Text>
        <Button size="xs" onClick={() => actor.send({ type: 'receipt.retry' })}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <ReceiptPaper receipt={receipt} />
      <Group className="nexo-receipt-actions" gap="xs" justify="flex-end">
        {downloadError ? <Text size="sm" c="red" role="alert">{`${t('receipt.downloadFailed')}: ${downloadError}`}</Text> : null}
        <Button variant="default" onClick={() => actor.send({ type: 'receipt.print' })}>{t('receipt.print')}</Button>
        <Button loading={downloading} onClick={() => actor.send({ type: 'receipt.download' })}>{t('receipt.download')}</Button>
        {onClose ? <Button variant="subtle" onClick={onClose}>{t('receipt.close')}</Button> : null}
      </Group>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text component="dd" m={0} fw={600}>{children}</Text>
    </Box>
  );
}

function paymentText(receipt: Receipt, t: ReturnType<typeof useTranslate>['t']): string | null {
  if (receipt.paid_by === 'barrier') return t('receipt.kind.barrier');
  return receipt.payment_kind ? t(`receipt.kind.${receipt.payment_kind}`) : null;
}

export function ReceiptPaper({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslate();
  const titleId = useId();
  const zone = receipt.lot.time_zone;
  const payment = paymentText(receipt, t);
  const money = (label: string, cents: number, testId: string, strong = false) => {
    const Cell = strong ? Table.Th : Table.Td;
    return (
      <Table.Tr>
        <Cell colSpan={2}>{label}</Cell>
        <Cell ta="right" data-testid={testId}>{formatMoney(cents)}</Cell>
      </Table.Tr>
    );
  };
  return (
    <Paper withBorder radius="md" p="md" className="nexo-receipt" component="section" aria-labelledby={titleId} data-testid="receipt">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={titleId}>{t('receipt.titleOf', { id: receipt.visit_id })}</Title>
          <Text fw={600}>{receipt.lot.name}</Text>
          {receipt.lot.address ? <Text size="sm" c="dimmed">{receipt.lot.address}</Text> : null}
        </div>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
          <Fact label={t('receipt.plate')}>{receipt.plate}</Fact>
          {receipt.customer_name ? <Fact label={t('receipt.customer')}>{receipt.customer_name}</Fact> : null}
          <Fact label={t('receipt.entry')}>{formatDateTime(receipt.entry_at, zone)}</Fact>
          <Fact label={t('receipt.paid')}>{formatDateTime(receipt.paid_at, zone)}</Fact>
          {receipt.period ? <Fact label={t('receipt.stay')}>{receipt.period}</Fact> : null}
          {receipt.gate ? <Fact label={t('receipt.gate')}>{receipt.gate}</Fact> : null}
          {receipt.operator ? <Fact label={t('receipt.operator')}>{receipt.operator}</Fact> : null}
          {payment ? <Fact label={t('receipt.payment')}>{payment}</Fact> : null}
        </SimpleGrid>
        <Table aria-label={t('receipt.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('receipt.concept')}</Table.Th>
              <Table.Th>{t('operator.line.period')}</Table.Th>
              <Table.Th ta="right">{t('receipt.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.lines.map((line, i) => (
              <Table.Tr key={i} data-testid={`receipt-line-${line.kind}`}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td>{periodText(line.from, line.to, zone)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {money(t('receipt.net'), receipt.net, 'receipt-net')}
            {receipt.service > 0 ? money(t('receipt.service'), receipt.service, 'receipt-service') : null}
            {receipt.tax > 0 ? money(t('receipt.tax'), receipt.tax, 'receipt-tax') : null}
            {money(t('receipt.total'), receipt.total, 'receipt-total', true)}
          </Table.Tfoot>
        </Table>
      </Stack>
    </Paper>
  );
}
