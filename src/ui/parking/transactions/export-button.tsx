// 'Export to Excel' (spec 3 §2, §9): while the export runs the button shows the rows the report holds (when
// the server says) and the bytes received so far, and takes no second press; a cancel sits beside it.
import { Button, Group, Loader } from '@mantine/core';
import { NUMBER_LOCALE } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import type { ExportProgress } from '../../../services/transactions.api';

const kilobytes = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/** 1_200_000 -> "1.2 MB"; under a megabyte in kB. */
const formatSize = (bytes: number): string => (bytes < 1_000_000 ? kilobytes.format(bytes / 1000) : megabytes.format(bytes / 1_000_000));

type Props = { progress: ExportProgress | null; onExport: () => void; onCancel: () => void };

export function ExportButton({ progress, onExport, onCancel }: Props) {
  const { t } = useTranslate();
  if (!progress) return <Button onClick={onExport}>{t('transactions.export')}</Button>;
  const size = formatSize(progress.bytes);
  const label = progress.rows === null ? t('transactions.exporting', { size }) : t('transactions.exportingRows', { count: progress.rows, size });
  return (
    // A live region, so that a screen reader hears the progress too.
    <Group gap="xs" align="flex-end" role="status">
      <Button disabled leftSection={<Loader size="xs" type="dots" />}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>{t('transactions.cancelExport')}</Button>
    </Group>
  );
}
