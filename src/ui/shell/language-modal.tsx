// The language modal (spec 1 §2.3): Spanish or English.
import { Button, Modal, Stack, VisuallyHidden } from '@mantine/core';
import { setLocale, type Locale } from '../../i18n/i18n';
import { useTranslate } from '../../i18n/use-translate';

const CHOICES: { locale: Locale; label: string }[] = [
  { locale: 'es', label: 'Español' },
  { locale: 'en', label: 'English' },
];

export function LanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, locale } = useTranslate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('language.title')} centered size="xs">
      <Stack gap="xs">
        {CHOICES.map((choice) => (
          <Button
            key={choice.locale}
            variant={choice.locale === locale ? 'filled' : 'default'}
            lang={choice.locale}
            onClick={() => {
              setLocale(choice.locale);
              onClose();
            }}
          >
            {choice.label}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}

/** The button that opens the language modal, showing the current language's code. */
export function LanguageButton({ onClick }: { onClick: () => void }) {
  const { t, locale } = useTranslate();
  return (
    // Its name starts with the code it shows, so a speech user can say what they see.
    <Button variant="subtle" size="compact-sm" onClick={onClick}>
      {locale.toUpperCase()}
      <VisuallyHidden>{t('language.change')}</VisuallyHidden>
    </Button>
  );
}
