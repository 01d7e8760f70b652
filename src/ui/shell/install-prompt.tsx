// The install-to-home-screen prompt (spec 2 §2): offered when the browser allows it, and again a day after
// the user said "later".
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { readItem, STORAGE_KEYS, writeItem } from '../../storage/browser-storage';

export const INSTALL_AGAIN_MS = 24 * 60 * 60 * 1000;

/** The browser's install event (not in the DOM typings yet). */
type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

export function shouldOfferInstall(dismissedAt: string | null, now: number): boolean {
  const at = Number(dismissedAt);
  return !dismissedAt || !Number.isFinite(at) || now - at >= INSTALL_AGAIN_MS;
}

export function InstallPrompt() {
  const { t } = useTranslate();
  const [event, setEvent] = useState<InstallEvent | null>(null);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault(); // keep the browser's mini bar away; we offer our own prompt
      if (shouldOfferInstall(readItem(STORAGE_KEYS.installDismissedAt), Date.now())) setEvent(e as InstallEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  const later = () => {
    writeItem(STORAGE_KEYS.installDismissedAt, String(Date.now()));
    setEvent(null);
  };
  const install = async () => {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') later();
    else setEvent(null);
  };

  return (
    <Affix position={{ bottom: 16, right: 16 }}>
      <Transition mounted={event !== null} transition="slide-up" duration={200}>
        {(styles) => (
          <Paper style={styles} withBorder shadow="md" p="md" maw={320} role="dialog" aria-label={t('install.title')}>
            <Text fw={600} size="sm">{t('install.title')}</Text>
            <Text size="xs" c="dimmed" mb="sm">{t('install.explain')}</Text>
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={later}>{t('install.later')}</Button>
              <Button size="xs" onClick={() => void install()}>{t('install.accept')}</Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
