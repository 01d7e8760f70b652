// The gate map tile (spec 2 §2: without the gates table): one access at a time, previous and next when the
// lot has several. Gate colours follow the live reports (the chart patches the accesses).
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { PensionDashboardContext } from '../../../machines/pension-dashboard/pension-dashboard.context';
import { AccessMap } from '../../components/access-map';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={direction === 'left' ? 'M15 6l-6 6l6 6' : 'M9 6l6 6l-6 6'} />
    </svg>
  );
}

export function GateMapTile() {
  const { t } = useTranslate();
  const actor = PensionDashboardContext.useActorRef();
  const accesses = PensionDashboardContext.useSelector((s) => s.context.accesses);
  const maps = PensionDashboardContext.useSelector((s) => s.context.maps);
  const loading = PensionDashboardContext.useSelector((s) => s.matches({ accesses: 'loading' }) && s.context.accesses.length === 0);
  const failed = PensionDashboardContext.useSelector((s) => s.matches({ accesses: 'failed' }));
  // Which access the carousel shows is view state only; it stays in range when the list changes.
  const [requested, setIndex] = useState(0);
  const index = Math.min(requested, Math.max(accesses.length - 1, 0));
  const access = accesses[index];
  const go = (to: number) => setIndex((to + accesses.length) % accesses.length);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pension-map-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="pension-map-title">{t('pensionDashboard.map')}</Title>
          {accesses.length > 1 ? (
            <Group gap={4} wrap="nowrap" role="group" aria-roledescription="carousel" aria-label={t('pensionDashboard.accesses')}>
              <ActionIcon variant="default" radius="xl" aria-label={t('pensionDashboard.access.previous')} onClick={() => go(index - 1)}>
                <Chevron direction="left" />
              </ActionIcon>
              <Text size="xs" c="dimmed" aria-live="polite">{t('pensionDashboard.access.position', { n: index + 1, total: accesses.length })}</Text>
              <ActionIcon variant="default" radius="xl" aria-label={t('pensionDashboard.access.next')} onClick={() => go(index + 1)}>
                <Chevron direction="right" />
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
        {loading ? <Skeleton height={160} aria-label={t('common.loading')} /> : null}
        {failed ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t('pensionDashboard.map.failed')}</Text>
            <Button size="xs" variant="default" onClick={() => actor.send({ type: 'pensionDashboard.retry' })}>{t('common.retry')}</Button>
          </Group>
        ) : null}
        {!loading && !failed && accesses.length === 0 ? <Text size="sm" c="dimmed">{t('pensionDashboard.map.none')}</Text> : null}
        {access ? (
          <Stack gap={4}>
            <Text fw={500}>{access.name}</Text>
            <AccessMap name={access.name} svg={maps[access.map]} gates={access.gates} withList={false} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
