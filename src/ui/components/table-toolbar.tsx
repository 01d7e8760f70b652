// The toolbar above every table (spec 2 "Special rates screen", spec 3 §2): the per-page selector (5, 10, 25,
// 50), the table's own filters, the search box, and the table's actions on the right.
import { Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../../domain/tables/paging';
import { useTranslate } from '../../i18n/use-translate';

const SIZE_OPTIONS = PAGE_SIZES.map((n) => String(n));

export type TableSearch = { label: string; value: string; onChange: (text: string) => void; placeholder?: string; description?: string; width?: number };

type Props = {
  perPage: number;
  onPerPage: (perPage: number) => void;
  search: TableSearch;
  /** Further filters, between the page size and the search box. */
  filters?: ReactNode;
  actions?: ReactNode;
};

export function TableToolbar({ perPage, onPerPage, search, filters, actions }: Props) {
  const { t } = useTranslate();
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end" gap="sm">
        <Select label={t('common.perPage')} data={SIZE_OPTIONS} value={String(perPage)} onChange={(v) => v && onPerPage(Number(v))} allowDeselect={false} w={100} />
        {filters}
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          description={search.description}
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
          w={search.width ?? 280}
        />
      </Group>
      {actions}
    </Group>
  );
}
