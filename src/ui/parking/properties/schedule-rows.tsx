// The lot's schedules (spec 3 §3 Parking lot, §9 lot hours): rows of seven weekday buttons with an opening and a
// closing time, 09:00 to 21:00 for a row added; a weekday may be in one row only, so a weekday another row holds
// is disabled here and says which row holds it. Rows can be added (up to seven) and removed (down to one).
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { LOT_RULES, WEEKDAYS, type ScheduleRow } from '../../../contracts/lot.struct';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { scheduleRow } from '../../../machines/lot-modal/lot-form';
import { RemoveRowButton } from '../../components/remove-row-button';

type Props = {
  rows: ScheduleRow[];
  onChange: (rows: ScheduleRow[]) => void;
  /** A row's message (`schedules.0`) or one of its times' (`schedules.0.end`). */
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
};

const dayKey = (d: string) => `properties.day.${d}` as MessageKey;
const dayName = (d: string) => `properties.dayName.${d}` as MessageKey;

export function ScheduleRows({ rows, onChange, errorOf, disabled }: Props) {
  const { t } = useTranslate();
  const change = (i: number, row: ScheduleRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  const holder = (day: (typeof WEEKDAYS)[number], except: number) => rows.findIndex((r, j) => j !== except && r[day]);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>{t('properties.schedules')}</Text>
      {rows.map((row, i) => {
        const n = i + 1;
        const rowError = errorOf(`schedules.${i}`);
        return (
          <Fieldset key={i} legend={t('properties.scheduleRow', { n })} disabled={disabled} p="xs">
            <Group gap="xs" align="flex-start" wrap="wrap">
              <Group gap={4} mt={24}>
                {WEEKDAYS.map((d) => {
                  const heldBy = holder(d, i);
                  return (
                    <Button
                      key={d}
                      size="compact-sm"
                      w={32}
                      px={0}
                      variant={row[d] ? 'filled' : 'default'}
                      aria-pressed={row[d]}
                      aria-label={t(dayName(d))}
                      title={heldBy >= 0 ? t('properties.dayTaken', { day: t(dayName(d)), n: heldBy + 1 }) : t(dayName(d))}
                      disabled={disabled || heldBy >= 0}
                      onClick={() => change(i, { ...row, [d]: !row[d] })}
                    >
                      {t(dayKey(d))}
                    </Button>
                  );
                })}
              </Group>
              <TimeInput
                label={t('properties.scheduleStart')}
                aria-label={`${t('properties.scheduleStart')} ${t('properties.scheduleRow', { n })}`}
                w={130}
                value={row.start}
                onChange={(e) => change(i, { ...row, start: e.currentTarget.value })}
                error={errorOf(`schedules.${i}.start`)}
              />
              <TimeInput
                label={t('properties.scheduleEnd')}
                aria-label={`${t('properties.scheduleEnd')} ${t('properties.scheduleRow', { n })}`}
                w={130}
                value={row.end}
                onChange={(e) => change(i, { ...row, end: e.currentTarget.value })}
                error={errorOf(`schedules.${i}.end`)}
              />
              <RemoveRowButton show={rows.length > 1 && !disabled} label={t('properties.scheduleRemove', { n })} onClick={() => onChange(rows.filter((_, j) => j !== i))} />
            </Group>
            {rowError ? <Text size="xs" c="red" role="alert" mt={4}>{rowError}</Text> : null}
          </Fieldset>
        );
      })}
      {errorOf('schedules') ? <Text size="xs" c="red" role="alert">{errorOf('schedules')}</Text> : null}
      <Group>
        <Button variant="light" size="xs" disabled={disabled || rows.length >= LOT_RULES.schedulesMax} onClick={() => onChange([...rows, scheduleRow()])}>
          {t('properties.scheduleAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
