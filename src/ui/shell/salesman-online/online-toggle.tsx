// The sidebar link 'open to requests' and the online/offline toggle modal it opens (spec 1 §2.3, §4): the
// salesman's state (online for a store, or not), a switch that goes online for the active store or offline, and
// a failed attempt's reason with Retry.
import { Alert, Badge, Button, Group, Loader, Modal, NavLink, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectStores } from '../../../machines/session/session.selectors';
import { MenuIcon } from '../../components/menu-icon';
import { useSalesmanOnline, type SalesmanOnlineRef } from './salesman-online-provider';

export function OpenToRequestsLink() {
  const { t } = useTranslate();
  const online = useSalesmanOnline();
  const [opened, modal] = useDisclosure(false);
  if (!online) return null;
  return (
    <>
      <NavLink label={t('online.link')} leftSection={<MenuIcon name="basket" />} rightSection={<StatusBadge online={online} />} onClick={modal.open} data-testid="open-to-requests" />
      <OnlineModal online={online} opened={opened} onClose={modal.close} />
    </>
  );
}

function StatusBadge({ online }: { online: SalesmanOnlineRef }) {
  const { t } = useTranslate();
  const connected = useSelector(online, (s) => s.matches('connected'));
  return (
    <Badge size="sm" variant={connected ? 'filled' : 'light'} color={connected ? 'teal' : 'gray'} data-testid="online-status">
      {t(connected ? 'online.statusOnline' : 'online.statusOffline')}
    </Badge>
  );
}

function OnlineModal({ online, opened, onClose }: { online: SalesmanOnlineRef; opened: boolean; onClose: () => void }) {
  const { t } = useTranslate();
  const state = useSelector(online, (s) => s);
  const stores = SessionContext.useSelector(selectStores);
  const at = (value: Parameters<typeof state.matches>[0]) => state.matches(value);
  const connected = at('connected');
  const busy = at('checking') || at('goingOnline') || at({ connected: 'goingOffline' });
  const storeName = stores.find((s) => s.id === state.context.onlineBranch)?.name ?? '';
  const status = at('checking') ? t('online.checking') : at('goingOnline') ? t('online.goingOnline') : at({ connected: 'goingOffline' }) ? t('online.goingOffline') : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('online.title')} centered>
      <Stack>
        <Text size="sm" data-testid="online-summary">{connected ? t('online.onlineFor', { store: storeName }) : t('online.offlineNow')}</Text>
        <Switch
          label={t('online.switch')}
          checked={connected || at('goingOnline')}
          disabled={busy}
          onChange={(e) => online.send({ type: e.currentTarget.checked ? 'online.goOnline' : 'online.goOffline' })}
        />
        {status ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">{status}</Text>
          </Group>
        ) : null}
        {at('failure') ? (
          <Alert color="red" title={t('online.failed')}>
            <Stack gap="xs">
              <Text size="sm">{state.context.error}</Text>
              <Group>
                <Button size="xs" onClick={() => online.send({ type: 'online.goOnline' })}>{t('online.retry')}</Button>
                <Button size="xs" variant="default" onClick={() => online.send({ type: 'online.dismiss' })}>{t('online.dismiss')}</Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">{t('online.closeHint')}</Text>
      </Stack>
    </Modal>
  );
}
