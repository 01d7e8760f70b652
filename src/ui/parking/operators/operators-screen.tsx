// /operators, titled User Operators (spec 3 §2 "Operators screen", §5, §6, §9): the lot's users and operators
// with a fuzzy search and Add Operator, and an info/edit panel for the one selected; two panels from 992 px,
// one under it (the chat panel is a later piece). Delete asks 'Are you sure to delete {name}?' first. A new
// active lot starts a fresh list.
import { Alert, Avatar, Badge, Button, Grid, Group, Modal, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import type { Person } from '../../../contracts/people.struct';
import { t as translate } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { operatorListMachine } from '../../../machines/operator-list/operator-list.machine';
import { foundPeople, fullName, isOperator, selectedPerson } from '../../../machines/operator-list/operator-list.selectors';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveLot } from '../../../machines/session/session.selectors';
import { LotRequired } from '../../components/lot-required';
import { showToast } from '../../components/notices';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';
import { UserModal } from './user-modal';

export default function OperatorsScreen() {
  const { t } = useTranslate();
  const lot = SessionContext.useSelector(selectActiveLot);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.operators')}</Title>
        {lot ? <Badge variant="light" size="lg">{lot.name}</Badge> : null}
      </Group>
      {lot ? <PeoplePanels key={lot.id} lot={lot} /> : <LotRequired message="people.noLot" />}
    </Stack>
  );
}

const kindOf = (p: Person) => translate(isOperator(p) ? 'people.employee' : 'people.administrator');

function PeoplePanels({ lot }: { lot: Lot }) {
  const { t } = useTranslate();
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

  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('failed')) {
    return retriable ? (
      <TableLoadFailed title={t('people.loadFailed')} message={error} onRetry={() => list.send({ type: 'operators.retry' })} />
    ) : (
      <Alert color="red" role="alert" title={t('people.loadFailed')}>{error}</Alert>
    );
  }

  return (
    <>
      {/* Mantine's md breakpoint is 62em (992 px): two panels from there, one under it. */}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
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
                          <Avatar radius="xl" name={fullName(p)} color="initials" />
                          <div>
                            <Text size="sm" fw={500}>{fullName(p)}</Text>
                            <Text size="xs" c="dimmed">{p.role} · {kindOf(p)}</Text>
                          </div>
                        </Group>
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('people.info')}>
            {selected ? <PersonInfo person={selected} onEdit={() => list.send({ type: 'operators.edit', id: selected.id })} onDelete={() => list.send({ type: 'operators.delete', id: selected.id })} deleting={state.matches('deleting')} /> : <Text c="dimmed">{t('people.noSelection')}</Text>}
          </Paper>
        </Grid.Col>
      </Grid>
      {state.matches('modalOpen') && modal ? (
        <UserModal
          lotId={lot.id}
          lotPrefix={lot.prefix}
          person={modal.mode === 'edit' ? modal.person : null}
          onSaved={(id) => list.send({ type: 'operators.saved', id })}
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
          <Avatar radius="xl" size="lg" name={fullName(person)} color="initials" />
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
