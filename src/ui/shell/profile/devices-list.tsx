// The profile's signed-in devices (issue 15 item 5): each with its browser and system, its address and last use,
// this one marked; a Sign out per other device, and Sign out all other devices after a yes.
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { DeviceSession } from '../../../contracts/profile.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';

export type DevicesView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string | null }
  | { kind: 'listed'; devices: DeviceSession[]; signingOut: number | null; confirming: boolean; signingOutOthers: boolean };

type Props = { view: DevicesView; onRetry: () => void; onSignOut: (id: number) => void; onSignOutOthers: () => void; onConfirm: () => void; onCancel: () => void };

export function DevicesList({ view, onRetry, onSignOut, onSignOutOthers, onConfirm, onCancel }: Props) {
  const { t } = useTranslate();
  if (view.kind === 'loading') {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label={t('profile.devices.loading')} />
        <Text size="sm" c="dimmed">{t('profile.devices.loading')}</Text>
      </Group>
    );
  }
  if (view.kind === 'failed') {
    return (
      <Alert color="red" title={t('profile.devices.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {view.error ? <Text size="sm">{view.error}</Text> : null}
          <Button size="compact-sm" variant="light" onClick={onRetry}>{t('profile.devices.retry')}</Button>
        </Stack>
      </Alert>
    );
  }
  const busy = view.signingOut !== null || view.signingOutOthers;
  const others = view.devices.filter((d) => !d.current);
  const nameOf = (d: DeviceSession) => `${d.browser ?? t('profile.devices.unknownBrowser')} · ${d.system ?? t('profile.devices.unknownSystem')}`;
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {view.devices.map((d) => (
          <Paper key={d.id} component="li" withBorder p="sm" radius="md" aria-label={nameOf(d)}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>{nameOf(d)}</Text>
                  {d.current ? <Badge size="sm" variant="light">{t('profile.devices.thisDevice')}</Badge> : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {d.address ?? t('profile.devices.unknownAddress')} · {t('profile.devices.lastUse', { when: formatDateTime(d.last_used_at) })}
                </Text>
              </Stack>
              {d.current ? null : (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  aria-label={t('profile.devices.signOutNamed', { device: nameOf(d) })}
                  loading={view.signingOut === d.id}
                  disabled={busy && view.signingOut !== d.id}
                  onClick={() => onSignOut(d.id)}
                >
                  {t('profile.devices.signOut')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {others.length === 0 ? (
        <Text size="sm" c="dimmed">{t('profile.devices.noOthers')}</Text>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" color="red" loading={view.signingOutOthers} disabled={busy && !view.signingOutOthers} onClick={onSignOutOthers}>
            {t('profile.devices.signOutOthers')}
          </Button>
        </Group>
      )}
      <Modal opened={view.confirming} onClose={onCancel} title={t('profile.devices.confirmTitle')} centered size="sm">
        <Text size="sm" mb="lg">{t('profile.devices.confirmText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>{t('profile.devices.cancel')}</Button>
          <Button color="red" onClick={onConfirm}>{t('profile.devices.confirm')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
