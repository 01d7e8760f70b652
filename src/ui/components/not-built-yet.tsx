// The page of a screen that a later issue builds: its title and a plain notice, never sample data.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '../../i18n/use-translate';
import type { ScreenProps } from '../screen.types';

export default function NotBuiltYet({ route }: ScreenProps) {
  const { t } = useTranslate();
  return (
    <Stack>
      <Title order={1} size="h2">{route.title ? t(route.title) : route.name}</Title>
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">{t('page.notBuilt')}</Text>
      </Paper>
    </Stack>
  );
}
