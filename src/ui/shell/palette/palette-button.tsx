// The header's way into the command palette (issue 21 item 2), for the mouse and for anyone who does not know
// the shortcut it shows.
import { Button, Kbd } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { palette } from './palette-store';

export function PaletteButton() {
  const { t } = useTranslate();
  return (
    <Button
      variant="default"
      size="sm"
      onClick={palette.open}
      aria-keyshortcuts="Control+K Meta+K"
      title={t('palette.openHint')}
      rightSection={<Kbd size="xs" visibleFrom="sm">Ctrl K</Kbd>}
      leftSection={<span aria-hidden="true">⌕</span>}
    >
      {t('palette.open')}
    </Button>
  );
}
