// The editor of one user in Admin: Users (admin-user chart): the user's details and the actions they allow;
// Deactivate and Sign out ask first; a success toasts the server's words and shows the user as they are now; a
// refusal shows the server's words. While an action is with the server the editor cannot be closed.
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { AdminUser } from '../../../contracts/admin-users.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { adminUserMachine } from '../../../machines/admin-user/admin-user.machine';
import { SessionContext } from '../../../machines/session/session.context';
import { selectUserId } from '../../../machines/session/session.selectors';
import { showToast } from '../../components/notices';
import type { AdminEditorProps } from '../admin-list';

export const fullName = (u: Pick<AdminUser, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`;

export function UserEditor({ target, onSaved, onClose }: AdminEditorProps<AdminUser>) {
  const meId = SessionContext.useSelector(selectUserId);
  if (target.mode !== 'edit' || meId === null) return null;
  return <UserModal user={target.row} meId={meId} onSaved={onSaved} onClose={onClose} />;
}

function UserModal({ user: initial, meId, onSaved, onClose }: { user: AdminUser; meId: number; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslate();
  const editor = useActorRef(
    adminUserMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        saved: () => onSaved(),
        close: () => onClose(),
      },
    }),
    { input: { user: initial, meId } },
  );
  const state = useSelector(editor, (s) => s);
  const { user, asked, acting, error } = state.context;
  const busy = state.matches('acting');
  const name = fullName(user);
  const can = (type: 'user.deactivate' | 'user.activate' | 'user.resetLink' | 'user.signOut') => state.can({ type });
  const rows: [string, string][] = [
    [t('adminUsers.login'), user.email ?? user.username ?? ''],
    [t('adminUsers.provider'), t(`adminUsers.provider.${user.provider}`)],
    [t('adminUsers.role'), user.role],
    [t('adminUsers.tenant'), user.shop ? user.shop.name : user.lots.map((l) => l.name).join(', ')],
    [t('adminUsers.devices'), String(user.devices)],
    [t('adminUsers.created'), formatDateTime(user.created_at)],
  ];
  return (
    <>
      <Modal
        opened={!state.matches('confirming')}
        onClose={() => editor.send({ type: 'user.close' })}
        title={name}
        withCloseButton={!busy}
        closeOnEscape={!busy}
        closeOnClickOutside={!busy}
        size="lg"
        centered
      >
        <Stack gap="sm">
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <Group gap="xs">
            <Badge color={user.status === 1 ? 'teal' : 'gray'} variant="light">{t(user.status === 1 ? 'adminUsers.active' : 'adminUsers.inactive')}</Badge>
          </Group>
          <Table withRowBorders={false} aria-label={name}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={200}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {user.id === meId ? <Text size="sm" c="dimmed">{t('adminUsers.ownAccount')}</Text> : null}
          {user.email === null ? <Text size="sm" c="dimmed">{t('adminUsers.noEmail')}</Text> : null}
          <Group justify="space-between" mt="sm">
            <Group gap="sm">
              {user.status === 1 ? (
                <Button color="red" variant="light" disabled={!can('user.deactivate')} loading={acting === 'deactivate'} onClick={() => editor.send({ type: 'user.deactivate' })}>{t('adminUsers.deactivate')}</Button>
              ) : (
                <Button variant="light" disabled={!can('user.activate')} loading={acting === 'activate'} onClick={() => editor.send({ type: 'user.activate' })}>{t('adminUsers.activate')}</Button>
              )}
              <Button variant="light" disabled={!can('user.resetLink')} loading={acting === 'resetLink'} onClick={() => editor.send({ type: 'user.resetLink' })}>{t('adminUsers.resetLink')}</Button>
              <Button variant="light" disabled={!can('user.signOut')} loading={acting === 'signOut'} onClick={() => editor.send({ type: 'user.signOut' })}>{t('adminUsers.signOut')}</Button>
            </Group>
            <Button variant="default" disabled={busy} onClick={() => editor.send({ type: 'user.close' })}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={state.matches('confirming')} onClose={() => editor.send({ type: 'user.cancel' })} title={name} centered>
        <Stack>
          <Text>{t(asked === 'signOut' ? 'adminUsers.confirmSignOut' : 'adminUsers.confirmDeactivate', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => editor.send({ type: 'user.cancel' })}>{t('common.cancel')}</Button>
            <Button color="red" onClick={() => editor.send({ type: 'user.confirm' })}>{t('adminUsers.yes')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
