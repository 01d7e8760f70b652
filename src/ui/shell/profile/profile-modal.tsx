// The profile modal (spec 1 §2.3 "Edit profile"; issue 15 item 5), opened from the sidebar's user card and driven
// by the profile-modal chart: your data (names, phone with its country, a 106x106 picture), your password (the
// same form as the forced change) and your signed-in devices. Loaded lazily: the phone rules' country data
// arrives with it.
import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Provider } from '../../../contracts/auth.struct';
import { t as translate, type MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { emptyValues, type ProfileValues } from '../../../machines/profile-modal/profile-form';
import { profileModalMachine } from '../../../machines/profile-modal/profile-modal.machine';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';
import { PasswordForm } from '../password-change-form';
import { DevicesList, type DevicesView } from './devices-list';
import { PhoneField } from './phone-field';
import { PictureField } from './picture-field';

const LABELS: Record<string, MessageKey> = {
  first_name: 'profile.firstName',
  last_name: 'profile.lastName',
  phone: 'profile.phone',
  country_code: 'profile.country',
  picture: 'profile.picture',
};

type Props = { provider: Provider; userId: number; onClose: () => void };

/** A titled part of the modal, named by its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="sm">{title}</Title>
      {children}
    </section>
  );
}

export default function ProfileModal({ provider, userId, onClose }: Props) {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  // A new key empties the password form after a change.
  const [passwordForm, setPasswordForm] = useState(0);
  const modal = useActorRef(
    profileModalMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message: message ?? translate('profile.saved'), color: 'teal' }),
        renamed: (_, { name }) => session.send({ type: 'session.rename', name }),
        passwordChanged: () => setPasswordForm((n) => n + 1),
        close: () => onClose(),
      },
    }),
    { input: { provider, userId } },
  );
  const state = useSelector(modal, (s) => s);
  const { profile, values, problems, error, fieldErrors, passwordError, passwordFieldErrors } = state.context;
  const at = (value: Parameters<typeof state.matches>[0]) => state.matches(value);
  const saving = at({ open: { profile: 'saving' } });
  const [picture, setPicture] = useState<File | null>(null);
  const form = useForm<ProfileValues>({ mode: 'controlled', initialValues: emptyValues() });

  // The form takes the profile as the server has it: once read, and after each save.
  useEffect(() => {
    if (!profile) return;
    form.setValues(values);
    setPicture(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new profile from the server resets the form
  }, [profile]);

  const errorOf = (field: string) => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], LABELS[field] ?? 'profile.firstName') : undefined);
  const devices: DevicesView = at({ open: { devices: 'loading' } })
    ? { kind: 'loading' }
    : at({ open: { devices: 'failed' } })
      ? { kind: 'failed', error: state.context.devicesError }
      : {
          kind: 'listed',
          devices: state.context.devices,
          signingOut: state.context.signingOut,
          confirming: at({ open: { devices: 'confirming' } }),
          signingOutOthers: at({ open: { devices: 'signingOutOthers' } }),
        };

  return (
    <Modal opened onClose={() => modal.send({ type: 'profile.close' })} title={t('profile.title')} size="lg" centered>
      <Stack gap="lg">
        <Part title={t('profile.details')}>
          {at({ open: { profile: 'loading' } }) ? (
            <Group gap="xs">
              <Loader size="sm" aria-label={t('profile.loading')} />
              <Text size="sm" c="dimmed">{t('profile.loading')}</Text>
            </Group>
          ) : at({ open: { profile: 'loadFailed' } }) ? (
            <Alert color="red" title={t('profile.loadFailed')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{error}</Text>
                <Button size="compact-sm" variant="light" onClick={() => modal.send({ type: 'profile.retry' })}>{t('profile.retry')}</Button>
              </Stack>
            </Alert>
          ) : (
            <form noValidate onSubmit={form.onSubmit((v) => modal.send({ type: 'profile.save', values: v, picture }))}>
              <Stack gap="sm">
                {error ? (
                  <Alert color="red" role="alert">
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">{error}</Text>
                      {at({ open: { profile: { editing: 'saveFailed' } } }) ? (
                        <Button size="compact-sm" variant="light" onClick={() => modal.send({ type: 'profile.retry' })}>{t('profile.retrySave')}</Button>
                      ) : null}
                    </Stack>
                  </Alert>
                ) : null}
                <PictureField stored={profile?.url_logo.original ?? null} chosen={picture} onChoose={setPicture} error={errorOf('picture')} disabled={saving} />
                <Group grow align="flex-start">
                  <TextInput label={t('profile.firstName')} withAsterisk autoComplete="given-name" {...form.getInputProps('first_name')} error={errorOf('first_name')} />
                  <TextInput label={t('profile.lastName')} withAsterisk autoComplete="family-name" {...form.getInputProps('last_name')} error={errorOf('last_name')} />
                </Group>
                <PhoneField
                  country={form.values.country}
                  phone={form.values.phone}
                  onCountry={(country) => form.setFieldValue('country', country)}
                  onPhone={(phone) => form.setFieldValue('phone', phone)}
                  error={errorOf('phone') ?? errorOf('country_code')}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={saving}>{t('profile.save')}</Button>
                </Group>
              </Stack>
            </form>
          )}
        </Part>
        <Divider />
        <Part title={t('profile.password.title')}>
          <PasswordForm
            key={passwordForm}
            saving={at({ open: { password: 'saving' } })}
            error={passwordError}
            fieldErrors={passwordFieldErrors}
            onSubmit={(change) => modal.send({ type: 'password.change', ...change })}
          />
        </Part>
        <Divider />
        <Part title={t('profile.devices.title')}>
          <DevicesList
            view={devices}
            onRetry={() => modal.send({ type: 'devices.retry' })}
            onSignOut={(sessionId) => modal.send({ type: 'devices.signOut', sessionId })}
            onSignOutOthers={() => modal.send({ type: 'devices.signOutOthers' })}
            onConfirm={() => modal.send({ type: 'devices.confirm' })}
            onCancel={() => modal.send({ type: 'devices.cancel' })}
          />
        </Part>
      </Stack>
    </Modal>
  );
}
