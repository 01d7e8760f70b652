// /properties (spec 3 §2 Properties, §7 Parking lots, §9 fuzzy search 0.3 on the name): the administrator's lots
// in a table with a search on the name, per row an edit action (the lot modal) and a fiscal-info action (the
// fiscal and bank modal), and an add button. A save's answer, the administrator's lots, replaces the table and
// goes to the session at once, so the lot carousel, the operator screen and the rates screens see a new lot
// without a restart.
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { STATUS_PERMISSION, type LotProperties } from '../../../contracts/lot.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { propertiesListMachine } from '../../../machines/properties-list/properties-list.machine';
import { foundLots } from '../../../machines/properties-list/properties-list.selectors';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectPermissions } from '../../../machines/session/session.selectors';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { FiscalInfoModal } from './fiscal-info-modal';
import { LotModal } from './lot-modal';

/** Which modal is open: a lot's edit, a new lot, or a lot's fiscal data. */
type Open = { kind: 'lot'; lot: LotProperties | null } | { kind: 'fiscal'; lot: { id: number; name: string } } | null;

export default function PropertiesScreen() {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const canSetStatus = allows(SessionContext.useSelector(selectPermissions), STATUS_PERMISSION);
  const list = useActorRef(propertiesListMachine);
  const state = useSelector(list, (s) => s);
  const { lots, query, error } = state.context;
  const found = useMemo(() => foundLots({ lots, query }), [lots, query]);
  const [open, setOpen] = useState<Open>(null);
  const lotsChanged = (saved: LotProperties[]) => {
    list.send({ type: 'properties.saved', lots: saved });
    session.send({ type: 'session.lotsChanged', lots: saved });
  };

  let content;
  if (state.matches('loading')) content = <TableLoading />;
  else if (state.matches('failed')) content = <TableLoadFailed title={t('properties.loadFailed')} message={error} onRetry={() => list.send({ type: 'properties.retry' })} />;
  else {
    content = (
      <TableFrame
        label={t('properties.listTitle')}
        empty={lots.length === 0 ? t('properties.empty') : found.length === 0 ? t('properties.noMatch', { query }) : null}
        head={
          <>
            <Table.Th>{t('properties.name')}</Table.Th>
            <Table.Th>{t('properties.plaza')}</Table.Th>
            <Table.Th>{t('properties.address')}</Table.Th>
            <Table.Th>{t('properties.prefix')}</Table.Th>
            <Table.Th>{t('properties.status')}</Table.Th>
            <Table.Th><VisuallyHidden>{t('properties.actions')}</VisuallyHidden></Table.Th>
          </>
        }
      >
        {found.map((lot) => (
          <Table.Tr key={lot.id}>
            <Table.Td>{lot.name}</Table.Td>
            <Table.Td>{lot.plaza_name}</Table.Td>
            <Table.Td>{lot.address}</Table.Td>
            <Table.Td>{lot.prefix}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={lot.status === 1 ? 'teal' : 'gray'}>{t(lot.status === 1 ? 'properties.active' : 'properties.inactive')}</Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="subtle" aria-label={t('properties.fiscalNamed', { name: lot.name })} onClick={() => setOpen({ kind: 'fiscal', lot: { id: lot.id, name: lot.name } })}>
                  {t('properties.fiscal')}
                </Button>
                <Button size="xs" variant="subtle" aria-label={t('properties.editNamed', { name: lot.name })} onClick={() => setOpen({ kind: 'lot', lot })}>
                  {t('properties.edit')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </TableFrame>
    );
  }

  return (
    <Stack>
      <Title order={1} size="h2">{t('page.properties')}</Title>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('properties.listTitle')}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <TextInput
              label={t('properties.search')}
              placeholder={t('properties.searchPlaceholder')}
              value={query}
              onChange={(e) => list.send({ type: 'properties.search', query: e.currentTarget.value })}
              w={280}
            />
            <Button onClick={() => setOpen({ kind: 'lot', lot: null })} disabled={!state.matches('ready')}>{t('properties.add')}</Button>
          </Group>
          {state.matches('ready') && lots.length > 0 ? <Text size="sm" c="dimmed">{t('properties.count', { count: found.length })}</Text> : null}
          {content}
        </Stack>
      </Paper>
      {open?.kind === 'lot' ? (
        <LotModal key={open.lot?.id ?? 'new'} lot={open.lot} canSetStatus={canSetStatus} onLotsChanged={lotsChanged} onClose={() => setOpen(null)} />
      ) : null}
      <FiscalInfoModal lot={open?.kind === 'fiscal' ? open.lot : null} onClose={() => setOpen(null)} />
    </Stack>
  );
}
