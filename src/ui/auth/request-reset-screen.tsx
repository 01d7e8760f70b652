// The reset variant of the sign-in screen (/login/reset): mails a reset link; Cancel returns to the login.
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useTranslate } from '../../i18n/use-translate';
import { requestResetMachine } from '../../machines/request-reset/request-reset.machine';
import { showToast } from '../components/notices';
import { requiredEmail } from '../components/validation';
import { actorOptions } from '../inspector';
import { AuthFrame } from './auth-frame';
import { LOGIN_VARIANTS } from './login-variants';

const logic = requestResetMachine.provide({
  actions: {
    navigateTo: (_, { to }) => navigate(to),
    notify: (_, { message }) => showToast({ message, color: 'teal' }),
  },
});

export default function RequestResetScreen() {
  const { t } = useTranslate();
  const actor = useActorRef(logic, actorOptions());
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const search = useSearch();
  const user = new URLSearchParams(search).get('user') ?? '';
  const form = useForm({ mode: 'controlled', initialValues: { email: user }, validate: { email: requiredEmail('login.email') } });

  return (
    <AuthFrame logo={LOGIN_VARIANTS.reset.logo} title={t('reset.title')}>
      <form onSubmit={form.onSubmit(({ email }) => actor.send({ type: 'resetRequest.submit', email: email.trim() }))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">{t('reset.explain')}</Text>
          <TextInput label={t('login.email')} type="email" autoComplete="email" withAsterisk autoFocus {...form.getInputProps('email')} />
          <Group justify="space-between">
            <Anchor component={Link} href={user ? `/login?user=${encodeURIComponent(user)}` : '/login'} size="sm">
              {t('common.cancel')}
            </Anchor>
            <Button type="submit" loading={sending}>{t('reset.send')}</Button>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
