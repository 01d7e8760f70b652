// /validations (issue 21, merchant validations), the lot admin's: which shops of the lot's plaza may validate and
// up to what (the policy editor), the report per shop over a period (validations, the paid ones, what they took
// off the tariff, the credits they cost) and the list of validations, each with 'Export to Excel' (report.xlsx);
// the report and the list follow the validation-report chart.
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Lot } from '../../../contracts/context.struct';
import type { ReportAnswer, ValidationPage } from '../../../contracts/validations.struct';
import { formatDateTime, formatMoney } from '../../../domain/formats/edge-formats';
import { PAGE_SIZES, pageView } from '../../../domain/tables/paging';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { validationReportMachine, type ExportKind } from '../../../machines/validation-report/validation-report.machine';
import { DateField } from '../../components/date-fields';
import { LotRequired } from '../../components/lot-required';
import { TableFooter } from '../../components/table-footer';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { stateText, valueText } from '../../shopping/validations/validation-words';
import { PolicyEditor } from './policy-editor';

/** 'Export to Excel' of the report or the list, as the chart has it: busy, or why the last download failed. */
function ExportButton({ state, what, onExport }: { state: SnapshotFrom<typeof validationReportMachine>; what: ExportKind; onExport: () => void }) {
  const { t } = useTranslate();
  const { exporting, exportError } = state.context;
  const busy = state.matches({ shown: 'exporting' });
  return (
    <Stack gap={4} align="flex-end">
      <Button loading={busy && exporting === what} disabled={!state.matches({ shown: 'idle' })} onClick={onExport}>{t('transactions.export')}</Button>
      {!busy && exportError && exporting === what ? <Alert color="red" role="alert" title={t('transactions.exportFailed')}>{exportError}</Alert> : null}
    </Stack>
  );
}

function Report({ report }: { report: ReportAnswer }) {
  const { t } = useTranslate();
  const { data, totals } = report;
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

function List({ lot, list, onPage }: { lot: Lot; list: ValidationPage; onPage: (page: number) => void }) {
  const { t } = useTranslate();
  return (
    <>
      <TableFrame
        label={t('validations.list')}
        empty={list.total === 0 ? t('validations.noneInPeriod') : null}
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
        {list.data.map((r) => (
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
      {list.total > 0 ? <TableFooter view={pageView(list.total, list.page, list.per_page)} summary={(range) => t('transactions.showing', range)} onPage={onPage} /> : null}
    </>
  );
}

/** The report and the list as the chart holds them: the loader while they are read, why a read failed. */
function Reading({ state, onRetry, children }: { state: SnapshotFrom<typeof validationReportMachine>; onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslate();
  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('failed')) return <TableLoadFailed title={t('validations.reportLoadFailed')} message={state.context.error} onRetry={onRetry} />;
  return <>{children}</>;
}

function LotValidations({ lot }: { lot: Lot }) {
  const { t } = useTranslate();
  const actor = useActorRef(validationReportMachine, { input: { parkingId: lot.id } });
  const state = useSelector(actor, (s) => s);
  const c = state.context;
  const send = actor.send;
  const retry = () => send({ type: 'report.retry' });
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
              <DateField label={t('validations.from')} value={c.from} onChange={(day) => send({ type: 'report.from', day })} clearable w={160} />
              <DateField label={t('validations.to')} value={c.to} onChange={(day) => send({ type: 'report.to', day })} clearable w={160} />
            </Group>
            <ExportButton state={state} what="report" onExport={() => send({ type: 'report.export', what: 'report' })} />
          </Group>
          <Reading state={state} onRetry={retry}>{c.report ? <Report report={c.report} /> : null}</Reading>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end" gap="sm">
              <Title order={2} size="h4">{t('validations.list')}</Title>
              <Select
                label={t('validations.shop')}
                data={[{ value: '', label: t('validations.allShops') }, ...c.shops.map((s) => ({ value: String(s.id), label: s.name }))]}
                value={c.shopId === null ? '' : String(c.shopId)}
                onChange={(v) => send({ type: 'report.shop', shopId: v ? Number(v) : null })}
                allowDeselect={false}
                w={200}
              />
              <Select label={t('common.perPage')} data={PAGE_SIZES.map(String)} value={String(c.perPage)} onChange={(v) => v && send({ type: 'report.perPage', perPage: Number(v) })} allowDeselect={false} w={100} />
            </Group>
            <ExportButton state={state} what="list" onExport={() => send({ type: 'report.export', what: 'list' })} />
          </Group>
          <Reading state={state} onRetry={retry}>{c.list ? <List lot={lot} list={c.list} onPage={(page) => send({ type: 'report.page', page })} /> : null}</Reading>
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
