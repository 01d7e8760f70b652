// The stores list (spec 1 §2.1 /branchs, shown with shopping.branch.add): the shop's stores (a manager's own only,
// as the server answers) with their status, phone verification and credits; a search by name or address; each
// row opens the store's page; Add store opens the new store's form (/branch).
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useActor } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Store } from '../../../contracts/store.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveShop } from '../../../machines/session/session.selectors';
import { storeList } from '../../../machines/store-list/store-list.actor';
import { StoreStatusBadge } from './store-status-badge';

const matches = (store: Store, query: string) => {
  const q = query.trim().toLocaleLowerCase();
  return q === '' || store.name.toLocaleLowerCase().includes(q) || store.address.toLocaleLowerCase().includes(q);
};

function StoreRows({ shopId, onRetry }: { shopId: number; onRetry: () => void }) {
  const { t } = useTranslate();
  const [snapshot] = useActor(storeList, { input: { shopId } });
  const [query, setQuery] = useState('');
  const stores = useMemo(() => (snapshot.status === 'done' ? snapshot.output : []), [snapshot]);
  const shown = stores.filter((s) => matches(s, query));

  if (snapshot.status === 'active') {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (snapshot.status === 'error') {
    return (
      <Alert color="red" role="alert" title={t('stores.loadFailed')}>
        <Text size="sm" mb="sm">{snapshot.error instanceof Error ? snapshot.error.message : null}</Text>
        <Button size="xs" onClick={onRetry}>{t('stores.retry')}</Button>
      </Alert>
    );
  }
  if (stores.length === 0) return <Text c="dimmed">{t('stores.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput label={t('stores.search')} placeholder={t('stores.searchPlaceholder')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} w={320} />
        <Text size="sm" c="dimmed">{t('stores.count', { count: shown.length })}</Text>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('stores.noMatch', { query })}</Text>
      ) : (
        <Table striped highlightOnHover aria-label={t('stores.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stores.column.store')}</Table.Th>
              <Table.Th>{t('stores.column.address')}</Table.Th>
              <Table.Th>{t('stores.column.status')}</Table.Th>
              <Table.Th>{t('stores.column.phone')}</Table.Th>
              <Table.Th>{t('stores.column.credits')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((store) => (
              <Table.Tr key={store.id}>
                <Table.Td>
                  <Link href={`/branch/${store.id}`} aria-label={t('stores.open', { name: store.name })}>
                    {store.name}
                  </Link>
                </Table.Td>
                <Table.Td>{store.address}</Table.Td>
                <Table.Td>
                  <StoreStatusBadge status={store.status} />
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={store.phone_verified ? 'green' : 'yellow'}>
                    {t(store.phone_verified ? 'stores.phoneVerified' : 'stores.phoneUnverified')}
                  </Badge>
                </Table.Td>
                <Table.Td>{store.credits.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export default function StoresScreen() {
  const { t } = useTranslate();
  const shop = SessionContext.useSelector(selectActiveShop);
  const [attempt, setAttempt] = useState(0);
  return (
    <Paper p="md" withBorder>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">{t('stores.title')}</Title>
          <Button component={Link} href="/branch">{t('stores.add')}</Button>
        </Group>
        {shop ? <StoreRows key={`${shop.id}-${attempt}`} shopId={shop.id} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      </Stack>
    </Paper>
  );
}
