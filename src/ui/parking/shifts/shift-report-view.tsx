// The body of the shifts screen for one lot: the filters and the export, the differences per operator and day,
// the page of shifts with its footer, and a shift's detail over them. Everything it shows comes from the
// shift-list chart; `today` is the lot's day the first period ends on.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { Lot } from '../../../contracts/context.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { shiftListMachine } from '../../../machines/shift-list/shift-list.machine';
import { shiftsPage } from '../../../machines/shift-list/shift-list.selectors';
import { TableFooter } from '../../components/table-footer';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';
import { ShiftDetailModal } from './shift-detail-modal';
import { ShiftFilters } from './shift-filters';
import { ShiftSummaryTable } from './shift-summary-table';
import { ShiftTable } from './shift-table';

export function ShiftReportView({ lot, today }: { lot: Lot; today: string }) {
  const { t } = useTranslate();
  const actor = useActorRef(shiftListMachine, { input: { lotId: lot.id, today } });
  const state = useSelector(actor, (s) => s);
  const { filter, rows, total, summary, operators, error, detailId, detail, detailError, exportError } = state.context;
  const loading = state.matches({ list: 'loading' });
  const send = actor.send;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <ShiftFilters filter={filter} operators={operators} exporting={state.matches({ export: 'exporting' })} send={send} />
        {exportError ? (
          <Alert color="red" role="alert" title={t('shifts.exportFailed')}>
            {exportError}
          </Alert>
        ) : null}
        {state.matches({ list: 'failed' }) ? <TableLoadFailed title={t('shifts.listFailed')} message={error} onRetry={() => send({ type: 'shifts.retry' })} /> : null}
        {loading ? <TableLoading /> : null}
        {state.matches({ list: 'loaded' }) && total === 0 ? <Text c="dimmed" size="sm">{t('shifts.empty')}</Text> : null}
        {state.matches({ list: 'loaded' }) && total > 0 ? (
          <>
            <ShiftSummaryTable summary={summary} />
            <Stack gap="xs">
              <Title order={2} size="h4">{t('shifts.listTitle')}</Title>
              <ShiftTable rows={rows} timeZone={lot.time_zone} onView={(id) => send({ type: 'shifts.view', id })} />
              <TableFooter view={shiftsPage(state.context)} summary={(range) => t('shiftReport.showing', range)} onPage={(page) => send({ type: 'shifts.page', page })} />
            </Stack>
          </>
        ) : null}
      </Stack>
      <ShiftDetailModal
        shiftId={detailId}
        detail={detail}
        error={detailError}
        timeZone={lot.time_zone}
        onRetry={() => send({ type: 'shifts.retryDetail' })}
        onClose={() => send({ type: 'shifts.closeDetail' })}
      />
    </Paper>
  );
}
