// The store account request (spec 3 §2 "Store account request form", §3 Store request, §4), public at
// /login/shopping/request and linked from the shopping sign-in, driven by the store-request chart: the lists'
// loader and a failed read with Retry; the form in its four sections, each field's broken rule shown once the
// field is left (or every one after "Show what is missing"), Send enabled only when every rule holds; the server's
// refusal on its fields with the first of them scrolled to, a throttle or a network failure as a message above
// Send with every value kept; then "You will soon receive our reply".
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { t as translate } from '../../i18n/i18n';
import { useTranslate } from '../../i18n/use-translate';
import { DOCUMENT_MB, DOCUMENT_SIZE, DOCUMENT_TYPE } from '../../contracts/document-rules';
import { emptyValues, firstFieldOf, noDocuments, problemsOf, type RequestDocuments, type StoreRequestValues } from '../../machines/store-request/store-request-form';
import { storeRequestMachine } from '../../machines/store-request/store-request.machine';
import { fieldMessage } from '../components/validation';
import { actorOptions } from '../inspector';
import { AuthFrame } from './auth-frame';
import { LOGIN_VARIANTS } from './login-variants';
import { FIELD_LABELS, RequestSections, type RequestFieldName } from './store-request-sections';

export const SHOPPING_LOGIN = '/login/shopping';

/** A broken rule in words: the documents' own codes, else the shared rules' messages. */
function problemText(code: string, field: RequestFieldName): string {
  if (code === DOCUMENT_TYPE) return translate('fiscal.documentType');
  if (code === DOCUMENT_SIZE) return translate('fiscal.documentSize', { n: DOCUMENT_MB });
  return fieldMessage(code, FIELD_LABELS[field]);
}

/** Brings a field into view and puts the cursor in it (a refusal's or a broken rule's first field). */
function showField(field: string) {
  const slot = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  slot?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  slot?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
}

export default function StoreRequestScreen() {
  const { t, locale } = useTranslate();
  const actor = useActorRef(storeRequestMachine, actorOptions());
  const state = useSelector(actor, (s) => s);
  const { categories, banks, problems, error, fieldErrors } = state.context;
  const sending = state.matches('sending');
  const [values, setValues] = useState<StoreRequestValues>(emptyValues);
  const [documents, setDocuments] = useState<RequestDocuments>(noDocuments);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const live = useMemo(() => problemsOf(values, documents, { categories, banks }), [values, documents, categories, banks]);
  const valid = Object.keys(live).length === 0;

  // The categories are named in the language shown: a switch names them again.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    actor.send({ type: 'request.locale' });
  }, [actor, locale]);

  // A refusal shows its first field; "Show what is missing" shows the first broken rule.
  const wasSending = useRef(false);
  useEffect(() => {
    const first = firstFieldOf(fieldErrors);
    if (wasSending.current && !sending && first) showField(first);
    wasSending.current = sending;
  }, [sending, fieldErrors]);
  useEffect(() => {
    const first = firstFieldOf(problems);
    if (first) showField(first);
  }, [problems]);

  const leave = (field: string) => setLeft((seen) => (seen.has(field) ? seen : new Set(seen).add(field)));
  const change = <K extends keyof StoreRequestValues>(field: K, value: StoreRequestValues[K], settled = false) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (settled) leave(field);
    if (fieldErrors[field]) actor.send({ type: 'request.edit', field });
  };
  const choose = (field: keyof RequestDocuments, file: File | null) => {
    setDocuments((d) => ({ ...d, [field]: file }));
    leave(field);
    if (fieldErrors[field]) actor.send({ type: 'request.edit', field });
  };
  const errorOf = (field: RequestFieldName) => {
    const shown = left.has(field) || field in problems;
    return fieldErrors[field]?.[0] ?? (shown && live[field] ? problemText(live[field], field) : undefined);
  };

  let body;
  if (state.matches('loading')) {
    body = (
      <Group gap="xs">
        <Loader size="sm" aria-label={t('storeRequest.loading')} />
        <Text size="sm" c="dimmed">{t('storeRequest.loading')}</Text>
      </Group>
    );
  } else if (state.matches('loadFailed')) {
    body = (
      <Alert color="red" title={t('storeRequest.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="compact-sm" variant="light" onClick={() => actor.send({ type: 'request.retry' })}>{t('common.retry')}</Button>
        </Stack>
      </Alert>
    );
  } else if (state.matches('sent')) {
    body = (
      <Stack gap="sm" role="status">
        <Title order={2} size="h4">{t('storeRequest.sentTitle')}</Title>
        <Text>{t('storeRequest.sentText')}</Text>
        <Text size="sm" c="dimmed">{t('storeRequest.sentMail', { email: state.context.values.email.trim() })}</Text>
        <Anchor component={Link} href={SHOPPING_LOGIN}>{t('storeRequest.backToLogin')}</Anchor>
      </Stack>
    );
  } else {
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) actor.send({ type: 'request.send', values, documents });
        }}
      >
        <Stack gap="lg">
          <RequestSections
            values={values}
            documents={documents}
            categories={categories}
            banks={banks}
            disabled={sending}
            errorOf={errorOf}
            onChange={change}
            onLeave={leave}
            onDocument={choose}
          />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {valid ? null : (
            <Group gap="xs">
              <Text size="sm" c="dimmed">{t('storeRequest.incomplete')}</Text>
              <Anchor component="button" type="button" size="sm" onClick={() => actor.send({ type: 'request.check', values, documents })}>
                {t('storeRequest.showMissing')}
              </Anchor>
            </Group>
          )}
          <Group justify="space-between">
            <Anchor component={Link} href={SHOPPING_LOGIN} size="sm">{t('common.cancel')}</Anchor>
            <Button type="submit" disabled={!valid} loading={sending}>{t('storeRequest.send')}</Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <AuthFrame logo={LOGIN_VARIANTS.shopping.logo} title={t('storeRequest.title')} subtitle={state.matches('sent') ? undefined : t('storeRequest.subtitle')} width={720}>
      {body}
    </AuthFrame>
  );
}
