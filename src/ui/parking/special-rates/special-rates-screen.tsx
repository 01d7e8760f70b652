// /rates/special (spec 2 "Special rates screen", §9): the lot's special rates with name, type, dates, access
// and the edit action; add (with parking.rates.add), fuzzy search on the name, 5/10/25/50 a page and five page
// buttons. Add and edit open the wizard; a saved wizard closes and the table shows the new list.
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import type { SpecialRateItem } from '../../../contracts/rates.struct';
import type { MessageKey } from '../../../i18n/i18n';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveLot, selectPermissions } from '../../../machines/session/session.selectors';
import { specialRateListMachine } from '../../../machines/special-rate-list/special-rate-list.machine';
import { specialRateTable } from '../../../machines/special-rate-list/special-rate-list.selectors';
import { ALL_ACCESSES, wizardRateOf } from '../../../machines/special-rate-wizard/special-rate-rules';
import { showToast } from '../../components/notices';
import { TableFooter } from '../../components/table-footer';
import { TableFrame, TableLoadFailed, TableLoading } from '../../components/table-frame';
import { TableToolbar } from '../../components/table-toolbar';
import { SpecialRateWizard } from './special-rate-wizard';
import { LotRequired } from '../../components/lot-required';

export const ADD_PERMISSION = 'parking.rates.add';
export const TYPE_KEYS: Record<string, MessageKey> = {
  custom: 'rates.special.type.custom',
  per_day: 'rates.special.type.per_day',
  discount: 'rates.special.type.discount',
};

export default function SpecialRatesScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  const permissions = SessionContext.useSelector(selectPermissions);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.ratesSpecial')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? (
        <SpecialRatesTable key={lot.id} lot={lot} canAdd={allows(permissions, ADD_PERMISSION)} />
      ) : (
        <LotRequired message="rates.noLot" />
      )}
    </Stack>
  );
}

export const accessText = (rate: SpecialRateItem): string => (rate.access === ALL_ACCESSES ? translate('rates.wizard.allGates') : rate.access_str);

function SpecialRatesTable({ lot, canAdd }: { lot: Lot; canAdd: boolean }) {
  const { t } = useTranslate();
  const list = useActorRef(
    specialRateListMachine.provide({
      actions: { notify: (_, { message }) => showToast({ message: message ?? translate('rates.deleted'), color: 'teal' }) },
    }),
    { input: { lotId: lot.id, canAdd } },
  );
  const state = useSelector(list, (s) => s);
  const { rates, query, page, perPage, wizard, deleting, error } = state.context;
  const { found, rows, view } = useMemo(() => specialRateTable({ rates, query, page, perPage }), [rates, query, page, perPage]);

  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('failed')) return <TableLoadFailed title={t('rates.special.loadFailed')} message={error} onRetry={() => list.send({ type: 'specialRates.retry' })} />;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <TableToolbar
          perPage={perPage}
          onPerPage={(n) => list.send({ type: 'specialRates.perPage', perPage: n })}
          search={{ label: t('rates.special.search'), placeholder: t('rates.special.searchPlaceholder'), value: query, onChange: (text) => list.send({ type: 'specialRates.search', query: text }) }}
          actions={canAdd ? <Button onClick={() => list.send({ type: 'specialRates.add' })}>{t('rates.special.add')}</Button> : null}
        />
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <TableFrame
          label={t('page.ratesSpecial')}
          empty={rates.length === 0 ? t('rates.special.empty') : found.length === 0 ? t('rates.special.noMatch', { query }) : null}
          head={
            <>
              <Table.Th>{t('rates.special.name')}</Table.Th>
              <Table.Th>{t('rates.special.type')}</Table.Th>
              <Table.Th>{t('rates.special.dates')}</Table.Th>
              <Table.Th>{t('rates.special.access')}</Table.Th>
              <Table.Th><VisuallyHidden>{t('rates.actions')}</VisuallyHidden></Table.Th>
            </>
          }
        >
          {rows.map((rate) => (
            <Table.Tr key={rate.id}>
              <Table.Td>{rate.name}</Table.Td>
              <Table.Td>{TYPE_KEYS[rate.type_special] ? t(TYPE_KEYS[rate.type_special]) : rate.type_special}</Table.Td>
              <Table.Td>{rate.times_g.str_dates}</Table.Td>
              <Table.Td>{accessText(rate)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="subtle" aria-label={t('rates.special.editNamed', { name: rate.name })} onClick={() => list.send({ type: 'specialRates.edit', id: rate.id })}>
                    {t('rates.edit')}
                  </Button>
                  {canAdd ? (
                    <Button size="xs" variant="subtle" color="red" aria-label={t('rates.deleteNamed', { name: rate.name })} onClick={() => list.send({ type: 'specialRates.delete', id: rate.id })}>
                      {t('rates.delete')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </TableFrame>
        {found.length > 0 ? <TableFooter view={view} summary={(range) => t('rates.special.showing', range)} onPage={(n) => list.send({ type: 'specialRates.page', page: n })} /> : null}
      </Stack>
      {state.matches('wizardOpen') && wizard ? (
        <SpecialRateWizard
          key={wizard.mode === 'edit' ? wizard.rate.id : 'new'}
          lotId={lot.id}
          timeZone={lot.time_zone}
          location={lot.location ?? null}
          rate={wizard.mode === 'edit' ? wizardRateOf(wizard.rate) : null}
          asModal
          onSaved={(saved) => list.send({ type: 'specialRates.saved', rates: saved })}
          onClose={() => list.send({ type: 'specialRates.closeWizard' })}
        />
      ) : null}
      <Modal
        opened={state.matches('confirmingDelete') || state.matches('deleting')}
        onClose={() => list.send({ type: 'specialRates.cancelDelete' })}
        title={t('rates.confirmDelete', { name: deleting?.name ?? '' })}
        centered
        size="sm"
      >
        <Text size="sm" mb="lg">{t('rates.cannotUndo')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => list.send({ type: 'specialRates.cancelDelete' })} disabled={state.matches('deleting')}>{t('common.cancel')}</Button>
          <Button color="red" loading={state.matches('deleting')} onClick={() => list.send({ type: 'specialRates.confirmDelete' })}>{t('rates.delete')}</Button>
        </Group>
      </Modal>
    </Paper>
  );
}
