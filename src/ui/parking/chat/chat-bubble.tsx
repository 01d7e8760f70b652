// One message of a conversation: the reader's on the right, the other person's on the left; a picture or text;
// the time in the lot's time zone; the reader's delivered mark, or "Not delivered" with Send again and Discard
// while the server has not confirmed it (spec 3 §4).
import { Button, Group, Image, Paper, Text } from '@mantine/core';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import type { ShownMessage } from '../../../machines/chat-delivery/chat-delivery.selectors';
import { StoredImage } from '../../components/stored-image';

type ChatBubbleProps = { message: ShownMessage; timeZone: string; canResend: boolean; onResend: () => void; onDiscard: () => void };

export function ChatBubble({ message, timeZone, canResend, onResend, onDiscard }: ChatBubbleProps) {
  const { t } = useTranslate();
  const mine = message.me;
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} component="li" aria-label={mine ? t('chat.you') : undefined}>
      <Paper
        p="xs"
        radius="md"
        maw="80%"
        bg={mine ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'}
        data-delivery={mine ? (message.waiting ? 'failed' : 'delivered') : undefined}
      >
        {message.image ? (
          <StoredImage
            key={message.image.original}
            address={message.image.original}
            alt={t('chat.image')}
            fallback={<Text size="sm" c="dimmed">{t('chat.image')}</Text>}
            render={(url, alt) => <Image src={url} alt={alt} maw={250} radius="sm" />}
          />
        ) : message.is_image ? (
          <Text size="sm" c="dimmed">{t('chat.image')}</Text>
        ) : null}
        {message.message ? <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text> : null}
        <Group gap={6} justify="flex-end" mt={2}>
          {message.time ? <Text size="xs" c="dimmed">{formatDateTime(message.time, timeZone)}</Text> : null}
          {mine && !message.waiting ? <Text size="xs" c="teal">✓ {t('chat.delivered')}</Text> : null}
          {message.waiting ? <Text size="xs" c="red">{message.sending ? t('chat.sending') : `⚠ ${t('chat.failed')}`}</Text> : null}
        </Group>
        {message.waiting && !message.sending ? (
          <Group gap={4} justify="flex-end" mt={4}>
            <Button size="compact-xs" variant="light" disabled={!canResend} onClick={onResend}>{t('chat.resend')}</Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>{t('chat.discard')}</Button>
          </Group>
        ) : null}
      </Paper>
    </Group>
  );
}
