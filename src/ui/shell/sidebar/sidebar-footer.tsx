// The sidebar footer (spec 3 §2): the language switch and logout, which asks for confirmation.
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslate } from '../../../i18n/use-translate';
import { LanguageButton, LanguageModal } from '../language-modal';
import { LogoutConfirm } from './logout-confirm';

export function SidebarFooter() {
  const { t } = useTranslate();
  const [languageOpen, language] = useDisclosure(false);
  const [logoutOpen, logout] = useDisclosure(false);
  return (
    <Group justify="space-between">
      <LanguageButton onClick={language.open} />
      <Button variant="light" color="red" size="compact-sm" onClick={logout.open}>{t('logout.action')}</Button>
      <LanguageModal opened={languageOpen} onClose={language.close} />
      <LogoutConfirm opened={logoutOpen} onClose={logout.close} />
    </Group>
  );
}
