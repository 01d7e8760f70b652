// The gate map with the access carousel (spec 2 §2, §4): one access at a time with previous and next, its SVG
// map with the gates coloured by status (online green, offline red, warning yellow), and its gates as a table
// with type, status and barrier. Gate reports from the channel change it in place.
import { ActionIcon, Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslate } from '../../../i18n/use-translate';
import type { parkingDashboardMachine } from '../../../machines/parking-dashboard/parking-dashboard.machine';
import { selectCurrentAccess } from '../../../machines/parking-dashboard/parking-dashboard.selectors';
import { AccessMap } from '../../components/access-map';

const STATUS_COLORS = { online: 'green', offline: 'red', warning: 'yellow' } as const;
const isStatus = (s: string): s is keyof typeof STATUS_COLORS => s in STATUS_COLORS;

export function GatesTile({ dashboard }: { dashboard: ActorRefFrom<typeof parkingDashboardMachine> }) {
  const { t } = useTranslate();
  const state = useSelector(dashboard, (s) => (s.matches({ gates: 'ready' }) ? 'ready' : s.matches({ gates: 'failed' }) ? 'failed' : 'loading'));
  const access = useSelector(dashboard, (s) => selectCurrentAccess(s.context));
  const position = useSelector(dashboard, (s) => ({ n: s.context.accessIndex + 1, total: s.context.accesses.length }), (a, b) => a.n === b.n && a.total === b.total);
  const svg = useSelector(dashboard, (s) => (access ? s.context.maps[access.map] : null));
  const error = useSelector(dashboard, (s) => s.context.accessesError);
  const title = t('dashboard.gates');
  return (
    <Card component="section" aria-label={title} aria-busy={state === 'loading'} withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5">{title}</Title>
        {state === 'ready' && position.total > 1 ? (
          <Group gap={4}>
            <ActionIcon variant="default" size="sm" aria-label={t('dashboard.gates.previous')} onClick={() => dashboard.send({ type: 'dashboard.previousAccess' })}>‹</ActionIcon>
            <Text size="xs" c="dimmed">{t('dashboard.gates.position', position)}</Text>
            <ActionIcon variant="default" size="sm" aria-label={t('dashboard.gates.next')} onClick={() => dashboard.send({ type: 'dashboard.nextAccess' })}>›</ActionIcon>
          </Group>
        ) : null}
      </Group>
      {state === 'loading' ? <Skeleton h={180} /> : null}
      {state === 'failed' ? (
        <Alert color="red" role="alert" title={t('dashboard.gates.loadFailed')}>
          <Text size="sm" mb="sm">{error}</Text>
          <Button size="xs" onClick={() => dashboard.send({ type: 'dashboard.retryAccesses' })}>{t('common.retry')}</Button>
        </Alert>
      ) : null}
      {state === 'ready' && !access ? <Text c="dimmed" size="sm">{t('dashboard.gates.none')}</Text> : null}
      {state === 'ready' && access ? (
        <Stack gap="xs">
          <Text fw={600}>{access.name}</Text>
          <AccessMap name={access.name} svg={svg} gates={access.gates} withList={false} />
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t('dashboard.gates.table', { name: access.name })} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.gate.name')}</Table.Th>
                  <Table.Th>{t('dashboard.gate.type')}</Table.Th>
                  <Table.Th>{t('dashboard.gate.status')}</Table.Th>
                  <Table.Th>{t('dashboard.gate.barrier')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {access.gates.map((g) => (
                  <Table.Tr key={g.id} data-status={g.status}>
                    <Table.Td>{g.name}</Table.Td>
                    <Table.Td>{g.type === 1 ? t('dashboard.gate.entry') : t('dashboard.gate.exit')}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={isStatus(g.status) ? STATUS_COLORS[g.status] : 'gray'}>
                        {t(`dashboard.status.${isStatus(g.status) ? g.status : 'unknown'}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{t(`dashboard.barrier.${g.barrier ?? 'none'}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Card>
  );
}
