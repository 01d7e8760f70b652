// The news manager of one lot (spec 3 §2 News manager; issue 16 item 4), driven by the news-manager chart: the
// edit form on one side; on the other the slider preview and the strip that reorders by dragging. Add starts a
// new item; a thumbnail edits its item; Delete asks first. Toasts say what was saved, deleted or reordered; a
// failure says what failed, and a reorder that failed says the earlier order is back.
import { Alert, Button, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { newsManagerMachine, type NewsFailure } from '../../../machines/news-manager/news-manager.machine';
import { showToast } from '../../components/notices';
import { TableLoadFailed, TableLoading } from '../../components/table-frame';
import { NewsEditor } from './news-editor';
import { NewsSlider } from './news-slider';
import { NewsStrip } from './news-strip';

const FAILED: Record<NewsFailure['during'], MessageKey> = {
  load: 'news.loadFailed',
  save: 'news.saveFailed',
  delete: 'news.deleteFailed',
  order: 'news.orderFailed',
};

export function NewsManager({ lotId, today }: { lotId: number; today: string }) {
  const { t } = useTranslate();
  const manager = useActorRef(newsManagerMachine.provide({ actions: { notify: (_, { message }) => showToast({ message, color: 'teal' }) } }), {
    input: { lotId, today },
  });
  const state = useSelector(manager, (s) => s);
  const { items, selectedId, values, image, problems, fieldErrors, failure } = state.context;
  const send = manager.send;

  if (state.matches('loading')) return <TableLoading />;
  if (state.matches('failed')) {
    return failure?.retriable ? (
      <TableLoadFailed title={t('news.loadFailed')} message={failure.message} onRetry={() => send({ type: 'news.retry' })} />
    ) : (
      <Alert color="red" role="alert" title={t('news.loadFailed')}>{failure?.message}</Alert>
    );
  }

  const busy = !state.matches('editing') && !state.matches('confirmingDelete');
  const item = items.find((it) => it.id === selectedId) ?? null;
  return (
    <>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('news.form')}>
            <Stack gap="sm">
              {failure ? (
                <Alert color="red" role="alert" title={t(FAILED[failure.during])}>{failure.message}</Alert>
              ) : null}
              <NewsEditor
                item={item}
                values={values}
                image={image}
                problems={problems}
                fieldErrors={fieldErrors}
                saving={state.matches('saving')}
                busy={busy}
                onSave={(v, picture) => send({ type: 'news.save', values: v, image: picture })}
                onDelete={() => send({ type: 'news.delete' })}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Paper withBorder radius="md" p="md" component="section" aria-label={t('news.preview')}>
              <Stack gap="sm">
                <Title order={2} size="h4">{t('news.preview')}</Title>
                <NewsSlider items={items} />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-label={t('news.order')}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">{t('news.order')}</Title>
                  <Button size="compact-sm" disabled={busy} onClick={() => send({ type: 'news.add' })}>{t('news.add')}</Button>
                </Group>
                <Text size="xs" c="dimmed">{t('news.orderHint')}</Text>
                <NewsStrip
                  items={items}
                  selectedId={selectedId}
                  disabled={busy}
                  onSelect={(id) => send({ type: 'news.select', id })}
                  onReorder={(ids) => send({ type: 'news.reorder', ids })}
                />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal opened={state.matches('confirmingDelete')} onClose={() => send({ type: 'news.cancelDelete' })} title={t('news.confirm.title', { name: item?.name ?? '' })} centered size="sm">
        <Text size="sm" mb="md">{t('news.confirm.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'news.cancelDelete' })}>{t('news.cancel')}</Button>
          <Button color="red" onClick={() => send({ type: 'news.confirmDelete' })}>{t('news.delete')}</Button>
        </Group>
      </Modal>
    </>
  );
}
