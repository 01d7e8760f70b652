// Logout asks first (spec 1 §2.3, spec 3 §2 sidebar footer).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectIsSigningOut } from '../../../machines/session/session.selectors';

export function LogoutConfirm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector(selectIsSigningOut);
  return (
    <Modal opened={opened} onClose={onClose} title={t('logout.title')} centered size="sm">
      <Text size="sm" mb="lg">{t('logout.question')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>{t('common.no')}</Button>
        <Button color="red" loading={busy} onClick={() => session.send({ type: 'session.logout' })}>{t('common.yes')}</Button>
      </Group>
    </Modal>
  );
}
