// The core-info wizard (spec 1 §2.3, §2.4; issue 18 item 1), driven by the core-info-wizard chart: a modal in four
// steps, 1 shop data (with the logo drawn onto a 600x600 PNG canvas and the stores not sharing the core info), 2
// taxpayer documents, 3 receiving bank account, 4 payment cards (the card editor). `branchId` opens it for one of the
// shop's stores: it starts at step 2 and step 1 is locked. The indicators go back outside a store while nothing
// loads; Previous and Next (Save on the last step) are disabled while loading or while the step's rules are broken.
// Closing, the last Save and a failed load call `onClose`.
import { Alert, Avatar, Button, Checkbox, FileInput, Group, Loader, Modal, MultiSelect, Select, Stack, Stepper, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { TAXPAYER_DOCUMENTS, type TaxpayerDocument } from '../../../contracts/shop-core-info.struct';
import { t as translate, type MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { accountProblems, shopDataProblems, taxpayerProblems, type CoreInfoForm, type Problems } from '../../../machines/core-info-wizard/core-info-form';
import { coreInfoWizardMachine, type WizardStep } from '../../../machines/core-info-wizard/core-info-wizard.machine';
import { DOCUMENT_MB, DOCUMENT_SIZE, DOCUMENT_TYPE } from '../../../contracts/document-rules';
import { drawnLogo } from '../../components/drawn-logo';
import { showErrorNotice, showToast } from '../../components/notices';
import { StoredImage } from '../../components/stored-image';
import { fieldMessage } from '../../components/validation';
import { DocumentField } from '../../parking/properties/document-field';
import { CardEditor } from '../cards/card-editor';

export type CoreInfoWizardProps = { shopId: number; branchId: number | null; onClose: () => void };

const LABELS: Record<string, MessageKey> = {
  name: 'coreInfo.name',
  address: 'coreInfo.address',
  country_code: 'coreInfo.countryCode',
  phone: 'coreInfo.phone',
  email: 'coreInfo.email',
  notUnder: 'coreInfo.notUnder',
  logo: 'coreInfo.logo',
  taxpayer: 'coreInfo.taxpayer',
  rfc: 'coreInfo.rfc',
  doc_taxpayer: 'coreInfo.docTaxpayer',
  doc_proof_address: 'coreInfo.docProofAddress',
  interbank_key: 'coreInfo.interbankKey',
  account_number: 'coreInfo.accountNumber',
  bank_id: 'coreInfo.bank',
  name_receiver: 'coreInfo.nameReceiver',
  identifying_text: 'coreInfo.identifyingText',
};

const STEP_STATES = { shopData: 1, savingShopData: 1, taxpayer: 2, savingTaxpayer: 2, account: 3, savingAccount: 3, cards: 4 } as const;

function problemText(code: string, field: string): string {
  if (code === DOCUMENT_TYPE) return translate('fiscal.documentType');
  if (code === DOCUMENT_SIZE) return translate('fiscal.documentSize', { n: DOCUMENT_MB });
  return fieldMessage(code, LABELS[field] ?? 'coreInfo.name');
}

export function CoreInfoWizard({ shopId, branchId, onClose }: CoreInfoWizardProps) {
  const { t } = useTranslate();
  const wizard = useActorRef(
    coreInfoWizardMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        warn: (_, { message }) => showErrorNotice(message),
        finished: () => showToast({ message: translate('coreInfo.done'), color: 'teal' }),
      },
    }),
    { input: { shopId } },
  );
  const state = useSelector(wizard, (s) => s);
  const { info, banks, problems, error, fieldErrors } = state.context;
  const [form, setForm] = useState<CoreInfoForm>(state.context.form);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    wizard.send({ type: 'wizard.open', branchId });
  }, [wizard, branchId]);
  // What the chart keeps (the stored data once read, each move's form) is what the fields show.
  useEffect(() => setForm(state.context.form), [state.context.form]);
  const closed = state.matches('closed');
  useEffect(() => {
    if (!closed) opened.current = true;
    else if (opened.current) onClose();
  }, [closed, onClose]);

  const forStore = branchId !== null;
  const leaf = state.matches('open') ? (Object.values(state.value as Record<string, string>)[0] as keyof typeof STEP_STATES) : null;
  const step: WizardStep = leaf ? STEP_STATES[leaf] : forStore ? 2 : 1;
  const busy = state.matches('loading') || (leaf?.startsWith('saving') ?? false);
  const storeIds = info?.branchs.map((b) => b.id) ?? [];
  const live: Problems =
    step === 1 ? shopDataProblems(form, storeIds) : step === 2 ? taxpayerProblems(form, info?.doc_taxpayer != null) : step === 3 ? accountProblems(form, banks) : {};
  const valid = Object.keys(live).length === 0;
  const errorOf = (field: string): string | undefined => fieldErrors[field]?.[0] ?? (problems[field] ? problemText(problems[field], field) : undefined);
  const touchedError = (field: string, value: unknown) =>
    errorOf(field) ?? (live[field] && value !== '' && value !== null ? problemText(live[field], field) : undefined);

  const setShop = (patch: Partial<CoreInfoForm['shop']>) => setForm((f) => ({ ...f, shop: { ...f.shop, ...patch } }));
  const setTaxpayer = (patch: Partial<CoreInfoForm['taxpayer']>) => setForm((f) => ({ ...f, taxpayer: { ...f.taxpayer, ...patch } }));
  const setAccount = (patch: Partial<CoreInfoForm['account']>) => setForm((f) => ({ ...f, account: { ...f.account, ...patch } }));
  const setDocument = (field: TaxpayerDocument, file: File | null) => setForm((f) => ({ ...f, documents: { ...f.documents, [field]: file } }));
  const chooseLogo = (file: File | null) => {
    setLogoProblem(null);
    if (!file) return setForm((f) => ({ ...f, logo: null }));
    drawnLogo(file).then(
      (logo) => setForm((f) => ({ ...f, logo })),
      () => setLogoProblem(translate('coreInfo.logoUnreadable')),
    );
  };

  const storeName = forStore ? (info?.branchs.find((b) => b.id === branchId)?.name ?? '') : '';
  const title = forStore ? t('coreInfo.titleStore', { store: storeName }) : t('coreInfo.title');
  const mayGoBack = (target: number) => !forStore && !busy && target < step;
  const showPrevious = step >= (forStore ? 3 : 2);

  return (
    <Modal opened={!closed} onClose={() => wizard.send({ type: 'wizard.close' })} title={title} size="xl" closeOnClickOutside={false} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {state.matches('loading') ? (
        <Group justify="center" p="xl" aria-busy="true">
          <Loader aria-label={t('coreInfo.loading')} />
        </Group>
      ) : info ? (
        <Stack>
          <Stepper active={step - 1} onStepClick={(i) => mayGoBack(i + 1) && wizard.send({ type: 'wizard.goto', step: (i + 1) as WizardStep, form })} size="sm">
            <Stepper.Step label={t('coreInfo.step.shop')} description={forStore ? t('coreInfo.stepLocked') : undefined} allowStepSelect={mayGoBack(1)} />
            <Stepper.Step label={t('coreInfo.step.taxpayer')} allowStepSelect={mayGoBack(2)} />
            <Stepper.Step label={t('coreInfo.step.account')} allowStepSelect={mayGoBack(3)} />
            <Stepper.Step label={t('coreInfo.step.cards')} allowStepSelect={false} />
          </Stepper>
          {error && Object.keys(fieldErrors).length === 0 ? <Alert color="red">{error}</Alert> : null}
          {step === 1 ? (
            <Stack gap="sm">
              <TextInput label={t('coreInfo.name')} withAsterisk value={form.shop.name} onChange={(e) => setShop({ name: e.currentTarget.value })} error={touchedError('name', form.shop.name)} disabled={busy} />
              <TextInput label={t('coreInfo.address')} withAsterisk value={form.shop.address} onChange={(e) => setShop({ address: e.currentTarget.value })} error={touchedError('address', form.shop.address)} disabled={busy} />
              <Group grow align="flex-start">
                <TextInput label={t('coreInfo.countryCode')} withAsterisk value={form.shop.country_code} onChange={(e) => setShop({ country_code: e.currentTarget.value.replace(/[^\d]/g, '') })} error={touchedError('country_code', form.shop.country_code)} disabled={busy} maw={140} />
                <TextInput label={t('coreInfo.phone')} withAsterisk type="tel" maxLength={10} value={form.shop.phone} onChange={(e) => setShop({ phone: e.currentTarget.value.replace(/[^\d]/g, '') })} error={touchedError('phone', form.shop.phone)} disabled={busy} />
              </Group>
              <TextInput label={t('coreInfo.email')} withAsterisk type="email" value={form.shop.email} onChange={(e) => setShop({ email: e.currentTarget.value })} error={touchedError('email', form.shop.email)} disabled={busy} />
              <Checkbox label={t('coreInfo.moreThanOne')} checked={form.shop.more_than_one} onChange={(e) => setShop({ more_than_one: e.currentTarget.checked })} disabled={busy} />
              {form.shop.more_than_one ? (
                <MultiSelect
                  label={t('coreInfo.notUnder')}
                  description={t('coreInfo.notUnderHint')}
                  data={info.branchs.map((b) => ({ value: String(b.id), label: b.name }))}
                  value={form.shop.notUnder.map(String)}
                  onChange={(ids) => setShop({ notUnder: ids.map(Number) })}
                  error={errorOf('notUnder')}
                  disabled={busy}
                  clearable
                />
              ) : null}
              <Group align="flex-end">
                {form.logo || !info.logo_url.original ? (
                  <Avatar src={form.logo} size={64} radius="sm" alt={t('coreInfo.logo')} />
                ) : (
                  // The stored logo is read with the session's token.
                  <StoredImage address={info.logo_url.original} alt={t('coreInfo.logo')} fallback={<Avatar size={64} radius="sm" />} render={(url, alt) => <Avatar src={url} size={64} radius="sm" alt={alt} />} />
                )}
                <FileInput label={t('coreInfo.logo')} placeholder={t('coreInfo.logoPick')} accept="image/png,image/jpeg,image/webp" clearable onChange={chooseLogo} error={logoProblem ?? errorOf('logo')} disabled={busy} style={{ flex: 1 }} />
              </Group>
            </Stack>
          ) : null}
          {step === 2 ? (
            <Stack gap="sm">
              <TextInput label={t('coreInfo.taxpayer')} withAsterisk value={form.taxpayer.taxpayer} onChange={(e) => setTaxpayer({ taxpayer: e.currentTarget.value })} error={touchedError('taxpayer', form.taxpayer.taxpayer)} disabled={busy} />
              <TextInput label={t('coreInfo.rfc')} withAsterisk value={form.taxpayer.rfc} onChange={(e) => setTaxpayer({ rfc: e.currentTarget.value.toUpperCase() })} error={touchedError('rfc', form.taxpayer.rfc)} disabled={busy} />
              {TAXPAYER_DOCUMENTS.map((field) => (
                <DocumentField
                  key={field}
                  label={t(LABELS[field])}
                  stored={field === 'doc_taxpayer' ? info.name_taxpayer || null : info.name_proof_address || null}
                  file={form.documents[field]}
                  onFile={(file) => setDocument(field, file)}
                  error={touchedError(field, form.documents[field])}
                />
              ))}
            </Stack>
          ) : null}
          {step === 3 ? (
            <Stack gap="sm">
              <TextInput label={t('coreInfo.interbankKey')} withAsterisk inputMode="numeric" maxLength={20} value={form.account.interbank_key} onChange={(e) => setAccount({ interbank_key: e.currentTarget.value.replace(/[^\d]/g, '') })} error={touchedError('interbank_key', form.account.interbank_key)} disabled={busy} />
              <TextInput label={t('coreInfo.accountNumber')} withAsterisk inputMode="numeric" maxLength={15} value={form.account.account_number} onChange={(e) => setAccount({ account_number: e.currentTarget.value.replace(/[^\d]/g, '') })} error={touchedError('account_number', form.account.account_number)} disabled={busy} />
              <Select
                label={t('coreInfo.bank')}
                withAsterisk
                searchable
                data={banks.map((b) => ({ value: String(b.id), label: b.bank }))}
                value={form.account.bank_id === null ? null : String(form.account.bank_id)}
                onChange={(v) => setAccount({ bank_id: v === null ? null : Number(v) })}
                description={banks.find((b) => b.id === form.account.bank_id)?.razon_social}
                error={errorOf('bank_id')}
                disabled={busy}
              />
              <TextInput label={t('coreInfo.nameReceiver')} withAsterisk value={form.account.name_receiver} onChange={(e) => setAccount({ name_receiver: e.currentTarget.value })} error={touchedError('name_receiver', form.account.name_receiver)} disabled={busy} />
              <TextInput label={t('coreInfo.identifyingText')} value={form.account.identifying_text} onChange={(e) => setAccount({ identifying_text: e.currentTarget.value })} error={touchedError('identifying_text', form.account.identifying_text)} disabled={busy} />
            </Stack>
          ) : null}
          {step === 4 ? <CardEditor owner={forStore ? { type: 'branch', shopId, branchId: branchId ?? undefined } : { type: 'shop', shopId }} /> : null}
          <Group justify="space-between">
            {showPrevious ? (
              <Button variant="default" disabled={busy || !valid} onClick={() => wizard.send({ type: 'wizard.previous', form })}>{t('coreInfo.previous')}</Button>
            ) : <span />}
            {step === 4 ? (
              <Button onClick={() => wizard.send({ type: 'wizard.finish' })}>{t('coreInfo.save')}</Button>
            ) : (
              <Button loading={busy} disabled={!valid} onClick={() => wizard.send({ type: 'wizard.next', form })}>{t('coreInfo.next')}</Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
