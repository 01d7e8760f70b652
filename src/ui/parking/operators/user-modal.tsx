// The user modal (spec 3 §5 "User/operator modal"): new or edit of one of the lot's people, driven by the
// user-modal chart. The role is required and fixed in an edit; role 2 shows e-mail and phone, role 6 the
// username (the lot's prefix and `_` go in front); the password is asked on new and on an operator's edit; the
// active switch shows only in edit; a photo may be chosen. Broken rules and the server's 422 show on their fields.
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { EMAIL_PHONE_ROLE, USERNAME_ROLE, type Person } from '../../../contracts/people.struct';
import { t as translate, type MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { emptyValues, valuesOf, type PersonValues } from '../../../machines/user-modal/user-form';
import { userModalMachine } from '../../../machines/user-modal/user-modal.machine';
import { showErrorNotice, showToast } from '../../components/notices';
import { PasswordField } from '../../components/password-field';
import { fieldMessage } from '../../components/validation';

const LABELS: Record<string, MessageKey> = {
  first_name: 'people.firstName',
  last_name: 'people.lastName',
  role_id: 'people.role',
  email: 'people.email',
  username: 'people.username',
  phone: 'people.phone',
  password: 'people.password',
  status: 'people.status',
  photo: 'people.photo',
};

type Props = { lotId: number; lotPrefix: string; person: Person | null; onSaved: (id: number) => void; onClose: () => void };

export function UserModal({ lotId, lotPrefix, person, onSaved, onClose }: Props) {
  const { t } = useTranslate();
  const modal = useActorRef(
    userModalMachine.provide({
      actions: {
        warnRolesMissing: () => showErrorNotice(translate('people.rolesMissing')),
        notify: (_, { message, created }) => showToast({ message: message ?? translate(created ? 'people.created' : 'people.edited'), color: 'teal' }),
        saved: (_, { id }) => onSaved(id),
        close: () => onClose(),
      },
    }),
    { input: { lotId, lotPrefix, person } },
  );
  const state = useSelector(modal, (s) => s);
  const { roles, problems, error, fieldErrors } = state.context;
  const saving = state.matches('saving');
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<PersonValues>({ mode: 'controlled', initialValues: person ? valuesOf(person) : emptyValues() });
  const roleId = person ? person.role_id : form.values.role_id;
  const errorOf = (field: string) => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], LABELS[field] ?? 'people.firstName') : undefined);
  const roleOptions = (roles.length > 0 ? roles : person ? [{ id: person.role_id, name: person.role }] : []).map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <Modal opened onClose={() => modal.send({ type: 'user.close' })} title={t(person ? 'people.modal.edit' : 'people.modal.new')} withCloseButton={!saving} closeOnEscape={!saving} closeOnClickOutside={!saving} centered>
      <form noValidate onSubmit={form.onSubmit((values) => modal.send({ type: 'user.save', values, photo }))}>
        <Stack gap="sm">
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {state.matches('rolesMissing') ? (
            <Button variant="light" color="yellow" onClick={() => modal.send({ type: 'user.retryRoles' })}>{t('people.rolesRetry')}</Button>
          ) : null}
          <Select
            label={t('people.role')}
            placeholder={t('people.rolePlaceholder')}
            withAsterisk
            disabled={person !== null}
            data={roleOptions}
            value={roleId === null ? null : String(roleId)}
            onChange={(v) => form.setFieldValue('role_id', v === null ? null : Number(v))}
            error={errorOf('role_id')}
          />
          <TextInput label={t('people.firstName')} withAsterisk {...form.getInputProps('first_name')} error={errorOf('first_name')} />
          <TextInput label={t('people.lastName')} withAsterisk {...form.getInputProps('last_name')} error={errorOf('last_name')} />
          {roleId === EMAIL_PHONE_ROLE ? (
            <>
              <TextInput label={t('people.email')} type="email" withAsterisk {...form.getInputProps('email')} error={errorOf('email')} />
              <TextInput label={t('people.phone')} type="tel" withAsterisk maxLength={16} {...form.getInputProps('phone')} error={errorOf('phone')} />
            </>
          ) : null}
          {roleId === USERNAME_ROLE ? (
            <TextInput
              label={t('people.username')}
              withAsterisk
              description={t('people.usernameHint', { prefix: lotPrefix })}
              value={form.values.username}
              onChange={(e) => form.setFieldValue('username', e.currentTarget.value.toUpperCase())}
              error={errorOf('username')}
            />
          ) : null}
          <PasswordField
            label={t('people.password')}
            withAsterisk={person === null || roleId === USERNAME_ROLE}
            description={person !== null && roleId !== USERNAME_ROLE ? t('people.passwordKeep') : undefined}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={errorOf('password')}
          />
          <FileInput label={t('people.photo')} placeholder={t('people.photoPick')} accept="image/png,image/jpeg,image/webp" clearable value={photo} onChange={setPhoto} error={errorOf('photo')} />
          {person ? <Switch label={t('people.active')} {...form.getInputProps('active', { type: 'checkbox' })} error={errorOf('status')} /> : null}
          <Group justify="flex-end">
            <Button variant="default" disabled={saving} onClick={() => modal.send({ type: 'user.close' })}>{t('people.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('people.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
