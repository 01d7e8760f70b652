// The role editor of Roles and Permissions, driven by the admin-role chart: the name, the type (fixed for the
// product's roles and held ones), the permissions by group with the administrator ones marked; the spec's warning
// before a save gives administrator permissions; Delete (asked first) on a role that is not the product's own.
import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { AdminRole } from '../../../contracts/admin-roles.struct';
import { ROLE_TYPES } from '../../../contracts/role.struct';
import { isAdministratorPermission } from '../../../domain/roles/administrator-set';
import { permissionGroups } from '../../../domain/roles/permission-groups';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { roleEditorMachine } from '../../../machines/admin-editor/admin-role/admin-role.machine';
import { typeEditable, type RoleValues } from '../../../machines/admin-editor/admin-role/role-form';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';
import type { AdminEditorProps } from '../admin-list';

export function RoleEditor({ target, onSaved, onClose }: AdminEditorProps<AdminRole>) {
  const { t } = useTranslate();
  const role = target.mode === 'edit' ? target.row : null;
  const editor = useActorRef(
    roleEditorMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        saved: () => onSaved(),
        close: () => onClose(),
      },
    }),
    { input: { role } },
  );
  const state = useSelector(editor, (s) => s);
  const { values, permissions, problems, fieldErrors, error, gained } = state.context;
  const form = useForm<RoleValues>({ mode: 'controlled', initialValues: values });
  const busy = state.matches('saving') || state.matches('removing');
  const removable = role !== null && !role.built_in;
  const errorOf = (field: string, label: MessageKey) => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], label) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    editor.send({ type: 'role.save', values: form.getValues() });
  };
  const askingFirst = state.matches('warning') || state.matches('confirmingDelete');

  return (
    <>
      <Modal
        opened={!askingFirst}
        onClose={() => editor.send({ type: 'role.close' })}
        title={t(role ? 'adminRoles.editTitle' : 'adminRoles.new')}
        withCloseButton={!busy}
        closeOnEscape={!busy}
        closeOnClickOutside={!busy}
        size="lg"
        centered
      >
        {state.matches('loading') ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('adminRoles.loading')}</Text>
          </Group>
        ) : state.matches('loadFailed') ? (
          <Alert color="red" role="alert" title={t('adminRoles.loadFailed')}>
            <Stack gap="xs">
              <Text size="sm">{error}</Text>
              <Group gap="sm">
                <Button w="fit-content" onClick={() => editor.send({ type: 'role.retry' })}>{t('common.retry')}</Button>
                <Button variant="default" onClick={() => editor.send({ type: 'role.close' })}>{t('common.cancel')}</Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="sm">
              {error ? <Alert color="red" role="alert">{error}</Alert> : null}
              <TextInput label={t('adminRoles.name')} withAsterisk disabled={busy} {...form.getInputProps('name')} error={errorOf('name', 'adminRoles.name')} />
              <Select
                label={t('adminRoles.type')}
                withAsterisk
                data={ROLE_TYPES.map((type) => ({ value: type, label: t(`adminRoles.type.${type}`) }))}
                value={form.values.type || null}
                onChange={(v) => form.setFieldValue('type', (v ?? '') as RoleValues['type'])}
                disabled={busy || !typeEditable(role)}
                description={typeEditable(role) ? undefined : t('adminRoles.typeFixed')}
                error={errorOf('type', 'adminRoles.type')}
                allowDeselect={false}
              />
              <Checkbox.Group label={t('adminRoles.permissions')} value={form.values.permissions} onChange={(v) => form.setFieldValue('permissions', v)} error={errorOf('permissions', 'adminRoles.permissions')}>
                <Stack gap="xs" mt="xs">
                  {permissionGroups(permissions.map((p) => p.name)).map(({ group, permissions: names }) => (
                    <Stack key={group} gap={4}>
                      <Title order={3} size="h6">{t(`adminRoles.group.${group}` as MessageKey)}</Title>
                      <Group gap="md">
                        {names.map((name) => (
                          <Checkbox
                            key={name}
                            value={name}
                            disabled={busy}
                            label={
                              <Group gap={4} wrap="nowrap">
                                <span>{name}</span>
                                {isAdministratorPermission(name) ? <Badge size="xs" color="orange" variant="light">{t('adminRoles.administrator')}</Badge> : null}
                              </Group>
                            }
                          />
                        ))}
                      </Group>
                    </Stack>
                  ))}
                </Stack>
              </Checkbox.Group>
              <Text size="xs" c="dimmed">{t('adminRoles.administratorHint')}</Text>
              <Group justify="space-between" mt="sm">
                {removable ? (
                  <Button color="red" variant="light" loading={state.matches('removing')} disabled={busy} onClick={() => editor.send({ type: 'role.remove' })}>{t('adminEditor.delete')}</Button>
                ) : (
                  <span />
                )}
                <Group gap="sm">
                  <Button variant="default" disabled={busy} onClick={() => editor.send({ type: 'role.close' })}>{t('common.cancel')}</Button>
                  <Button type="submit" loading={state.matches('saving')} disabled={state.matches('removing')}>{t('common.save')}</Button>
                </Group>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <Modal opened={state.matches('warning')} onClose={() => editor.send({ type: 'role.cancel' })} title={t('adminRoles.warningTitle')} centered size="sm">
        <Stack gap="sm">
          <Alert color="orange" role="alert">{t('adminRoles.warningText')}</Alert>
          <Group gap={6}>
            {gained.map((name) => <Badge key={name} color="orange" variant="light">{name}</Badge>)}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => editor.send({ type: 'role.cancel' })}>{t('common.cancel')}</Button>
            <Button color="orange" onClick={() => editor.send({ type: 'role.confirm' })}>{t('adminRoles.continue')}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={state.matches('confirmingDelete')} onClose={() => editor.send({ type: 'role.cancel' })} title={t('adminEditor.confirmTitle', { name: role?.name ?? '' })} centered size="sm">
        <Text size="sm" mb="md">{t('adminEditor.confirmText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => editor.send({ type: 'role.cancel' })}>{t('common.cancel')}</Button>
          <Button color="red" onClick={() => editor.send({ type: 'role.confirm' })}>{t('adminEditor.delete')}</Button>
        </Group>
      </Modal>
    </>
  );
}
