// The events list (spec 2 §2, §3, §4, §9): name, plate, type, job, date (in the lot's time zone), gate and
// picture, newest first; a fuzzy search over the loaded events; the infinite scroll asks for the page before
// the last event when the list's end comes into view ('Load more' does the same from the keyboard).
import { ActionIcon, Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { PensionDashboardContext } from '../../../machines/pension-dashboard/pension-dashboard.context';
import { selectHasMore, selectShownEvents } from '../../../machines/pension-dashboard/pension-dashboard.selectors';

function PictureIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <rect x={3} y={5} width={18} height={14} rx={2} />
      <circle cx={9} cy={10} r={2} />
      <path d="M21 16l-5-5l-8 8" />
    </svg>
  );
}

/** Sends `onVisible` when the element scrolls into view, and again after each page (the list grew under it). */
function useEndSentinel(onVisible: () => void, deps: readonly unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-observing after each page is the point
  }, deps);
  return ref;
}

export function EventsList({ timeZone }: { timeZone: string }) {
  const { t } = useTranslate();
  const actor = PensionDashboardContext.useActorRef();
  const shown = PensionDashboardContext.useSelector(selectShownEvents);
  const loadedCount = PensionDashboardContext.useSelector((s) => s.context.events.length);
  const search = PensionDashboardContext.useSelector((s) => s.context.search);
  const error = PensionDashboardContext.useSelector((s) => s.context.error);
  const hasMore = PensionDashboardContext.useSelector(selectHasMore);
  const loading = PensionDashboardContext.useSelector((s) => s.matches({ events: 'loading' }));
  const failed = PensionDashboardContext.useSelector((s) => s.matches({ events: 'failed' }));
  const loadingMore = PensionDashboardContext.useSelector((s) => s.matches({ events: 'loadingMore' }));
  const moreFailed = PensionDashboardContext.useSelector((s) => s.matches({ events: 'moreFailed' }));
  const more = () => actor.send({ type: 'pensionDashboard.more' });
  const sentinel = useEndSentinel(more, [loadedCount, hasMore]);
  const listed = !loading && !failed;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pension-events-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id="pension-events-title">{t('pensionDashboard.events')}</Title>
          <TextInput
            label={t('pensionDashboard.search')}
            description={t('pensionDashboard.searchHint')}
            value={search}
            onChange={(e) => actor.send({ type: 'pensionDashboard.search', text: e.currentTarget.value })}
            w={260}
          />
        </Group>
        {failed ? (
          <Alert color="red" role="alert" title={t('pensionDashboard.loadFailed')}>
            <Text size="sm" mb="sm">{error}</Text>
            <Button size="xs" onClick={() => actor.send({ type: 'pensionDashboard.retry' })}>{t('common.retry')}</Button>
          </Alert>
        ) : null}
        {loading ? (
          <Group justify="center" p="md">
            <Loader aria-label={t('common.loading')} size="sm" />
          </Group>
        ) : null}
        {listed && loadedCount === 0 ? <Text c="dimmed" size="sm">{t('pensionDashboard.empty')}</Text> : null}
        {listed && loadedCount > 0 && shown.length === 0 ? <Text c="dimmed" size="sm">{t('pensionDashboard.noMatch')}</Text> : null}
        {listed && shown.length > 0 ? (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover aria-label={t('pensionDashboard.events')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pensionDashboard.column.name')}</Table.Th>
                  <Table.Th>{t('pensionDashboard.column.plate')}</Table.Th>
                  <Table.Th>{t('pensionDashboard.column.type')}</Table.Th>
                  <Table.Th>{t('pensionDashboard.column.job')}</Table.Th>
                  <Table.Th>{t('pensionDashboard.column.date')}</Table.Th>
                  <Table.Th>{t('pensionDashboard.column.gate')}</Table.Th>
                  <Table.Th>{t('pensionDashboard.column.image')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.name}</Table.Td>
                    <Table.Td>{e.plate}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={e.type === 'in' ? 'green' : 'gray'}>{t(`pensionDashboard.type.${e.type}`)}</Badge>
                    </Table.Td>
                    <Table.Td>{e.job}</Table.Td>
                    <Table.Td>{formatDateTime(e.date, timeZone)}</Table.Td>
                    <Table.Td>{e.gate}</Table.Td>
                    <Table.Td>
                      {e.image === null ? (
                        <Text size="xs" c="dimmed">{t('pensionDashboard.image.notAvailable')}</Text>
                      ) : (
                        <ActionIcon variant="light" aria-label={t('pensionDashboard.image.view', { name: e.name, plate: e.plate })} onClick={() => actor.send({ type: 'pensionDashboard.openImage', id: e.id })}>
                          <PictureIcon />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {moreFailed ? (
          <Alert color="red" role="alert" title={t('pensionDashboard.moreFailed')}>
            <Text size="sm">{error}</Text>
          </Alert>
        ) : null}
        {listed && hasMore ? (
          <Group justify="center" ref={sentinel}>
            <Button variant="default" size="xs" onClick={more} loading={loadingMore} disabled={loadingMore}>
              {moreFailed ? t('common.retry') : t('pensionDashboard.loadMore')}
            </Button>
          </Group>
        ) : null}
        {loadingMore ? <Text size="xs" c="dimmed" ta="center" role="status">{t('pensionDashboard.loadingMore')}</Text> : null}
        {listed && !hasMore && loadedCount > 0 ? <Text size="xs" c="dimmed" ta="center">{t('pensionDashboard.end')}</Text> : null}
      </Stack>
    </Paper>
  );
}
