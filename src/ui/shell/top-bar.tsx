// The top bar (spec 1 §2.2): the provider's logo, the module tabs for the nexo admin, the command palette's
// button (issue 21), the colour scheme.
import { ActionIcon, Box, Burger, Group, Image, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { Provider } from '../../contracts/auth.struct';
import { useTranslate } from '../../i18n/use-translate';
import { ModuleSwitch } from './module-switch';
import { PaletteButton } from './palette/palette-button';

type Props = { provider: Provider | null; navOpened: boolean; onToggleNav: () => void };

export function TopBar({ provider, navOpened, onToggleNav }: Props) {
  const { t } = useTranslate();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label={t('layout.toggleMenu')} />
        <Image src={`/logos/${provider ?? 'nexo'}.svg`} alt={t('layout.logo')} h={36} w="auto" fit="contain" />
      </Group>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
        {provider === 'nexo' ? <ModuleSwitch /> : null}
      </Box>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <PaletteButton />
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
          aria-label={scheme === 'dark' ? t('layout.lightScheme') : t('layout.darkScheme')}
        >
          <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
        </ActionIcon>
      </Group>
    </Group>
  );
}
