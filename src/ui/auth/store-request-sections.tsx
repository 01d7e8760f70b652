// The four sections of the store account request form (spec 3 §2: Account, Description, Billing Information,
// Manager Information; §3 Store request's fields), each a fieldset with its legend. The screen holds the values
// and says which message each field shows; each field sits in a `data-field` slot the screen scrolls to.
import { Checkbox, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Bank } from '../../contracts/core-info.struct';
import { STORE_REQUEST_RULES, type Category, type StoreKind } from '../../contracts/store-request.struct';
import type { MessageKey } from '../../i18n/i18n';
import { useTranslate } from '../../i18n/use-translate';
import type { RequestDocuments, RequestField, StoreRequestValues } from '../../machines/store-request/store-request-form';
import { DocumentField } from '../parking/properties/document-field';
import { BankSelect } from '../components/bank-select';
import { DateField } from '../components/date-fields';

export type RequestFieldName = RequestField;

export const FIELD_LABELS: Record<RequestFieldName, MessageKey> = {
  store_name: 'storeRequest.storeName',
  kind: 'storeRequest.kind',
  address: 'storeRequest.address',
  hq_address: 'storeRequest.hqAddress',
  mobile_phone: 'storeRequest.mobilePhone',
  description: 'storeRequest.description',
  product_kinds: 'storeRequest.productKinds',
  category_id: 'storeRequest.category',
  welcome_message: 'storeRequest.welcomeMessage',
  extra_sanitizer: 'storeRequest.extraSanitizer',
  clean_frequently: 'storeRequest.cleanFrequently',
  customer_limit: 'storeRequest.customerLimit',
  rfc_file: 'storeRequest.rfcFile',
  address_file: 'storeRequest.addressFile',
  bank_id: 'storeRequest.bank',
  account_number: 'storeRequest.accountNumber',
  first_name: 'storeRequest.firstName',
  last_name: 'storeRequest.lastName',
  email: 'storeRequest.email',
  birth_date: 'storeRequest.birthDate',
};

const FLAGS = ['extra_sanitizer', 'clean_frequently', 'customer_limit'] as const;
const R = STORE_REQUEST_RULES;

/** The latest birth date of someone who is an adult today, in the visitor's calendar. */
function latestAdultBirthDate(): string {
  const now = new Date();
  const day = new Date(now.getFullYear() - R.minAge, now.getMonth(), now.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

type Props = {
  values: StoreRequestValues;
  documents: RequestDocuments;
  categories: readonly Category[];
  banks: readonly Bank[];
  disabled: boolean;
  errorOf: (field: RequestFieldName) => string | undefined;
  /** A value changed; `settled`: a choice rather than typing (its rule shows at once). */
  onChange: <K extends keyof StoreRequestValues>(field: K, value: StoreRequestValues[K], settled?: boolean) => void;
  /** A typed field was left: its rule shows from now on. */
  onLeave: (field: RequestFieldName) => void;
  onDocument: (field: keyof RequestDocuments, file: File | null) => void;
};

const Slot = ({ field, children }: { field: RequestFieldName; children: ReactNode }) => <div data-field={field}>{children}</div>;

export function RequestSections({ values, documents, categories, banks, disabled, errorOf, onChange, onLeave, onDocument }: Props) {
  const { t } = useTranslate();
  type TextField = 'store_name' | 'address' | 'hq_address' | 'mobile_phone' | 'description' | 'product_kinds' | 'welcome_message' | 'account_number' | 'first_name' | 'last_name' | 'email';
  const text = (field: TextField) => ({
    label: t(FIELD_LABELS[field]),
    withAsterisk: true,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
    onBlur: () => onLeave(field),
    error: errorOf(field),
  });

  return (
    <>
      <Fieldset legend={t('storeRequest.section.account')} disabled={disabled}>
        <Stack gap="sm">
          <Slot field="store_name">
            <TextInput {...text('store_name')} maxLength={R.storeNameMax} />
          </Slot>
          <Slot field="kind">
            <Radio.Group label={t('storeRequest.kind')} withAsterisk value={values.kind} onChange={(v) => onChange('kind', v as StoreKind, true)} error={errorOf('kind')}>
              <Group mt={6}>
                <Radio value="parent" label={t('storeRequest.kind.parent')} />
                <Radio value="branch" label={t('storeRequest.kind.branch')} />
              </Group>
            </Radio.Group>
          </Slot>
          <Slot field="address">
            <TextInput {...text('address')} autoComplete="street-address" maxLength={R.addressMax} />
          </Slot>
          {values.kind === 'branch' ? (
            <Slot field="hq_address">
              <TextInput {...text('hq_address')} description={t('storeRequest.hqAddressHint')} maxLength={R.addressMax} />
            </Slot>
          ) : null}
          <Slot field="mobile_phone">
            <TextInput {...text('mobile_phone')} type="tel" inputMode="tel" autoComplete="tel-national" description={t('storeRequest.mobilePhoneHint')} />
          </Slot>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('storeRequest.section.description')} disabled={disabled}>
        <Stack gap="sm">
          <Slot field="description">
            <Textarea {...text('description')} minRows={2} maxLength={R.descriptionMax} />
          </Slot>
          <Slot field="product_kinds">
            <TextInput {...text('product_kinds')} maxLength={R.productKindsMax} />
          </Slot>
          <Slot field="category_id">
            <Select
              label={t('storeRequest.category')}
              placeholder={t('storeRequest.categoryPick')}
              withAsterisk
              searchable
              clearable
              data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={values.category_id === null ? null : String(values.category_id)}
              onChange={(v) => onChange('category_id', v === null ? null : Number(v), true)}
              error={errorOf('category_id')}
            />
          </Slot>
          <Slot field="welcome_message">
            <Textarea {...text('welcome_message')} minRows={2} maxLength={R.welcomeMax} />
          </Slot>
          <Checkbox.Group
            label={t('storeRequest.covid')}
            value={FLAGS.filter((f) => values[f])}
            onChange={(checked) => FLAGS.forEach((f) => checked.includes(f) !== values[f] && onChange(f, checked.includes(f), true))}
          >
            <Group mt={6}>
              {FLAGS.map((f) => (
                <Checkbox key={f} value={f} label={t(FIELD_LABELS[f])} />
              ))}
            </Group>
          </Checkbox.Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('storeRequest.section.billing')} disabled={disabled}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['rfc_file', 'address_file'] as const).map((field) => (
              <Slot key={field} field={field}>
                <DocumentField label={t(FIELD_LABELS[field])} file={documents[field]} onFile={(file) => onDocument(field, file)} error={errorOf(field)} />
              </Slot>
            ))}
          </SimpleGrid>
          <Slot field="bank_id">
            <BankSelect
              label={t('storeRequest.bank')}
              placeholder={t('storeRequest.bankPick')}
              withAsterisk
              clearable
              banks={banks}
              value={values.bank_id}
              onChange={(bankId) => onChange('bank_id', bankId, true)}
              error={errorOf('bank_id')}
            />
          </Slot>
          <Slot field="account_number">
            <TextInput {...text('account_number')} inputMode="numeric" autoComplete="off" description={t('storeRequest.accountNumberHint')} />
          </Slot>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('storeRequest.section.manager')} disabled={disabled}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Slot field="first_name">
              <TextInput {...text('first_name')} autoComplete="given-name" maxLength={R.nameMax} />
            </Slot>
            <Slot field="last_name">
              <TextInput {...text('last_name')} autoComplete="family-name" maxLength={R.nameMax} />
            </Slot>
          </SimpleGrid>
          <Slot field="email">
            <TextInput {...text('email')} type="email" autoComplete="email" />
          </Slot>
          <Slot field="birth_date">
            <DateField
              label={t('storeRequest.birthDate')}
              description={t('storeRequest.birthDateHint')}
              withAsterisk
              minDate={`${R.oldestYear}-01-01`}
              maxDate={latestAdultBirthDate()}
              value={values.birth_date === '' ? null : values.birth_date}
              onChange={(v) => onChange('birth_date', v ?? '', true)}
              error={errorOf('birth_date')}
            />
          </Slot>
        </Stack>
      </Fieldset>
    </>
  );
}
