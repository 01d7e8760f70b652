// The password change (spec 1 §2.2, §5): one form, shown in two places. The forced change replaces the page
// content until a change succeeds (the session chart sends it); the profile modal holds it too (its own chart).
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { SessionContext } from '../../machines/session/session.context';
import { selectIsSavingPassword } from '../../machines/session/session.selectors';
import type { PasswordChange } from '../../services/auth.api';
import { PasswordField } from '../components/password-field';
import { minLength, required, sameAs } from '../components/validation';

type PasswordFormProps = {
  saving: boolean;
  /** The server's refusal and its per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  onSubmit: (change: PasswordChange) => void;
};

/** The three fields with the rules of spec 1 §5, checked before anything is sent. */
export function PasswordForm({ saving, error, fieldErrors, onSubmit }: PasswordFormProps) {
  const { t } = useTranslate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', passwordnew: '', passwordvery: '' },
    validate: {
      password: required('password.current'),
      passwordnew: minLength('password.new', 6),
      passwordvery: (value, values) => sameAs('password.confirm', 'password.new', values.passwordnew)(value),
    },
  });

  // The server's 422 messages land on their fields.
  useEffect(() => {
    const errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list[0]]));
    if (Object.keys(errors).length > 0) form.setErrors(errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` changes every render; only new server errors matter
  }, [fieldErrors]);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <PasswordField label={t('password.current')} autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordField label={t('password.new')} autoComplete="new-password" withAsterisk {...form.getInputProps('passwordnew')} />
        <PasswordField label={t('password.confirm')} autoComplete="new-password" withAsterisk {...form.getInputProps('passwordvery')} />
        <Button type="submit" loading={saving}>{t('common.save')}</Button>
      </Stack>
    </form>
  );
}

/** The forced change: the page until it succeeds. */
export function PasswordChangeForm() {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const saving = SessionContext.useSelector(selectIsSavingPassword);
  const error = SessionContext.useSelector((s) => s.context.passwordError);
  const fieldErrors = SessionContext.useSelector((s) => s.context.passwordFieldErrors);
  return (
    <Center py="xl">
      <Paper withBorder p="xl" radius="lg" w="100%" maw={440}>
        <Stack gap="md">
          <Title order={2} size="h3">{t('password.title')}</Title>
          <Text size="sm" c="dimmed">{t('password.explain')}</Text>
          <PasswordForm saving={saving} error={error} fieldErrors={fieldErrors} onSubmit={(change) => session.send({ type: 'session.changePassword', ...change })} />
        </Stack>
      </Paper>
    </Center>
  );
}
