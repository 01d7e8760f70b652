// The body both record screens share (spec 3 §2, §4, §9): filters (per page, entry date, exit date, entry
// gate, plate search), the server-paged table with five page buttons, and 'Export to Excel' with its progress.
// Visits show money (under a paid visit's total: how it was paid, what validations took off, a lost-ticket fee
// with its reason, the service charge and tax, when it had any) and a totals row for the whole filtered set;
// pension entrances show direction and pension.
import { Alert, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { Lot } from '../../../contracts/context.struct';
import type { TransactionRow } from '../../../contracts/transactions.struct';
import { formatDateTime, formatDay, formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { transactionsMachine } from '../../../machines/transactions/transactions.machine';
import { gateOptions, recordsPage } from '../../../machines/transactions/transactions.selectors';
import type { TransactionsKind } from '../../../services/transactions.api';
import { DateField } from '../../components/date-fields';
import { TableFooter } from '../../components/table-footer';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { TableToolbar } from '../../components/table-toolbar';
import { ExportButton } from './export-button';

type Props = { lot: Lot; kind: TransactionsKind; logic?: typeof transactionsMachine; today?: string };

/** A paid visit's total, with how it was paid, its validations, lost-ticket fee, service charge and tax under it. */
function Total({ row, total }: { row: TransactionRow; total: number }) {
  const { t } = useTranslate();
  const { service, tax, validations, lost_ticket: lostTicket } = row;
  const kind = row.payment_kind === 'cash' || row.payment_kind === 'card' ? row.payment_kind : null;
  const charges = [
    kind ? `${t('lostTicket.paymentKind')} ${t(`receipt.kind.${kind}`)}` : null,
    validations ? `${t('lostTicket.validations')} -${formatMoney(validations)}` : null,
    lostTicket ? `${t('lostTicket.applied', { reason: row.lost_ticket_reason ?? '' })} ${formatMoney(lostTicket)}` : null,
    service ? `${t('transactions.service')} ${formatMoney(service)}` : null,
    tax ? `${t('transactions.tax')} ${formatMoney(tax)}` : null,
  ].filter((c) => c !== null);
  return (
    <>
      {formatMoney(total)}
      {charges.length > 0 ? (
        <Text size="xs" c="dimmed" data-testid="transaction-charges">
          {charges.join(' · ')}
        </Text>
      ) : null}
    </>
  );
}

export function RecordsView({ lot, kind, logic = transactionsMachine, today }: Props) {
  const { t } = useTranslate();
  const actor = useActorRef(logic, { input: { lotId: lot.id, kind, today: today ?? formatDay(Date.now(), lot.time_zone) } });
  const state = useSelector(actor, (s) => s);
  const { filters, rows, entrances, total, amount, gates, error, exportProgress, exportError } = state.context;
  const loading = state.matches({ list: 'loading' });
  const empty = total === 0 ? t('transactions.empty') : null;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lot.time_zone) : '');

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <TableToolbar
          perPage={filters.perPage}
          onPerPage={(n) => actor.send({ type: 'transactions.perPage', perPage: n })}
          filters={
            <>
              <DateField label={t('transactions.inDate')} value={filters.inDate} onChange={(v) => actor.send({ type: 'transactions.inDate', date: v })} clearable w={160} />
              <DateField label={t('transactions.outDate')} value={filters.outDate} onChange={(v) => actor.send({ type: 'transactions.outDate', date: v })} clearable w={160} />
              <Select
                label={t('transactions.entryGate')}
                data={gateOptions(gates, t('transactions.allGates'))}
                value={filters.gate}
                onChange={(v) => actor.send({ type: 'transactions.gate', gate: v ?? 'all' })}
                allowDeselect={false}
                w={180}
              />
            </>
          }
          search={{
            label: t('transactions.search'),
            description: t('transactions.searchHint'),
            value: filters.search,
            onChange: (text) => actor.send({ type: 'transactions.search', text }),
            width: 200,
          }}
          actions={
            <ExportButton
              progress={exportProgress}
              onExport={() => actor.send({ type: 'transactions.export' })}
              onCancel={() => actor.send({ type: 'transactions.cancelExport' })}
            />
          }
        />
        {exportError ? (
          <Alert color="red" role="alert" title={t('transactions.exportFailed')}>
            {exportError}
          </Alert>
        ) : null}
        {state.matches({ list: 'failed' }) ? <TableLoadFailed title={t('transactions.loadFailed')} message={error} onRetry={() => actor.send({ type: 'transactions.retry' })} /> : null}
        {loading ? <TableLoading /> : null}
        {state.matches({ list: 'loaded' }) && kind === 'visits' ? (
          <TableFrame
            label={t('page.transactions')}
            empty={empty}
            minWidth={720}
            head={
              <>
                <Table.Th>{t('transactions.entry')}</Table.Th>
                <Table.Th>{t('transactions.exit')}</Table.Th>
                <Table.Th>{t('transactions.entryGate')}</Table.Th>
                <Table.Th>{t('transactions.exitGate')}</Table.Th>
                <Table.Th>{t('transactions.plate')}</Table.Th>
                <Table.Th>{t('transactions.period')}</Table.Th>
                <Table.Th ta="right">{t('transactions.total')}</Table.Th>
              </>
            }
            foot={
              <>
                <Table.Th colSpan={6}>{t('transactions.totals', { count: total })}</Table.Th>
                <Table.Th ta="right" data-testid="transactions-total">{formatMoney(amount)}</Table.Th>
              </>
            }
          >
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{when(r.in)}</Table.Td>
                <Table.Td>{when(r.out)}</Table.Td>
                <Table.Td>{r.g_in}</Table.Td>
                <Table.Td>{r.g_out ?? ''}</Table.Td>
                <Table.Td>{r.plate}</Table.Td>
                <Table.Td>{r.period ?? ''}</Table.Td>
                <Table.Td ta="right">{r.total === null ? '' : <Total row={r} total={r.total} />}</Table.Td>
              </Table.Tr>
            ))}
          </TableFrame>
        ) : null}
        {state.matches({ list: 'loaded' }) && kind === 'pensions' ? (
          <TableFrame
            label={t('page.pensionEntrances')}
            empty={empty}
            minWidth={720}
            head={
              <>
                <Table.Th>{t('transactions.date')}</Table.Th>
                <Table.Th>{t('transactions.direction')}</Table.Th>
                <Table.Th>{t('transactions.plate')}</Table.Th>
                <Table.Th>{t('transactions.gate')}</Table.Th>
                <Table.Th>{t('transactions.pension')}</Table.Th>
              </>
            }
          >
            {entrances.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{when(r.in)}</Table.Td>
                <Table.Td>{r.direction === 'out' ? t('transactions.direction.out') : t('transactions.direction.in')}</Table.Td>
                <Table.Td>{r.plate}</Table.Td>
                <Table.Td>{r.gate}</Table.Td>
                <Table.Td>{r.name}</Table.Td>
              </Table.Tr>
            ))}
          </TableFrame>
        ) : null}
        {total > 0 ? (
          <TableFooter view={recordsPage(state.context)} summary={(range) => t('transactions.showing', range)} onPage={(n) => actor.send({ type: 'transactions.page', page: n })} disabled={loading} />
        ) : null}
      </Stack>
    </Paper>
  );
}
