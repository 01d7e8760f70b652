// The shop's user modal (spec 1 §4, §5 user modal): new or edit of one of the shop's managers or salesmen,
// driven by the shop-user-modal chart. The role is required and fixed in an edit; a salesman (role 5) shows the
// username (the shop's prefix and `_` go in front; locked in an edit), the password (required when new) and the
// branch (one, required, when new; the list in an edit); anyone else the e-mail (locked in an edit), the phone and
// the branches; the active switch shows only in an edit. Broken rules and the server's 422 show on their fields.
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import type { Branch } from '../../../contracts/context.struct';
import { capitalised, SALESMAN_ROLE, type ShopUser } from '../../../contracts/shop-users.struct';
import { t as translate, type MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { emptyValues, valuesOf, type ShopUserValues } from '../../../machines/shop-user-modal/shop-user-form';
import { shopUserModalMachine } from '../../../machines/shop-user-modal/shop-user-modal.machine';
import { showErrorNotice, showToast } from '../../components/notices';
import { PasswordField } from '../../components/password-field';
import { fieldMessage } from '../../components/validation';

const LABELS: Record<string, MessageKey> = {
  first_name: 'shopUsers.firstName',
  last_name: 'shopUsers.lastName',
  role_id: 'shopUsers.role',
  email: 'shopUsers.email',
  username: 'shopUsers.username',
  phone: 'shopUsers.phone',
  password: 'shopUsers.password',
  branchs: 'shopUsers.branchs',
  status: 'shopUsers.status',
};

/** What a phone field accepts as it is typed: digits, spaces, dashes, brackets and a leading +. */
const phoneTyped = (v: string) => v.replace(/[^\d\s\-()+]/g, '');

type Props = { shopId: number; shopPrefix: string; branches: readonly Branch[]; user: ShopUser | null; onSaved: (id: number) => void; onClose: () => void };

export function ShopUserModal({ shopId, shopPrefix, branches, user, onSaved, onClose }: Props) {
  const { t } = useTranslate();
  const modal = useActorRef(
    shopUserModalMachine.provide({
      actions: {
        warnRolesMissing: () => showErrorNotice(translate('shopUsers.rolesMissing')),
        notify: (_, { message, created, name }) => showToast({ message: created ? translate('shopUsers.created', { name }) : (message ?? translate('shopUsers.edited')), color: 'teal' }),
        saved: (_, { id }) => onSaved(id),
        close: () => onClose(),
      },
    }),
    { input: { shopId, shopPrefix, user } },
  );
  const state = useSelector(modal, (s) => s);
  const { roles, problems, error, fieldErrors } = state.context;
  const saving = state.matches('saving');
  const form = useForm<ShopUserValues>({ mode: 'controlled', initialValues: user ? valuesOf(user) : emptyValues() });
  const roleId = user ? user.role_id : form.values.role_id;
  const salesman = roleId === SALESMAN_ROLE;
  const errorOf = (field: string) => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], LABELS[field] ?? 'shopUsers.firstName') : undefined);
  const roleOptions = (roles.length > 0 ? roles : user ? [{ id: user.role_id, name: user.role }] : []).map((r) => ({ value: String(r.id), label: r.name }));
  const branchOptions = branches.map((b) => ({ value: String(b.id), label: b.name }));
  const name = (field: 'first_name' | 'last_name') => ({
    ...form.getInputProps(field),
    // Capitalised as they leave the field (spec 1 §5), so what is saved is what shows.
    onBlur: () => form.setFieldValue(field, capitalised(form.values[field])),
    error: errorOf(field),
  });

  return (
    <Modal opened onClose={() => modal.send({ type: 'user.close' })} title={t(user ? 'shopUsers.modal.edit' : 'shopUsers.modal.new')} withCloseButton={!saving} closeOnEscape={!saving} closeOnClickOutside={!saving} centered>
      <form noValidate onSubmit={form.onSubmit((values) => modal.send({ type: 'user.save', values }))}>
        <Stack gap="sm">
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {state.matches('rolesMissing') ? (
            <Button variant="light" color="yellow" onClick={() => modal.send({ type: 'user.retryRoles' })}>{t('shopUsers.rolesRetry')}</Button>
          ) : null}
          <Select
            label={t('shopUsers.role')}
            placeholder={t('shopUsers.rolePlaceholder')}
            withAsterisk
            disabled={user !== null}
            data={roleOptions}
            value={roleId === null ? null : String(roleId)}
            onChange={(v) => form.setFieldValue('role_id', v === null ? null : Number(v))}
            error={errorOf('role_id')}
          />
          <TextInput label={t('shopUsers.firstName')} withAsterisk {...name('first_name')} />
          <TextInput label={t('shopUsers.lastName')} withAsterisk {...name('last_name')} />
          {roleId !== null && !salesman ? (
            <>
              <TextInput label={t('shopUsers.email')} type="email" withAsterisk disabled={user !== null} {...form.getInputProps('email')} error={errorOf('email')} />
              <TextInput
                label={t('shopUsers.phone')}
                type="tel"
                withAsterisk
                maxLength={20}
                value={form.values.phone}
                onChange={(e) => form.setFieldValue('phone', phoneTyped(e.currentTarget.value))}
                error={errorOf('phone')}
              />
            </>
          ) : null}
          {salesman ? (
            <>
              <TextInput
                label={t('shopUsers.username')}
                withAsterisk
                disabled={user !== null}
                description={user ? undefined : t('shopUsers.usernameHint', { prefix: shopPrefix })}
                value={form.values.username}
                onChange={(e) => form.setFieldValue('username', e.currentTarget.value.toUpperCase())}
                error={errorOf('username')}
              />
              <PasswordField
                label={t('shopUsers.password')}
                withAsterisk={user === null}
                description={user ? t('shopUsers.passwordKeep') : undefined}
                autoComplete="new-password"
                {...form.getInputProps('password')}
                error={errorOf('password')}
              />
            </>
          ) : null}
          {salesman && !user ? (
            <Select
              label={t('shopUsers.branch')}
              placeholder={t('shopUsers.branchPlaceholder')}
              withAsterisk
              data={branchOptions}
              value={form.values.branchs[0] === undefined ? null : String(form.values.branchs[0])}
              onChange={(v) => form.setFieldValue('branchs', v === null ? [] : [Number(v)])}
              error={errorOf('branchs')}
            />
          ) : roleId !== null ? (
            <MultiSelect
              label={t('shopUsers.branchs')}
              withAsterisk={salesman}
              data={branchOptions}
              value={form.values.branchs.map(String)}
              onChange={(v) => form.setFieldValue('branchs', v.map(Number))}
              error={errorOf('branchs')}
            />
          ) : null}
          {user ? <Switch label={t('shopUsers.active')} {...form.getInputProps('active', { type: 'checkbox' })} error={errorOf('status')} /> : null}
          <Group justify="flex-end">
            <Button variant="default" disabled={saving} onClick={() => modal.send({ type: 'user.close' })}>{t('shopUsers.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('shopUsers.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
