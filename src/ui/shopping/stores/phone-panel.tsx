// A store's phone verification (spec 3 §4 Phone), driven by the phone-verification chart: verified, or Send code;
// then the code from the SMS with Verify while the resend countdown runs, and Resend code at 0. The verified phone
// goes back to the store form.
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Store } from '../../../contracts/store.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { phoneVerificationMachine } from '../../../machines/phone-verification/phone-verification.machine';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';

type Props = { shopId: number; store: Store; onVerified: (store: Store) => void };

export function PhonePanel({ shopId, store, onVerified }: Props) {
  const { t } = useTranslate();
  const actor = useActorRef(
    phoneVerificationMachine.provide({
      actions: {
        verified: (_, { store: saved, message }) => {
          if (message) showToast({ message, color: 'green' });
          onVerified(saved);
        },
      },
    }),
    { input: { shopId, storeId: store.id, verified: store.phone_verified } },
  );
  const state = useSelector(actor, (s) => s);
  const [code, setCode] = useState('');
  const { countdown, message, error, problem } = state.context;
  const phone = `+${store.country_code} ${store.number}`;

  let body;
  if (state.matches('verified')) {
    body = (
      <Group gap="xs">
        <Badge color="green">{t('stores.phoneVerified')}</Badge>
        <Text size="sm">{t('stores.phoneIsVerified', { phone })}</Text>
      </Group>
    );
  } else if (state.matches('codeSent')) {
    const verifying = state.matches({ codeSent: { entry: 'verifying' } });
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'phone.verify', code });
        }}
      >
        <Stack gap="xs">
          {message ? <Text size="sm">{message}</Text> : null}
          <Group align="flex-end">
            <TextInput
              label={t('stores.code')}
              description={t('stores.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
              error={problem ? fieldMessage(problem, 'stores.code') : (error ?? undefined)}
              disabled={verifying}
            />
            <Button type="submit" loading={verifying}>{t('stores.verify')}</Button>
          </Group>
          {state.matches({ codeSent: { timer: 'resendable' } }) ? (
            <Button variant="subtle" size="xs" w="fit-content" onClick={() => actor.send({ type: 'phone.resend' })}>
              {t('stores.resend')}
            </Button>
          ) : (
            <Text size="xs" c="dimmed" aria-live="polite">{t('stores.resendIn', { count: countdown })}</Text>
          )}
        </Stack>
      </form>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm">{t('stores.phoneNeedsVerifying', { phone })}</Text>
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <Button w="fit-content" loading={state.matches('sending')} onClick={() => actor.send({ type: 'phone.send' })}>
          {t('stores.sendCode')}
        </Button>
      </Stack>
    );
  }
  return (
    <Paper p="md" withBorder component="section" aria-label={t('stores.phoneTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">{t('stores.phoneTitle')}</Title>
        {body}
      </Stack>
    </Paper>
  );
}
