// The body both record screens share (spec 3 §2, §4, §9): filters (per page, entry date, exit date, entry
// gate, plate search), the server-paged table, and 'Export to Excel'. Visits show money and a totals row for
// the whole filtered set; pension entrances show direction and pension instead.
import { Alert, Button, Group, Loader, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useActorRef, useSelector } from '@xstate/react';
import type { Lot } from '../../../contracts/context.struct';
import { PER_PAGE_OPTIONS } from '../../../contracts/transactions.struct';
import { DATE_PICKER, formatDateTime, formatDay, formatMoney } from '../../../i18n/format';
import { useTranslate } from '../../../i18n/use-translate';
import { transactionsMachine } from '../../../machines/transactions/transactions.machine';
import { gateOptions, pageCount, shownRange } from '../../../machines/transactions/transactions.selectors';
import type { TransactionsKind } from '../../../services/transactions.api';

type Props = { lot: Lot; kind: TransactionsKind; logic?: typeof transactionsMachine; today?: string };

export function RecordsView({ lot, kind, logic = transactionsMachine, today }: Props) {
  const { t } = useTranslate();
  const actor = useActorRef(logic, { input: { lotId: lot.id, kind, today: today ?? formatDay(Date.now(), lot.time_zone) } });
  const state = useSelector(actor, (s) => s);
  const { filters, rows, entrances, total, amount, gates, error } = state.context;
  const loading = state.matches({ list: 'loading' });
  const exporting = state.matches({ export: 'exporting' });
  const shown = kind === 'visits' ? rows.length : entrances.length;
  const pages = pageCount(total, filters.perPage);
  const range = shownRange(state.context, shown);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lot.time_zone) : '');
  const datePicker = { valueFormat: DATE_PICKER.valueFormat, minDate: DATE_PICKER.minDate, maxDate: DATE_PICKER.maxDate, firstDayOfWeek: DATE_PICKER.firstDayOfWeek, w: 160 } as const;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" gap="sm">
            <Select
              label={t('transactions.perPage')}
              data={PER_PAGE_OPTIONS.map((n) => String(n))}
              value={String(filters.perPage)}
              onChange={(v) => v && actor.send({ type: 'transactions.perPage', perPage: Number(v) })}
              allowDeselect={false}
              w={100}
            />
            <DatePickerInput label={t('transactions.inDate')} value={filters.inDate} onChange={(v) => actor.send({ type: 'transactions.inDate', date: v })} clearable {...datePicker} />
            <DatePickerInput label={t('transactions.outDate')} value={filters.outDate} onChange={(v) => actor.send({ type: 'transactions.outDate', date: v })} clearable {...datePicker} />
            <Select
              label={t('transactions.entryGate')}
              data={gateOptions(gates, t('transactions.allGates'))}
              value={filters.gate}
              onChange={(v) => actor.send({ type: 'transactions.gate', gate: v ?? 'all' })}
              allowDeselect={false}
              w={180}
            />
            <TextInput
              label={t('transactions.search')}
              description={t('transactions.searchHint')}
              value={filters.search}
              onChange={(e) => actor.send({ type: 'transactions.search', text: e.currentTarget.value })}
              w={200}
            />
          </Group>
          <Button onClick={() => actor.send({ type: 'transactions.export' })} loading={exporting} disabled={exporting} loaderProps={{ type: 'dots' }}>
            {exporting ? t('transactions.exporting') : t('transactions.export')}
          </Button>
        </Group>
        {exporting ? (
          <Text size="xs" c="dimmed" role="status">
            {t('transactions.exporting')}
          </Text>
        ) : null}
        {state.matches({ list: 'failed' }) ? (
          <Alert color="red" role="alert" title={t('transactions.loadFailed')}>
            <Text size="sm" mb="sm">{error}</Text>
            <Button size="xs" onClick={() => actor.send({ type: 'transactions.retry' })}>{t('common.retry')}</Button>
          </Alert>
        ) : null}
        {loading ? (
          <Group justify="center" p="md">
            <Loader aria-label={t('common.loading')} size="sm" />
          </Group>
        ) : null}
        {state.matches({ list: 'loaded' }) && total === 0 ? <Text c="dimmed" size="sm">{t('transactions.empty')}</Text> : null}
        {state.matches({ list: 'loaded' }) && total > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            {kind === 'visits' ? (
              <Table striped highlightOnHover aria-label={t('page.transactions')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('transactions.entry')}</Table.Th>
                    <Table.Th>{t('transactions.exit')}</Table.Th>
                    <Table.Th>{t('transactions.entryGate')}</Table.Th>
                    <Table.Th>{t('transactions.exitGate')}</Table.Th>
                    <Table.Th>{t('transactions.plate')}</Table.Th>
                    <Table.Th>{t('transactions.period')}</Table.Th>
                    <Table.Th ta="right">{t('transactions.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{when(r.in)}</Table.Td>
                      <Table.Td>{when(r.out)}</Table.Td>
                      <Table.Td>{r.g_in}</Table.Td>
                      <Table.Td>{r.g_out ?? ''}</Table.Td>
                      <Table.Td>{r.plate}</Table.Td>
                      <Table.Td>{r.period ?? ''}</Table.Td>
                      <Table.Td ta="right">{r.total === null ? '' : formatMoney(r.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={6}>{t('transactions.totals', { count: total })}</Table.Th>
                    <Table.Th ta="right" data-testid="transactions-total">{formatMoney(amount)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            ) : (
              <Table striped highlightOnHover aria-label={t('page.pensionEntrances')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('transactions.date')}</Table.Th>
                    <Table.Th>{t('transactions.direction')}</Table.Th>
                    <Table.Th>{t('transactions.plate')}</Table.Th>
                    <Table.Th>{t('transactions.gate')}</Table.Th>
                    <Table.Th>{t('transactions.pension')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entrances.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{when(r.in)}</Table.Td>
                      <Table.Td>{r.direction === 'out' ? t('transactions.direction.out') : t('transactions.direction.in')}</Table.Td>
                      <Table.Td>{r.plate}</Table.Td>
                      <Table.Td>{r.gate}</Table.Td>
                      <Table.Td>{r.name}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Table.ScrollContainer>
        ) : null}
        {total > 0 ? (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">{t('transactions.showing', { from: range.from, to: range.to, total })}</Text>
            <Group gap={4} component="nav" aria-label={t('transactions.pages')}>
              <Button size="xs" variant="default" disabled={filters.page <= 1 || loading} onClick={() => actor.send({ type: 'transactions.page', page: filters.page - 1 })} aria-label={t('transactions.previousPage')}>‹</Button>
              <Text size="xs" px="xs" aria-current="page" aria-label={t('transactions.pageN', { n: filters.page })}>
                {filters.page} / {pages}
              </Text>
              <Button size="xs" variant="default" disabled={filters.page >= pages || loading} onClick={() => actor.send({ type: 'transactions.page', page: filters.page + 1 })} aria-label={t('transactions.nextPage')}>›</Button>
            </Group>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
