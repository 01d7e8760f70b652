// The slider preview (spec 3 §2 News manager): the lot's items one at a time as a customer-facing app shows
// them, in the lot's order: the picture, the headline, the text and the days (the end only when the item says
// so). Previous and next go round; a dot a slide. Which slide shows is the view's own; it starts again at the
// first when the order changes.
import { ActionIcon, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { NEWS_IMAGE, type NewsItem } from '../../../contracts/news.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { NewsPicture } from './news-picture';

/** A slide is as wide as the picture a customer sees (380 px), with its padding and border. */
const SLIDE_WIDTH = NEWS_IMAGE.width + 2 * 12 + 2;

/** yyyy-MM-dd as the console shows a day (dd/MM/yyyy, spec 1 §9). */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

export function NewsSlider({ items }: { items: NewsItem[] }) {
  const { t } = useTranslate();
  const order = items.map((item) => item.id).join(',');
  const [shown, setShown] = useState({ order, index: 0 });
  const index = shown.order === order ? Math.min(shown.index, items.length - 1) : 0;
  const go = (to: number) => setShown({ order, index: (to + items.length) % items.length });
  if (items.length === 0) return <Text c="dimmed" size="sm">{t('news.previewEmpty')}</Text>;
  const item = items[index];
  return (
    <Stack gap="xs" role="group" aria-roledescription={t('news.carousel')} aria-label={t('news.preview')}>
      <Paper withBorder radius="md" p="sm" maw={SLIDE_WIDTH} w="100%" mx="auto" role="group" aria-roledescription={t('news.slide')} aria-label={t('news.slideOf', { n: index + 1, total: items.length })}>
        <Stack gap={6}>
          <NewsPicture address={item.image.thumb_m} alt={item.name} width={NEWS_IMAGE.width} />
          <Title order={3} size="h5">{item.name}</Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>
          <Text size="xs" c="dimmed">
            {item.show_end_date ? t('news.runs', { start: shownDay(item.start_date), end: shownDay(item.end_date) }) : t('news.from', { start: shownDay(item.start_date) })}
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon variant="light" aria-label={t('news.previous')} disabled={items.length < 2} onClick={() => go(index - 1)}>
          ‹
        </ActionIcon>
        <Group gap={6} justify="center">
          {items.map((it, i) => (
            <UnstyledButton
              key={it.id}
              aria-label={t('news.goTo', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              style={{ width: 10, height: 10, borderRadius: 5, background: i === index ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)' }}
            />
          ))}
        </Group>
        <ActionIcon variant="light" aria-label={t('news.next')} disabled={items.length < 2} onClick={() => go(index + 1)}>
          ›
        </ActionIcon>
      </Group>
    </Stack>
  );
}
