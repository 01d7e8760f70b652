// Quadrant 2 (spec 2 "Rates screen"): the time-fee sets as a list, and the single view of one. The
// fee-set-editor chart drives it; a refreshed list is passed on to the board (timeline and simulator).
import { Alert, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { FeeSet } from '../../../domain/tariff';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { feeSetEditorMachine } from '../../../machines/fee-set-editor/fee-set-editor.machine';
import { RatesBoardContext } from '../../../machines/rates-board/rates-board.context';
import { showToast } from '../../components/notices';
import { FeeSetForm } from './fee-set-form';
import { UNIT_KEYS } from './rate-text';

export function rulesSummary(set: FeeSet): string {
  return set.rules.map((r) => `${r.qty} ${translate(UNIT_KEYS[r.unit], { count: r.qty })} · ${formatMoney(r.price)}`).join(', ');
}

export function FeeSetsPanel({ lotId, initial }: { lotId: number; initial: FeeSet[] }) {
  const { t } = useTranslate();
  const board = RatesBoardContext.useActorRef();
  const editor = useActorRef(
    feeSetEditorMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message: message ?? translate('rates.saved'), color: 'teal' }),
        feeSetsChanged: (_, { feeSets }) => board.send({ type: 'feeSets.replace', feeSets }),
      },
    }),
    { input: { lotId, feeSets: initial } },
  );
  const state = useSelector(editor, (s) => s);
  const { feeSets, draft, deleting, error, canRetry, fieldErrors } = state.context;
  const editing = state.matches('editing') || state.matches('saving');

  if (editing && draft) {
    return (
      <FeeSetForm
        key={draft.id ?? 'new'}
        draft={draft}
        saving={state.matches('saving')}
        error={error}
        fieldErrors={fieldErrors}
        onSave={(values) => editor.send({ type: 'feeSet.save', draft: values })}
        onCancel={() => editor.send({ type: 'feeSet.cancel' })}
      />
    );
  }

  const busy = state.matches('refreshing') || state.matches('deleting');
  return (
    <Stack gap="sm">
      {error ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton={!canRetry}
          closeButtonLabel={t('common.close')}
          onClose={() => editor.send({ type: 'feeSet.dismiss' })}
        >
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            {canRetry ? <Button size="xs" variant="light" onClick={() => editor.send({ type: 'feeSet.retry' })}>{t('common.retry')}</Button> : null}
          </Group>
        </Alert>
      ) : null}
      {feeSets.length === 0 ? (
        <Text size="sm" c="dimmed">{t('rates.feeSets.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped highlightOnHover aria-label={t('rates.feeSets.title')} aria-busy={busy}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rates.feeSets.name')}</Table.Th>
                <Table.Th>{t('rates.feeSets.rules')}</Table.Th>
                <Table.Th><VisuallyHidden>{t('rates.actions')}</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {feeSets.map((set) => (
                <Table.Tr key={set.id}>
                  <Table.Td>{set.name}</Table.Td>
                  <Table.Td><Text size="xs">{rulesSummary(set)}</Text></Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" aria-label={t('rates.feeSets.editNamed', { name: set.name })} onClick={() => editor.send({ type: 'feeSet.edit', id: set.id })}>
                        {t('rates.edit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" aria-label={t('rates.deleteNamed', { name: set.name })} onClick={() => editor.send({ type: 'feeSet.delete', id: set.id })}>
                        {t('rates.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button onClick={() => editor.send({ type: 'feeSet.new' })} disabled={busy}>{t('rates.feeSets.new')}</Button>
      </Group>
      <Modal
        opened={state.matches('confirmingDelete') || state.matches('deleting')}
        onClose={() => editor.send({ type: 'feeSet.cancel' })}
        title={t('rates.confirmDelete', { name: deleting?.name ?? '' })}
        centered
        size="sm"
      >
        <Text size="sm" mb="lg">{t('rates.cannotUndo')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => editor.send({ type: 'feeSet.cancel' })} disabled={state.matches('deleting')}>{t('common.cancel')}</Button>
          <Button color="red" loading={state.matches('deleting')} onClick={() => editor.send({ type: 'feeSet.confirmDelete' })}>{t('rates.delete')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
