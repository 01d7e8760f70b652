// The lot carousel (spec 2 "Lot selection"): built from Mantine primitives, with previous/next arrows, the
// left and right arrow keys and a dot per page. Lots out of view are inert, so Tab and screen readers only
// reach the ones shown.
import { ActionIcon, Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { useState, type KeyboardEvent } from 'react';
import type { Lot } from '../../../contracts/context.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { firstShown, lotsLayout } from './lots-layout';

type Props = { lots: Lot[]; activeLotId: number | null; onEnter: (lotId: number) => void };

const WIDE_QUERY = '(min-width: 62em)';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={direction === 'left' ? 'M15 6l-6 6l6 6' : 'M9 6l6 6l-6 6'} />
    </svg>
  );
}

function LotCard({ lot, active, onEnter }: { lot: Lot; active: boolean; onEnter: (lotId: number) => void }) {
  const { t } = useTranslate();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={lot.name} h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">{lot.name}</Title>
            {active ? <Badge variant="light">{t('lots.active')}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">{lot.plaza_name}</Text>
        </Stack>
        <Button mt="sm" onClick={() => onEnter(lot.id)}>{t('lots.enter')}</Button>
      </Stack>
    </Card>
  );
}

export function LotsCarousel({ lots, activeLotId, onEnter }: Props) {
  const { t } = useTranslate();
  const wide = useMediaQuery(WIDE_QUERY, true) ?? true;
  const reduceMotion = useReducedMotion();
  const layout = lotsLayout(lots.length, wide);
  const [requestedPage, setPage] = useState(0);
  const page = Math.min(requestedPage, layout.pages - 1);
  const start = firstShown(page, layout, lots.length);

  if (!layout.paged) {
    return (
      <SimpleGrid cols={layout.columns} spacing="md" aria-label={t('lots.carousel.label')} role="list">
        {lots.map((lot) => (
          <div role="listitem" key={lot.id}>
            <LotCard lot={lot} active={lot.id === activeLotId} onEnter={onEnter} />
          </div>
        ))}
      </SimpleGrid>
    );
  }

  const go = (to: number) => setPage(Math.min(Math.max(to, 0), layout.pages - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(page - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(page + 1);
    }
  };

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={t('lots.carousel.label')} tabIndex={0} onKeyDown={onKeyDown} style={{ outlineOffset: 4 }}>
      <Group wrap="nowrap" gap="xs" align="stretch">
        <ActionIcon variant="default" size="lg" radius="xl" style={{ alignSelf: 'center' }} aria-label={t('lots.carousel.previous')} disabled={page === 0} onClick={() => go(page - 1)}>
          <Chevron direction="left" />
        </ActionIcon>
        <Box style={{ overflow: 'hidden', flex: 1 }}>
          <Box
            aria-live="polite"
            style={{
              display: 'flex',
              transform: `translateX(-${(start * 100) / layout.perView}%)`,
              transition: reduceMotion ? undefined : 'transform 300ms ease',
            }}
          >
            {lots.map((lot, index) => {
              const shown = index >= start && index < start + layout.perView;
              return (
                <Box
                  key={lot.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('lots.carousel.slide', { n: index + 1, total: lots.length })}
                  aria-hidden={!shown}
                  inert={!shown}
                  px={6}
                  style={{ flex: `0 0 ${100 / layout.perView}%`, minWidth: 0 }}
                >
                  <LotCard lot={lot} active={lot.id === activeLotId} onEnter={onEnter} />
                </Box>
              );
            })}
          </Box>
        </Box>
        <ActionIcon variant="default" size="lg" radius="xl" style={{ alignSelf: 'center' }} aria-label={t('lots.carousel.next')} disabled={page >= layout.pages - 1} onClick={() => go(page + 1)}>
          <Chevron direction="right" />
        </ActionIcon>
      </Group>
      <Group justify="center" gap={8} mt="md" role="group" aria-label={t('lots.carousel.pages')}>
        {Array.from({ length: layout.pages }, (_, i) => (
          <UnstyledButton
            key={i}
            aria-label={t('lots.carousel.goTo', { n: i + 1, total: layout.pages })}
            aria-current={i === page ? 'true' : undefined}
            onClick={() => go(i)}
            w={i === page ? 22 : 10}
            h={10}
            bg={i === page ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}
            style={{ borderRadius: 999, transition: reduceMotion ? undefined : 'width 200ms ease' }}
          />
        ))}
      </Group>
    </Box>
  );
}
