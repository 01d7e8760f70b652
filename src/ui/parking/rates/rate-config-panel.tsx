// Quadrant 4 (spec 2 §4-5, spec 3 §9 rate options): max rate rows (up to 4, each period once; Day is the default
// row and not offered in the choice), fractional charge, courtesy (HH:mm, default 00:00) and whether courtesy
// minutes are deducted from every stay. Saved with PUT configs; the notice is "Update Config".
import { Alert, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { MAX_RATE_UNITS } from '../../../contracts/rates.struct';
import { centsToText, parseMoney } from '../../../domain/rates/amounts';
import { checkMaxRates, MAX_RATE_ROWS } from '../../../domain/rates/rate-rules';
import { rateMessage } from '../../../domain/rates/rate-messages';
import { getLocale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { RatesBoardContext } from '../../../machines/rates-board/rates-board.context';
import { selectIsSavingConfig } from '../../../machines/rates-board/rates-board.selectors';
import type { ConfigForm, RateConfig } from '../../../services/rates.api';
import { fieldErrorTexts, ruleText, UNIT_KEYS } from './rate-text';
import { MoneyInput } from '../../components/money-input';
import { RemoveRowButton } from '../../components/remove-row-button';

type MaxRateUnit = (typeof MAX_RATE_UNITS)[number];
export type ConfigValues = {
  fractional: boolean;
  isCourtesy: boolean;
  isCourtesyAllMinutes: boolean;
  timeCourtesy: string;
  maxRate: { unit: MaxRateUnit | ''; price: number | string }[];
};

export const DEFAULT_DAY_CAP = '120.00';
export const DEFAULT_COURTESY = '00:00';
const STRICT_HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's start: Day first (120.00 when the lot has none), then the other periods as saved. */
export function configValues(config: RateConfig): ConfigValues {
  const day = config.maxRates.find((r) => r.unit === 'day');
  return {
    fractional: !config.isFractionaryOff,
    isCourtesy: config.isCourtesy,
    isCourtesyAllMinutes: config.isCourtesyAllMinutes,
    timeCourtesy: STRICT_HH_MM.test(config.timeCourtesy) ? config.timeCourtesy : DEFAULT_COURTESY,
    maxRate: [
      { unit: 'day', price: day ? centsToText(day.price) : DEFAULT_DAY_CAP },
      ...config.maxRates.filter((r) => r.unit !== 'day').map((r) => ({ unit: r.unit, price: centsToText(r.price) })),
    ],
  };
}

const cents = (v: number | string): number | null => (typeof v === 'number' ? (v >= 0 ? parseMoney(v.toFixed(2)) : null) : parseMoney(v));

export function validateConfig(values: ConfigValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.timeCourtesy.trim() === '') errors.timeCourtesy = ruleText('required', 'rates.config.courtesyTime');
  else if (values.timeCourtesy.length !== 5 || !STRICT_HH_MM.test(values.timeCourtesy)) errors.timeCourtesy = ruleText('time', 'rates.config.courtesyTime');
  values.maxRate.forEach((row, i) => {
    if (row.unit === '') errors[`maxRate.${i}.unit`] = ruleText('required', 'rates.config.period');
    if (row.price === '' || row.price === null) errors[`maxRate.${i}.price`] = ruleText('required', 'rates.config.maxRate');
    else if (cents(row.price) === null) errors[`maxRate.${i}.price`] = ruleText('price', 'rates.config.maxRate');
  });
  for (const p of checkMaxRates(values.maxRate.map((r) => ({ unit: r.unit })))) errors[p.path] ??= rateMessage(p.code, getLocale());
  return errors;
}

export function toConfigForm(values: ConfigValues): ConfigForm {
  return {
    isFractionaryOff: !values.fractional,
    isCourtesy: values.isCourtesy,
    isCourtesyAllMinutes: values.isCourtesyAllMinutes,
    timeCourtesy: values.timeCourtesy,
    maxRate: values.maxRate.map((r) => ({ unit: r.unit as MaxRateUnit, price: centsToText(cents(r.price) ?? 0) })),
  };
}

export function RateConfigPanel() {
  const config = RatesBoardContext.useSelector((s) => s.context.config);
  // The form starts again from each configuration the server confirms; a refused save keeps what was typed.
  return <RateConfigForm key={JSON.stringify(config)} initial={configValues(config)} />;
}

function RateConfigForm({ initial }: { initial: ConfigValues }) {
  const { t } = useTranslate();
  const board = RatesBoardContext.useActorRef();
  const saving = RatesBoardContext.useSelector(selectIsSavingConfig);
  const error = RatesBoardContext.useSelector((s) => s.context.configError);
  const fieldErrors = RatesBoardContext.useSelector((s) => s.context.configFieldErrors);
  const form = useForm<ConfigValues>({ mode: 'controlled', initialValues: initial, validate: validateConfig, validateInputOnChange: true });

  useEffect(() => {
    const entries = Object.entries(fieldErrors);
    if (entries.length > 0) form.setErrors(Object.fromEntries(entries.map(([k, v]) => [k, v.join(' ')])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the refusal changes
  }, [fieldErrors]);

  const used = new Set(form.values.maxRate.map((r) => r.unit));
  const choices = (own: string) =>
    MAX_RATE_UNITS.filter((u) => u !== 'day' && (u === own || !used.has(u))).map((u) => ({ value: u, label: t(UNIT_KEYS[u], { count: 1 }) }));
  const canAdd = form.values.maxRate.length < MAX_RATE_ROWS && choices('').length > 0;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => board.send({ type: 'config.save', config: toConfigForm(values) }))} aria-label={t('rates.config.title')}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert" title={error}>
            {fieldErrorTexts(fieldErrors).map((m) => <Text key={m} size="sm">{m}</Text>)}
          </Alert>
        ) : null}
        <Text size="sm" fw={500}>{t('rates.config.maxRates')}</Text>
        {form.values.maxRate.map((row, i) => (
          <Group key={form.key(`maxRate.${i}`)} align="flex-start" gap="xs" wrap="nowrap" role="group" aria-label={t('rates.config.rowN', { n: i + 1 })}>
            {i === 0 ? (
              <TextInput label={t('rates.config.period')} value={t('rates.unit.day', { count: 1 })} readOnly w={140} />
            ) : (
              <Select label={t('rates.config.period')} data={choices(row.unit)} allowDeselect={false} w={140} withAsterisk {...form.getInputProps(`maxRate.${i}.unit`)} />
            )}
            <MoneyInput label={t('rates.config.maxRate')} style={{ flex: 1 }} {...form.getInputProps(`maxRate.${i}.price`)} />
            <RemoveRowButton show={i > 0} label={t('rates.config.removeRow', { n: i + 1 })} onClick={() => form.removeListItem('maxRate', i)} />
          </Group>
        ))}
        {typeof form.errors.maxRate === 'string' ? <Text size="xs" c="red">{form.errors.maxRate}</Text> : null}
        <Group>
          <Button variant="light" size="xs" disabled={!canAdd} onClick={() => form.insertListItem('maxRate', { unit: choices('')[0]?.value ?? '', price: '' })}>
            {t('rates.config.addRow')}
          </Button>
        </Group>
        <Switch label={t('rates.config.fractional')} description={t('rates.config.fractionalHelp')} {...form.getInputProps('fractional', { type: 'checkbox' })} />
        <Switch label={t('rates.config.courtesy')} {...form.getInputProps('isCourtesy', { type: 'checkbox' })} />
        <TextInput
          label={t('rates.config.courtesyTime')}
          placeholder="HH:mm"
          maxLength={5}
          w={200}
          withAsterisk
          {...form.getInputProps('timeCourtesy')}
        />
        <Switch label={t('rates.config.courtesyAll')} description={t('rates.config.courtesyAllHelp')} {...form.getInputProps('isCourtesyAllMinutes', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>{t('rates.config.update')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
