// The message box under a conversation: text (Enter sends, Shift+Enter adds a line), a picture to send
// (PNG, JPEG or WebP; the server checks the bytes), and Send, disabled while a message is with the server
// (spec 3 §4: enabled again after a failure). The client key of each message is made here, once.
import { ActionIcon, Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CHAT_RULES } from '../../../contracts/chat.struct';
import { useTranslate } from '../../../i18n/use-translate';

type ChatComposerProps = { busy: boolean; onSend: (message: { text: string; image: File | null; clientId: string }) => void };

export function ChatComposer({ busy, onSend }: ChatComposerProps) {
  const { t } = useTranslate();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const tooLong = text.trim().length > CHAT_RULES.messageMax;
  const ready = !busy && !tooLong && (image !== null || text.trim() !== '');
  const send = () => {
    if (!ready) return;
    onSend({ text, image, clientId: crypto.randomUUID() });
    setText('');
    setImage(null);
  };
  return (
    <Stack gap={4}>
      {image ? (
        <Group gap={4}>
          <Text size="xs">{t('chat.imageChosen', { name: image.name })}</Text>
          <CloseButton size="sm" aria-label={t('chat.imageRemove')} onClick={() => setImage(null)} />
        </Group>
      ) : null}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton onChange={setImage} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <ActionIcon {...props} variant="light" size="lg" aria-label={t('chat.attach')} title={t('chat.attach')}>
              📷
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label={t('chat.message')}
          placeholder={t('chat.placeholder')}
          rows={2}
          value={text}
          error={tooLong ? t('chat.tooLong', { max: CHAT_RULES.messageMax }) : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              send();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button onClick={send} disabled={!ready} loading={busy}>{t('chat.send')}</Button>
      </Group>
    </Stack>
  );
}
