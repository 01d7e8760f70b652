// One audit entry's details: who, when, from where and through which route, and each field's value before and
// after (an update's changed fields only).
import { Code, Modal, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '../../../contracts/audit.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { entryChanges } from '../../../domain/audit/entry-changes';
import { useTranslate } from '../../../i18n/use-translate';
import { whoDid } from './audit-words';

export function AuditChangesModal({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslate();
  const changes = entryChanges(entry.before, entry.after);
  return (
    <Modal opened onClose={onClose} size="xl" title={t('audit.detailTitle', { entity: entry.entity, id: entry.entity_id ?? '-' })}>
      <Stack gap="sm">
        <Text size="sm">
          {t(`audit.action.${entry.action}`)} · {formatDateTime(entry.at)} · {whoDid(entry)}
          {entry.ip ? ` · ${entry.ip}` : ''}
        </Text>
        <Code>{`${entry.method} ${entry.route}`}</Code>
        {changes.length === 0 ? (
          <Text c="dimmed">{t('audit.noChanges')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder aria-label={t('audit.changes')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.field')}</Table.Th>
                  <Table.Th>{t('audit.before')}</Table.Th>
                  <Table.Th>{t('audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((c) => (
                  <Table.Tr key={c.field}>
                    <Table.Td><Code>{c.field}</Code></Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{c.before ?? '—'}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{c.after ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
