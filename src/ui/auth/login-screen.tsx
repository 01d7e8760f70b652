// The sign-in screens (spec 2 §2): one component, its variant chosen by route metadata. `?user=` prefills
// the user; the e-mail format is checked only when the route requires it; the reset link shows only when
// the user field holds a valid e-mail. The shopping variant links to the store account request (spec 3 §2).
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearch } from 'wouter';
import { isEmail } from '../../contracts/rules';
import type { MessageKey } from '../../i18n/i18n';
import { useTranslate } from '../../i18n/use-translate';
import { SessionContext } from '../../machines/session/session.context';
import { selectIsSigningIn, selectLoginError } from '../../machines/session/session.selectors';
import { PasswordField } from '../components/password-field';
import { required, requiredEmail } from '../components/validation';
import type { ScreenProps } from '../screen.types';
import { AuthFrame } from './auth-frame';
import { LOGIN_VARIANTS } from './login-variants';

const STORE_REQUEST_PATH = '/login/shopping/request';

export default function LoginScreen({ route }: ScreenProps) {
  const { t } = useTranslate();
  const meta = route.login ?? { variant: 'parking', provider: 'parking', requiresUser: true };
  const variant = LOGIN_VARIANTS[meta.variant];
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector(selectIsSigningIn);
  const error = SessionContext.useSelector(selectLoginError);
  const search = useSearch();
  const notice = noticeOf(new URLSearchParams(search).get('notice'));
  const userLabel = meta.requiresUser ? 'login.email' : 'login.username';

  const form = useForm({
    mode: 'controlled',
    initialValues: { user: new URLSearchParams(search).get('user') ?? '', password: '' },
    validate: {
      user: meta.requiresUser ? requiredEmail(userLabel) : required(userLabel),
      password: required('login.password'),
    },
  });

  const submit = form.onSubmit(({ user, password }) =>
    session.send({ type: 'session.login', provider: meta.provider, email: user.trim(), password }),
  );
  const resetHref = `/login/reset?user=${encodeURIComponent(form.values.user.trim())}`;

  return (
    <AuthFrame logo={variant.logo} title={t(variant.title)} subtitle={t('login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {notice && !error ? (
            <Alert color="yellow" role="status">
              {t(notice)}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" variant="filled" role="alert" title={t('login.failed')}>
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={t(userLabel)}
            type={meta.requiresUser ? 'email' : 'text'}
            autoComplete="username"
            autoFocus
            withAsterisk
            {...form.getInputProps('user')}
          />
          <PasswordField label={t('login.password')} autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
          <Group justify="space-between" align="center">
            {isEmail(form.values.user) ? (
              <Anchor component={Link} href={resetHref} size="sm">
                {t('login.forgot')}
              </Anchor>
            ) : (
              <span />
            )}
            <Button type="submit" loading={busy}>
              {t('login.submit')}
            </Button>
          </Group>
          {meta.variant === 'shopping' ? (
            <Anchor component={Link} href={STORE_REQUEST_PATH} size="sm" ta="center">
              {t('storeRequest.link')}
            </Anchor>
          ) : null}
        </Stack>
      </form>
    </AuthFrame>
  );
}

/** Why the user was sent here, when a flow says so (`/login?notice=...`): an expired session, a bad reset link. */
const NOTICES = { expired: 'login.notice.expired', 'reset-link': 'login.notice.resetLink' } as const satisfies Record<string, MessageKey>;

function noticeOf(code: string | null): MessageKey | null {
  return code !== null && Object.hasOwn(NOTICES, code) ? NOTICES[code as keyof typeof NOTICES] : null;
}
