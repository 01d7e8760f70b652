// The requests of one module, newest first as the server lists them: the customer, the text, the category, the
// reply countdown while open, the unread messages; one is selected to see its detail. Empty: the module's words.
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StoreRequest, WorkspaceView } from '../../../contracts/shopping.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { ReplyCountdown } from './reply-countdown';

type RequestListProps = { view: WorkspaceView; requests: readonly StoreRequest[]; selectedId: number | null; onSelect: (id: number) => void };

export function RequestList({ view, requests, selectedId, onSelect }: RequestListProps) {
  const { t } = useTranslate();
  if (requests.length === 0) return <Text c="dimmed">{t(`toGo.empty.${view}`)}</Text>;
  return (
    <Stack gap="xs" component="ul" aria-label={t(`toGo.view.${view}`)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {requests.map((r) => (
        <li key={r.id}>
          <UnstyledButton w="100%" aria-pressed={r.id === selectedId} aria-label={t('toGo.requestOf', { name: r.customer_name, text: r.text })} onClick={() => onSelect(r.id)}>
            <Paper withBorder p="sm" bg={r.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={500}>{r.customer_name}</Text>
                {r.unread > 0 ? <Badge color="red" aria-label={t('toGo.unread', { count: r.unread })}>{r.unread}</Badge> : null}
              </Group>
              <Text size="sm" lineClamp={2}>{r.text}</Text>
              <Group justify="space-between">
                <Text size="xs" c="dimmed">{r.category}</Text>
                {r.status === 'open' ? <ReplyCountdown expiresAt={r.expires_at} size="xs" /> : null}
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
