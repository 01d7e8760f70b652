// A conversation (spec 3 §2 "chat panel", §4): the other person with their presence, their messages (older
// ones on "Show older messages" or by scrolling to the top), and the message box. The chat actor is the
// screen's (the operators screen's list and this panel share it; the operator's drawer has its own).
import { Alert, Button, Center, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { isOnline, openPerson, shownConversation } from '../../../machines/chat-delivery/chat-delivery.selectors';
import type { ChatRef } from './use-chat';
import { ChatBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import { PersonAvatar } from './person-avatar';

/** `withPresence` false: the other person has no presence to show (a shopping customer). */
type ChatPanelProps = { chat: ChatRef; timeZone: string; height?: number | string; withPresence?: boolean };

export function ChatPanel({ chat, timeZone, height = 420, withPresence = true }: ChatPanelProps) {
  const { t } = useTranslate();
  const state = useSelector(chat, (s) => s);
  if (state.matches('loading')) {
    return (
      <Center h={120} aria-busy="true">
        <Group gap="xs"><Loader size="sm" /><Text size="sm">{t('chat.loading')}</Text></Group>
      </Center>
    );
  }
  if (state.matches('failed')) {
    return (
      <Alert color="red" role="alert" title={t('chat.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{state.context.error}</Text>
          {state.context.retriable ? <Button size="xs" onClick={() => chat.send({ type: 'chat.retry' })}>{t('chat.retry')}</Button> : null}
        </Stack>
      </Alert>
    );
  }
  const person = openPerson(state.context);
  if (!person) return <Text c="dimmed">{t(state.context.users.length === 0 ? 'chat.noPeople' : 'chat.pick')}</Text>;
  const name = `${person.first_name} ${person.last_name}`;
  const online = isOnline(state.context, person.id);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <PersonAvatar name={name} photo={person.photo.original} online={withPresence ? online : undefined} onlineLabel={t(online ? 'chat.online' : 'chat.offline')} />
        <div>
          <Title order={3} size="h5">{name}</Title>
          {withPresence ? <Text size="xs" c={online ? 'teal' : 'dimmed'}>{t(online ? 'chat.online' : 'chat.offline')}</Text> : null}
        </div>
      </Group>
      <Conversation chat={chat} userId={person.id} name={name} timeZone={timeZone} height={height} />
      {state.context.error ? <Text size="sm" c="red" role="alert">{state.context.error}</Text> : null}
      <ChatComposer busy={state.matches({ ready: { delivery: 'sending' } })} onSend={(m) => chat.send({ type: 'chat.send', ...m })} />
    </Stack>
  );
}

function Conversation({ chat, userId, name, timeZone, height }: { chat: ChatRef; userId: number; name: string; timeZone: string; height: number | string }) {
  const { t } = useTranslate();
  const state = useSelector(chat, (s) => s);
  const messages = shownConversation(state.context, userId);
  const more = state.context.more[userId] === true;
  const loadingOlder = state.matches({ ready: { history: 'loadingOlder' } });
  const idle = state.matches({ ready: { delivery: 'idle' } });
  const viewport = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.key;
  // A new last message (sent or heard) brings the conversation to its end; an older page put in front does not.
  useEffect(() => {
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [last, userId]);
  return (
    <ScrollArea
      h={height}
      viewportRef={viewport}
      onScrollPositionChange={({ y }) => {
        if (y < 24 && more && !loadingOlder) chat.send({ type: 'chat.older' });
      }}
    >
      {more ? (
        <Center mb="xs">
          <Button size="compact-xs" variant="subtle" loading={loadingOlder} onClick={() => chat.send({ type: 'chat.older' })}>{t('chat.older')}</Button>
        </Center>
      ) : null}
      {messages.length === 0 ? <Text c="dimmed" size="sm">{t('chat.empty')}</Text> : null}
      <Stack gap={6} component="ol" aria-label={t('chat.messages', { name })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {messages.map((m) => (
          <ChatBubble
            key={m.key}
            message={m}
            timeZone={timeZone}
            canResend={idle}
            onResend={() => chat.send({ type: 'chat.resend', clientId: m.client_id ?? '' })}
            onDiscard={() => chat.send({ type: 'chat.discard', clientId: m.client_id ?? '' })}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
