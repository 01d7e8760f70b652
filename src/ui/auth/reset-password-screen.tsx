// Reset completion at /login/resetpassword/{token} (spec 2 §2): a spinner while the token is exchanged, then
// the new password (minimum 6) with a matching confirmation.
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { useTranslate } from '../../i18n/use-translate';
import { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine';
import { showToast } from '../components/notices';
import { PasswordField } from '../components/password-field';
import { minLength, sameAs } from '../components/validation';
import { actorOptions } from '../inspector';
import type { ScreenProps } from '../screen.types';
import { AuthFrame } from './auth-frame';
import { LOGIN_VARIANTS } from './login-variants';

const logic = resetPasswordMachine.provide({
  actions: {
    navigateTo: (_, { to }) => navigate(to, { replace: true }),
    notify: (_, { message }) => showToast({ message, color: 'teal' }),
  },
});

export default function ResetPasswordScreen({ params }: ScreenProps) {
  const { t } = useTranslate();
  const actor = useActorRef(logic, { input: { token: params.token ?? null }, ...actorOptions() });
  const exchanging = useSelector(actor, (s) => s.matches('exchanging') || s.matches('checking'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const error = useSelector(actor, (s) => s.context.error);
  const form = useForm({
    mode: 'controlled',
    initialValues: { passwordnew: '', passwordvery: '' },
    validate: {
      passwordnew: minLength('password.new', 6),
      passwordvery: (value, values) => sameAs('password.confirm', 'password.new', values.passwordnew)(value),
    },
  });

  return (
    <AuthFrame logo={LOGIN_VARIANTS.reset.logo} title={t('reset.newTitle')}>
      {exchanging ? (
        <Center py="xl">
          <Loader aria-label={t('reset.checking')} />
        </Center>
      ) : (
        <form onSubmit={form.onSubmit((v) => actor.send({ type: 'resetPassword.submit', ...v }))} noValidate>
          <Stack gap="md">
            {error ? <Alert color="red" role="alert">{error}</Alert> : null}
            <PasswordField label={t('password.new')} autoComplete="new-password" withAsterisk autoFocus {...form.getInputProps('passwordnew')} />
            <PasswordField label={t('password.confirm')} autoComplete="new-password" withAsterisk {...form.getInputProps('passwordvery')} />
            <Button type="submit" loading={saving}>{t('common.save')}</Button>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
