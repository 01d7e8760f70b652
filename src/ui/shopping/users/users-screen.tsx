// /users (spec 1 §2.3 user create/edit modal, §6 shopping.users): the shop's managers and salesmen with a fuzzy
// search (threshold 0.3), loading, empty and error states, Add user and Edit, each opening the shop's user modal
// (shop-user-modal chart). A save reads the list again. The list's states live in the shop-user-list chart.
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Shop } from '../../../contracts/context.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveShop } from '../../../machines/session/session.selectors';
import { shopUserListMachine } from '../../../machines/shop-user-list/shop-user-list.machine';
import { foundUsers } from '../../../machines/shop-user-list/shop-user-list.selectors';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';
import { ShopUserModal } from './shop-user-modal';

export default function UsersScreen() {
  const { t } = useTranslate();
  const shop = SessionContext.useSelector(selectActiveShop);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.users')}</Title>
        {shop ? <Badge variant="light" size="lg">{shop.name}</Badge> : null}
      </Group>
      {shop ? <ShopUsers key={shop.id} shop={shop} /> : <Text c="dimmed">{t('shopUsers.noShop')}</Text>}
    </Stack>
  );
}

function ShopUsers({ shop }: { shop: Shop }) {
  const { t } = useTranslate();
  const list = useActorRef(shopUserListMachine, { input: { shopId: shop.id } });
  const state = useSelector(list, (s) => s);
  const { users, query, modal, error } = state.context;
  const found = useMemo(() => foundUsers({ users, query }), [users, query]);
  const branchName = (id: number) => shop.branchs.find((b) => b.id === id)?.name ?? `#${id}`;

  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('loadFailed')) return <TableLoadFailed title={t('shopUsers.loadFailed')} message={error} onRetry={() => list.send({ type: 'shopUsers.retry' })} />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('shopUsers.listTitle')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <TextInput aria-label={t('shopUsers.search')} placeholder={t('shopUsers.searchPlaceholder')} value={query} onChange={(e) => list.send({ type: 'shopUsers.search', query: e.currentTarget.value })} style={{ flex: 1 }} />
          <Button onClick={() => list.send({ type: 'shopUsers.add' })}>{t('shopUsers.add')}</Button>
        </Group>
        <Text size="sm" c="dimmed">{t('shopUsers.count', { count: found.length })}</Text>
        {users.length === 0 ? (
          <Text c="dimmed">{t('shopUsers.empty')}</Text>
        ) : found.length === 0 ? (
          <Text c="dimmed">{t('shopUsers.noMatch', { query })}</Text>
        ) : (
          <Table striped highlightOnHover aria-label={t('shopUsers.listTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shopUsers.firstName')}</Table.Th>
                <Table.Th>{t('shopUsers.role')}</Table.Th>
                <Table.Th>{t('shopUsers.username')} / {t('shopUsers.email')}</Table.Th>
                <Table.Th>{t('shopUsers.branchs')}</Table.Th>
                <Table.Th>{t('shopUsers.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{u.first_name} {u.last_name}</Table.Td>
                  <Table.Td>{u.role}</Table.Td>
                  <Table.Td>{u.username ?? u.email}</Table.Td>
                  <Table.Td>{u.branchs.map(branchName).join(', ')}</Table.Td>
                  <Table.Td>
                    <Badge color={u.status === 1 ? 'teal' : 'gray'} variant="light">{t(u.status === 1 ? 'shopUsers.active' : 'shopUsers.inactive')}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" aria-label={`${t('shopUsers.edit')} ${u.first_name} ${u.last_name}`} onClick={() => list.send({ type: 'shopUsers.edit', id: u.id })}>{t('shopUsers.edit')}</Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {modal ? (
        <ShopUserModal
          shopId={shop.id}
          shopPrefix={shop.prefix}
          branches={shop.branchs}
          user={modal.mode === 'edit' ? modal.user : null}
          onSaved={() => list.send({ type: 'shopUsers.saved' })}
          onClose={() => list.send({ type: 'shopUsers.closeModal' })}
        />
      ) : null}
    </Paper>
  );
}
