// The frame every sign-in screen shares: the provider's logo, a title and the language switch.
import { Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LanguageButton, LanguageModal } from '../shell/language-modal';

/** `width`: the frame's widest (a sign-in form's by default; the store account request is wider). */
type Props = { logo: string; title: string; subtitle?: string; width?: number; children: ReactNode };

export function AuthFrame({ logo, title, subtitle, width = 420, children }: Props) {
  const [languageOpen, language] = useDisclosure(false);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={width} component="main">
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Image src={`/logos/${logo}.svg`} alt="" h={40} w="auto" fit="contain" />
            <LanguageButton onClick={language.open} />
          </Group>
          <Box>
            <Title order={1} size="h3">{title}</Title>
            {subtitle ? <Text c="dimmed" size="sm">{subtitle}</Text> : null}
          </Box>
          {children}
        </Stack>
      </Paper>
      <LanguageModal opened={languageOpen} onClose={language.close} />
    </Center>
  );
}
