// Step 3 of the special-rate wizard (spec 2 §4-5): date ranges (yyyy-MM-dd, picked with the console's date
// picker). Changing a row shows its save icon; saving the row checks overlap with the others ('Beware the dates
// overlap' / 'Hay fechas repetidas'). Rows are added after the last; one row always stays.
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { useTranslate } from '../../../i18n/use-translate';
import type { specialRateWizardMachine } from '../../../machines/special-rate-wizard/special-rate-wizard.machine';
import { DateField } from '../../components/date-fields';
import { problemText } from '../rates/rate-text';

export function WizardDatesStep({ wizard }: { wizard: ActorRefFrom<typeof specialRateWizardMachine> }) {
  const { t } = useTranslate();
  const rows = useSelector(wizard, (s) => s.context.dates);
  return (
    <Stack gap="sm">
      {rows.map((row, i) => (
        <Stack key={i} gap={2} role="group" aria-label={t('rates.special.rangeN', { n: i + 1 })}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <DateField
              label={t('rates.special.from')}
              value={row.from === '' ? null : row.from}
              withAsterisk
              error={row.problem !== null}
              onChange={(value) => wizard.send({ type: 'dates.change', index: i, field: 'from', value: value ?? '' })}
              w={150}
            />
            <DateField
              label={t('rates.special.to')}
              value={row.to === '' ? null : row.to}
              withAsterisk
              error={row.problem !== null}
              onChange={(value) => wizard.send({ type: 'dates.change', index: i, field: 'to', value: value ?? '' })}
              w={150}
            />
            {row.edit ? (
              <ActionIcon size="lg" mb={2} variant="filled" aria-label={t('rates.special.saveRange', { n: i + 1 })} onClick={() => wizard.send({ type: 'dates.saveRow', index: i })}>
                ✓
              </ActionIcon>
            ) : null}
            {rows.length > 1 ? (
              <ActionIcon size="lg" mb={2} variant="subtle" color="red" aria-label={t('rates.special.removeRange', { n: i + 1 })} onClick={() => wizard.send({ type: 'dates.remove', index: i })}>
                ×
              </ActionIcon>
            ) : null}
          </Group>
          {row.problem ? <Text size="xs" c="red" role="alert">{problemText(row.problem)}</Text> : null}
          {row.edit ? <Text size="xs" c="dimmed">{t('rates.special.unsavedRange')}</Text> : null}
        </Stack>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => wizard.send({ type: 'dates.add' })}>{t('rates.special.addRange')}</Button>
      </Group>
    </Stack>
  );
}
