// The single view of a time-fee set (spec 2 §4-5): name, and rules of quantity (1-60), unit and price (a
// currency mask with two decimals). The first rule cannot be removed; rows are added after the last. The form
// checks what the chart and the server check (fee-set-rules.ts); a refused save keeps every field.
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { UNITS } from '../../../contracts/rates.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { defaultRule, feeSetProblems, type FeeSetDraft } from '../../../machines/fee-set-editor/fee-set-rules';
import { fieldErrorTexts, ruleText, unitOptions } from './rate-text';
import { MoneyInput } from '../../components/money-input';
import { RemoveRowButton } from '../../components/remove-row-button';

type Props = {
  draft: FeeSetDraft;
  saving: boolean;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  onSave: (draft: FeeSetDraft) => void;
  onCancel: () => void;
};

const LABELS = { name: 'rates.feeSets.name', qty: 'rates.feeSets.qty', unit: 'rates.feeSets.unit', price: 'rates.feeSets.price', rules: 'rates.feeSets.rules' } as const;

export function validateFeeSet(values: FeeSetDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of feeSetProblems(values)) {
    const field = p.path.split('.').pop() as keyof typeof LABELS;
    errors[p.path] ??= ruleText(p.code, LABELS[field] ?? LABELS.rules);
  }
  return errors;
}

export function FeeSetForm({ draft, saving, error, fieldErrors, onSave, onCancel }: Props) {
  const { t } = useTranslate();
  const form = useForm<FeeSetDraft>({ mode: 'controlled', initialValues: draft, validate: validateFeeSet, validateInputOnChange: true });

  // The server's per-field refusals land on the same fields (their paths match the form's).
  useEffect(() => {
    const entries = Object.entries(fieldErrors);
    if (entries.length > 0) form.setErrors(Object.fromEntries(entries.map(([k, v]) => [k, v.join(' ')])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the refusal changes
  }, [fieldErrors]);

  // Messages no input shows (e.g. about the rules as a whole) go in the banner.
  const serverOnly = fieldErrorTexts(Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k !== 'name' && !/^rules\.\d+\.(qty|unit|price)$/.test(k))));

  return (
    <form onSubmit={form.onSubmit((values) => onSave(values))} noValidate aria-label={draft.id === null ? t('rates.feeSets.new') : t('rates.feeSets.editTitle', { name: draft.name })}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert" title={t('rates.feeSets.saveFailed')}>
            {error}
            {serverOnly.map((m) => <Text key={m} size="sm">{m}</Text>)}
          </Alert>
        ) : null}
        <TextInput label={t('rates.feeSets.name')} withAsterisk maxLength={50} {...form.getInputProps('name')} />
        <Text size="sm" fw={500}>{t('rates.feeSets.rules')}</Text>
        {form.values.rules.map((rule, i) => (
          <Group key={form.key(`rules.${i}`)} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={t('rates.feeSets.ruleN', { n: i + 1 })}>
            <NumberInput
              label={t('rates.feeSets.qty')}
              min={1}
              max={60}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={90}
              withAsterisk
              {...form.getInputProps(`rules.${i}.qty`)}
            />
            <Select label={t('rates.feeSets.unit')} data={unitOptions(UNITS, rule.qty)} allowDeselect={false} w={130} withAsterisk {...form.getInputProps(`rules.${i}.unit`)} />
            <MoneyInput label={t('rates.feeSets.price')} style={{ flex: 1 }} {...form.getInputProps(`rules.${i}.price`)} />
            <RemoveRowButton show={i > 0} label={t('rates.feeSets.removeRule', { n: i + 1 })} onClick={() => form.removeListItem('rules', i)} />
          </Group>
        ))}
        <Group>
          <Button variant="light" size="xs" onClick={() => form.insertListItem('rules', defaultRule())}>{t('rates.feeSets.addRule')}</Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>{t('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{t('common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
