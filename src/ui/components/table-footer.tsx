// The footer below every table (spec 2 §9, spec 3 §2): what the page shows ('Showing {from} to {to} of
// {total} entries', in the table's words) and up to five numbered page buttons around the current page,
// between previous and next. The numbers come from the chart's selectors (domain/tables/paging).
import { Button, Group, Text } from '@mantine/core';
import type { PageView } from '../../domain/tables/paging';
import { formatNumber } from '../../domain/formats/edge-formats';
import { useTranslate } from '../../i18n/use-translate';

type Props = {
  view: PageView;
  /** The table's sentence for the rows shown, e.g. (range) => t('pensions.showing', range); `count` is the total. */
  summary: (range: { from: string; to: string; count: number }) => string;
  onPage: (page: number) => void;
  /** While a page is on its way (server-paged tables). */
  disabled?: boolean;
};

export function TableFooter({ view, summary, onPage, disabled = false }: Props) {
  const { t } = useTranslate();
  const { page, pages, buttons, from, to, total } = view;
  return (
    <Group justify="space-between">
      <Text size="xs" c="dimmed">{summary({ from: formatNumber(from), to: formatNumber(to), count: total })}</Text>
      <Group gap={4} component="nav" aria-label={t('common.pages')}>
        <Button size="xs" variant="default" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)} aria-label={t('common.previousPage')}>‹</Button>
        {buttons.map((n) => (
          <Button
            key={n}
            size="xs"
            variant={n === page ? 'filled' : 'default'}
            disabled={disabled}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('common.pageN', { n })}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button size="xs" variant="default" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)} aria-label={t('common.nextPage')}>›</Button>
      </Group>
    </Group>
  );
}
