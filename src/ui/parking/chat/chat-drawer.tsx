// The chat beside the operator's search screen (issue 15): a Chat button with the unread count, opening a
// drawer with the lot's people (presence and badges) and the conversation with the one chosen. The chat actor
// lives with the screen, so badges and the chime come while the drawer is closed; a conversation is open only
// while the drawer shows it.
import { Badge, Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { isOnline, openPerson, unreadOf, unreadTotal } from '../../../machines/chat-delivery/chat-delivery.selectors';
import { ChatPanel } from './chat-panel';
import { PersonAvatar } from './person-avatar';
import { useChat, type ChatRef } from './use-chat';

export function ChatDrawer({ lot, meId }: { lot: Lot; meId: number }) {
  const { t } = useTranslate();
  const chat = useChat(lot.id, meId);
  const unread = useSelector(chat, (s) => unreadTotal(s.context));
  const [opened, setOpened] = useState(false);
  const close = () => {
    setOpened(false);
    chat.send({ type: 'chat.close' });
  };
  return (
    <>
      <Button
        variant="light"
        onClick={() => setOpened(true)}
        rightSection={unread > 0 ? <Badge color="red" size="sm" circle aria-label={t('chat.unread', { count: unread })}>{unread}</Badge> : null}
      >
        {t('chat.drawer')}
      </Button>
      <Drawer opened={opened} onClose={close} position="right" size="lg" title={t('chat.drawerTitle')} closeButtonProps={{ 'aria-label': t('chat.close') }}>
        <Stack gap="md">
          <ChatPeople chat={chat} />
          <ChatPanel chat={chat} timeZone={lot.time_zone} height={360} />
        </Stack>
      </Drawer>
    </>
  );
}

function ChatPeople({ chat }: { chat: ChatRef }) {
  const { t } = useTranslate();
  const context = useSelector(chat, (s) => s.context);
  const open = openPerson(context);
  if (context.users.length === 0) return null;
  return (
    <Group gap="xs" component="ul" aria-label={t('chat.people')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {context.users.map((u) => {
        const name = `${u.first_name} ${u.last_name}`;
        const count = unreadOf(context, u.id);
        return (
          <li key={u.id}>
            <UnstyledButton
              p={6}
              aria-pressed={u.id === open?.id}
              onClick={() => chat.send({ type: 'chat.open', userId: u.id })}
              style={{ borderRadius: 8, background: u.id === open?.id ? 'var(--mantine-color-blue-light)' : undefined }}
            >
              <Group gap={6} wrap="nowrap">
                <PersonAvatar size="sm" name={name} photo={u.photo.original} online={isOnline(context, u.id)} onlineLabel={t(isOnline(context, u.id) ? 'chat.online' : 'chat.offline')} />
                <Text size="sm">{name}</Text>
                {count > 0 ? <Badge color="red" size="sm" circle aria-label={t('chat.unread', { count })}>{count}</Badge> : null}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Group>
  );
}
