// A document to send (spec 3 §5 Fiscal: the tax certificate, the proof of address; the store account request's
// RFC file and proof of address): a PDF, JPEG or PNG to choose and, once the lot has one stored, its name with a
// download (behind the token, for the lot's administrators: the server checks) and the note that leaving the
// field empty keeps it. Without `stored` (a visitor's request) it is a required choice only.
import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { DOCUMENT_RULES } from '../../../contracts/core-info.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { DOCUMENT_MB } from '../../../contracts/document-rules';

type Props = {
  label: string;
  stored?: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | undefined;
  /** A stored document is on its way: the downloads wait. */
  downloading?: boolean;
  onDownload?: () => void;
};

export function DocumentField({ label, stored = null, file, onFile, error, downloading = false, onDownload }: Props) {
  const { t } = useTranslate();
  const storedName = stored?.split('/').pop() ?? null;
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        withAsterisk={stored === null}
        placeholder={t('fiscal.documentPick', { n: DOCUMENT_MB })}
        description={stored ? t('fiscal.documentKeep') : undefined}
        accept={DOCUMENT_RULES.types.join(',')}
        clearable
        value={file}
        onChange={onFile}
        error={error}
      />
      {stored && storedName && onDownload ? (
        <Group gap="xs">
          <Text size="xs" c="dimmed">{t('fiscal.documentStored', { name: storedName })}</Text>
          <Anchor component="button" type="button" size="xs" disabled={downloading} aria-busy={downloading} onClick={onDownload} aria-label={t('fiscal.download', { document: label })}>
            {t('fiscal.downloadShort')}
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}
