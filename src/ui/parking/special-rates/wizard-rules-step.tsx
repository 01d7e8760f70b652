// Step 2 of the special-rate wizard (spec 2 §3-5, §9): name (3-100, first letter capitalised), tariff type
// (custom rows of qty, unit and price; a price per day; or a discount of 1-100 % with two decimals) and the
// courtesy switch with its HH:mm time. The wizard owns the form so its values survive moving between steps.
import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { UNITS } from '../../../contracts/rates.struct';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { capitalised, defaultCustomRow, rulesProblems, type RulesValues } from '../../../machines/special-rate-wizard/special-rate-rules';
import { ruleText, unitOptions } from '../rates/rate-text';
import { MoneyInput } from '../../components/money-input';
import { RemoveRowButton } from '../../components/remove-row-button';

const LABELS: Record<string, MessageKey> = {
  name: 'rates.special.name',
  typeTariff: 'rates.special.type',
  qty: 'rates.feeSets.qty',
  unit: 'rates.feeSets.unit',
  price: 'rates.feeSets.price',
  perDay: 'rates.special.perDayPrice',
  discount: 'rates.special.discount',
  timeCourtesy: 'rates.special.courtesyTime',
  custom: 'rates.special.customRules',
};

export function validateRules(values: RulesValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of rulesProblems(values)) {
    const field = p.path.split('.').pop() ?? p.path;
    errors[p.path] ??= ruleText(p.code, LABELS[field] ?? 'rates.special.name');
  }
  return errors;
}

export function WizardRulesStep({ form }: { form: UseFormReturnType<RulesValues> }) {
  const { t } = useTranslate();
  // Coming back to the step (or opening a rate to edit) shows at once what keeps Next disabled.
  useEffect(() => {
    if (rulesProblems(form.getValues()).length > 0) form.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step shows
  }, []);
  const { typeTariff, custom, isCourtesy } = form.values;
  const name = form.getInputProps('name');

  return (
    <Stack gap="sm">
      <TextInput
        label={t('rates.special.name')}
        withAsterisk
        maxLength={100}
        {...name}
        onChange={(e) => form.setFieldValue('name', capitalised(e.currentTarget.value))}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="special-rate-type">{t('rates.special.type')}</Text>
        <SegmentedControl
          aria-labelledby="special-rate-type"
          data={[
            { value: 'custom', label: t('rates.special.type.custom') },
            { value: 'per_day', label: t('rates.special.type.per_day') },
            { value: 'discount', label: t('rates.special.type.discount') },
          ]}
          {...form.getInputProps('typeTariff')}
        />
      </Stack>
      {typeTariff === 'custom' ? (
        <Stack gap="xs">
          {custom.map((row, i) => (
            <Group key={form.key(`custom.${i}`)} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={t('rates.feeSets.ruleN', { n: i + 1 })}>
              <NumberInput label={t('rates.feeSets.qty')} min={1} max={60} allowDecimal={false} allowNegative={false} clampBehavior="none" w={90} withAsterisk {...form.getInputProps(`custom.${i}.qty`)} />
              <Select label={t('rates.feeSets.unit')} data={unitOptions(UNITS, row.qty)} allowDeselect={false} w={130} withAsterisk {...form.getInputProps(`custom.${i}.unit`)} />
              <MoneyInput label={t('rates.feeSets.price')} style={{ flex: 1 }} {...form.getInputProps(`custom.${i}.price`)} />
              <RemoveRowButton show={i === custom.length - 1 && i > 0} label={t('rates.feeSets.removeRule', { n: i + 1 })} onClick={() => form.removeListItem('custom', i)} />
            </Group>
          ))}
          <Group>
            <Button variant="light" size="xs" onClick={() => form.insertListItem('custom', defaultCustomRow())}>{t('rates.feeSets.addRule')}</Button>
          </Group>
        </Stack>
      ) : null}
      {typeTariff === 'per_day' ? (
        <MoneyInput label={t('rates.special.perDayPrice')} {...form.getInputProps('perDay')} />
      ) : null}
      {typeTariff === 'discount' ? (
        <NumberInput label={t('rates.special.discount')} suffix=" %" decimalScale={2} allowNegative={false} hideControls withAsterisk {...form.getInputProps('discount')} />
      ) : null}
      <Switch label={t('rates.special.courtesy')} {...form.getInputProps('isCourtesy', { type: 'checkbox' })} />
      {isCourtesy ? (
        <TextInput label={t('rates.special.courtesyTime')} placeholder="HH:mm" maxLength={5} w={140} withAsterisk {...form.getInputProps('timeCourtesy')} />
      ) : null}
    </Stack>
  );
}
