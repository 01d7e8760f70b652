// The console's password input: Mantine's, with its show/hide button named in the console's language (Mantine
// names it in English).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslate } from '../../i18n/use-translate';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslate();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }} {...props} />;
}
