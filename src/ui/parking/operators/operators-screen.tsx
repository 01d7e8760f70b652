// /operators, titled User Operators (spec 3 §2 "Operators screen", §5, §6, §9): the lot's users and operators
// with a fuzzy search and Add Operator, a chat panel with the one selected (chat-delivery chart) and an
// info/edit panel: three panels from 1440 px, two from 992 px (chat and information as tabs), one under it.
// Unread badges and presence show in the list. Delete asks 'Are you sure to delete {name}?' first. A new active
// lot starts a fresh list and chat.
import { Alert, Badge, Button, Grid, Group, Modal, Paper, Stack, Tabs, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import type { Person } from '../../../contracts/people.struct';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { operatorListMachine } from '../../../machines/operator-list/operator-list.machine';
import { foundPeople, fullName, isOperator, selectedPerson } from '../../../machines/operator-list/operator-list.selectors';
import { SessionContext } from '../../../machines/session/session.context';
import { isOnline, unreadOf, unreadTotal } from '../../../machines/chat-delivery/chat-delivery.selectors';
import { selectActiveLot, selectUserId } from '../../../machines/session/session.selectors';
import { LotRequired } from '../../components/lot-required';
import { showToast } from '../../components/notices';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';
import { ChatPanel } from '../chat/chat-panel';
import { PersonAvatar } from '../chat/person-avatar';
import { useChat } from '../chat/use-chat';
import { UserModal } from './user-modal';

export default function OperatorsScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  const meId = SessionContext.useSelector(selectUserId) ?? 0;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.operators')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? <PeoplePanels key={lot.id} lot={lot} meId={meId} /> : <LotRequired message="people.noLot" />}
    </Stack>
  );
}

const kindOf = (p: Person) => translate(isOperator(p) ? 'people.employee' : 'people.administrator');

function PeoplePanels({ lot, meId }: { lot: Lot; meId: number }) {
  const { t } = useTranslate();
  const chat = useChat(lot.id, meId);
  const chatContext = useSelector(chat, (s) => s.context);
  const chatReady = useSelector(chat, (s) => s.matches('ready'));
  // Mantine's md breakpoint is 62em (992 px); the third panel comes at 1440 px (spec 3 §2).
  const twoPanels = useMediaQuery('(min-width: 62em)');
  const threePanels = useMediaQuery('(min-width: 1440px)');
  const list = useActorRef(
    operatorListMachine.provide({
      actions: { notifyDeleted: (_, { message }) => showToast({ message: message ?? translate('people.deleted'), color: 'teal' }) },
    }),
    { input: { lotId: lot.id } },
  );
  const state = useSelector(list, (s) => s);
  const { people, query, modal, deleting, error, retriable } = state.context;
  const found = useMemo(() => foundPeople({ people, query }), [people, query]);
  const selected = selectedPerson(state.context);
  const [tab, setTab] = useState<string | null>('info');
  const chatShown = threePanels || tab === 'chat';
  // The selected person's conversation is open while the chat panel shows (spec 3 §4: opening marks it read; a
  // message of a conversation not open raises its badge); the reader themself has none.
  const chatKnows = chatContext.users.some((u) => u.id === selected?.id);
  useEffect(() => {
    if (!chatReady) return;
    if (chatShown && selected && selected.id !== meId) chat.send({ type: 'chat.open', userId: selected.id });
    else chat.send({ type: 'chat.close' });
  }, [chat, chatReady, chatShown, chatKnows, selected, meId]);

  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('failed')) {
    return retriable ? (
      <TableLoadFailed title={t('people.loadFailed')} message={error} onRetry={() => list.send({ type: 'operators.retry' })} />
    ) : (
      <Alert color="red" role="alert" title={t('people.loadFailed')}>{error}</Alert>
    );
  }

  const chatUnread = unreadTotal(chatContext);
  const chatPanel: ReactNode =
    selected?.id === meId ? <Text c="dimmed">{t('chat.self')}</Text> : <ChatPanel chat={chat} timeZone={lot.time_zone} height={twoPanels ? 420 : 320} />;
  const info = (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('people.info')}>
      {selected ? <PersonInfo person={selected} onEdit={() => list.send({ type: 'operators.edit', id: selected.id })} onDelete={() => list.send({ type: 'operators.delete', id: selected.id })} deleting={state.matches('deleting')} /> : <Text c="dimmed">{t('people.noSelection')}</Text>}
    </Paper>
  );

  return (
    <>
      <Grid>
        <Grid.Col span={threePanels ? 4 : { base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('people.listTitle')}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <TextInput
                  aria-label={t('people.search')}
                  placeholder={t('people.searchPlaceholder')}
                  value={query}
                  onChange={(e) => list.send({ type: 'operators.search', query: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <Button onClick={() => list.send({ type: 'operators.add' })}>{t('people.add')}</Button>
              </Group>
              {error && !state.matches('confirmingDelete') ? <Alert color="red" role="alert">{error}</Alert> : null}
              <Text size="sm" c="dimmed">{t('people.count', { count: found.length })}</Text>
              {people.length === 0 ? (
                <Text c="dimmed">{t('people.empty')}</Text>
              ) : found.length === 0 ? (
                <Text c="dimmed">{t('people.noMatch', { query })}</Text>
              ) : (
                <Stack gap={4} component="ul" role="list" aria-label={t('people.listTitle')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {found.map((p) => (
                    <li key={p.id}>
                      <UnstyledButton
                        w="100%"
                        p="xs"
                        aria-pressed={p.id === selected?.id}
                        onClick={() => list.send({ type: 'operators.select', id: p.id })}
                        style={{ borderRadius: 8, background: p.id === selected?.id ? 'var(--mantine-color-blue-light)' : undefined }}
                      >
                        <Group wrap="nowrap">
                          <PersonAvatar name={fullName(p)} photo={p.photo.original} online={p.id === meId || isOnline(chatContext, p.id)} onlineLabel={t(p.id === meId || isOnline(chatContext, p.id) ? 'chat.online' : 'chat.offline')} />
                          <div style={{ flex: 1 }}>
                            <Text size="sm" fw={500}>{fullName(p)}</Text>
                            <Text size="xs" c="dimmed">{p.role} · {kindOf(p)}</Text>
                          </div>
                          {unreadOf(chatContext, p.id) > 0 ? (
                            <Badge color="red" circle aria-label={t('chat.unread', { count: unreadOf(chatContext, p.id) })}>{unreadOf(chatContext, p.id)}</Badge>
                          ) : null}
                        </Group>
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        {threePanels ? (
          <>
            <Grid.Col span={5}>
              <Paper withBorder radius="md" p="md" component="section" aria-label={t('chat.title')}>{chatPanel}</Paper>
            </Grid.Col>
            <Grid.Col span={3}>
              {info}
            </Grid.Col>
          </>
        ) : (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="info">{t('people.info')}</Tabs.Tab>
                <Tabs.Tab value="chat" rightSection={chatUnread > 0 ? <Badge color="red" size="xs" circle>{chatUnread}</Badge> : null}>{t('chat.title')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="chat">
                <Paper withBorder radius="md" p="md" component="section" aria-label={t('chat.title')}>{chatPanel}</Paper>
              </Tabs.Panel>
              <Tabs.Panel value="info">{info}</Tabs.Panel>
            </Tabs>
          </Grid.Col>
        )}
      </Grid>
      {state.matches('modalOpen') && modal ? (
        <UserModal
          lotId={lot.id}
          lotPrefix={lot.prefix}
          person={modal.mode === 'edit' ? modal.person : null}
          onSaved={(id) => {
            list.send({ type: 'operators.saved', id });
            // Someone new, or a new name: the chat's people are read again.
            chat.send({ type: 'chat.refresh' });
          }}
          onClose={() => list.send({ type: 'operators.closeModal' })}
        />
      ) : null}
      <Modal opened={state.matches('confirmingDelete')} onClose={() => list.send({ type: 'operators.cancelDelete' })} title={t('people.confirm.title', { name: deleting ? fullName(deleting) : '' })} centered size="sm">
        <Text size="sm" mb="md">{t('people.confirm.text')}</Text>
        {error ? <Alert color="red" role="alert" mb="md">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => list.send({ type: 'operators.cancelDelete' })}>{t('people.cancel')}</Button>
          <Button color="red" onClick={() => list.send({ type: 'operators.confirmDelete' })}>{t(error ? 'people.retry' : 'people.delete')}</Button>
        </Group>
      </Modal>
    </>
  );
}

function PersonInfo({ person, onEdit, onDelete, deleting }: { person: Person; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslate();
  const rows: [string, string | null][] = [
    [t('people.role'), person.role],
    [t('people.type'), kindOf(person)],
    [t('people.username'), person.username],
    [t('people.email'), person.email],
    [t('people.phone'), person.phone],
    [t('people.status'), t(person.status === 1 ? 'people.active' : 'people.inactive')],
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group>
          <PersonAvatar size="lg" name={fullName(person)} photo={person.photo.original} />
          <Title order={2} size="h4">{fullName(person)}</Title>
        </Group>
        <Group gap="xs">
          <Button variant="light" onClick={onEdit}>{t('people.edit')}</Button>
          <Button variant="light" color="red" loading={deleting} onClick={onDelete}>{t('people.delete')}</Button>
        </Group>
      </Group>
      <Stack gap={4} component="dl" m={0}>
        {rows.filter(([, value]) => value).map(([label, value]) => (
          <Group key={label} gap="xs">
            <Text component="dt" size="sm" c="dimmed">{label}:</Text>
            <Text component="dd" size="sm" m={0}>{value}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
