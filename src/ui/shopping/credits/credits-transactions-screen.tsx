// /credits/transactions (issue 17 item 6), driven by the credits-ledger chart: the shop's credit movements
// (purchases, gifts, transfers, offers) filtered by days, store and kind, paged on the server, with the totals of
// the whole filtered set, each store's balance in its health colour, and 'Export to Excel' (report.xlsx). A
// branch manager reads their store's movements; the owner may also transfer credits between stores (a modal on
// the credit-transfer chart), after which the ledger is read again.
import { Alert, Button, Group, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Shop } from '../../../contracts/context.struct';
import { EntryKind } from '../../../contracts/credits.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import { PAGE_SIZES, pageView } from '../../../domain/tables/paging';
import { useTranslate } from '../../../i18n/use-translate';
import { ALL, creditsLedgerMachine } from '../../../machines/credits-ledger/credits-ledger.machine';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectPermissions } from '../../../machines/session/session.selectors';
import type { CreditsOwner } from '../../../services/credits.api';
import { DateField } from '../../components/date-fields';
import { TableFooter } from '../../components/table-footer';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { CreditTransfer } from './credit-transfer';
import { CreditsHealth } from './credits-badge';
import { useCreditsOwner } from './credits-owner';

/** The ledger of the shop (every store, with the store filter) or of one store (the branch's route). */
function Ledger({ shop, owner }: { shop: Shop; owner: CreditsOwner }) {
  const { t } = useTranslate();
  const actor = useActorRef(creditsLedgerMachine, { input: { owner } });
  const stores = owner.branchId === null ? shop.branchs : shop.branchs.filter((b) => b.id === owner.branchId);
  const state = useSelector(actor, (s) => s);
  const { filters, rows, total, totals, error, exportError } = state.context;
  const loading = state.matches({ list: 'loading' });
  const exporting = state.matches({ export: 'exporting' });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm">
          {stores.map((b) => (
            <Group key={b.id} gap={4}>
              {b.name} <CreditsHealth total={b.credits?.total ?? 0} />
            </Group>
          ))}
        </Group>
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end" gap="sm">
            <Select label={t('common.perPage')} data={PAGE_SIZES.map(String)} value={String(filters.perPage)} onChange={(v) => v && actor.send({ type: 'ledger.perPage', perPage: Number(v) })} allowDeselect={false} w={100} />
            <DateField label={t('credits.from')} value={filters.from} onChange={(v) => actor.send({ type: 'ledger.from', date: v })} clearable w={160} />
            <DateField label={t('credits.to')} value={filters.to} onChange={(v) => actor.send({ type: 'ledger.to', date: v })} clearable w={160} />
            {owner.branchId === null ? (
              <Select
                label={t('credits.store')}
                data={[{ value: ALL, label: t('credits.allStores') }, ...shop.branchs.map((b) => ({ value: String(b.id), label: b.name }))]}
                value={filters.store}
                onChange={(v) => actor.send({ type: 'ledger.store', store: v ?? ALL })}
                allowDeselect={false}
                w={180}
              />
            ) : null}
            <Select
              label={t('credits.kind')}
              data={[{ value: ALL, label: t('credits.allKinds') }, ...EntryKind.map((k) => ({ value: k, label: t(`credits.kind.${k}`) }))]}
              value={filters.kind}
              onChange={(v) => actor.send({ type: 'ledger.kind', kind: v ?? ALL })}
              allowDeselect={false}
              w={200}
            />
          </Group>
          <Button loading={exporting} onClick={() => actor.send({ type: 'ledger.export' })}>{t('transactions.export')}</Button>
        </Group>
        {exportError ? <Alert color="red" role="alert" title={t('transactions.exportFailed')}>{exportError}</Alert> : null}
        {state.matches({ list: 'failed' }) ? <TableLoadFailed title={t('credits.ledgerLoadFailed')} message={error} onRetry={() => actor.send({ type: 'ledger.retry' })} /> : null}
        {loading ? <TableLoading /> : null}
        {state.matches({ list: 'loaded' }) ? (
          <TableFrame
            label={t('page.creditsTransactions')}
            empty={total === 0 ? t('credits.empty') : null}
            minWidth={760}
            head={
              <>
                <Table.Th>{t('credits.date')}</Table.Th>
                <Table.Th>{t('credits.store')}</Table.Th>
                <Table.Th>{t('credits.kind')}</Table.Th>
                <Table.Th ta="right">{t('credits.credits')}</Table.Th>
                <Table.Th>{t('credits.movable')}</Table.Th>
                <Table.Th>{t('credits.package')}</Table.Th>
                <Table.Th>{t('credits.other')}</Table.Th>
                <Table.Th ta="right">{t('credits.amount')}</Table.Th>
              </>
            }
            foot={
              <>
                <Table.Th colSpan={3}>{t('credits.totals', { count: total })}</Table.Th>
                <Table.Th ta="right" data-testid="ledger-credits">{t('credits.totalsCredits', { in: totals.credits_in, out: totals.credits_out })}</Table.Th>
                <Table.Th colSpan={3} />
                <Table.Th ta="right" data-testid="ledger-amount">{formatMoney(totals.amount_cents)}</Table.Th>
              </>
            }
          >
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDateTime(r.at)}</Table.Td>
                <Table.Td>{r.branch_name}</Table.Td>
                <Table.Td>
                  {t(`credits.kind.${r.kind}`)}
                  {r.note === null ? null : <Text size="xs" c="dimmed">{r.note}</Text>}
                </Table.Td>
                <Table.Td ta="right">{r.credits > 0 ? `+${r.credits}` : r.credits}</Table.Td>
                <Table.Td>{r.movable ? t('credits.yes') : t('credits.no')}</Table.Td>
                <Table.Td>{r.package_name ?? ''}</Table.Td>
                <Table.Td>{r.counterpart ?? ''}</Table.Td>
                <Table.Td ta="right">{r.amount_cents === null ? '' : formatMoney(r.amount_cents)}</Table.Td>
              </Table.Tr>
            ))}
          </TableFrame>
        ) : null}
        {total > 0 ? (
          <TableFooter view={pageView(total, filters.page, filters.perPage)} summary={(range) => t('transactions.showing', range)} onPage={(n) => actor.send({ type: 'ledger.page', page: n })} disabled={loading} />
        ) : null}
      </Stack>
    </Paper>
  );
}

export default function CreditsTransactionsScreen() {
  const { t } = useTranslate();
  const view = useCreditsOwner('shopping.transactions');
  const owner = view?.owner ?? null;
  // Transfers are the shop's (shopping.creditsbuy, the owner's): a manager reads their store's ledger only.
  const transfers = allows(SessionContext.useSelector(selectPermissions), 'shopping.creditsbuy') && owner?.branchId === null;
  const [transferring, setTransferring] = useState(false);
  /** Bumped after a transfer: the ledger is read again, with its new entries. */
  const [reads, setReads] = useState(0);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.creditsTransactions')}</Title>
        {transfers ? <Button variant="light" onClick={() => setTransferring(true)}>{t('credits.transfer.open')}</Button> : null}
      </Group>
      {view?.storePicker}
      {view && owner ? <Ledger key={`${owner.shopId}-${owner.branchId ?? 'shop'}-${reads}`} shop={view.shop} owner={owner} /> : <Alert>{t('credits.noShop')}</Alert>}
      {transfers && owner ? (
        <Modal opened={transferring} onClose={() => setTransferring(false)} title={t('credits.transfer.title')} size="lg">
          <CreditTransfer shopId={owner.shopId} onTransferred={() => setReads((n) => n + 1)} />
        </Modal>
      ) : null}
    </Stack>
  );
}
