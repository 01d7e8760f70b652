// The list of every admin screen (issue 20): the toolbar (page size, the screen's filters, the search box,
// Export to Excel and Add), the page as a table (columns given by the screen; why it is empty; loading; the
// failure with Retry), the footer with the pages, and the screen's editor while the chart is `editing`. The
// states live in the admin-list chart; a screen is its columns, its filters and its editor.
import { Alert, Button, Group, Paper, Select, Stack, Table } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import type { AdminRow, adminListMachine } from '../../machines/admin-list/admin-list.machine';
import { listPage } from '../../machines/admin-list/admin-list.selectors';
import { TableFooter } from '../components/table-footer';
import { TableFrame, TableLoadFailed, TableLoading } from '../components/table-frame';
import { TableToolbar } from '../components/table-toolbar';

/** The Select's value for "all" (the chart's ''; Mantine keeps '' for no selection). */
const ALL = '*';

export type AdminColumn<Row> = { label: string; cell: (row: Row) => ReactNode; align?: 'right' };
/** A filter of the list: its query name, label and options; the first value is `initial` ('' = all). */
export type AdminFilter = { name: string; label: string; options: readonly { value: string; label: string }[]; initial?: string; width?: number };
export type AdminEditorTarget<Row> = { mode: 'new' } | { mode: 'edit'; row: Row };
export type AdminEditorProps<Row> = { target: AdminEditorTarget<Row>; onSaved: () => void; onClose: () => void };

type Props<Row extends AdminRow> = {
  /** The chart, reading the screen's rows (adminListLogic). */
  logic: typeof adminListMachine;
  /** The list under /api/admin/. */
  path: string;
  /** The table's name (for screen readers) and the export's. */
  label: string;
  columns: readonly AdminColumn<Row>[];
  filters?: readonly AdminFilter[];
  searchPlaceholder?: string;
  /** The Add button's text; no Add button without it. */
  addLabel?: string;
  /** Each row's button (its text and its accessible name, which names the row) that opens the editor on it. */
  open?: { text: string; label: (row: Row) => string };
  editor?: (props: AdminEditorProps<Row>) => ReactNode;
  minWidth?: number;
};

export function AdminList<Row extends AdminRow>({ logic, path, label, columns, filters = [], searchPlaceholder, addLabel, open, editor, minWidth }: Props<Row>) {
  const { t } = useTranslate();
  const list = useActorRef(logic, { input: { path, filters: Object.fromEntries(filters.map((f) => [f.name, f.initial ?? ''])) } });
  const state = useSelector(list, (s) => s);
  const { request, total, error, exportError, editor: target } = state.context;
  const rows = state.context.rows as Row[];
  const listing = state.matches({ list: 'listing' });
  const loading = state.matches({ list: 'loading' });
  const filtered = request.q.trim() !== '' || Object.values(request.filters).some((v) => v !== '');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <TableToolbar
          perPage={request.perPage}
          onPerPage={(perPage) => list.send({ type: 'list.perPage', perPage })}
          search={{ label: t('adminList.search'), placeholder: searchPlaceholder ?? t('adminList.searchPlaceholder'), value: request.q, onChange: (q) => list.send({ type: 'list.search', q }) }}
          filters={filters.map((f) => (
            <Select
              key={f.name}
              label={f.label}
              data={[{ value: ALL, label: t('adminList.all') }, ...f.options]}
              value={request.filters[f.name] || ALL}
              onChange={(v) => list.send({ type: 'list.filter', name: f.name, value: !v || v === ALL ? '' : v })}
              allowDeselect={false}
              w={f.width ?? 180}
            />
          ))}
          actions={
            <Group gap="sm">
              <Button variant="default" loading={state.matches({ export: 'exporting' })} onClick={() => list.send({ type: 'list.export' })}>{t('adminList.export')}</Button>
              {addLabel ? <Button disabled={!listing} onClick={() => list.send({ type: 'list.add' })}>{addLabel}</Button> : null}
            </Group>
          }
        />
        {exportError ? <Alert color="red" role="alert" title={t('adminList.exportFailed')}>{exportError}</Alert> : null}
        {state.matches({ list: 'loadFailed' }) ? <TableLoadFailed title={t('adminList.loadFailed')} message={error} onRetry={() => list.send({ type: 'list.retry' })} /> : null}
        {loading ? <TableLoading /> : null}
        {listing || state.matches({ list: 'editing' }) ? (
          <TableFrame
            label={label}
            empty={total === 0 ? t(filtered ? 'adminList.noMatch' : 'adminList.empty') : null}
            minWidth={minWidth}
            head={
              <>
                {columns.map((c) => (
                  <Table.Th key={c.label} ta={c.align}>{c.label}</Table.Th>
                ))}
                {open ? <Table.Th>{t('adminList.actions')}</Table.Th> : null}
              </>
            }
          >
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((c) => (
                  <Table.Td key={c.label} ta={c.align}>{c.cell(row)}</Table.Td>
                ))}
                {open ? (
                  <Table.Td>
                    <Button size="xs" variant="light" aria-label={open.label(row)} disabled={!listing} onClick={() => list.send({ type: 'list.open', id: row.id })}>{open.text}</Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </TableFrame>
        ) : null}
        {total > 0 ? <TableFooter view={listPage({ request, total })} summary={(range) => t('adminList.showing', range)} onPage={(page) => list.send({ type: 'list.page', page })} disabled={!listing} /> : null}
      </Stack>
      {target && editor
        ? editor({
            target: target.mode === 'new' ? target : { mode: 'edit', row: target.row as Row },
            onSaved: () => list.send({ type: 'list.saved' }),
            onClose: () => list.send({ type: 'list.close' }),
          })
        : null}
    </Paper>
  );
}
