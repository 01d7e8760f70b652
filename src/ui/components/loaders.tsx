import { Center, Loader } from '@mantine/core';
import { t } from '../../i18n/i18n';

/** Shown while a lazily loaded screen arrives. */
export function ScreenLoader({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Center h={fullPage ? '100dvh' : 240}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
