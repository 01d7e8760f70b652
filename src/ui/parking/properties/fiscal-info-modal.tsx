// The fiscal and bank data modal of one lot (spec 3 §2 "Fiscal and bank info modal (2 steps)", §5 Fiscal),
// opened from the properties screen's fiscal action (`lot` null: closed) and driven by the fiscal-info chart:
// step 1 the taxpayer and the two documents, step 2 the receiving account. Broken rules and the server's 422
// show on their fields; the stored documents can be downloaded.
import { Alert, Button, Group, Loader, Modal, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { DocumentField as DocumentName } from '../../../contracts/core-info.struct';
import { t as translate, type MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { DOCUMENT_MB, DOCUMENT_SIZE, DOCUMENT_TYPE } from '../../../contracts/document-rules';
import { bankOfClabe, emptyValues, noDocuments, type Documents, type FiscalValues } from '../../../machines/fiscal-info/fiscal-form';
import { fiscalInfoMachine } from '../../../machines/fiscal-info/fiscal-info.machine';
import { BankSelect } from '../../components/bank-select';
import { showToast } from '../../components/notices';
import { fieldMessage } from '../../components/validation';
import { ClabeField } from './clabe-field';
import { DocumentField } from './document-field';

const LABELS: Record<keyof FiscalValues | DocumentName, MessageKey> = {
  taxpayer_name: 'fiscal.taxpayerName',
  rfc: 'fiscal.rfc',
  taxpayer_file: 'fiscal.taxpayerFile',
  address_file: 'fiscal.addressFile',
  interbank_account: 'fiscal.clabe',
  bank_account: 'fiscal.bankAccount',
  bank_id: 'fiscal.bank',
  account_owner: 'fiscal.accountOwner',
  identifying_name: 'fiscal.identifyingName',
};

/** A broken rule in words: the documents' own codes, else the shared rules' messages. */
function problemText(code: string, field: keyof typeof LABELS): string {
  if (code === DOCUMENT_TYPE) return translate('fiscal.documentType');
  if (code === DOCUMENT_SIZE) return translate('fiscal.documentSize', { n: DOCUMENT_MB });
  return fieldMessage(code, LABELS[field]);
}

type Lot = { id: number; name: string };
type Props = { lot: Lot | null; onClose: () => void };

export function FiscalInfoModal({ lot, onClose }: Props) {
  // A new lot is a new chart: nothing typed for one lot shows for another.
  return lot ? <FiscalInfoDialog key={lot.id} lot={lot} onClose={onClose} /> : null;
}

function FiscalInfoDialog({ lot, onClose }: { lot: Lot; onClose: () => void }) {
  const { t } = useTranslate();
  const modal = useActorRef(
    fiscalInfoMachine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        close: () => onClose(),
      },
    }),
    { input: { lotId: lot.id } },
  );
  const state = useSelector(modal, (s) => s);
  const { info, banks, values, problems, error, fieldErrors } = state.context;
  const saving = state.matches('saving');
  const onAccount = state.matches('account') || saving;
  const form = useForm<FiscalValues>({ mode: 'controlled', initialValues: emptyValues() });
  const [documents, setDocuments] = useState<Documents>(noDocuments);

  // The form takes the data as the server has it, once read (a lot without data starts empty).
  useEffect(() => {
    if (info) form.setValues(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the stored data, read once, fills the form
  }, [info]);

  const errorOf = (field: keyof typeof LABELS) => fieldErrors[field]?.[0] ?? (problems[field] ? problemText(problems[field], field) : undefined);
  const carry = () => ({ values: form.getValues(), documents });
  const close = () => modal.send({ type: 'fiscal.close' });
  const setClabe = (digits: string) => {
    form.setFieldValue('interbank_account', digits);
    const bank = bankOfClabe(banks, digits);
    if (bank) form.setFieldValue('bank_id', bank.id);
  };
  const document = (field: DocumentName) => (
    <DocumentField
      label={t(LABELS[field])}
      stored={info?.[field] ?? null}
      file={documents[field]}
      onFile={(file) => setDocuments((d) => ({ ...d, [field]: file }))}
      error={errorOf(field)}
      downloading={state.matches({ taxpayer: 'downloading' })}
      onDownload={() => modal.send({ type: 'fiscal.download', field })}
    />
  );

  let body;
  if (state.matches('loading')) {
    body = (
      <Group gap="xs" p="md">
        <Loader size="sm" aria-label={t('fiscal.loading')} />
        <Text size="sm" c="dimmed">{t('fiscal.loading')}</Text>
      </Group>
    );
  } else if (state.matches('loadFailed')) {
    body = (
      <Alert color="red" title={t('fiscal.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="compact-sm" variant="light" onClick={() => modal.send({ type: 'fiscal.retry' })}>{t('common.retry')}</Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          modal.send({ type: onAccount ? 'fiscal.save' : 'fiscal.next', ...carry() });
        }}
      >
        <Stack gap="sm">
          <Stepper active={onAccount ? 1 : 0} size="sm">
            <Stepper.Step label={t('fiscal.step.taxpayer')} />
            <Stepper.Step label={t('fiscal.step.account')} />
          </Stepper>
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          {onAccount ? (
            <>
              <ClabeField
                label={t('fiscal.clabe')}
                description={t('fiscal.clabeHint')}
                withAsterisk
                digits={form.values.interbank_account}
                onDigits={setClabe}
                error={errorOf('interbank_account')}
              />
              <BankSelect
                label={t('fiscal.bank')}
                placeholder={t('fiscal.bankPick')}
                withAsterisk
                banks={banks}
                value={form.values.bank_id}
                onChange={(bankId) => form.setFieldValue('bank_id', bankId)}
                error={errorOf('bank_id')}
              />
              <TextInput
                label={t('fiscal.bankAccount')}
                withAsterisk
                inputMode="numeric"
                value={form.values.bank_account}
                onChange={(e) => form.setFieldValue('bank_account', e.currentTarget.value.replace(/\D/g, ''))}
                error={errorOf('bank_account')}
              />
              <TextInput label={t('fiscal.accountOwner')} withAsterisk {...form.getInputProps('account_owner')} error={errorOf('account_owner')} />
              <TextInput label={t('fiscal.identifyingName')} withAsterisk {...form.getInputProps('identifying_name')} error={errorOf('identifying_name')} />
            </>
          ) : (
            <>
              <TextInput label={t('fiscal.taxpayerName')} withAsterisk {...form.getInputProps('taxpayer_name')} error={errorOf('taxpayer_name')} />
              <TextInput
                label={t('fiscal.rfc')}
                withAsterisk
                autoComplete="off"
                value={form.values.rfc}
                onChange={(e) => form.setFieldValue('rfc', e.currentTarget.value.toUpperCase())}
                error={errorOf('rfc')}
              />
              {document('taxpayer_file')}
              {document('address_file')}
            </>
          )}
          <Group justify="space-between">
            <Button variant="default" disabled={saving} onClick={close}>{t('common.cancel')}</Button>
            {onAccount ? (
              <Group>
                <Button variant="default" disabled={saving} onClick={() => modal.send({ type: 'fiscal.back', ...carry() })}>{t('fiscal.back')}</Button>
                <Button type="submit" loading={saving}>{t('common.save')}</Button>
              </Group>
            ) : (
              <Button type="submit">{t('fiscal.next')}</Button>
            )}
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Modal opened onClose={close} title={`${t('fiscal.title')} · ${lot.name}`} size="lg" withCloseButton={!saving} closeOnEscape={!saving} closeOnClickOutside={!saving} centered>
      {body}
    </Modal>
  );
}
