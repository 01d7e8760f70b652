// /pensions (spec 3 §2 "Pensions screen", §4, §9): the lot's pensions with first name, last name, e-mail, role
// and edit/delete; 5/10/25/50 a page (10 by default), local fuzzy search (threshold 0.3), 'Showing {from} to {to}
// of {total} entries' and pages. The list card and its add button need parking.rates.add. Delete asks first,
// with 'do not show again' remembered in local storage. A new active lot clears and reloads the table. A `q` in
// the address (the command palette's pension) fills the search.
import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { Lot } from '../../../contracts/context.struct';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { pensionListMachine } from '../../../machines/pension-list/pension-list.machine';
import { pensionTable } from '../../../machines/pension-list/pension-list.selectors';
import { wizardPensionOf } from '../../../machines/pension-wizard/pension-rules';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveLot, selectPermissions } from '../../../machines/session/session.selectors';
import { readItem, STORAGE_KEYS, writeItem } from '../../../storage/browser-storage';
import { showToast } from '../../components/notices';
import { TableFooter } from '../../components/table-footer';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { TableToolbar } from '../../components/table-toolbar';
import { PensionModal } from './pension-modal';
import { LotRequired } from '../../components/lot-required';

export const ADD_PERMISSION = 'parking.rates.add';

export default function PensionsScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  const permissions = SessionContext.useSelector(selectPermissions);
  const canAdd = allows(permissions, ADD_PERMISSION);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.pensions')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {!lot ? (
        <LotRequired message="pensions.noLot" />
      ) : canAdd ? (
        // Keyed by the lot: choosing another lot starts a fresh table that reads that lot's pensions.
        <PensionsTable key={lot.id} lot={lot} />
      ) : (
        <Text c="dimmed">{t('pensions.noPermission')}</Text>
      )}
    </Stack>
  );
}

const fullName = (p: { first_name: string; lastname: string }) => `${p.first_name} ${p.lastname}`;

function PensionsTable({ lot }: { lot: Lot }) {
  const { t } = useTranslate();
  const list = useActorRef(
    pensionListMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message: message ?? translate('pensions.deleted'), color: 'teal' }),
        rememberSkipConfirm: () => writeItem(STORAGE_KEYS.pensionsSkipDeleteConfirm, '1'),
      },
    }),
    { input: { lotId: lot.id, canAdd: true, skipConfirm: readItem(STORAGE_KEYS.pensionsSkipDeleteConfirm) === '1' } },
  );
  const state = useSelector(list, (s) => s);
  // The command palette opens a pension as /pensions?q=<name>: the search box takes it once the list is read.
  const asked = new URLSearchParams(useSearch()).get('q');
  const applied = useRef<string | null>(null);
  const browsing = state.matches('browsing');
  useEffect(() => {
    if (!browsing || !asked || applied.current === asked) return;
    applied.current = asked;
    list.send({ type: 'pensions.search', query: asked });
  }, [browsing, asked, list]);
  const { pensions, query, page, perPage, modal, deleting, error } = state.context;
  const [dontAsk, setDontAsk] = useState(false);
  const { found, rows, view } = useMemo(() => pensionTable({ pensions, query, page, perPage }), [pensions, query, page, perPage]);

  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('failed')) return <TableLoadFailed title={t('pensions.loadFailed')} message={error} onRetry={() => list.send({ type: 'pensions.retry' })} />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('pensions.listTitle')}>
      <Stack gap="sm">
        <TableToolbar
          perPage={perPage}
          onPerPage={(n) => list.send({ type: 'pensions.perPage', perPage: n })}
          search={{ label: t('pensions.search'), placeholder: t('pensions.searchPlaceholder'), value: query, onChange: (text) => list.send({ type: 'pensions.search', query: text }) }}
          actions={<Button onClick={() => list.send({ type: 'pensions.add' })}>{t('pensions.add')}</Button>}
        />
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <TableFrame
          label={t('page.pensions')}
          empty={pensions.length === 0 ? t('pensions.empty') : found.length === 0 ? t('pensions.noMatch', { query }) : null}
          head={
            <>
              <Table.Th>{t('pensions.firstName')}</Table.Th>
              <Table.Th>{t('pensions.lastName')}</Table.Th>
              <Table.Th>{t('pensions.email')}</Table.Th>
              <Table.Th>{t('pensions.role')}</Table.Th>
              <Table.Th><VisuallyHidden>{t('pensions.actions')}</VisuallyHidden></Table.Th>
            </>
          }
        >
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.first_name}</Table.Td>
              <Table.Td>{p.lastname}</Table.Td>
              <Table.Td>{p.email}</Table.Td>
              <Table.Td>{p.role}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="subtle" aria-label={t('pensions.editNamed', { name: fullName(p) })} onClick={() => list.send({ type: 'pensions.edit', id: p.id })}>
                    {t('pensions.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={state.matches('deleting') && deleting?.id === p.id}
                    aria-label={t('pensions.deleteNamed', { name: fullName(p) })}
                    onClick={() => list.send({ type: 'pensions.delete', id: p.id })}
                  >
                    {t('pensions.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
        {found.length > 0 ? <TableFooter view={view} summary={(range) => t('pensions.showing', range)} onPage={(n) => list.send({ type: 'pensions.page', page: n })} /> : null}
      </Stack>
      {state.matches('modalOpen') && modal ? (
        <PensionModal
          key={modal.mode === 'edit' ? modal.pension.id : 'new'}
          lotId={lot.id}
          pension={modal.mode === 'edit' ? wizardPensionOf(modal.pension) : null}
          onSaved={() => list.send({ type: 'pensions.saved' })}
          onClose={() => list.send({ type: 'pensions.closeModal' })}
        />
      ) : null}
      <Modal
        opened={state.matches('confirmingDelete')}
        onClose={() => list.send({ type: 'pensions.cancelDelete' })}
        title={t('pensions.confirm.title')}
        centered
        size="sm"
      >
        <Text size="sm" mb="md">{t('pensions.confirm.text')}</Text>
        <Checkbox label={t('pensions.confirm.dontShowAgain')} checked={dontAsk} onChange={(e) => setDontAsk(e.currentTarget.checked)} mb="lg" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => list.send({ type: 'pensions.cancelDelete' })}>{t('common.cancel')}</Button>
          <Button color="red" onClick={() => list.send({ type: 'pensions.confirmDelete', dontAskAgain: dontAsk })}>{t('pensions.delete')}</Button>
        </Group>
      </Modal>
    </Paper>
  );
}
