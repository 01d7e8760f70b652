// /validations (issue 21, merchant validations), the lot admin's: which shops of the lot's plaza may validate and
// up to what (the policy editor), the report per shop over a period (validations, the paid ones, what they took
// off the tariff, the credits they cost) and the list of validations, each with 'Export to Excel' (report.xlsx).
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageView } from '../../../domain/tables/paging';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { toApiError } from '../../../services/http';
import { exportLotValidations, exportReport, fetchLotValidations, fetchReport, type Period } from '../../../services/validations.api';
import { DateField } from '../../components/date-fields';
import { LotRequired } from '../../components/lot-required';
import { TableFooter } from '../../components/table-footer';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { stateText, valueText } from '../../shopping/validations/validation-words';
import { PolicyEditor } from './policy-editor';
import { useAnswer } from './use-answer';

/** 'Export to Excel': the download on its way, and why it failed. */
function ExportButton({ run }: { run: () => Promise<void> }) {
  const { t } = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    setBusy(true);
    setError(null);
    run().then(
      () => setBusy(false),
      (err: unknown) => {
        setBusy(false);
        setError(toApiError(err).message);
      },
    );
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button loading={busy} onClick={start}>{t('transactions.export')}</Button>
      {error ? <Alert color="red" role="alert" title={t('transactions.exportFailed')}>{error}</Alert> : null}
    </Stack>
  );
}

function Report({ lot, period }: { lot: Lot; period: Period }) {
  const { t } = useTranslate();
  const report = useAnswer(`${lot.id} ${period.from} ${period.to}`, () => fetchReport(lot.id, period));
  if (report.error) return <TableLoadFailed title={t('validations.reportLoadFailed')} message={report.error} onRetry={report.reload} />;
  if (!report.data) return <TableLoading />;
  const { data, totals } = report.data;
  return (
    <TableFrame
      label={t('validations.report')}
      empty={data.length === 0 ? t('validations.noneInPeriod') : null}
      minWidth={640}
      head={
        <>
          <Table.Th>{t('validations.shop')}</Table.Th>
          <Table.Th>{t('validations.billing')}</Table.Th>
          <Table.Th ta="right">{t('validations.count')}</Table.Th>
          <Table.Th ta="right">{t('validations.paid')}</Table.Th>
          <Table.Th ta="right">{t('validations.applied')}</Table.Th>
          <Table.Th ta="right">{t('validations.credits')}</Table.Th>
        </>
      }
      foot={
        <>
          <Table.Th colSpan={2}>{t('validations.total')}</Table.Th>
          <Table.Th ta="right">{totals.count}</Table.Th>
          <Table.Th ta="right">{totals.paid}</Table.Th>
          <Table.Th ta="right" data-testid="report-applied">{formatMoney(totals.applied_cents)}</Table.Th>
          <Table.Th ta="right">{totals.credits}</Table.Th>
        </>
      }
    >
      {data.map((r) => (
        <Table.Tr key={`${r.shop_id}-${r.billing}`}>
          <Table.Td>{r.shop_name}</Table.Td>
          <Table.Td>{t(`validations.billing.${r.billing}`)}</Table.Td>
          <Table.Td ta="right">{r.count}</Table.Td>
          <Table.Td ta="right">{r.paid}</Table.Td>
          <Table.Td ta="right">{formatMoney(r.applied_cents)}</Table.Td>
          <Table.Td ta="right">{r.credits}</Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}

function List({ lot, period, shopId }: { lot: Lot; period: Period; shopId: number | null }) {
  const { t } = useTranslate();
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const list = useAnswer(`${lot.id} ${period.from} ${period.to} ${shopId} ${paging.page} ${paging.perPage}`, () => fetchLotValidations(lot.id, { ...period, shopId, ...paging }));
  return (
    <Stack gap="sm">
      <Select label={t('common.perPage')} data={PAGE_SIZES.map(String)} value={String(paging.perPage)} onChange={(v) => v && setPaging({ page: 1, perPage: Number(v) })} allowDeselect={false} w={100} />
      {list.error ? <TableLoadFailed title={t('validations.listLoadFailed')} message={list.error} onRetry={list.reload} /> : null}
      {!list.data && !list.error ? <TableLoading /> : null}
      {list.data ? (
        <>
          <TableFrame
            label={t('validations.list')}
            empty={list.data.total === 0 ? t('validations.noneInPeriod') : null}
            minWidth={860}
            head={
              <>
                <Table.Th>{t('validations.date')}</Table.Th>
                <Table.Th>{t('validations.plate')}</Table.Th>
                <Table.Th>{t('validations.ticket')}</Table.Th>
                <Table.Th>{t('validations.shop')}</Table.Th>
                <Table.Th>{t('validations.store')}</Table.Th>
                <Table.Th>{t('validations.given')}</Table.Th>
                <Table.Th>{t('validations.state')}</Table.Th>
              </>
            }
          >
            {list.data.data.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDateTime(r.created_at, lot.time_zone)}</Table.Td>
                <Table.Td>{r.plate}</Table.Td>
                <Table.Td>{r.visit_id}</Table.Td>
                <Table.Td>{r.shop_name}</Table.Td>
                <Table.Td>{r.branch_name ?? ''}</Table.Td>
                <Table.Td>{`${t(`validations.kind.${r.kind}`)} · ${valueText(r.kind, r.value)}`}</Table.Td>
                <Table.Td>{stateText(r)}</Table.Td>
              </Table.Tr>
            ))}
          </TableFrame>
          {list.data.total > 0 ? (
            <TableFooter view={pageView(list.data.total, paging.page, paging.perPage)} summary={(range) => t('transactions.showing', range)} onPage={(n) => setPaging((p) => ({ ...p, page: n }))} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

function LotValidations({ lot }: { lot: Lot }) {
  const { t } = useTranslate();
  const [period, setPeriod] = useState<Period>({ from: null, to: null });
  const [shopId, setShopId] = useState<number | null>(null);
  const shops = useAnswer(`${lot.id}`, () => fetchReport(lot.id, { from: null, to: null }));
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('validations.policies')}</Title>
          <PolicyEditor parkingId={lot.id} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end" gap="sm">
              <Title order={2} size="h4">{t('validations.report')}</Title>
              <DateField label={t('validations.from')} value={period.from} onChange={(v) => setPeriod((p) => ({ ...p, from: v }))} clearable w={160} />
              <DateField label={t('validations.to')} value={period.to} onChange={(v) => setPeriod((p) => ({ ...p, to: v }))} clearable w={160} />
            </Group>
            <ExportButton run={() => exportReport(lot.id, period)} />
          </Group>
          <Report lot={lot} period={period} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end" gap="sm">
              <Title order={2} size="h4">{t('validations.list')}</Title>
              <Select
                label={t('validations.shop')}
                data={[{ value: '', label: t('validations.allShops') }, ...(shops.data?.data ?? []).map((r) => ({ value: String(r.shop_id), label: r.shop_name }))]}
                value={shopId === null ? '' : String(shopId)}
                onChange={(v) => setShopId(v ? Number(v) : null)}
                allowDeselect={false}
                w={200}
              />
            </Group>
            <ExportButton run={() => exportLotValidations(lot.id, { ...period, shopId })} />
          </Group>
          <List key={`${shopId}`} lot={lot} period={period} shopId={shopId} />
        </Stack>
      </Paper>
    </Stack>
  );
}

export default function ValidationsScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.validations')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? <LotValidations key={lot.id} lot={lot} /> : <LotRequired message="validations.noLot" />}
    </Stack>
  );
}
