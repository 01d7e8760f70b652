// The table of every list screen: a striped table named for screen readers, in a horizontal scroll on narrow
// screens, with its header row, rows and an optional totals row; or, when there is nothing to list, the text
// that says why (empty list, no match). Beside it, what a list shows while it loads or when it could not.
import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';

type Props = {
  label: string;
  /** The header cells (Table.Th). */
  head: ReactNode;
  /** The rows (Table.Tr). */
  children: ReactNode;
  /** Cells of a totals row below the rows. */
  foot?: ReactNode;
  /** Shown instead of the table when set. */
  empty?: string | null;
  minWidth?: number;
};

export function TableFrame({ label, head, children, foot, empty = null, minWidth = 640 }: Props) {
  if (empty !== null) return <Text c="dimmed" size="sm">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {foot ? (
          <Table.Tfoot>
            <Table.Tr>{foot}</Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

export function TableLoading() {
  const { t } = useTranslate();
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={t('common.loading')} />
    </Group>
  );
}

export function TableLoadFailed({ title, message, onRetry }: { title: string; message: string | null; onRetry: () => void }) {
  const { t } = useTranslate();
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm" mb="sm">{message}</Text>
      <Button size="xs" onClick={onRetry}>{t('common.retry')}</Button>
    </Alert>
  );
}
