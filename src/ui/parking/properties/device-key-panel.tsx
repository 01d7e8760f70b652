// A lot's device key, shown once (issue 16: a new lot's, or a rotated one): the key in clear with a copy button and
// the plain statement that it will not be shown again. Closing forgets it: the server keeps only its hash.
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';

export function DeviceKeyPanel({ deviceKey, onDone }: { deviceKey: string; onDone: () => void }) {
  const { t } = useTranslate();
  return (
    <Stack gap="sm">
      <Alert color="yellow" title={t('properties.key.title')}>
        <Text size="sm">{t('properties.key.once')}</Text>
      </Alert>
      <Code block aria-label={t('properties.key.title')} data-testid="device-key" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {deviceKey}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={deviceKey}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
              {copied ? t('properties.key.copied') : t('properties.key.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('properties.key.done')}</Button>
      </Group>
    </Stack>
  );
}
